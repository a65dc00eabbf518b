/** Retry policy. Retries are off unless `limit` > 0. */
export interface RetryOptions {
  /** Retries after the first attempt (rounded down; NaN or negative is a `ConfigurationError`). Default 0: no retry. */
  limit?: number;
  /**
   * Longest wait before one retry, in milliseconds. When `Retry-After` asks for longer, the client
   * does not retry early (that would only earn another 429): it throws the error at once, whose
   * `rateLimit.retryAfterSeconds` says when to come back. Also caps the exponential backoff used when
   * no `Retry-After` came. Default 60 000 (one rate-limit window); at most 2³¹ − 1.
   */
  maxDelayMs?: number;
}

/**
 * Runs before each attempt (retries included). May change `request.headers` in place or return a
 * new `Request` to send instead (build it from the given one to keep its timeout signal).
 */
export type BeforeRequestHook = (request: Request) => Request | void | Promise<Request | void>;

/**
 * Runs on each reply (error statuses and retried attempts included) before the client reads it.
 * Receives a clone, so reading its body is fine. May return a `Response` to use instead.
 */
export type AfterResponseHook = (response: Response, request: Request) => Response | void | Promise<Response | void>;

export interface Hooks {
  beforeRequest?: BeforeRequestHook[];
  afterResponse?: AfterResponseHook[];
}

export interface ClientOptions {
  /** Your secret key (`sk_…`). Used on every route except the fraud session. */
  secretKey: string;
  /** Your public key (`pk_…`). When given, secret-key routes send `Basic base64(pk:sk)`; needed by `fraudSessions.create`. */
  publicKey?: string;
  /** Address of the service without `/v1` (a trailing `/v1` or `/` is dropped), e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** Injected `fetch` (proxies, tests). Default: the global one. */
  fetch?: typeof fetch;
  /** Budget of one attempt — hooks, sending, waiting and reading the reply — in ms, up to 2³¹ − 1; `false` for none. Default 30 000. Anything else is a `ConfigurationError`. */
  timeoutMs?: number | false;
  /** Retry policy, or just the retry limit. Default: no retry. */
  retry?: number | RetryOptions;
  hooks?: Hooks;
  /** The client refuses to hold a secret key in a browser page or worker unless this is `true`. */
  allowSecretKeyInBrowser?: boolean;
}

/** Per-call options of every method. */
export interface RequestOptions {
  /** Cancels the call (including a pending retry wait); the call then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call. */
  timeoutMs?: number | false;
}

/** Per-call options of methods that change something. */
export interface WriteOptions extends RequestOptions {
  /**
   * Sent as `Idempotency-Key`. It also makes the write retryable under the client's `retry` policy:
   * without a key a write is never retried, since a lost reply may hide a write that happened.
   */
  idempotencyKey?: string;
}
