import { adoptStyles, type ReactiveElement, unsafeCSS } from '@lit/reactive-element';
import { createIn, formControls } from '../../interface/browser/dom';
import { emit } from '../element/events';
import { localeOf } from '../element/messages';
import type { SubmissionState } from '../element/state-machine';
import type { Status } from '../element/status';
import { loadSteps, type StepsModule } from './load-steps';
import { PAYMENT_METHOD_FIELD } from './payment-method';
import type { StepView } from './step-dom';
import { type StepReply, stepReplyOf, UNREADABLE_STEP } from './step-reply';

/** The element as its payment steps see it. */
export interface StepHost extends ReactiveElement {
  locale: string;
  statusUrl: string;
  readonly form: HTMLFormElement | null;
  reset(): void;
}

type Outcome = 'captured' | 'expired' | 'failed';

/**
 * The Pix or boleto step a reply asks for, shown in place below the form (docs/service.md, "Pix and boleto"). The
 * steps' code and texts are loaded on demand; this part, on the card path, only reads the reply, tells the page
 * (`pay-pix`, `pay-boleto`), makes the form inert (the charge exists: changing or sending the form again would not
 * change it), and then follows the Pix charge through `status-url` until it is captured (`pay-success`), expired or
 * failed (`pay-error`, with "Start again").
 */
export class PaymentSteps {
  /** The steps' place in the shadow tree (`payment-step` part), with its live region: in the tree from the start. */
  readonly element: HTMLElement;
  private readonly announcer: HTMLElement;
  private steps?: StepsModule;
  private step?: StepReply;
  private view?: StepView;
  private stopPolling?: () => void;
  private lastReply: Record<string, unknown> = {};
  /** Counts shows and clears, so a module that arrives after a reset shows nothing. */
  private generation = 0;
  private styled = false;
  private warned = false;

  constructor(
    private readonly host: StepHost,
    private readonly machine: SubmissionState,
    private readonly status: Status,
  ) {
    const document = host.ownerDocument;
    this.element = createIn(document, 'div');
    this.element.setAttribute('part', 'payment-step');
    // A span: empty, it takes no room on card forms (the steps' stylesheet hides it once it speaks).
    this.announcer = createIn(document, 'span');
    this.announcer.setAttribute('part', 'step-announcer');
    this.announcer.setAttribute('role', 'status');
    this.element.append(this.announcer);
  }

  /** Whether a step is shown: the form stays inert, and cannot be sent, until `reset()`. */
  get active(): boolean {
    return this.step !== undefined;
  }

  /** A successful reply from `action`: shows the step it asks for, and says whether it asked for one. */
  offer(body: Record<string, unknown>, httpStatus: number, headers?: Headers): boolean {
    const step = stepReplyOf(body, headers?.get('Date') ?? null);
    if (!step) return false;
    if (step === UNREADABLE_STEP) {
      this.status.fail(httpStatus, 'INVALID_RESPONSE');
      return true;
    }
    this.machine.enter('await');
    this.step = step;
    this.setFormInert(true);
    // Counted before the event: a listener that calls `reset()` cancels the step.
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    this.tell(step);
    loadSteps()
      .then((steps) => current() && this.show(steps, step))
      .catch((error: unknown) => {
        if (!current()) return;
        console.error('[pay-form] the payment step could not be shown:', error);
        this.clear();
        this.status.fail(0, 'PAYMENT_STEP_UNAVAILABLE');
      });
    return true;
  }

  /** Removes the step and its poller, and gives the form back (`reset()`). */
  clear(): void {
    this.generation++;
    this.lastReply = {};
    this.pause();
    this.replaceView(undefined);
    this.announcer.textContent = '';
    if (this.step) this.setFormInert(false);
    this.step = undefined;
  }

  /** The element left the page: no more status requests until it is back (`resume`). */
  pause(): void {
    this.stopPolling?.();
    this.stopPolling = undefined;
  }

  resume(): void {
    if (this.machine.current === 'awaiting-payment') this.poll();
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

  private show(steps: StepsModule, step: StepReply): void {
    this.steps = steps;
    const text = steps.stepText(this.locale);
    this.adoptStepStyles(steps.STEP_CSS);
    this.replaceView(steps.renderStep(this.host.ownerDocument, step, this.locale));
    this.announce(step.method === 'pix' ? text.pixReady : text.boletoReady);
    // A boleto takes days: nothing to wait for on the page.
    if (step.method === 'pix') this.poll();
  }

  private poll(): void {
    const { steps, step, host } = this;
    if (!steps || step?.method !== 'pix' || this.stopPolling || !host.isConnected) return;
    const { chargeId } = step;
    if (!host.statusUrl || !chargeId) {
      return this.warnOnce(host.statusUrl ? 'the reply has no charge id' : 'no status-url');
    }
    try {
      this.stopPolling = steps.pollChargeStatus({
        statusUrl: host.statusUrl,
        chargeId,
        document: host.ownerDocument,
        onStatus: (status, reply) => {
          this.lastReply = reply;
          emit(host, 'pay-status', { chargeId, status });
        },
        onOutcome: (outcome) => this.settle(steps, outcome),
      });
    } catch (error) {
      this.warnOnce(error instanceof Error ? error.message : String(error));
    }
  }

  private settle(steps: StepsModule, outcome: Outcome): void {
    this.stopPolling = undefined;
    const document = this.host.ownerDocument;
    const text = steps.stepText(this.locale);
    if (outcome === 'captured') {
      this.machine.enter('succeed');
      this.replaceView(steps.renderPaid(document, this.locale));
      this.announce(text.paidText);
      emit(this.host, 'pay-success', this.lastReply);
      return;
    }
    this.replaceView(steps.renderStartAgain(document, this.locale, () => this.startAgain()));
    // The sentence goes to the element's status, as every failure does (focused, `pay-error`); `messages` may replace it.
    if (outcome === 'expired') this.status.fail(0, 'PAYMENT_EXPIRED', text.expired);
    else this.status.fail(0, 'PAYMENT_FAILED', text.failed);
  }

  /** "Start again": the element is reset (a new fraud session id is already in place) and the buyer is back in the form. */
  private startAgain(): void {
    this.host.reset();
    const form = this.host.form;
    if (!form) return;
    const controls = formControls(form) as HTMLInputElement[];
    const chosen = controls.find((control) => control.name === PAYMENT_METHOD_FIELD && control.checked);
    (chosen ?? controls.find((control) => !control.disabled && control.type !== 'hidden'))?.focus();
  }

  /** Shows `view` in place of the current one; its heading, if any, takes the focus (screen readers read it). */
  private replaceView(view: StepView | undefined): void {
    this.view?.destroy();
    this.view?.element.remove();
    this.view = view;
    if (!view) return;
    this.element.append(view.element);
    const title = view.element.querySelector<HTMLElement>('[part~="step-title"]');
    title?.setAttribute('tabindex', '-1');
    title?.focus();
  }

  /** The live region's text, cleared first so a repeated sentence is still read. */
  private announce(message: string): void {
    this.announcer.textContent = '';
    queueMicrotask(() => {
      this.announcer.textContent = message;
    });
  }

  private adoptStepStyles(css: string): void {
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

  private warnOnce(reason: string): void {
    if (this.warned) return;
    this.warned = true;
    console.warn(
      `[pay-form] ${reason}: the Pix step is shown, but whether it is paid is not followed (see status-url)`,
    );
  }

  private get locale() {
    return localeOf(this.host, this.host.locale);
  }
}
