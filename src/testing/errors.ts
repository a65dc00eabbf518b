/** Why a piece of the testing kit stopped a test: each failure names its cause in `code`. */
export type TestingKitErrorCode =
  /** `PAY_SANDBOX_URL` is not an http(s) origin, or nothing answers there. */
  | 'invalid_sandbox_url'
  | 'sandbox_unreachable'
  /** A sandbox control (`/sandbox/...`) refused the call. */
  | 'sandbox_control_failed'
  /** `webhooks.waitFor` saw no matching event in time. */
  | 'webhook_timeout'
  /** A delivery reached the receiver whose signature does not verify with the endpoint's secret. */
  | 'webhook_not_verified'
  /** The page shows no card entry the buyer can fill. */
  | 'no_card_entry'
  /** The page lists no saved card with the last four digits asked for (`buyer.payWithSavedCard`). */
  | 'no_saved_card'
  /** The hosted card page refused the card (its messages are in the error's message). */
  | 'card_refused'
  /** The page shows no Pix code, or the code holds no txid. */
  | 'no_pix_code'
  /** The sandbox's bank page did not pay the Pix (it expired, or was paid already). */
  | 'pix_not_paid'
  /** The page shows no issuer's 3-D Secure page (neither itself nor framed in <pay-form>'s dialog) to answer. */
  | 'no_authentication_page'
  /** The issuer's page did not take the answer pressed (it still shows its buttons). */
  | 'answer_not_taken'
  /** `systemBrowser('firefox')` could not hook Playwright's BiDi transport (its internals changed). */
  | 'firefox_shim_outdated';

export class TestingKitError extends Error {
  readonly code: TestingKitErrorCode;

  constructor(code: TestingKitErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TestingKitError';
    this.code = code;
  }
}
