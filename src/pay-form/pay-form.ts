import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { ipLookupAttribute, scriptTagOptions } from '../fraud/script-tag';
import { createFraudSession, DEFAULT_API_BASE, timerDelay } from '../fraud/session';
import type { FraudSession, FraudSessionOptions, FraudSessionResult } from '../fraud/types';
import { cardBrand, cvvLength, type CardBrand, type CardField } from '../interface/card';
import { cardToken, checkCardInputs, type CardCheck, type CardInputs } from './card-fields';
import { applyCardFlow, hasCardInputs, isCardInput, type CardFlow, type TokenizedCard } from './card-flow';
import { PayFormError } from './errors';
import type { PayCardBrandDetail, PayErrorDetail, PayFieldErrorDetail, PayFieldErrorSource, PayRedirectDetail, PaySubmitDetail } from './events';
import { clearFieldError, clearFieldErrors } from './field-errors';
import { placeFieldProblems } from './field-problems';
import { formToPayload, SESSION_FIELD, type PayFormPayload } from './form-payload';
import { fieldMessage, localeOf, messageFor, type PayFormMessages } from './messages';
import type { FieldProblem } from './refusals';
import { pageNavigation } from './navigation';
import { parseOrigins } from './redirect';
import { interpretReply } from './reply';
import { newIdempotencyKey, postJson, type Reply } from './request';
import { blocksSubmit, isBusy, transition, type PayFormState, type PayFormTransition } from './state-machine';
import { payFormStyles } from './styles';
import { isPublicKey, requestCardToken } from './tokenize';

/** One buyer action: kept whole across the automatic retry after a 429, so the retry is the same request. */
interface Attempt {
  endpoint: string;
  payload: PayFormPayload;
  idempotencyKey: string;
  retried: boolean;
  /** The form's fields and card as the buyer left them (JSON), to tell "Pay again" after a timeout from a changed order. */
  fieldsJson: string;
  /** The card inputs of the attempt's form, to show a refusal's card fields next to them. */
  cardInputs?: CardInputs;
}

interface Countdown {
  seconds: number;
  retrying: boolean;
}

type SubmitButton = HTMLButtonElement | HTMLInputElement;

/** Longest Retry-After counted down for the buyer; beyond it, no automatic retry and Pay is back after this wait. */
const MAX_WAIT_SECONDS = 60;
/** How long a redirect may leave the page unchanged before the form says the payment page did not open. */
const REDIRECT_STALL_MS = 15_000;


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
 * @element pay-form
 * @slot - The merchant's native `<form>`; the first one inside is enhanced.
 *
 * @attr {string} public-key - Public key (`pk_…`) of the fraud session; without it the page's script-tag session is used, if any (also when the script tag runs later).
 * @attr {string} api-base - Base address of the payment service, for a fraud session this element creates (one per key: an existing session of the key keeps its own), and the default of `redirect-origins`. Default: the script tag's, when it has the same key; else the sandbox `http://127.0.0.1:4010`.
 * @attr {string} ip-lookup - Where the fraud session of `public-key` gets the buyer's IP: a URL answering `{"ip": "…"}` or plain text, or `false` for none (as `data-ip-lookup`). Default: the fraud session's (`https://api.ipify.org`).
 * @attr {string} action - Merchant back end the JSON is POSTed to. Default: the inner form's action.
 * @attr {'hosted'|'transparent'} card-flow - `hosted` adds `card_flow: "hosted"` and never sends card data. Default `transparent`.
 * @attr {boolean} fraud-required - Never submit without a fraud session id.
 * @attr {string} redirect-origins - Space-separated origins a redirect may go to. Default: the api-base origin.
 * @attr {'en'|'pt-BR'} locale - Language of the messages. Default: the nearest `lang`, else `en`.
 * @attr {number} session-timeout - Milliseconds to wait for the fraud session at submit. Default 3000.
 * @attr {number} request-timeout - Milliseconds to wait for the back end's reply (and the card token's). Default 30000.
 * @attr {string} card-brand - Set by the element (read only): the brand of the card number being typed (`visa`, `mastercard`, `amex`, `elo`, `hipercard`, `other`); absent while the number is empty.
 *
 * @fires {CustomEvent<FraudSessionResult>} pay-session - A new fraud session id is in the form.
 * @fires {CustomEvent<PaySubmitDetail>} pay-submit - Cancelable; `detail.payload` may be changed before it is sent.
 * @fires {CustomEvent<Record<string, unknown>>} pay-success - The back end accepted the charge; detail is its reply.
 * @fires {CustomEvent<PayRedirectDetail>} pay-redirect - Cancelable; about to open `detail.url` (the hosted page).
 * @fires {CustomEvent<PayErrorDetail>} pay-error - The attempt failed; `detail.message` is the text shown.
 * @fires {CustomEvent<PayCardBrandDetail>} pay-card-brand - The brand of the number being typed changed (`detail.brand`, `null` when empty).
 * @fires {CustomEvent<PayTokenDetail>} pay-token - The card was exchanged for a token (`id`, `brand`, `last4`, expiry; never the number or CVV).
 * @fires {CustomEvent<PayFieldErrorDetail>} pay-field-error - Problems shown next to inputs (`source`: `check`, `token` or `action`; `errors`: `{field, rule, message, input}`).
 *
 * @csspart status - The live region holding failure messages (focused when one appears).
 * @csspart countdown - The rate-limit countdown.
 *
 * @cssprop --pay-form-gap - Space above the status and countdown. Default `0.75rem`.
 * @cssprop --pay-form-error-color - Color of the status text. Default `#b3261e`.
 * @cssprop --pay-form-status-font - Font of the status text. Default `inherit`.
 * @cssprop --pay-form-countdown-color - Color of the countdown. Default `inherit`.
 *
 * @cssstate idle - Ready to submit.
 * @cssstate submitting - A request is in flight (`aria-busy="true"`, submit buttons disabled).
 * @cssstate redirecting - Leaving for the hosted card page.
 * @cssstate succeeded - The back end accepted the charge; call `reset()` to allow another.
 * @cssstate failed - The last attempt failed; the message is in the `status` part.
 * @cssstate rate-limited - Waiting for `Retry-After`; the countdown is shown.
 * @cssstate brand-visa - The card number being typed is a Visa; likewise `brand-mastercard`, `brand-amex`, `brand-elo`, `brand-hipercard`, `brand-other`.
 */
export class PayForm extends LitElement {
  static override styles = payFormStyles;

  // `static properties` rather than decorators: same behaviour, no decorator helper in the script-tag budget.
  static override properties: PropertyDeclarations = {
    publicKey: { attribute: 'public-key' },
    apiBase: { attribute: 'api-base' },
    ipLookup: { attribute: 'ip-lookup' },
    action: {},
    cardFlow: { attribute: 'card-flow' },
    fraudRequired: { attribute: 'fraud-required', type: Boolean },
    redirectOrigins: { attribute: 'redirect-origins' },
    locale: {},
    sessionTimeout: { attribute: 'session-timeout', type: Number },
    requestTimeout: { attribute: 'request-timeout', type: Number },
    messages: { attribute: false },
    session: { attribute: false },
    notice: { state: true },
    countdown: { state: true },
  };

  publicKey = '';
  apiBase = '';
  ipLookup = '';
  action = '';
  cardFlow: CardFlow = 'transparent';
  fraudRequired = false;
  redirectOrigins = '';
  locale = '';
  sessionTimeout = 3000;
  requestTimeout = 30_000;
  /** Per-code replacements of the texts shown, e.g. `{ CARD_FLOW_NOT_SUPPORTED: '…' }`. */
  messages: PayFormMessages = {};
  /** A fraud session to use instead of the one `public-key` designates. */
  session?: FraudSession;

  private notice = '';
  private countdown?: Countdown;

  private current: PayFormState = 'idle';
  private attempt?: Attempt;
  /**
   * An attempt whose outcome is unknown — no reply (timeout, dropped connection), a 5xx or an unreadable reply (a
   * proxy's error page): it may have been charged, so "Pay again" with the same order repeats it exactly.
   */
  private unsettled?: Attempt;
  private redirectWatch?: ReturnType<typeof setTimeout>;
  private activeSession?: FraudSession;
  private unsubscribe?: () => void;
  private sessionId?: string;
  private disabledButtons: SubmitButton[] = [];
  private ticker?: ReturnType<typeof setInterval>;
  private warnedSession = false;
  private warnedCardInputs = false;
  private warnedNoSession = false;
  private internals?: ElementInternals;
  private brand: CardBrand | null = null;

  constructor() {
    super();
    try {
      this.internals = this.attachInternals();
    } catch {
      // No ElementInternals: custom states are a theming nicety, everything else works.
    }
    // On the host, so merchant listeners on the form run first and may cancel the submission.
    this.addEventListener('submit', this.onSubmit);
    // Autofill and password managers fire these too: the brand follows, whatever filled the number.
    this.addEventListener('input', this.onCardInput);
    this.addEventListener('change', this.onCardInput);
  }

  /** Where the current submission stands. */
  get state(): PayFormState {
    return this.current;
  }

  /** The enhanced form. */
  get form(): HTMLFormElement | null {
    return this.querySelector('form');
  }

  /** Back to `idle` after a success or a failure, clearing the message; inputs are never touched. Ignored mid-request. */
  reset(): void {
    this.abandonCountdown();
    if (!this.enter('reset')) return;
    this.notice = '';
    // A reset starts a new order: an unsettled attempt is not repeated, and its session id may be spent.
    if (this.unsettled) this.renewSession(true);
    this.unsettled = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('pageshow', this.onPageShow);
    addEventListener('pagehide', this.onPageHide);
    // A script tag that runs after this element connected (pay-checkout.js at the end of <body>, or async)
    // announces its session on the document.
    this.ownerDocument.addEventListener('pay-checkout:session', this.onPageSession);
    this.reflectState();
    this.attachSession();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('pageshow', this.onPageShow);
    removeEventListener('pagehide', this.onPageHide);
    clearTimeout(this.redirectWatch);
    this.ownerDocument.removeEventListener('pay-checkout:session', this.onPageSession);
    // No automatic retry for a form that left the page.
    this.abandonCountdown();
    this.enter('expire');
    // The session stays known: a request still in flight must use up its id when its reply comes.
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('publicKey') || changed.has('apiBase') || changed.has('ipLookup') || changed.has('session')) this.attachSession();
  }

  protected override render(): TemplateResult {
    const countdown = this.countdown;
    return html`<slot @slotchange=${this.onSlotChange}></slot>
      <div part="status" role="alert" aria-live="assertive" aria-atomic="true" tabindex="-1">${this.notice}</div>
      ${countdown
        ? html`<div part="countdown" role="timer">
            ${this.text(countdown.retrying ? 'RETRYING_IN' : 'RETRY_IN', undefined, countdown.seconds)}
          </div>`
        : nothing}`;
  }

  private onSlotChange = (): void => {
    this.writeSessionInput(this.sessionId);
  };

  private onSubmit = (event: Event): void => {
    const form = this.form;
    if (!form || event.target !== form || event.defaultPrevented) return;
    event.preventDefault();
    this.guard(this.beginAttempt(form, (event as SubmitEvent).submitter));
  };

  /** The brand as the buyer types; a problem shown for an input goes once the buyer changes it. */
  private onCardInput = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    clearFieldError(input);
    if (cardToken(input) !== 'cc-number') return;
    const brand = input.value.trim() ? cardBrand(input.value) : null;
    if (brand === this.brand) return;
    this.brand = brand;
    if (brand) this.setAttribute('card-brand', brand);
    else this.removeAttribute('card-brand');
    this.reflectState();
    const detail: PayCardBrandDetail = { brand };
    this.emit('pay-card-brand', detail);
  };

  private onPageSession = (): void => {
    if (!this.activeSession) this.attachSession();
  };

  private onPageHide = (): void => {
    clearTimeout(this.redirectWatch);
  };

  private onPageShow = (event: Event): void => {
    // Back from the hosted page through the back/forward cache: the page still says "redirecting".
    if (!(event as PageTransitionEvent).persisted) return;
    if (this.current === 'redirecting') this.enter('reset');
    this.renewSession(false);
  };

  private async beginAttempt(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
    if (!transition(this.current, 'submit')) return;
    const flow: CardFlow = this.hostedFlow ? 'hosted' : 'transparent';
    // Read before the buttons are disabled (a disabled submitter is left out of FormData). Card inputs are never
    // read into the payload, whatever their names: the card goes to the service as a token, or to the hosted page.
    const fields = formToPayload(form, submitter, isCardInput);
    const card = flow === 'transparent' ? checkCardInputs(form) : undefined;
    const fieldsJson = JSON.stringify([fields, card?.fingerprint]);
    const endpoint = this.action || formAction(form);
    this.enter('submit');
    this.notice = '';
    clearFieldErrors(form);
    this.warnAboutCardInputs(form, card);
    if (card?.problems.length) {
      // Nothing leaves the page: each problem is shown next to its input.
      return this.failOnFields(0, 'CARD_INVALID', card.problems, 'check', card.inputs);
    }

    // After an unsettled attempt the first request may have been charged: the same order is sent again as the same
    // request (same body, same fraud session id, same Idempotency-Key), so the back end and the service answer it once.
    const unsettled = this.unsettled;
    this.unsettled = undefined;
    if (unsettled && unsettled.endpoint === endpoint && unsettled.fieldsJson === fieldsJson) {
      this.attempt = unsettled;
      return this.send(unsettled);
    }
    // A changed order is a new attempt; the unsettled one may have used its session id.
    if (unsettled) this.renewSession(true);

    // No session yet: the script tag's may have appeared since this element connected.
    if (!this.activeSession) this.attachSession();
    if (!this.activeSession && !this.fraudRequired && !this.warnedNoSession) {
      this.warnedNoSession = true;
      console.warn('[pay-form] no public-key, no script tag: no fraud_session_id');
    }
    // The card token and the fraud session id are fetched side by side.
    const [sessionId, tokenized] = await Promise.all([this.awaitSessionId(), card && this.tokenize(card)]);
    if (card && !tokenized) return; // refused or unreachable: already shown
    if (!sessionId && this.fraudRequired) return this.fail(0, 'SESSION_UNAVAILABLE');
    const detail: PaySubmitDetail = {
      payload: applyCardFlow(sessionId ? { ...fields, [SESSION_FIELD]: sessionId } : fields, flow, tokenized),
    };
    if (!this.emit('pay-submit', detail, true)) {
      this.enter('cancel');
      return;
    }
    // Again after the merchant's changes: no card data leaves for the back end, whoever added it.
    const payload = applyCardFlow(detail.payload, flow, tokenized);
    const cardInputs = card?.inputs;
    this.attempt = { endpoint, payload, idempotencyKey: newIdempotencyKey(), retried: false, fieldsJson, cardInputs };
    await this.send(this.attempt);
  }

  private async send(attempt: Attempt): Promise<void> {
    let reply: Reply;
    try {
      const headers = { 'Idempotency-Key': attempt.idempotencyKey };
      reply = await postJson(attempt.endpoint, attempt.payload, headers, timerDelay(this.requestTimeout, 30_000));
    } catch (error) {
      if (!(error instanceof PayFormError)) throw error;
      // No reply: the request may have reached the back end. Kept whole for "Pay again" (see beginAttempt).
      const { code, status } = error;
      this.unsettled = attempt;
      return this.fail(status, code);
    }
    const outcome = interpretReply(reply, this.allowedOrigins(), document.baseURI);
    if (outcome.kind === 'rate-limited') {
      const seconds = Math.min(outcome.seconds, MAX_WAIT_SECONDS);
      // The first 429 keeps the attempt whole (same body, same id, same key) for its one automatic retry, unless
      // the wait is longer than a buyer would watch a countdown.
      if (!attempt.retried && seconds === outcome.seconds) return this.waitForRetry(seconds, true);
      this.renewSession(true);
      return this.waitForRetry(seconds, false);
    }
    if (outcome.kind === 'failure' && (outcome.status >= 500 || outcome.code === 'INVALID_RESPONSE')) {
      // A 5xx or an unreadable reply says nothing of the charge either: as no reply.
      this.unsettled = attempt;
      return this.fail(outcome.status, outcome.code, outcome.serverMessage);
    }
    this.renewSession(true);
    if (outcome.kind === 'failure' && outcome.details) {
      return this.failOnFields(outcome.status, outcome.code, outcome.details, 'action', attempt.cardInputs, outcome.serverMessage);
    }
    if (outcome.kind === 'failure') return this.fail(outcome.status, outcome.code, outcome.serverMessage);
    if (outcome.kind === 'success') {
      this.enter('succeed');
      this.emit('pay-success', outcome.body);
      return;
    }
    this.enter('redirect');
    const redirect: PayRedirectDetail = { url: outcome.url };
    if (!this.emit('pay-redirect', redirect, true)) {
      this.enter('cancel');
      return;
    }
    pageNavigation.assign(outcome.url);
    clearTimeout(this.redirectWatch);
    // A navigation the buyer stopped (Esc), or that the page answered with 204, leaves this page as it was: after a
    // while the form says so and can be used again (the hosted charge stays unpaid: its card was never entered).
    this.redirectWatch = setTimeout(() => {
      if (this.current === 'redirecting' && !document.hidden) this.fail(0, 'REDIRECT_STALLED');
    }, REDIRECT_STALL_MS);
  }

  /**
   * Whatever throws in a submission (a form the payload rules did not foresee, a `pay-submit` listener's payload that
   * is not JSON, a bug) ends as `pay-error` `UNEXPECTED_ERROR` with a usable form, never as a dead Pay button.
   */
  private guard(submission: Promise<void>): void {
    submission.catch((error: unknown) => {
      console.error('[pay-form] submit failed:', error);
      this.stopCountdown();
      // A throw before the attempt started (while the form was read) still answers the buyer's click.
      if (!transition(this.current, 'fail')) this.enter('submit');
      this.fail(0, 'UNEXPECTED_ERROR');
    });
  }

  private fail(status: number, code: string, serverMessage?: string): void {
    this.enter('fail');
    this.announce(status, code, this.text(code, serverMessage));
  }

  /**
   * Exchanges the checked card for a token, straight with the service. `undefined` when that failed (already shown):
   * the back end is then not called.
   */
  private async tokenize(card: CardCheck): Promise<TokenizedCard | undefined> {
    const publicKey = this.publicKey || this.activeSession?.publicKey;
    const request = card.request;
    if (!request || !isPublicKey(publicKey)) {
      console.error('[pay-form] card tokens need a public key (pk_…)');
      this.fail(0, 'CARD_PAYMENT_UNAVAILABLE');
      return undefined;
    }
    const apiBase = this.apiBase || this.activeSession?.apiBase || DEFAULT_API_BASE;
    const outcome = await requestCardToken(apiBase, publicKey, request, timerDelay(this.requestTimeout, 30_000));
    if (outcome.kind === 'token') {
      this.emit('pay-token', outcome.token);
      return { token: outcome.token.id, number: request.number };
    }
    if (outcome.kind === 'rate-limited') {
      this.waitForRetry(Math.min(outcome.seconds, MAX_WAIT_SECONDS), false);
    } else if (outcome.kind === 'refused' && outcome.details.length) {
      this.failOnFields(outcome.status, outcome.code, outcome.details, 'token', card.inputs);
    } else if (outcome.kind === 'refused') {
      console.error('[pay-form] card token refused:', outcome.code);
      this.fail(outcome.status, 'CARD_PAYMENT_UNAVAILABLE');
    } else {
      this.fail(outcome.status, 'CARD_SERVICE_UNAVAILABLE');
    }
    return undefined;
  }

  /**
   * A failure that names fields: each problem next to its input (focus on the first), the attempt's summary and the
   * problems without an input in the live region.
   */
  private failOnFields(
    status: number,
    code: string,
    problems: readonly FieldProblem[],
    source: PayFieldErrorSource,
    cardInputs: CardInputs | undefined,
    serverMessage?: string,
  ): void {
    const form = this.form;
    if (!form) return this.fail(status, code, serverMessage);
    const locale = localeOf(this, this.locale);
    const digits = cvvLength(cardBrand(cardInputs?.number?.value ?? ''));
    const errors = placeFieldProblems(
      form,
      cardInputs,
      problems,
      (problem, cardField?: CardField) => fieldMessage(problem.field, problem.rule, locale, this.messages, cardField, digits),
      source,
    );
    const detail: PayFieldErrorDetail = { source, errors };
    this.emit('pay-field-error', detail);
    const unplaced = errors.filter((error) => !error.input).map((error) => error.message);
    this.enter('fail');
    const message = [this.text(code, serverMessage), ...unplaced].join(' ');
    const first = errors.find((error) => error.input)?.input;
    this.notice = message;
    this.emit('pay-error', { status, code, message } satisfies PayErrorDetail);
    if (first) first.focus();
    else this.showNotice(message);
  }

  private waitForRetry(seconds: number, retrying: boolean): void {
    this.enter('rate-limit');
    const message = this.text('RATE_LIMIT_EXCEEDED');
    if (retrying) this.showNotice(message);
    else this.announce(429, 'RATE_LIMIT_EXCEEDED', message);
    this.countdown = { seconds, retrying };
    this.ticker = setInterval(() => {
      const left = (this.countdown?.seconds ?? 0) - 1;
      if (left > 0) {
        this.countdown = { seconds: left, retrying };
        return;
      }
      this.stopCountdown();
      this.notice = '';
      const attempt = this.attempt;
      if (retrying && attempt && this.enter('retry')) {
        attempt.retried = true;
        this.guard(this.send(attempt));
      } else {
        this.enter('expire');
      }
    }, 1000);
  }

  private announce(status: number, code: string, message: string): void {
    this.showNotice(message);
    const detail: PayErrorDetail = { status, code, message };
    this.emit('pay-error', detail);
  }

  private showNotice(message: string): void {
    this.notice = message;
    // Lit renders the text node (never HTML); focus once it is there, so screen readers read it.
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[part="status"]')?.focus());
  }

  private stopCountdown(): void {
    clearInterval(this.ticker);
    this.ticker = this.countdown = undefined;
  }

  /** Drops a pending countdown; an attempt that will not be retried is over, so its session id is spent. */
  private abandonCountdown(): void {
    if (this.countdown?.retrying) this.renewSession(true);
    this.stopCountdown();
  }

  /** Moves the state machine and mirrors the state on the host: aria-busy, buttons, custom states. */
  private enter(event: PayFormTransition): boolean {
    const next = transition(this.current, event);
    if (!next) return false;
    this.current = next;
    this.reflectState();
    return true;
  }

  private reflectState(): void {
    const state = this.current;
    if (isBusy(state)) this.setAttribute('aria-busy', 'true');
    else this.removeAttribute('aria-busy');
    this.blockSubmitButtons(blocksSubmit(state));
    const states = this.internals?.states;
    if (!states) return;
    states.clear();
    for (const name of this.brand ? [state, `brand-${this.brand}`] : [state]) {
      try {
        states.add(name);
      } catch {
        // Chromium before 125 only accepts the dashed form (`:--submitting`).
        states.add(`--${name}`);
      }
    }
  }

  private blockSubmitButtons(block: boolean): void {
    if (!block) {
      this.disabledButtons.forEach((button) => (button.disabled = false));
      this.disabledButtons = [];
      return;
    }
    if (this.disabledButtons.length) return;
    // Only the ones enabled now are disabled here, so only those are restored later.
    this.disabledButtons = (Array.from(this.form?.elements ?? []) as SubmitButton[]).filter(
      (element) =>
        (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
        (element.type === 'submit' || element.type === 'image') &&
        !element.disabled,
    );
    this.disabledButtons.forEach((button) => (button.disabled = true));
  }

  private attachSession(): void {
    if (!this.isConnected) return;
    const { publicKey, apiBase, ipLookup } = this;
    const pageSession = (globalThis as { PayCheckout?: { session?: FraudSession } }).PayCheckout?.session;
    const session =
      this.session ??
      // The script tag's session when the element names no key, or the same key without an api-base of its own
      // (the tag's data-api-base then holds: a production page must not fall back to the local sandbox).
      (publicKey && (apiBase || pageSession?.publicKey !== publicKey)
        ? createFraudSession(publicKey, {
            // A tag of the same key that has not run yet (async, or further down): its attributes hold, so that
            // this element and the tag, when it runs, share one session on the right service.
            ...(!apiBase && this.pendingScriptTagOptions(publicKey)),
            ...(apiBase && { apiBase }),
            ...(ipLookup && { ipLookup: ipLookupAttribute(ipLookup) }),
          })
        : pageSession);
    this.writeSessionInput(this.sessionId);
    if (session === this.activeSession && this.unsubscribe) return;
    this.unsubscribe?.();
    this.activeSession = session;
    // The script tag's session reports its own failure (one event, one console line): no second line here.
    this.warnedSession = !this.session && session === pageSession;
    this.sessionId = undefined;
    this.unsubscribe = session?.subscribe(this.adoptSession);
    const current = session?.current;
    if (current) this.adoptSession(current);
    // Set up as early as possible: the longer the buyer fills in the form, the more device data.
    this.renewSession(false);
  }

  private pendingScriptTagOptions(publicKey: string): FraudSessionOptions | undefined {
    const tags = this.ownerDocument.querySelectorAll<HTMLScriptElement>('script[data-public-key]');
    const tag = Array.from(tags).find((script) => script.dataset.publicKey === publicKey);
    return tag && scriptTagOptions(tag.dataset);
  }

  /** After an attempt that reached the back end (`consume`), or to make sure one is live: fetch the next id ahead. */
  private renewSession(consume: boolean): void {
    const session = this.activeSession;
    if (!session) return;
    if (consume) {
      session.consume();
      this.sessionId = undefined;
      this.writeSessionInput('');
    }
    session.setup().then(this.adoptSession, (error: Error) => {
      if (this.warnedSession) return;
      this.warnedSession = true;
      console.warn(`[pay-form] fraud session: ${error.message}`);
    });
  }

  private adoptSession = (result: FraudSessionResult): void => {
    if (result.sessionId === this.sessionId) return;
    this.sessionId = result.sessionId;
    this.writeSessionInput(result.sessionId);
    this.emit('pay-session', result);
  };

  private async awaitSessionId(): Promise<string | undefined> {
    const session = this.activeSession;
    if (!session) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timerDelay(this.sessionTimeout, 3000))));
    try {
      const result = await Promise.race([session.setup(), deadline]);
      if (result) this.adoptSession(result);
      return result?.sessionId;
    } catch {
      // The interface allows a charge without fraud data; `fraud-required` decides whether that is acceptable.
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Keeps the native-post fallback current: creates the hidden input if missing; `undefined` leaves its value. */
  private writeSessionInput(value: string | undefined): void {
    const form = this.form;
    if (!form) return;
    let input = form.querySelector<HTMLInputElement>(`input[name="${SESSION_FIELD}"]`);
    if (!input) {
      input = this.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = SESSION_FIELD;
      form.append(input);
    }
    if (value !== undefined) input.value = value;
  }

  private warnAboutCardInputs(form: HTMLFormElement, card: CardCheck | undefined): void {
    if (this.warnedCardInputs || card || !hasCardInputs(form)) return;
    this.warnedCardInputs = true;
    // Hosted: card inputs are never read (remove them, the buyer types the card on the hosted page). Transparent: card
    // inputs without a cc-number input are never read (mark them with their cc-* autofill tokens).
    console.warn(`[pay-form] card-flow="${this.hostedFlow ? 'hosted' : 'transparent'}": card inputs ignored`);
  }

  /** `card-flow="hosted"` in any case (HTML's enumerated attributes are case-insensitive): never send a card by a typo. */
  private get hostedFlow(): boolean {
    return String(this.cardFlow).trim().toLowerCase() === 'hosted';
  }

  private allowedOrigins(): string[] {
    // Default: the api-base origin — the element's own attribute, else its session's, else the default api-base.
    return parseOrigins(this.redirectOrigins || this.apiBase || this.activeSession?.apiBase || DEFAULT_API_BASE);
  }

  private text(code: string, serverMessage?: string, seconds?: number): string {
    return messageFor(code, localeOf(this, this.locale), this.messages, serverMessage, seconds);
  }

  private emit(type: string, detail: unknown, cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }
}

/**
 * The form's action as the browser would post to it: its `action` attribute resolved against the page, or the page
 * itself. Not `form.action`: a control named "action" (common in CMS forms) shadows that property.
 */
function formAction(form: HTMLFormElement): string {
  return new URL(form.getAttribute('action') || '', form.baseURI).href;
}

declare global {
  interface HTMLElementTagNameMap {
    'pay-form': PayForm;
  }
}
