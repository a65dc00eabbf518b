import { baseUriOf, documentProperty, formAttribute } from '../../interface/browser/dom';
import { timerDelay } from '../../fraud';
import { IDEMPOTENCY_HEADER } from '../../interface/idempotency';
import { REQUEST_TIMEOUT_MS } from '../../interface/limits';
import type { CardSource } from '../card/card-entry';
import type { CardInputs } from '../core/card-controls';
import { type CardFlow, hasCardInputs, isCardInput, isHostedFlow } from '../card/card-flow';
import type { CardTokenizer } from '../card/card-token';
import type { SecureCardSource } from '../card/secure-card-source';
import type { Conclude, Conclusion } from '../core/conclusion';
import { PayFormError } from '../core/errors';
import { emit, type PaySubmitDetail } from '../core/events';
import { clearFieldErrors } from '../core/field-errors';
import { formToPayload, type PayFormPayload, SESSION_FIELD } from '../core/form-payload';
import { withPageLanguage } from '../hosted/page-language';
import { localeOf } from '../core/messages';
import { parseOrigins } from '../core/redirect-check';
import { interpretReply } from '../core/reply';
import { newIdempotencyKey, postJson, type Reply } from '../core/post-json';
import { MAX_WAIT_SECONDS, type RetryCountdown } from '../core/retry-countdown';
import { serviceBase } from '../session/service-base';
import type { SessionLink } from '../session/session-link';
import type { SubmissionState } from '../core/state-machine';
import type { StatusView } from '../core/status';
import { checkDocument } from '../document/document-input';
import { payloadForMethod, paysByCard } from '../steps/payment-method';
import type { StepController } from '../steps/step-controller';
import { tellDeveloper } from '../core/console';

/**
 * The service's refusals of a fraud session id that a fresh id answers (src/interface/errors.ts; written out here: that
 * table of every code would weigh on the script-tag budget).
 */
const REFUSED_SESSION = /^FRAUD_SESSION_(EXPIRED|USED)$/;

/** The element's attributes a submission reads. */
export interface SubmissionHost extends HTMLElement {
  action: string;
  cardFlow: CardFlow;
  fraudRequired: boolean;
  apiBase: string;
  publicKey: string;
  redirectOrigins: string;
  requestTimeout: number;
  /** The hosted page opens in the element's language. */
  locale: string;
}

/** The element's other parts a submission drives. */
export interface SubmissionParts {
  machine: SubmissionState;
  session: SessionLink;
  status: StatusView;
  countdown: RetryCountdown;
  /** Ends the attempt (../core/conclusion). */
  conclude: Conclude;
  tokenizer: CardTokenizer;
  steps: StepController;
  /** The card typed in the service's frame (`card-fields="secure"`). */
  secureCard: SecureCardSource;
}

/** One buyer action: kept whole across the automatic retry after a 429, so the retry is the same request. */
interface Attempt {
  endpoint: string;
  payload: PayFormPayload;
  idempotencyKey: string;
  retried: boolean;
  /** Whether the attempt was already sent again with a new fraud session id after the service refused its id. */
  sessionRenewed?: boolean;
  /** The form's fields and card as the buyer left them (JSON), to tell "Pay again" after a timeout from a changed order. */
  fieldsJson: string;
  /** The card inputs of the attempt's form, to show a refusal's card fields next to them. */
  cardInputs?: CardInputs;
}

/**
 * One submission at a time, from the buyer's click to the back end's reply: the form read as JSON (card inputs never
 * read into it), the card checked and tokenized in the transparent flow, the fraud session id added, `pay-submit`,
 * the POST to `action`, and the reply handled (success, redirect, failure, 429 and its one automatic retry).
 */
export class Submission {
  private attempt?: Attempt;
  /**
   * An attempt whose outcome is unknown — no reply (timeout, dropped connection), a 5xx or an unreadable reply (a
   * proxy's error page): it may have been charged, so "Pay again" with the same order repeats it exactly.
   */
  private unsettled?: Attempt;
  private warnedCardInputs = false;

  constructor(
    private readonly host: SubmissionHost,
    private readonly parts: SubmissionParts,
  ) {}

  /** The buyer submitted `form`; whatever goes wrong ends as a message and a usable form. */
  start(form: HTMLFormElement, submitter: HTMLElement | null): void {
    this.guard(this.begin(form, submitter));
  }

  /** A reset starts a new order: an unsettled attempt is not repeated, and its session id may be spent. */
  forgetUnsettled(): void {
    if (this.unsettled) this.parts.session.renew(true);
    this.unsettled = undefined;
  }

  private async begin(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
    const { machine, session, status, tokenizer, secureCard, conclude } = this.parts;
    if (!machine.can('submit')) return;
    const flow: CardFlow = this.hostedFlow ? 'hosted' : 'transparent';
    // Read before the buttons are disabled (a disabled submitter is left out of FormData). Card inputs are never
    // read into the payload, whatever their names: the card goes to the service as a token, or to the hosted page.
    const fields = formToPayload(form, submitter, isCardInput);
    // Pix or boleto chosen: no card checks, no token, no card data.
    const byCard = paysByCard(form, fields);
    // The card is typed in the service's frame (card-fields="secure") or in the page's own inputs; read now, as the
    // buyer left it (entering `submitting` disables the form's controls).
    const source: CardSource = secureCard.wanted ? secureCard : tokenizer;
    const card = flow === 'transparent' && byCard ? source.read(form) : undefined;
    const fieldsJson = JSON.stringify([fields, card?.fingerprint]);
    const endpoint = this.host.action || formAction(form);
    // The buyer's document input found while the page's own disabled inputs can be told from the busy form's.
    const documentCheck = checkDocument(form, byCard, this.parts.steps);
    machine.enter('submit');
    status.clear();
    clearFieldErrors(form);
    secureCard.clearProblems();
    if (byCard && !card) this.warnAboutCardInputs(form);

    // After an unsettled attempt the first request may have been charged: the same order is sent again as the same
    // request (same body, same fraud session id, same Idempotency-Key), so the back end and the service answer it once.
    // Its card is already a token (the inputs show it masked), so it is not checked again.
    const unsettled = this.unsettled;
    this.unsettled = undefined;
    if (unsettled && unsettled.endpoint === endpoint && unsettled.fieldsJson === fieldsJson) {
      this.attempt = unsettled;
      return this.send(unsettled);
    }
    const refusal = (documentCheck && (await documentCheck)) || card?.check();
    if (refusal) {
      // Nothing left the page (the unsettled attempt is kept): each problem is shown next to its field.
      this.unsettled = unsettled;
      return conclude(refusal);
    }
    // A changed order is a new attempt; the unsettled one may have used its session id.
    if (unsettled) session.renew(true);

    // A card that cannot be exchanged here (no key, no service for a live key) stops the attempt before any request.
    const unprepared = card?.prepare();
    if (unprepared) return conclude(unprepared);
    session.attachIfNone();
    // The card token and the fraud session id are fetched side by side.
    const [sessionId, tokenized] = await Promise.all([session.awaitId(), card?.tokenize()]);
    if (tokenized && 'kind' in tokenized) return conclude(tokenized); // refused or unreachable
    let attempt: Attempt | undefined;
    let sending: Promise<void> | undefined;
    try {
      if (!sessionId && this.host.fraudRequired) return conclude({ kind: 'failed', code: 'SESSION_UNAVAILABLE' });
      const detail: PaySubmitDetail = {
        payload: payloadForMethod(
          sessionId ? { ...fields, [SESSION_FIELD]: sessionId } : fields,
          byCard,
          flow,
          tokenized,
        ),
      };
      if (!emit(this.host, 'pay-submit', detail, true)) return conclude({ kind: 'cancelled' });
      // Again after the merchant's changes: no card data leaves for the back end, whoever added it.
      const payload = payloadForMethod(detail.payload, byCard, flow, tokenized);
      const cardInputs = card?.inputs;
      attempt = { endpoint, payload, idempotencyKey: newIdempotencyKey(), retried: false, fieldsJson, cardInputs };
      this.attempt = attempt;
      sending = this.send(this.attempt);
    } finally {
      // The token stands for the card from now on: the page keeps neither its number nor its CVV. Forgotten once the
      // request to action has left (or the attempt stopped before it): the input listeners masking fires, the page's
      // and the element's, are no part of the buyer's wait.
      const left = card && tokenized ? card.forget() : undefined;
      // "Pay again" compares the order with the card as the page now holds it.
      if (attempt && left !== undefined) attempt.fieldsJson = JSON.stringify([fields, left]);
    }
    await sending;
  }

  /** Sends `attempt` and ends it as its reply says (or later, for a card charge being followed). */
  private async send(attempt: Attempt): Promise<void> {
    const conclusion = await this.post(attempt);
    if (conclusion) this.parts.conclude(conclusion);
  }

  /** The attempt sent to `action`, and how its reply ends it; `undefined` when it ends later. */
  private async post(attempt: Attempt): Promise<Conclusion | undefined> {
    const { session } = this.parts;
    let reply: Reply;
    try {
      const headers = { [IDEMPOTENCY_HEADER]: attempt.idempotencyKey };
      const timeout = timerDelay(this.host.requestTimeout, REQUEST_TIMEOUT_MS);
      reply = await postJson(attempt.endpoint, attempt.payload, headers, timeout);
    } catch (error) {
      if (!(error instanceof PayFormError)) throw error;
      // No reply: the request may have reached the back end. Kept whole for "Pay again" (see begin).
      this.unsettled = attempt;
      return { kind: 'failed', status: error.status, code: error.code };
    }
    const outcome = interpretReply(reply, this.allowedOrigins(), documentProperty('baseURI'));
    if (outcome.kind === 'rate-limited') {
      const seconds = Math.min(outcome.seconds, MAX_WAIT_SECONDS);
      // The first 429 keeps the attempt whole (same body, same id, same key) for its one automatic retry, unless
      // the wait is longer than a buyer would watch a countdown.
      if (!attempt.retried && seconds === outcome.seconds)
        return { kind: 'rate-limited', seconds, retry: () => this.retry(attempt) };
      session.renew(true);
      return { kind: 'rate-limited', seconds };
    }
    const failure = outcome.kind === 'failed' || outcome.kind === 'refused';
    if (failure && (outcome.status >= 500 || outcome.code === 'INVALID_RESPONSE')) {
      // A 5xx or an unreadable reply says nothing of the charge either: as no reply.
      this.unsettled = attempt;
      return outcome;
    }
    session.renew(true);
    if (failure && REFUSED_SESSION.test(outcome.code) && !attempt.sessionRenewed) {
      // The id the page held was dead at the service although the page still counted it live, e.g. after a long
      // wait on a Pix step (the device slept, timers ran late, the clocks disagree near its end). No charge was made:
      // the attempt goes again once, by itself, with the fresh id fetched meanwhile and a new Idempotency-Key (its
      // body changed); a second refusal is shown.
      const sessionId = await session.awaitId();
      if (sessionId) {
        attempt.payload = { ...attempt.payload, [SESSION_FIELD]: sessionId };
        attempt.idempotencyKey = newIdempotencyKey();
        attempt.sessionRenewed = true;
        return this.post(attempt);
      }
    }
    // Refused on fields: the attempt's card inputs hold the card fields.
    if (outcome.kind === 'refused') outcome.cardInputs = attempt.cardInputs;
    // A Pix or boleto step, else the card charge's outcome (../steps/step-controller).
    if (outcome.kind === 'success')
      return this.parts.steps.offer(outcome.body, reply.status, reply.headers, this.serviceBase());
    // The hosted page in the element's language.
    if (outcome.kind === 'redirect') outcome.url = withPageLanguage(outcome.url, localeOf(this.host, this.host.locale));
    return outcome;
  }

  /** The one automatic retry after a 429: the same request again. */
  private retry(attempt: Attempt): void {
    attempt.retried = true;
    this.guard(this.send(attempt));
  }

  /**
   * Whatever throws in a submission (a form the payload rules did not foresee, a `pay-submit` listener's payload that
   * is not JSON, a bug) ends as `pay-error` `UNEXPECTED_ERROR` with a usable form, never as a dead Pay button.
   */
  private guard(submission: Promise<void>): void {
    const { machine, countdown, conclude } = this.parts;
    submission.catch((error: unknown) => {
      tellDeveloper('error', 'SUBMIT_FAILED', error);
      countdown.stop();
      // A throw before the attempt started (while the form was read) still answers the buyer's click.
      if (!machine.can('fail')) machine.enter('submit');
      conclude({ kind: 'failed', code: 'UNEXPECTED_ERROR' });
    });
  }

  private warnAboutCardInputs(form: HTMLFormElement): void {
    if (this.warnedCardInputs || !hasCardInputs(form)) return;
    this.warnedCardInputs = true;
    // Hosted: card inputs are never read (remove them, the buyer types the card on the hosted page). Transparent: card
    // inputs without a cc-number input are never read (mark them with their cc-* autofill tokens).
    tellDeveloper('warn', 'CARD_INPUTS_IGNORED', `card-flow="${this.hostedFlow ? 'hosted' : 'transparent'}"`);
  }

  private get hostedFlow(): boolean {
    return isHostedFlow(this.host.cardFlow);
  }

  /** The service's address: the element's own api-base, else its session's; the sandbox for test keys only. */
  private serviceBase(): string {
    const { apiBase, publicKey } = this.host;
    const session = this.parts.session.active;
    return serviceBase(apiBase, session, publicKey || session?.publicKey) || '';
  }

  private allowedOrigins(): string[] {
    // Default: the service's origin.
    return parseOrigins(this.host.redirectOrigins || this.serviceBase());
  }
}

/**
 * The form's action as the browser would post to it: its `action` attribute resolved against the page, or the page
 * itself. Not `form.action` nor `form.getAttribute`: a control named "action" (common in CMS forms) or "getAttribute"
 * shadows them.
 */
function formAction(form: HTMLFormElement): string {
  return new URL(formAttribute(form, 'action') || '', baseUriOf(form)).href;
}
