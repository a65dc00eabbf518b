import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '../../interface/errors';

/**
 * A refusal the client caused. Thrown anywhere in a route; the app's error handler turns it into the
 * failure envelope, so routes read top to bottom without threading results. The HTTP status is the code's own
 * (`ERROR_STATUS`).
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const validationError = (details: ErrorDetail[], message = 'The request has invalid fields.') =>
  new ApiError('VALIDATION_ERROR', message, details);

export const notFound = (what = 'Resource') => new ApiError('NOT_FOUND', `${what} not found.`);

/** 401 UNAUTHORIZED, naming the scheme the credentials must use. */
export const unauthorized = (reason: string) =>
  new ApiError('UNAUTHORIZED', reason, undefined, {
    'WWW-Authenticate': 'Basic realm="pay-checkout", charset="UTF-8"',
  });
