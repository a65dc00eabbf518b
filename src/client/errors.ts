import type { ErrorCode, ErrorDetail } from '../interface/errors';
import type { RateLimitInfo } from './rate-limit';

export type { ErrorCode, ErrorDetail };

/**
 * Base of every error this client throws, so one `instanceof PayClientError` (or a check of `code`)
 * separates client failures from bugs in the caller's own code.
 */
export class PayClientError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PayClientError';
    this.code = code;
  }
}

/** Why `createClient` (or a method needing a key it was not given) refused to run. */
export type ConfigurationErrorCode =
  | 'SECRET_KEY_IN_BROWSER'
  | 'MISSING_SECRET_KEY'
  | 'PUBLIC_KEY_AS_SECRET_KEY'
  | 'SECRET_KEY_AS_PUBLIC_KEY'
  | 'MISSING_PUBLIC_KEY'
  | 'INVALID_BASE_URL'
  | 'MISSING_FETCH'
  | 'MISSING_WEB_CRYPTO'
  | 'INVALID_ARGUMENT';

/** A mistake in how the client was set up or called; nothing was sent. */
export class ConfigurationError extends PayClientError {
  declare readonly code: ConfigurationErrorCode;

  constructor(code: ConfigurationErrorCode, message: string) {
    super(code, message);
    this.name = 'ConfigurationError';
  }
}

/** Where the request was going, kept on transport errors so logs say which call failed. */
export interface RequestTarget {
  method: string;
  /** Path and query, e.g. `/v1/charges?page=2`; never holds credentials. */
  path: string;
}

/** The service could not be reached (DNS, refused connection, reset, CORS in a browser…). */
export class NetworkError extends PayClientError {
  declare readonly code: 'NETWORK_ERROR';
  readonly method: string;
  readonly path: string;

  constructor(target: RequestTarget, cause: unknown) {
    super('NETWORK_ERROR', `${target.method} ${target.path} could not reach the service: ${describe(cause)}`, {
      cause,
    });
    this.name = 'NetworkError';
    this.method = target.method;
    this.path = target.path;
  }
}

/** No complete reply arrived within `timeoutMs` (one attempt's budget). */
export class TimeoutError extends PayClientError {
  declare readonly code: 'TIMEOUT';
  readonly method: string;
  readonly path: string;
  readonly timeoutMs: number;

  constructor(target: RequestTarget, timeoutMs: number) {
    super('TIMEOUT', `${target.method} ${target.path} timed out after ${timeoutMs} ms`);
    this.name = 'TimeoutError';
    this.method = target.method;
    this.path = target.path;
    this.timeoutMs = timeoutMs;
  }
}

/** Codes this client itself gives an `ApiError`, beside the service's own. */
export type ClientSideApiErrorCode = 'INVALID_RESPONSE';

/** The envelope's `error`: a documented code, this client's own, or one a newer service adds. */
export type ApiErrorCode = ErrorCode | ClientSideApiErrorCode | (string & {});

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  details: ErrorDetail[] | undefined;
  rateLimit: RateLimitInfo | undefined;
  requestId: string | undefined;
  headers: Headers;
  /** The parsed JSON body, or the raw text when the body was not JSON. */
  body: unknown;
  target: RequestTarget;
}

/**
 * The service answered with an error status (or with a body that is not the documented envelope,
 * then `code` is `INVALID_RESPONSE`). `code` is the failure envelope's `error`.
 */
export class ApiError extends PayClientError {
  declare readonly code: ApiErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  readonly rateLimit: RateLimitInfo | undefined;
  readonly requestId: string | undefined;
  readonly headers: Headers;
  readonly body: unknown;
  readonly method: string;
  readonly path: string;

  constructor(init: ApiErrorInit) {
    super(init.code, init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.details = init.details;
    this.rateLimit = init.rateLimit;
    this.requestId = init.requestId;
    this.headers = init.headers;
    this.body = init.body;
    this.method = init.target.method;
    this.path = init.target.path;
  }
}

/** Why `verifyWebhook` refused a delivery. */
export type WebhookVerificationErrorCode =
  /** `webhook-id`, `webhook-timestamp` or `webhook-signature` is absent (see `header`). */
  | 'missing_header'
  /** `webhook-timestamp` is not Unix seconds. */
  | 'invalid_timestamp'
  /** Signed longer ago than the tolerance (default 5 minutes): possibly a replay. */
  | 'timestamp_too_old'
  /** Signed further ahead than the tolerance: a clock off, or a forgery. */
  | 'timestamp_too_new'
  /** No `v1` signature in the header matches the body with this secret. */
  | 'invalid_signature'
  /** The secret is not `whsec_` + base64 of 24 to 64 bytes. */
  | 'invalid_secret'
  /** The body is not the raw text received (a parsed object, nothing, or bytes that are not UTF-8). */
  | 'invalid_body'
  /** Correctly signed, but not JSON or not an event this version of pay-checkout knows. */
  | 'invalid_payload';

/**
 * A webhook delivery that must not be trusted (or could not be checked). Answer it with a 4xx; a sender
 * following Standard Webhooks retries, so a fixed mistake on your side still gets the event.
 */
export class WebhookVerificationError extends PayClientError {
  declare readonly code: WebhookVerificationErrorCode;
  /** For `missing_header`: the header that is absent. */
  readonly header: string | undefined;

  constructor(code: WebhookVerificationErrorCode, message: string, options?: { header?: string; cause?: unknown }) {
    super(code, message, options);
    this.name = 'WebhookVerificationError';
    this.header = options?.header;
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  return String(cause);
}
