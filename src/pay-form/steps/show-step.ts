import { adoptStyles, type ReactiveController, type ReactiveElement, unsafeCSS } from '@lit/reactive-element';
import { elementIn } from '../core/elements';
import { emit } from '../core/events';
import { localeOf, type PayFormLocale, type PayFormMessages } from '../core/messages';
import type { SubmissionState } from '../core/state-machine';
import type { Status } from '../core/status';
import { chargeStatusOf } from '../core/outcome';
import { loadAuthentication, loadSteps } from './load-steps';
import type { ShownStep, StepContext } from './shown-step';
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
 * steps' code and texts are loaded on demand (./shown-step shows and follows the step); this part, on the card path,
 * only reads the reply, tells the page (`pay-pix`, `pay-boleto`), makes the form inert (the charge exists: changing
 * or sending the form again would not change it), and takes the step away on `reset()`.
 */
export class PaymentSteps implements ReactiveController, StepContext {
  /** The steps' place in the shadow tree (`payment-step` part), with its live region: in the tree from the start. */
  readonly place: HTMLElement;
  readonly announcer: HTMLElement;
  /** A card charge being confirmed by the on-demand card outcome (`settle`, and stopped on `reset()`). */
  confirmation?: { settle(status: unknown): void; stop(): void };
  private step?: StepReply;
  private shown?: ShownStep;
  /** Counts shows and clears, so a module that arrives after a reset shows nothing. */
  private generation = 0;
  private styled = false;

  constructor(
    readonly host: StepHost,
    readonly machine: SubmissionState,
    readonly status: Status,
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
   * A successful reply from `action`: shows the step it asks for (a Pix, a boleto), else settles its card charge (see
   * `settleCard`).
   */
  offer(body: Record<string, unknown>, httpStatus: number, headers?: Headers, serviceBase = ''): void {
    const step = stepReplyOf(body, headers?.get('Date') ?? null);
    if (!step) return this.settleCard(body, serviceBase);
    if (step === UNREADABLE_STEP) {
      return this.status.fail(httpStatus, 'INVALID_RESPONSE');
    }
    this.machine.enter('await');
    this.step = step;
    this.setFormInert(true);
    // Counted before the event: a listener that calls `reset()` cancels the step.
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    this.tell(step);
    loadSteps()
      .then((steps) => current() && (this.shown = new steps.ShownStep(this, step)))
      .catch((error: unknown) => current() && this.unavailable(error));
  }

  /**
   * A card charge is paid once captured: a reply that says so ends the attempt in `pay-success`. Any other is settled
   * by the card outcome's code, loaded on demand (the issuer's challenge on the service's page at `serviceBase`, then
   * `status-url`'s word, or the decline the reply tells; `pay-pending` when nothing here can tell); the attempt stays
   * `submitting` meanwhile.
   */
  private settleCard(body: Record<string, unknown>, serviceBase: string): void {
    if (chargeStatusOf(body) === 'captured') return this.status.paid(body);
    loadAuthentication()
      .then((module) => module.settleCard(this, body, serviceBase))
      .catch(this.unavailable);
  }

  private unavailable = (error: unknown): void => {
    tellDeveloper('error', 'PAYMENT_STEP_UNAVAILABLE', error);
    this.clear();
    this.status.fail(0, 'PAYMENT_STEP_UNAVAILABLE');
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

  /** `pay-pix` or `pay-boleto`, as the step is shown: for pages that keep or show the codes themselves. */
  private tell(step: StepReply): void {
    const { chargeId } = step;
    if (step.method === 'pix') {
      emit(this.host, 'pay-pix', { chargeId, qrCode: step.qrCode, expiresAt: step.expiresAt });
    } else {
      emit(this.host, 'pay-boleto', {
        chargeId,
        digitableLine: step.digitableLine,
        dueDate: step.dueDate,
        url: step.url,
      });
    }
  }

  /** `inert` through the prototype: a control named "inert" or "toggleAttribute" cannot get in the way. */
  private setFormInert(inert: boolean): void {
    const form = this.host.form;
    if (form) Element.prototype.toggleAttribute.call(form, 'inert', inert);
  }
}
