/**
 * The reply envelopes of the service (docs/service.md, "Envelopes and errors"). Types only, browser-safe.
 */
import type { ErrorCode, ErrorDetail } from './errors';

/** Success envelope of a single resource. */
export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
}

/** Failure envelope; `details` only on field-level failures. */
export interface FailureEnvelope {
  success: false;
  message: string;
  error: ErrorCode | (string & {});
  details?: ErrorDetail[];
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/**
 * Paged list envelope. The service names message, data and pagination; the sandbox also sends
 * `success: true` so every 2xx body can be told from a failure by the same field.
 */
export interface PagedEnvelope<T> {
  success: true;
  message: string;
  data: T[];
  pagination: Pagination;
}
