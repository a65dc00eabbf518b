/** The browser kinds the service knows (interface: Fraud session, `type`). */
export type BrowserType = 'Chrome' | 'Firefox' | 'Safari' | 'Edge' | 'Opera' | 'Other';

/** The five fields POSTed to `/v1/fraud-sessions`. `ip_address` is absent when the lookup failed. */
export interface BrowserData {
  ip_address?: string;
  type: BrowserType;
  host_name: string;
  cookies_accepted: boolean;
  user_agent: string;
}

/** What `setup()` resolves to. */
export interface FraudSessionResult {
  sessionId: string;
  /** The server's expiry, as the server stated it. */
  expiresAt: Date;
}

/** Where the buyer's public IP comes from: a URL answering `{"ip": "…"}` or plain text, a function, or `false` for none. */
export type IpLookup = string | (() => Promise<string | undefined | null>) | false;

export interface FraudSessionOptions {
  /**
   * Base address of the service (a trailing `/v1` or `/` is dropped). Required for every key but a test key: with
   * `pk_test_…` the default is the local sandbox, `http://127.0.0.1:4010`; any other key without it is refused
   * (`missing_api_base`), so a forgotten setting never sends buyers' sessions to localhost.
   */
  apiBase?: string;
  /** Default: a public IP echo service (`https://api.ipify.org?format=json`). */
  ipLookup?: IpLookup;
  /** Total budget of one `setup()`, retries included. Default 10 000 ms. */
  timeoutMs?: number;
  /** Budget of the IP lookup, after which the session goes on without `ip_address`. Default 1 500 ms. */
  ipLookupTimeoutMs?: number;
  /** Renew this long before the expiry. Default 60 000 ms. */
  renewBeforeMs?: number;
  /** Injected `fetch` (tests, proxies). Default: the global one. */
  fetch?: typeof fetch;
}

/** Why `setup()` failed. */
export type FraudSessionErrorCode =
  | 'secret_key' // an `sk_` key was given: secret keys never reach a browser
  | 'invalid_key' // empty or malformed key (not pk_ and printable ASCII; a space, a control character or ':'), or the service answered 401/403
  | 'missing_api_base' // a key that is not a test key (pk_test_…) without apiBase / data-api-base
  | 'unsupported_environment' // no window/document/fetch (server-side rendering, old browser)
  | 'timeout' // the total budget ran out
  | 'network' // the service could not be reached
  | 'http' // the service answered with an error status (see `status`)
  | 'rate_limited' // 429, and the budget left no room for another attempt (see `retryAfterMs`)
  | 'malformed_response' // the reply was not the documented envelope
  | 'torn_down'; // teardown() was called while setup() was pending

export interface FraudSession {
  readonly publicKey: string;
  readonly apiBase: string;
  /** Aborted by `teardown()`: pass it to listeners of your own that belong to this session. */
  readonly signal: AbortSignal;
  /** The live, unconsumed session, if any. */
  readonly current: FraudSessionResult | undefined;
  /** Resolves to a live, unconsumed session; concurrent callers share one request. Rejects with `FraudSessionError`. */
  setup(): Promise<FraudSessionResult>;
  /** The current id was used by a charge: the next `setup()` gets a new one. */
  consume(): void;
  /** Called with every new session (first one, renewals, after consume, and one a page back from the back/forward cache takes from the tab's storage). Returns an unsubscribe function. */
  subscribe(listener: (result: FraudSessionResult) => void): () => void;
  /** Stops timers and listeners; pending setup() calls reject with `torn_down`. */
  teardown(): void;
}

/** Options of `collectBrowserData()`: only the IP lookup matters there. */
export type BrowserDataOptions = Pick<FraudSessionOptions, 'ipLookup' | 'ipLookupTimeoutMs' | 'fetch'>;

/** A brand as in `navigator.userAgentData.brands` (User-Agent Client Hints), or just its name. */
export type UserAgentBrand = string | { brand: string };
