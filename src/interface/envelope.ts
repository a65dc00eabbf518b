/**
 * The wire vocabulary shared by the sandbox, the typed client and the browser code: envelopes, bounds and
 * enum values. Pure constants and types — no zod — so browser bundles may import it.
 */
import type { ErrorCode, ErrorDetail } from './errors';

/** Success envelope of a single resource. */
export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
}

/** Failure envelope (interface "Errors"); `details` only on field-level failures. */
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
 * Paged list envelope. The interface names message, data and pagination; the sandbox also sends
 * `success: true` so every 2xx body can be told from a failure by the same field.
 */
export interface PagedEnvelope<T> {
  success: true;
  message: string;
  data: T[];
  pagination: Pagination;
}

export const PAGE_DEFAULT = 1;
export const LIMIT_DEFAULT = 20;
export const LIMIT_MAX = 100;

/** Request bodies above this are refused with 413 PAYLOAD_TOO_LARGE. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Request bodies nested deeper than this (objects and arrays) are refused with 422 VALIDATION_ERROR. */
export const MAX_JSON_DEPTH = 64;

/**
 * Refused as a key anywhere in a JSON body and as a query parameter name (422 VALIDATION_ERROR): copying a plain
 * object turns this key into a prototype change, so it cannot be kept as ordinary data.
 */
export const RESERVED_KEY = '__proto__';

/** Browser kinds of the fraud session (`type`). */
export const BROWSER_TYPES = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Other'] as const;
export type BrowserKind = (typeof BROWSER_TYPES)[number];

/** A fraud session lives 30 minutes (interface "Limits"). */
export const FRAUD_SESSION_TTL_SECONDS = 30 * 60;

export const CARD_FLOWS = ['transparent', 'hosted'] as const;
export type CardFlow = (typeof CARD_FLOWS)[number];

export const PAYMENT_METHODS = ['credit_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CUSTOMER_TYPES = ['individual', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const CHARGE_STATUSES = ['pending', 'captured', 'failed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const MAX_INSTALLMENTS = 12;

/** Sandbox test cards (contract §5) and the fixed test tokens (contract §6): every merchant, reusable, never expiring. */
export const TEST_CARDS = {
  captured: '4111111111111111',
  failed: '4000000000000002',
} as const;
export const TEST_CARD_TOKENS = {
  captured: 'tok_test_visa',
  declined: 'tok_test_declined',
} as const;

/** Idempotency-Key replies are kept this long. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** An idempotency key: 1 to 255 visible ASCII characters (a UUID is a good choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** Paths of the /v1 surface (relative to the base address). */
export const API_PATHS = {
  fraudSessions: '/v1/fraud-sessions',
  cardTokens: '/v1/card-tokens',
  charges: '/v1/charges',
  charge: (id: string) => `/v1/charges/${encodeURIComponent(id)}`,
  postbackEndpoint: (id: string) => `/v1/postbacks/endpoints/${encodeURIComponent(id)}`,
  submerchants: '/v1/submerchants',
} as const;
