import type { ErrorCode, ErrorDetail } from '../interface/errors';

/**
 * A refusal the client caused. Thrown anywhere in a route; the app's error handler turns it into the
 * failure envelope, so routes read top to bottom without threading results.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const validationError = (details: ErrorDetail[], message = 'The request has invalid fields.') =>
  new ApiError(422, 'VALIDATION_ERROR', message, details);

export const notFound = (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found.`);
