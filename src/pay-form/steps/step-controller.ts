import type { StatusView } from '../core/status';
import { adoptStyles, type ReactiveController, type ReactiveElement, unsafeCSS } from '@lit/reactive-element';
import { elementIn } from '../core/elements';
import type { Conclude, Conclusion } from '../core/conclusion';
import { localeOf, type PayFormLocale, type PayFormMessages } from '../core/messages';
import type { SubmissionState } from '../core/state-machine';
import { chargeStatusOf } from '../core/reply';
import { loadCard, loadSteps } from './load-steps';
import type { StepDisplay, StepContext } from './step-display';
import { type StepReply, stepReplyOf, UNREADABLE_STEP } from './step-reply';
import { tellDeveloper } from '../core/console';

/** The element as its payment steps see it. */
export interface StepHost extends ReactiveElement {
  locale: string;
  statusUrl: string;
  /** The page's texts, for the buyer's document check (src/pay-form/document/). */
  messages: PayFormMessages;
  readonly form: HTMLFormElement | null;
  reset(): void;
}

/**
 * The Pix or boleto step a reply asks for, shown in place below the form (docs/service.md, "Pix and boleto"). The
 * steps' code and texts are loaded on demand (./step-display shows and follows the step); this part, on the card path,
 * only reads the reply, makes the form inert (the charge exists: changing or sending the form again would not change
 * it), says which step it is (`pay-pix`, `pay-boleto`: ../core/conclusion), and takes the step away on `reset()`.
 */
export class StepController implements ReactiveController, StepContext {
  /** The steps' place in the shadow tree (`payment-step` part), with its live region: in the tree from the start. */
  readonly place: HTMLElement;
  readonly announcer: HTMLElement;
  /** A card charge being confirmed by the on-demand card outcome (`settle`, and stopped on `reset()`). */
  confirmation?: { settle(status: unknown): void; stop(): void };
  private step?: StepReply;
  private shown?: StepDisplay;
  /** Counts shows and clears, so a module that arrives after a reset shows nothing. */
  private generation = 0;
  private styled = false;

  constructor(
    readonly host: StepHost,
    readonly machine: Pick<SubmissionState, 'current'>,
    readonly conclude: Conclude,
    readonly status: Pick<StatusView, 'text'>,
  ) {
    const document = host.ownerDocument;
    // A span: empty, it takes no room on card forms (the steps' stylesheet hides it once it speaks).
    this.announcer = elementIn(document, 'span', { part: 'step-announcer', role: 'status' });
    this.place = elementIn(document, 'div', { part: 'payment-step' });
    this.place.append(this.announcer);
  }

  /** Whether a step is shown: the form stays inert, and cannot be sent, until `reset()`. */
  get active(): boolean {
    return this.step !== undefined;
  }

  get locale(): PayFormLocale {
    return localeOf(this.host, this.host.locale);
  }

  /**
   * A successful reply from `action`: the step it asks for (a Pix, a boleto), shown, else its card charge followed (see
   * `followCard`). `undefined` when the attempt ends later, through `conclude`.
   */
  offer(
    body: Record<string, unknown>,
    httpStatus: number,
    headers?: Headers,
    serviceBase = '',
  ): Conclusion | undefined {
    const step = stepReplyOf(body, headers?.get('Date') ?? null);
    if (!step) return this.followCard(body, serviceBase);
    if (step === UNREADABLE_STEP) return { kind: 'failed', status: httpStatus, code: 'INVALID_RESPONSE' };
    this.step = step;
    this.setFormInert(true);
    // Counted before the step is told: a listener that calls `reset()` cancels the step.
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    loadSteps()
      .then((steps) => current() && (this.shown = new steps.StepDisplay(this, step)))
      .catch((error: unknown) => current() && this.unavailable(error));
    const { chargeId } = step;
    return step.method === 'pix'
      ? { kind: 'step', event: 'pay-pix', detail: { chargeId, qrCode: step.qrCode, expiresAt: step.expiresAt } }
      : {
          kind: 'step',
          event: 'pay-boleto',
          detail: { chargeId, digitableLine: step.digitableLine, dueDate: step.dueDate, url: step.url },
        };
  }

  /**
   * A card charge is paid once captured: a reply that says so ends the attempt paid. Any other is followed by the card
   * outcome's code, loaded on demand (the issuer's challenge on the service's page at `serviceBase`, then
   * `status-url`'s word, or the decline the reply tells; `pending` when nothing here can tell); the attempt stays
   * `submitting` meanwhile.
   */
  private followCard(body: Record<string, unknown>, serviceBase: string): Conclusion | undefined {
    if (chargeStatusOf(body) === 'captured') return { kind: 'paid', reply: body };
    loadCard()
      .then((module) => module.followCardCharge(this, body, serviceBase))
      .catch((error: unknown) => this.cardOutcomeUnavailable(body, error));
  }

  /**
   * The card outcome's code could not be loaded, and the charge exists and may be captured: `pending`, never "try
   * again" (a new attempt would be a second charge); the page's `settle(status)` ends it.
   */
  private cardOutcomeUnavailable(reply: Record<string, unknown>, error: unknown): void {
    tellDeveloper('error', 'PAYMENT_STEP_UNAVAILABLE', error);
    this.confirmation = {
      settle: (status) => {
        if (this.machine.current !== 'pending' || (status !== 'captured' && status !== 'failed')) return;
        this.confirmation = undefined;
        this.conclude(
          status === 'captured' ? { kind: 'paid', reply } : { kind: 'failed', code: 'ERROR', declined: true },
        );
      },
      stop() {},
    };
    this.conclude({ kind: 'pending', reply, reason: 'CARD_OUTCOME_UNAVAILABLE' });
  }

  private unavailable = (error: unknown): void => {
    tellDeveloper('error', 'PAYMENT_STEP_UNAVAILABLE', error);
    this.clear();
    this.conclude({ kind: 'failed', code: 'PAYMENT_STEP_UNAVAILABLE' });
  };

  /** Removes the step and its poller, and gives the form back (`reset()`). */
  clear(): void {
    this.generation++;
    this.confirmation?.stop();
    this.confirmation = undefined;
    this.shown?.remove();
    this.shown = undefined;
    this.announcer.textContent = '';
    if (this.step) this.setFormInert(false);
    this.step = undefined;
  }

  /** Back on the page: a Pix still awaited is followed again. */
  hostConnected(): void {
    if (this.machine.current === 'awaiting-payment') this.shown?.follow();
  }

  /** The element left the page: no more status requests until it is back. */
  hostDisconnected(): void {
    this.shown?.stop();
  }

  adoptCss(css: string): void {
    const root = this.host.renderRoot;
    if (this.styled || !(root instanceof ShadowRoot)) return;
    this.styled = true;
    adoptStyles(root, [...(this.host.constructor as typeof ReactiveElement).elementStyles, unsafeCSS(css)]);
  }

  /** `inert` through the prototype: a control named "inert" or "toggleAttribute" cannot get in the way. */
  private setFormInert(inert: boolean): void {
    const form = this.host.form;
    if (form) Element.prototype.toggleAttribute.call(form, 'inert', inert);
  }
}
