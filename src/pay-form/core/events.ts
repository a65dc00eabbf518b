import type { FraudSessionResult } from '../../fraud';
import type { CardBrand } from '../../interface/card';
import type { CardToken, CardTokenCard } from '../../interface/card-token';
import type { SavedCard } from '../../interface/customer';
import type { PayFormPayload } from './form-payload';

/** `pay-session`: a new fraud session id is in the form (first one, renewals, after each attempt). */
export type PaySessionDetail = FraudSessionResult;

/** `pay-submit` (cancelable): the JSON about to be sent; assign or mutate `payload` to change it. */
export interface PaySubmitDetail {
  payload: PayFormPayload;
}

/** `pay-success`: the back end's JSON reply, as received (for a Pix, the `status-url` reply that said `captured`). */
export type PaySuccessDetail = Record<string, unknown>;

/**
 * Why a card charge's outcome could not be learned by the element: no `status-url`; the reply had no charge id;
 * `status-url` is not an http(s) address; or a read there failed (no answer in time, refused by CORS, an error status,
 * not JSON).
 */
export type PayPendingReason =
  | 'STATUS_URL_MISSING'
  | 'CHARGE_ID_MISSING'
  | 'STATUS_URL_NOT_ALLOWED'
  | 'STATUS_UNREADABLE'
  | 'CARD_OUTCOME_UNAVAILABLE';

/**
 * `pay-pending`: the back end accepted a card charge, and whether it was captured is not known yet. The buyer is told
 * that the payment is being confirmed; the page calls `settle('captured' | 'failed')` once it learns the outcome (the
 * element still ends it itself when a later read at `status-url` tells it).
 */
export interface PayPendingDetail {
  /** The back end's reply, as received. */
  reply: Record<string, unknown>;
  reason: PayPendingReason;
}

/** `pay-redirect` (cancelable): the checked hosted-page address; cancel to navigate yourself. */
export interface PayRedirectDetail {
  url: string;
}

/** `pay-error`: `status` is the HTTP status, 0 when no reply came; `message` is the text shown to the buyer. */
export interface PayErrorDetail {
  status: number;
  code: string;
  message: string;
}

/** `pay-card-brand`: the brand of the number being typed changed; `null` once the number input is empty. */
export interface PayCardBrandDetail {
  brand: CardBrand | null;
}

/** `pay-pix`: the reply asked for a Pix; its step is being shown. `chargeId` is `null` when the reply had none. */
export interface PayPixDetail {
  chargeId: string | null;
  qrCode: string;
  expiresAt: string;
}

/** `pay-boleto`: the reply asked for a boleto; its step is being shown (no waiting: a boleto takes days). */
export interface PayBoletoDetail {
  chargeId: string | null;
  digitableLine: string;
  dueDate: string;
  url: string;
}

/** `pay-status`: a status read at `status-url` while the Pix step waits (`pending`, then `captured`, `expired`…). */
export interface PayStatusDetail {
  chargeId: string;
  status: string;
}

/**
 * `pay-token`: the card was exchanged for a single-use token (never the number or the CVV). Without `expires_at` and
 * `created_at` with `card-fields="secure"`: the frame passes on the token's public card fields only.
 */
export type PayTokenDetail = CardTokenCard & Partial<Pick<CardToken, 'expires_at' | 'created_at'>>;

/**
 * One field a refusal names: `rule` when the reply or our own check says which one, else only the field; `message`,
 * the back end's own sentence, shown only for a detail whose rule the element does not know (see `fieldMessage`).
 */
export interface FieldProblem {
  field: string;
  rule?: string;
  message?: string;
}

/** Who found the problems: the element's card checks, the card-token call, or the merchant's back end. */
export type PayFieldErrorSource = 'check' | 'token' | 'action';

/** One problem: the field as named (`number`, `customer.email`), its rule when known, the text shown, its input. */
export interface PayFieldError {
  field: string;
  rule?: string;
  message: string;
  /** The input the message sits next to; `null` when none matched (the message is then in the live region). */
  input: HTMLElement | null;
}

/** `pay-field-error`: problems shown next to inputs; focus went to the first input. */
export interface PayFieldErrorDetail {
  source: PayFieldErrorSource;
  errors: PayFieldError[];
}

/** `pay-saved-card`: the buyer chose one of the saved cards (`card`), or another card (`null`). */
export interface PaySavedCardDetail {
  card: SavedCard | null;
}

/** The element's read-only attribute holding the chosen saved card's `funding` (`credit`, `debit`): a debit card is 1×. */
export const FUNDING_ATTRIBUTE = 'card-funding';

/**
 * The element's own events, by name and detail: the one list. Every element's `addEventListener` knows them (below),
 * the element's tests record them all (../element/test-fakes.ts), and a test holds the element's documented `@fires`
 * (which docs/pay-form.md's table is made from) to it.
 */
export interface PayFormEvents {
  'pay-session': CustomEvent<PaySessionDetail>;
  'pay-submit': CustomEvent<PaySubmitDetail>;
  'pay-success': CustomEvent<PaySuccessDetail>;
  'pay-pending': CustomEvent<PayPendingDetail>;
  'pay-redirect': CustomEvent<PayRedirectDetail>;
  'pay-error': CustomEvent<PayErrorDetail>;
  'pay-card-brand': CustomEvent<PayCardBrandDetail>;
  'pay-token': CustomEvent<PayTokenDetail>;
  'pay-field-error': CustomEvent<PayFieldErrorDetail>;
  'pay-pix': CustomEvent<PayPixDetail>;
  'pay-boleto': CustomEvent<PayBoletoDetail>;
  'pay-status': CustomEvent<PayStatusDetail>;
  'pay-saved-card': CustomEvent<PaySavedCardDetail>;
}

declare global {
  // Merged into the DOM's own map: `element.addEventListener('pay-success', …)` is typed everywhere.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a merge adds only the heritage
  interface HTMLElementEventMap extends PayFormEvents {}
}

/** Dispatches one of the element's events: a `CustomEvent` that bubbles out of shadow roots. `false` when canceled. */
export function emit<K extends keyof PayFormEvents>(
  target: EventTarget,
  type: K,
  detail: PayFormEvents[K]['detail'],
  cancelable = false,
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}
