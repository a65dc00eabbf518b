/**
 * What the element tells the page's developer in the browser console: `[pay-form] CODE`, then what it knows (an
 * error, a reason, a flow). One code a case, so that a page's monitoring can match it; docs/pay-form.md ("Console
 * messages") says what each means and what to do. The buyer is told in the page, never here.
 */
export type ConsoleCode =
  /** Card tokens need a public key (`pk_…`). */
  | 'NO_PUBLIC_KEY'
  /** A key that is not a test key and no `api-base`: nothing was sent. */
  | 'MISSING_API_BASE'
  /** The service refused the card-token request; its code follows. */
  | 'CARD_TOKEN_REFUSED'
  /** `card-fields="secure"` without a public key, a service for a live key, or its container element. */
  | 'SECURE_FIELDS_UNAVAILABLE'
  /** No `public-key` and no script tag: the form is sent without `fraud_session_id`. */
  | 'NO_FRAUD_SESSION'
  /** The fraud session could not be made; its error follows. */
  | 'FRAUD_SESSION_FAILED'
  /** The Pix or boleto step could not be shown; the error follows. */
  | 'PAYMENT_STEP_UNAVAILABLE'
  /** The Pix step is shown, but whether it is paid is not followed; the reason follows (see `status-url`). */
  | 'PIX_NOT_FOLLOWED'
  /** A card charge's outcome could not be read at `status-url`; the error follows. */
  | 'CARD_OUTCOME_UNCONFIRMED'
  /** The submission failed on an error of its own (the buyer is told `UNEXPECTED_ERROR`); the error follows. */
  | 'SUBMIT_FAILED'
  /** Card inputs the card flow never reads; the flow follows. */
  | 'CARD_INPUTS_IGNORED'
  /** The service refused `customer-session` (expired or unknown: its status follows): no saved cards are listed. */
  | 'CUSTOMER_SESSION_REFUSED'
  /** The saved cards could not be listed (no reply, a 5xx: its status follows, 0 for none); the card entry stays. */
  | 'SAVED_CARDS_UNAVAILABLE';

const PREFIX = '[pay-form]';

export function tellDeveloper(level: 'warn' | 'error', code: ConsoleCode, ...details: unknown[]): void {
  console[level](`${PREFIX} ${code}`, ...details);
}
