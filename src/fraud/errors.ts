import type { FraudSessionErrorCode } from './types';

// Most codes read as English once the underscores are spaces ("rate limited", "torn down"). Set-up mistakes get
// advice instead: they are the merchant's to fix, before any request.
const ADVICE: Partial<Record<FraudSessionErrorCode, string>> = {
  secret_key: 'secret keys (sk_) never go in a browser, use the public key (pk_)',
  invalid_key: 'the public key is malformed: pk_ followed by printable ASCII, with no spaces and no ":"',
  missing_api_base: 'a key other than a test key (pk_test_) needs apiBase (data-api-base, api-base)',
};

/** Why `setup()` failed: `code` is for programs, `message` for people, `status` is the HTTP status if any. */
export class FraudSessionError extends Error {
  override readonly name = 'FraudSessionError';
  /** With `rate_limited` (or `http` for a 5xx): the wait the service asked for (`Retry-After`), longer than the budget left. */
  retryAfterMs?: number;

  constructor(
    readonly code: FraudSessionErrorCode,
    readonly status?: number,
  ) {
    super(
      `Fraud session failed: ${(!status && ADVICE[code]) || code.replace(/_/g, ' ')}${status ? ` (HTTP ${status})` : ''}`,
    );
  }

  // The script-tag build and an ESM import are separate copies of this class sharing sessions
  // (one registry per page): `instanceof` must recognise the other copy's errors too.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return (value as Error | null)?.name === 'FraudSessionError';
  }
}
