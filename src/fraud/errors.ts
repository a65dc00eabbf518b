import type { FraudSessionErrorCode } from './types';

// One short line per code; the script tag logs them as they are.
const MESSAGES: Record<FraudSessionErrorCode, string> = {
  secret_key: 'A secret key (sk_) must never reach a browser: use the public key (pk_)',
  invalid_key: 'The public key is missing, malformed or refused',
  unsupported_environment: 'A fraud session needs a browser (window, document, fetch)',
  timeout: 'The fraud session was not created within the time budget',
  network: 'The payment service could not be reached',
  http: 'The payment service refused the fraud session',
  rate_limited: 'The payment service is rate limiting: retry later',
  malformed_response: 'The payment service answered in an unexpected shape',
  torn_down: 'The fraud session was torn down',
};

/** Why `setup()` failed: `code` is for programs, `message` for people, `status` is the HTTP status if any. */
export class FraudSessionError extends Error {
  override readonly name = 'FraudSessionError';

  constructor(
    readonly code: FraudSessionErrorCode,
    readonly status?: number,
  ) {
    super(MESSAGES[code] + (status ? ` (HTTP ${status})` : ''));
  }

  // The script-tag build and an ESM import are separate copies sharing one session registry,
  // so `instanceof` must recognise the other copy's errors too.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return (value as Error | null)?.name === 'FraudSessionError';
  }
}
