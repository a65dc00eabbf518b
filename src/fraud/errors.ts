import type { FraudSessionErrorCode } from './types';

/** Why `setup()` failed: `code` is for programs, `message` for people, `status` is the HTTP status if any. */
export class FraudSessionError extends Error {
  override readonly name = 'FraudSessionError';
  /** With `rate_limited` (or `http` for a 5xx): the wait the service asked for (`Retry-After`), longer than the budget left. */
  retryAfterMs?: number;

  constructor(
    readonly code: FraudSessionErrorCode,
    readonly status?: number,
  ) {
    // The codes read as English once the underscore is a space ("rate limited", "torn down"): no
    // message table to carry in the script-tag build. A secret key gets advice, it is a setup mistake.
    super(
      `Fraud session failed: ${
        code == 'secret_key' ? 'secret keys (sk_) never go in a browser, use the public key (pk_)' : code.replace('_', ' ')
      }${status ? ` (HTTP ${status})` : ''}`,
    );
  }

  // The script-tag build and an ESM import are separate copies of this class sharing sessions
  // (one registry per page): `instanceof` must recognise the other copy's errors too.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return (value as Error | null)?.name == 'FraudSessionError';
  }
}
