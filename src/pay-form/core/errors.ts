/** Codes the element itself raises (server codes such as `CARD_FLOW_NOT_SUPPORTED` pass through as they are). */
export type PayFormErrorCode =
  | 'NETWORK_ERROR' // no HTTP reply at all
  | 'TIMEOUT' // no reply within `request-timeout`
  | 'INVALID_RESPONSE' // a reply that is not the JSON the element expects
  | 'REDIRECT_NOT_ALLOWED' // `redirect_url` failed the scheme or origin check
  | 'REDIRECT_STALLED' // the payment page did not open (navigation stopped, or answered without a page)
  | 'SESSION_UNAVAILABLE' // `fraud-required` and no fraud session within `session-timeout`
  | 'MISSING_API_BASE' // a card to exchange with a key that is not a test key, and no api-base: nothing was sent
  | 'UNEXPECTED_ERROR' // the submission threw inside the page (details in the console); the form stays usable
  | 'PAYMENT_STEP_UNAVAILABLE' // the Pix or boleto step's module could not be loaded (network, CSP)
  | 'PAYMENT_EXPIRED' // the Pix charge expired unpaid while its step was shown
  | 'PAYMENT_FAILED' // the Pix charge failed while its step was shown
  | typeof SAVED_CARD_SESSION_EXPIRED;

/** A saved card's customer session is over (expired, or not the card's), worded by the card's on-demand file. */
export const SAVED_CARD_SESSION_EXPIRED = 'SAVED_CARD_SESSION_EXPIRED';

/** A failed request, with the HTTP status when there was one (0 otherwise, as `fetch` reports). */
export class PayFormError extends Error {
  override readonly name = 'PayFormError';
  constructor(
    readonly code: PayFormErrorCode,
    readonly status = 0,
  ) {
    super(code);
  }
}
