import { type PropertyDeclarations, type PropertyValues, ReactiveElement } from '@lit/reactive-element';
import { createIn, isDocumentLoading, listenOn } from '../../interface/browser/dom';
import type { FraudSession } from '../../fraud';
import { REQUEST_TIMEOUT_MS } from '../../interface/limits';
import { cardAutofillToken, findCardInputs } from '../core/card-controls';
import type { CardFlow } from '../card/card-flow';
import type { FieldsStyle } from '../../interface/card-fields-style';
import type { CardFields } from '../card/secure-card-source';
import { loadInstallments } from '../steps/load-steps';
import { clearFieldError } from '../core/field-errors';
import type { PayFormMessages } from '../core/messages';
import type { PayFormState } from '../core/state-machine';
import { adoptDocumentLook, payFormStyles } from './styles';
import { formatChangedDocument } from '../document/document-input';
import { PayFormParts } from './parts';
import { HostState } from './host-state';
import { TypedCard } from './typed-card';

/**
 * Enhances the merchant's own `<form>`: sends it as JSON with a fraud session id, one submission at a
 * time, and handles the reply (hosted-page redirect, success, failure text in a live region, rate
 * limit countdown). Without JavaScript the form still posts natively (without a fraud session id).
 *
 * A programmatic `form.submit()` bypasses the `submit` event and therefore this element: use
 * `form.requestSubmit()`.
 *
 * Transparent flow: the card inputs are found by their autofill tokens (`cc-number`, `cc-name`, `cc-exp` or
 * `cc-exp-month` + `cc-exp-year`, `cc-csc`), whatever their names. They are checked before anything is sent
 * (problems shown next to each input), exchanged for a single-use token at `{api-base}/v1/card-tokens` with the public
 * key, and the back end receives `payment_details: { card_token, installments }`: never the number, expiry or CVV.
 *
 * Pix and boleto: radio inputs named `payment_method` (`credit_card`, `pix`, `boleto`) offer the methods; the card is
 * checked and tokenized only for `credit_card` (or when the form has no `payment_method` control), and nothing of a
 * card nor `card_flow` is sent for the others. A reply with `payment_fields.pix` or `payment_fields.boleto` shows that
 * step below the form, loaded on demand; the form stays in view but inert until `reset()` or "Start again".
 * Secure card fields (`card-fields="secure"`): the number, expiry and CVV are typed in a frame the service serves,
 * mounted into the form's `[data-card-fields]` element; only the holder name (`cc-name`) stays on the page. The frame
 * tokenizes the card itself, so no script of the page ever reads it; the back end receives the same
 * `payment_details: { card_token, installments }`. The page's CSP needs `frame-src {api-base}`.
 *
 * Installments: a `<select data-installments>` without a `data-amount` of its own is filled from the service's quote
 * (`{api-base}/v1/installments`, for the form's `amount` and the card's brand), each option with its installment, rate,
 * CET and total; the chosen option's total is sent as `payment_details.installment_total`. Its code loads on demand.
 *
 * @element pay-form
 * @slot - The merchant's native `<form>`; the first one inside is enhanced.
 *
 * @attr {string} public-key - Public key (`pk_…`) of the fraud session; without it the page's script-tag session is used, if any (also when the script tag runs later).
 * @attr {string} api-base - Base address of the payment service, for a fraud session this element creates (one per key: an existing session of the key keeps its own), and the default of `redirect-origins`. Default: the script tag's, when it has the same key; else, for a test key (`pk_test_…`) only, the sandbox `http://127.0.0.1:4010` (any other key refuses cards with `MISSING_API_BASE`, sending nothing).
 * @attr {string} ip-lookup - Where the fraud session of `public-key` gets the buyer's IP: a URL answering `{"ip": "…"}` or plain text, or `false` for none (as `data-ip-lookup`). Default: the fraud session's (`https://api.ipify.org`).
 * @attr {string} action - Merchant back end the JSON is POSTed to. Default: the inner form's action.
 * @attr {'hosted'|'transparent'} card-flow - `hosted` adds `card_flow: "hosted"` and never sends card data. Default `transparent`.
 * @attr {'inputs'|'secure'} card-fields - Where the card is typed in the transparent flow: `inputs`, the form's own `cc-*` inputs; `secure`, the service's frame, mounted into the form's `[data-card-fields]` element (the page keeps only its `cc-name` input). Default `inputs`.
 * @attr {boolean} fraud-required - Never submit without a fraud session id.
 * @attr {string} redirect-origins - Space-separated origins a redirect may go to. Default: the api-base origin.
 * @attr {'en'|'pt-BR'} locale - Language of the messages. Default: the nearest `lang`, else `en`.
 * @attr {number} session-timeout - Milliseconds to wait for the fraud session at submit. Default 3000.
 * @attr {number} request-timeout - Milliseconds to wait for the back end's reply (and the card token's). Default 30000.
 * @attr {string} customer-session - The `client_token` of a customer session the merchant's back end made (`POST /v1/customer-sessions`): with `card-fields="secure"`, the buyer's saved cards are listed above the card entry (only the chosen card's security code is then typed, in the frame), each with a Remove control, and a "Save this card for next purchases" checkbox (unchecked by default) sends `save_card: true`. Its code loads on demand.
 * @attr {string} status-url - Merchant back end route the element asks for a charge's status: `GET {status-url}?charge_id={id}` answering JSON whose `status` (or `data.status`) is the charge's, with its `failure_reason` for a worded decline. On the page's origin, or another of the merchant's that answers CORS. A card charge whose reply does not say `captured` is confirmed there (`pay-success` once captured, `pay-error` when it failed), and a Pix step is followed there. Without it (or while it cannot be read) a card charge not known to be captured ends in `pay-pending`, and a Pix step is shown but not followed.
 * @attr {boolean} plain - Turns the default look off: the element's spacing, colours and indicator, and the refused fields' marks on the page's inputs (see docs/pay-form.md, "Default look").
 * @attr {string} card-funding - Set by the element (read only) while one of the buyer's saved cards is chosen (`customer-session`): its funding, `credit` or `debit` (a debit card is quoted 1×).
 * @attr {string} card-brand - Set by the element (read only): the brand of the card number being typed (`visa`, `mastercard`, `amex`, `elo`, `hipercard`, `other`); absent while the number is empty.
 *
 * @fires {CustomEvent<FraudSessionResult>} pay-session - A new fraud session id is in the form.
 * @fires {CustomEvent<PaySubmitDetail>} pay-submit - Cancelable; `detail.payload` may be changed before it is sent.
 * @fires {CustomEvent<Record<string, unknown>>} pay-success - Paid: the charge is captured (the reply said so, `status-url` confirmed it, or the page called `settle('captured')`); detail is the reply with the charge's status. Never for an outcome not known. A declined card ends in `pay-error` (`CARD_DECLINED`).
 * @fires {CustomEvent<PayPendingDetail>} pay-pending - A card charge was accepted and its outcome cannot be learned here (`detail.reason`: `STATUS_URL_MISSING`, `CHARGE_ID_MISSING`, `STATUS_URL_NOT_ALLOWED`, `STATUS_UNREADABLE`, `CARD_OUTCOME_UNAVAILABLE`; `detail.reply`: the back end's reply). The buyer is told the payment is being confirmed; call `settle(status)` once the page learns the outcome.
 * @fires {CustomEvent<PayRedirectDetail>} pay-redirect - Cancelable; about to open `detail.url` (the hosted page).
 * @fires {CustomEvent<PayErrorDetail>} pay-error - The attempt failed; `detail.message` is the text shown.
 * @fires {CustomEvent<PayCardBrandDetail>} pay-card-brand - The brand of the number being typed changed (`detail.brand`, `null` when empty).
 * @fires {CustomEvent<PaySavedCardDetail>} pay-saved-card - With `customer-session`: the buyer chose a saved card (`detail.card`: its id, brand, last4, expiry, holder, funding) or another card (`null`).
 * @fires {CustomEvent<PayTokenDetail>} pay-token - The card was exchanged for a token (`id`, `brand`, `last4`, expiry; never the number or CVV).
 * @fires {CustomEvent<PayPixDetail>} pay-pix - The reply asked for a Pix; its step is shown (`chargeId`, `qrCode`, `expiresAt`).
 * @fires {CustomEvent<PayBoletoDetail>} pay-boleto - The reply asked for a boleto; its step is shown (`chargeId`, `digitableLine`, `dueDate`, `url`).
 * @fires {CustomEvent<PayStatusDetail>} pay-status - A status read at `status-url` while the Pix step waits (`chargeId`, `status`); `captured` is followed by `pay-success`, `expired` and `failed` by `pay-error` (`PAYMENT_EXPIRED`, `PAYMENT_FAILED`).
 * @fires {CustomEvent<PayFieldErrorDetail>} pay-field-error - Problems shown next to inputs (`source`: `check`, `token` or `action`; `errors`: `{field, rule, message, input}`).
 *
 * @csspart status - The live region holding failure messages (focused when one appears).
 * @csspart countdown - The rate-limit countdown.
 * @csspart payment-step - Where the Pix or boleto step is shown, below the status.
 * @csspart pix-step - The Pix step; inside it `pix-amount`, `pix-qr` (the QR code, SVG), `pix-code-label`, `pix-code` (the read-only code field), `pix-timer`, `pix-offline` (shown only while the status cannot be read), `pix-how-to`.
 * @csspart boleto-step - The boleto step; inside it `boleto-line-label`, `boleto-line`, `boleto-code`, `boleto-due-date`, `boleto-amount`, `boleto-link`, `boleto-delay`.
 * @csspart step-title - The heading of a step (focused when the step appears); `step-subtitle` for "How to pay".
 * @csspart copy-button - A step's copy button; `copy-status` says whether it copied.
 * @csspart step-outcome - The paid state (`step-title`, `step-text`), or the `start-again` button after an expired or failed Pix.
 * @csspart start-again - The button that resets the element after an expired or failed Pix.
 * @csspart progress - "Processing…" while a payment is in progress (a polite live region).
 * @csspart spinner - The progress indicator (still under `prefers-reduced-motion: reduce`).
 * @csspart result - The final state of an accepted payment, with `approved` or `declined` ("Payment approved" / "Payment declined"): large, in a coloured box, focused when it appears.
 * @csspart installments-notice - A polite live region saying when the buyer's installment count was no longer offered (back to 1×) or the installments could not be quoted (1× at the cash price); present once the form has a `data-installments` select.
 *
 * @cssprop --pay-form-gap - Space above the status and countdown. Default `0.75rem`.
 * @cssprop --pay-form-error-color - Color of the status text, of a refused input's border and of its message. Default `#b3261e`.
 * @cssprop --pay-form-error-background - Background of the status when it holds a message. Default `#fdecea`.
 * @cssprop --pay-form-success-color - Color of "Payment approved". Default `#1b6e2d`.
 * @cssprop --pay-form-focus-color - Focus ring of the form's controls. Default `#1f4dd8`.
 * @cssprop --pay-form-status-font - Font of the status text. Default `inherit`.
 * @cssprop --pay-form-countdown-color - Color of the countdown. Default `inherit`.
 * @cssprop --pay-qr-size - Width of the Pix QR code, never wider than the element. Default `14rem`.
 * @cssprop --pay-qr-color - The QR code's dark modules. Default `#000` (keep it dark on light: many bank apps cannot read it inverted).
 * @cssprop --pay-qr-background - The QR code's light modules and quiet zone. Default `#fff`.
 * @cssprop --pay-step-gap - Space between the blocks of a step. Default `0.75rem`.
 * @cssprop --pay-step-button-color - Text and border of the steps' secondary buttons (copy, "Start again"). Default `#1f4dd8`.
 *
 * @cssstate idle - Ready to submit.
 * @cssstate submitting - A request is in flight (`aria-busy="true"`, the form's controls disabled).
 * @cssstate redirecting - Leaving for the hosted card page.
 * @cssstate awaiting-payment - A Pix or boleto step is shown and the charge waits for the buyer's payment; the form is inert.
 * @cssstate pending - A card charge was accepted and is being confirmed (`pay-pending`); the form's controls stay disabled until `settle(status)` or `reset()`.
 * @cssstate succeeded - The charge is paid; the form's controls stay disabled until `reset()`.
 * @cssstate failed - The last attempt failed; the message is in the `status` part.
 * @cssstate rate-limited - Waiting for `Retry-After`; the countdown is shown.
 * @cssstate brand-visa - The card number being typed is a Visa; likewise `brand-mastercard`, `brand-amex`, `brand-elo`, `brand-hipercard`, `brand-other`.
 */
export class PayForm extends ReactiveElement {
  static override styles = payFormStyles;

  // `static properties` rather than decorators: same behaviour, no decorator helper in the script-tag budget.
  static override properties: PropertyDeclarations = {
    publicKey: { attribute: 'public-key' },
    apiBase: { attribute: 'api-base' },
    ipLookup: { attribute: 'ip-lookup' },
    action: {},
    cardFlow: { attribute: 'card-flow' },
    cardFields: { attribute: 'card-fields' },
    cardFieldsStyle: { attribute: false },
    fraudRequired: { attribute: 'fraud-required', type: Boolean },
    redirectOrigins: { attribute: 'redirect-origins' },
    locale: {},
    sessionTimeout: { attribute: 'session-timeout', type: Number },
    requestTimeout: { attribute: 'request-timeout', type: Number },
    statusUrl: { attribute: 'status-url' },
    customerSession: { attribute: 'customer-session' },
    messages: { attribute: false },
    session: { attribute: false },
  };

  publicKey = '';
  apiBase = '';
  ipLookup = '';
  action = '';
  cardFlow: CardFlow = 'transparent';
  cardFields: CardFields = 'inputs';
  /**
   * The look of the secure card fields' frame (`card-fields="secure"`): `{ font, fontSize, fontWeight, borderRadius,
   * base, invalid, focus }`, each state `{ color, background, border, placeholder }`. Fonts from a list, sizes in
   * px/rem/em within bounds, colours in hex, `rgb()` or `hsl()`; anything else the frame drops, with a console warning.
   */
  cardFieldsStyle?: FieldsStyle;
  fraudRequired = false;
  redirectOrigins = '';
  locale = '';
  sessionTimeout = 3000;
  requestTimeout = REQUEST_TIMEOUT_MS;
  statusUrl = '';
  customerSession = '';
  /** Per-code replacements of the texts shown, e.g. `{ CARD_FLOW_NOT_SUPPORTED: '…' }`. */
  messages: PayFormMessages = {};
  /** A fraud session to use instead of the one `public-key` designates. */
  session?: FraudSession;

  /** The element's parts (./parts), the state mirrored on the host, the number typed. */
  private readonly parts = new PayFormParts(this, {
    reflectState: () => this.reflectState(),
    showBrand: (brand) => this.card.show(brand),
  });
  private readonly hostState = new HostState(this);
  private readonly card = new TypedCard(this, () => this.reflectState());

  constructor() {
    super();
    const { parts } = this;
    // Lit runs their hostConnected and hostDisconnected in this order: the countdown's abandon may still spend the
    // session's id (so the session link lets go after it), and the session link hears of the script tag's session
    // before the secure fields look for its key.
    for (const part of [parts.redirect, parts.steps, parts.countdown, parts.sessionLink, parts.secureCard])
      this.addController(part);
    // On the host, so merchant listeners on the form run first and may cancel the submission.
    this.addEventListener('submit', this.onSubmit);
    // Autofill and password managers fire these too: the brand follows, whatever filled the number.
    this.addEventListener('input', this.onCardInput);
    this.addEventListener('change', this.onCardInput);
  }

  /** Where the current submission stands. */
  get state(): PayFormState {
    return this.parts.machine.current;
  }

  /** The enhanced form. */
  get form(): HTMLFormElement | null {
    return this.querySelector('form');
  }

  /** Back to `idle` after a success or a failure, clearing the message and any Pix or boleto step; inputs are never touched. Ignored mid-request. */
  reset(): void {
    const { parts } = this;
    parts.countdown.abandon();
    if (!parts.machine.enter('reset')) return;
    parts.status.clear();
    parts.steps.clear();
    parts.submission.forgetUnsettled();
  }

  /**
   * Ends a `pending` card charge with the status the page learned: `captured` (`pay-success`) or `failed`
   * (`pay-error`, `CARD_DECLINED`, worded by the charge's `failure_reason`). Ignored in any other state.
   */
  settle(status: 'captured' | 'failed'): void {
    this.parts.steps.confirmation?.settle(status);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptDocumentLook(this.ownerDocument);
    this.reflectState();
    // A number already there (the page filled it, or the browser restored it) shows its brand before any typing.
    // Defined by a script in <head>, the element connects before the parser reached its form: look once parsed.
    if (isDocumentLoading()) listenOn(this.ownerDocument, 'DOMContentLoaded', this.showBrandOfPresetNumber);
    else this.showBrandOfPresetNumber();
  }

  private showBrandOfPresetNumber = (): void => {
    listenOn(this.ownerDocument, 'DOMContentLoaded', this.showBrandOfPresetNumber, false);
    this.parts.secureCard.sync();
    const form = this.form;
    this.attachInstallments();
    const numberInput = form ? findCardInputs(form)?.number : undefined;
    if (numberInput) this.card.typed(numberInput);
  };

  protected override updated(changed: PropertyValues<this>): void {
    const { parts } = this;
    if (changed.has('publicKey') || changed.has('apiBase') || changed.has('ipLookup') || changed.has('session'))
      parts.sessionLink.attach();
    if (changed.has('cardFieldsStyle')) parts.secureCard.restyle();
    parts.secureCard.sync();
  }

  /** The shadow tree, built once: the merchant's form (slotted), the live region (and the countdown), the payment step. */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    const slot = createIn(this.ownerDocument, 'slot');
    slot.addEventListener('slotchange', this.onSlotChange);
    root.append(slot, this.parts.status.region, this.parts.steps.place);
    return root;
  }

  private onSlotChange = (): void => {
    this.parts.sessionLink.refreshInput();
    this.parts.secureCard.sync();
    this.attachInstallments();
  };

  /** A `<select data-installments>` in the form: its options' code (../installments) loads on demand. */
  private attachInstallments(): void {
    if (this.querySelector('select[data-installments]'))
      loadInstallments()
        .then((installments) => installments.attachInstallments(this, () => this.parts.sessionLink.active))
        .catch(() => undefined);
  }

  private onSubmit = (event: Event): void => {
    const form = this.form;
    if (!form || event.target !== form || event.defaultPrevented) return;
    event.preventDefault();
    // A step shown: its charge exists, so the form is not sent again until reset.
    if (!this.parts.steps.active) this.parts.submission.start(form, (event as SubmitEvent).submitter);
  };

  /** The brand and groups as the buyer types (./typed-card); a problem shown for an input goes once the buyer changes it. */
  private onCardInput = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    clearFieldError(input);
    formatChangedDocument(event);
    if (cardAutofillToken(input) !== 'cc-number') return;
    this.card.typed(input);
    this.card.group(input);
  };

  /** Mirrors the state on the host (./host-state). */
  private reflectState(): void {
    this.hostState.reflect(this.parts.machine.current, this.parts.status, this.card.brand);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'pay-form': PayForm;
  }
}
