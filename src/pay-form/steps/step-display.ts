/**
 * A Pix or boleto step once the steps' module is loaded: its view in place below the form, then the Pix charge followed
 * through `status-url` until it is captured (`pay-success`, the paid state), expired or failed (`pay-error`, with
 * "Start again"). Loaded on demand with the steps, so the card path carries none of it (see ./step-controller).
 */
import type { StatusView } from '../core/status';
import type { Conclude } from '../core/conclusion';
import { emit } from '../core/events';
import type { PayFormLocale } from '../core/messages';
import { PAYMENT_METHOD_FIELD } from './payment-method';
import { say, type StepView } from '../core/step-dom';
import type { StepReply } from './step-reply';
import { STEP_CSS } from './step-styles';
import { stepText } from './step-texts';
import { renderPaid, renderStartAgain, renderStep } from './step-views';
import { type FinalChargeStatus, pollChargeStatus } from '../core/status-poller';
import { formControls } from '../../interface/browser/dom';
import { tellDeveloper } from '../core/console';

/** The element as a shown step sees it. */
export interface StepElement extends HTMLElement {
  statusUrl: string;
  readonly form: HTMLFormElement | null;
  reset(): void;
}

/** What a shown step uses of the element's parts (given by ./step-controller, on the card path). */
export interface StepContext {
  readonly host: StepElement;
  /** Ends the attempt: paid, expired or failed. */
  readonly conclude: Conclude;
  /** The element's language now (its `locale`, else the nearest `lang`). */
  readonly locale: PayFormLocale;
  /** The step's place in the shadow tree (`payment-step` part). */
  readonly place: HTMLElement;
  /** The steps' live region, in the tree from the start. */
  readonly announcer: HTMLElement;
  /** The element's words for a code (its `messages`, else the given text): the Pix step's `PIX_OFFLINE`. */
  readonly status: Pick<StatusView, 'text'>;
  /** Adds the steps' stylesheet to the element's shadow root (once). */
  adoptCss(css: string): void;
}

/** Elements already warned that their Pix is not followed: once per element, whatever its steps. */
const warned = new WeakSet<HTMLElement>();

export class StepDisplay {
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
          this.offline('');
          this.lastReply = reply;
          emit(host, 'pay-status', { chargeId, status });
        },
        // The buyer may be paying on a phone meanwhile: the step says it cannot tell now, and that it keeps asking.
        // The step's own words, unless the page's `messages.PIX_OFFLINE` replaces them.
        onFailure: () => this.offline(context.status.text('PIX_OFFLINE', stepText(context.locale).pixOffline)),
        onOutcome: (outcome) => this.end(outcome),
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

  /** The Pix charge's final status, read: the paid state, or "Start again"; then the attempt's end. */
  private end(outcome: FinalChargeStatus): void {
    this.stopPolling = undefined;
    const { host, conclude, locale, announcer } = this.context;
    const document = host.ownerDocument;
    const text = stepText(locale);
    if (outcome === 'captured') {
      this.replaceView(renderPaid(document, locale));
      say(announcer, text.paidText);
      return conclude({ kind: 'paid', reply: this.lastReply, inStep: true });
    }
    this.replaceView(renderStartAgain(document, locale, () => this.startAgain()));
    // The sentence goes to the element's status, as every failure does (focused, `pay-error`); `messages` may replace it.
    const expired = outcome === 'expired';
    conclude({
      kind: 'failed',
      code: expired ? 'PAYMENT_EXPIRED' : 'PAYMENT_FAILED',
      message: expired ? text.expired : text.failed,
    });
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

  /** The Pix step's line saying its status cannot be read now (`PIX_OFFLINE`), or none (`''`). */
  private offline(text: string): void {
    const line = this.view?.element.querySelector<HTMLElement>('[part~="pix-offline"]');
    if (!line) return;
    line.hidden = !text;
    line.textContent = text;
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
