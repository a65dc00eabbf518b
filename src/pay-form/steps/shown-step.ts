/**
 * A Pix or boleto step once the steps' module is loaded: its view in place below the form, then the Pix charge followed
 * through `status-url` until it is captured (`pay-success`, the paid state), expired or failed (`pay-error`, with
 * "Start again"). Loaded on demand with the steps, so the card path carries none of it (see ./show-step).
 */
import { emit } from '../core/events';
import type { PayFormLocale } from '../core/messages';
import type { SubmissionState } from '../core/state-machine';
import type { Status } from '../core/status';
import { PAYMENT_METHOD_FIELD } from './payment-method';
import { say, type StepView } from '../core/step-dom';
import type { StepReply } from './step-reply';
import { STEP_CSS } from './step-styles';
import { stepText } from './step-texts';
import { renderPaid, renderStartAgain, renderStep } from './step-views';
import { type ChargeOutcome, pollChargeStatus } from '../core/status-poller';
import { formControls } from '../../interface/browser/dom';
import { tellDeveloper } from '../core/console';

/** The element as a shown step sees it. */
export interface StepElement extends HTMLElement {
  statusUrl: string;
  readonly form: HTMLFormElement | null;
  reset(): void;
}

/** What a shown step uses of the element's parts (given by ./show-step, on the card path). */
export interface StepContext {
  readonly host: StepElement;
  readonly machine: SubmissionState;
  readonly status: Status;
  /** The element's language now (its `locale`, else the nearest `lang`). */
  readonly locale: PayFormLocale;
  /** The step's place in the shadow tree (`payment-step` part). */
  readonly place: HTMLElement;
  /** The steps' live region, in the tree from the start. */
  readonly announcer: HTMLElement;
  /** Adds the steps' stylesheet to the element's shadow root (once). */
  adoptCss(css: string): void;
}

/** Elements already warned that their Pix is not followed: once per element, whatever its steps. */
const warned = new WeakSet<HTMLElement>();

export class ShownStep {
  private view?: StepView;
  private stopPolling?: () => void;
  private lastReply: Record<string, unknown> = {};

  constructor(
    private readonly context: StepContext,
    private readonly step: StepReply,
  ) {
    const { host, locale } = context;
    const text = stepText(locale);
    context.adoptCss(STEP_CSS);
    this.replaceView(renderStep(host.ownerDocument, step, locale));
    say(context.announcer, step.method === 'pix' ? text.pixReady : text.boletoReady);
    // A boleto takes days: nothing to wait for on the page.
    if (step.method === 'pix') this.follow();
  }

  /** Asks the Pix charge's status at `status-url` until it ends (again after `stop`, while the element is on the page). */
  follow(): void {
    const { step, context } = this;
    const { host } = context;
    if (step.method !== 'pix' || this.stopPolling || !host.isConnected) return;
    const { chargeId } = step;
    if (!host.statusUrl || !chargeId) {
      return this.warnOnce(host.statusUrl ? 'the reply has no charge id' : 'no status-url');
    }
    try {
      this.stopPolling = pollChargeStatus({
        statusUrl: host.statusUrl,
        chargeId,
        document: host.ownerDocument,
        onStatus: (status, reply) => {
          this.lastReply = reply;
          emit(host, 'pay-status', { chargeId, status });
        },
        onOutcome: (outcome) => this.settle(outcome),
      });
    } catch (error) {
      this.warnOnce(error instanceof Error ? error.message : String(error));
    }
  }

  /** No more status requests (the element left the page, or the step goes). */
  stop(): void {
    this.stopPolling?.();
    this.stopPolling = undefined;
  }

  /** Takes the step away (`reset()`). */
  remove(): void {
    this.stop();
    this.replaceView(undefined);
  }

  private settle(outcome: ChargeOutcome): void {
    this.stopPolling = undefined;
    const { host, machine, status, locale, announcer } = this.context;
    const document = host.ownerDocument;
    const text = stepText(locale);
    if (outcome === 'captured') {
      machine.enter('succeed');
      this.replaceView(renderPaid(document, locale));
      say(announcer, text.paidText);
      emit(host, 'pay-success', this.lastReply);
      return;
    }
    this.replaceView(renderStartAgain(document, locale, () => this.startAgain()));
    // The sentence goes to the element's status, as every failure does (focused, `pay-error`); `messages` may replace it.
    if (outcome === 'expired') status.fail(0, 'PAYMENT_EXPIRED', text.expired);
    else status.fail(0, 'PAYMENT_FAILED', text.failed);
  }

  /** "Start again": the element is reset (a new fraud session id is already in place) and the buyer is back in the form. */
  private startAgain(): void {
    const { host } = this.context;
    host.reset();
    const form = host.form;
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
    this.context.place.append(view.element);
    const title = view.element.querySelector<HTMLElement>('[part~="step-title"]');
    title?.setAttribute('tabindex', '-1');
    title?.focus();
  }

  private warnOnce(reason: string): void {
    const { host } = this.context;
    if (warned.has(host)) return;
    warned.add(host);
    tellDeveloper('warn', 'PIX_NOT_FOLLOWED', reason);
  }
}
