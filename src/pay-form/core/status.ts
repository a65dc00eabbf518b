import { cardBrand, cvvLength, type CardField } from '../../interface/card';
import type { CardInputs } from './card-controls';
import { elementIn } from './elements';
import { emit, type PayFieldErrorSource } from './events';
import { placeFieldProblems } from './field-errors';
import { fieldMessage, localeOf, messageFor, type PayFormMessages } from './messages';
import type { FieldProblem } from './reply';
import { isBusy, type PayFormState, type SubmissionState } from './state-machine';
import type { PaymentOutcome } from './outcome';

/** The element as the status sees it: its language settings and its form. */
export interface StatusHost extends HTMLElement {
  locale: string;
  messages: PayFormMessages;
  readonly form: HTMLFormElement | null;
}

/** The rate-limit countdown as shown: seconds left, and whether the attempt is then retried by itself. */
export interface CountdownView {
  seconds: number;
  retrying: boolean;
}

/**
 * What the buyer reads below the form: the live region (`status` part) with the failure text, and the rate-limit
 * countdown; and how an attempt ends in failure — `pay-error`, with problems next to their inputs when a reply names
 * fields.
 */
export class Status {
  /** The live region (`status` part): in the tree from the start, as a live region must be before it speaks. */
  readonly region: HTMLElement;
  /** The countdown (`countdown` part), in the tree only while there is one. */
  private readonly timer: HTMLElement;
  /** "Processing…" with its indicator (`progress` part), then the final state (`result` part): one polite region. */
  private readonly notice: HTMLElement;
  /** Told of a declined charge (the secure card fields then empty their CVV). */
  onDeclined?: () => void;

  constructor(
    private readonly host: StatusHost,
    private readonly machine: SubmissionState,
  ) {
    const document = host.ownerDocument;
    this.region = elementIn(document, 'div', {
      part: 'status',
      role: 'alert',
      'aria-live': 'assertive',
      'aria-atomic': 'true',
      tabindex: '-1',
    });
    this.timer = elementIn(document, 'div', { part: 'countdown', role: 'timer' });
    this.notice = elementIn(document, 'div', { role: 'status', hidden: '', tabindex: '-1' });
  }

  /** "Processing…" while a payment is in progress; the notice stays in the tree, as a live region must. */
  reflect(state: PayFormState): void {
    if (!this.notice.isConnected) this.region.before(this.notice);
    if (isBusy(state)) this.showNotice('progress', this.text('PROCESSING'));
    else if (this.notice.getAttribute('part') === 'progress') this.showNotice();
  }

  /**
   * An accepted payment in words, large and focused so it is read out at once (as the Pix step's "Payment received"):
   * approved, or being confirmed (`text`: the words of the on-demand card outcome's code).
   */
  showOutcome(outcome: PaymentOutcome, text = this.text('PAYMENT_APPROVED')): void {
    this.showNotice(`result ${outcome}`, text);
    this.notice.focus();
  }

  /** Paid: the charge is captured (the reply said so, or it was confirmed). `pay-success` with the reply. */
  paid(body: Record<string, unknown>): void {
    this.machine.enter('succeed');
    this.showOutcome('approved');
    emit(this.host, 'pay-success', body);
  }

  private showNotice(part?: string, text = ''): void {
    const notice = this.notice;
    notice.hidden = !part;
    if (part) notice.setAttribute('part', part);
    else notice.removeAttribute('part');
    // The indicator is decoration: the words carry the meaning.
    const spinner = elementIn(notice.ownerDocument, 'div', { part: 'spinner', 'aria-hidden': 'true' });
    notice.replaceChildren(...(part === 'progress' ? [spinner] : []), text);
  }

  /** The text for `code` in the element's language (see `messageFor`). */
  text(code: string, serverMessage?: string, seconds?: number): string {
    return messageFor(code, localeOf(this.host, this.host.locale), this.host.messages, serverMessage, seconds);
  }

  /** Empties the live region (a new attempt, a reset, the end of a countdown). */
  clear(): void {
    this.setAlert('');
    // "Processing…" follows the state (see `reflect`); a final state goes with the attempt it told.
    if (this.notice.getAttribute('part')?.startsWith('result')) this.showNotice();
  }

  /** Shows the seconds left (`undefined`: no countdown). Text only: nothing here is a Trusted Types sink. */
  showCountdown(countdown: CountdownView | undefined): void {
    if (!countdown) return this.timer.remove();
    this.timer.textContent = this.text(countdown.retrying ? 'RETRYING_IN' : 'RETRY_IN', undefined, countdown.seconds);
    this.region.after(this.timer);
  }

  /** Ends the attempt with the text for `code`. */
  fail(status: number, code: string, serverMessage?: string): void {
    this.machine.enter('fail');
    this.announce(status, code, this.text(code, serverMessage));
  }

  announce(status: number, code: string, message: string): void {
    this.show(message);
    emit(this.host, 'pay-error', { status, code, message });
  }

  show(message: string): void {
    this.setAlert(message);
    // Focused once it holds the text, so screen readers read it.
    this.region.focus();
  }

  /**
   * A failure that names fields: each problem next to its input (focus on the first), the attempt's summary and the
   * problems without an input in the live region.
   */
  failOnFields(
    status: number,
    code: string,
    problems: readonly FieldProblem[],
    source: PayFieldErrorSource,
    cardInputs: CardInputs | undefined,
    serverMessage?: string,
  ): void {
    const form = this.host.form;
    if (!form) return this.fail(status, code, serverMessage);
    const digits = cvvLength(cardBrand(cardInputs?.number?.value ?? ''));
    const errors = placeFieldProblems(
      form,
      cardInputs,
      problems,
      (problem, cardField: CardField | undefined, placed: boolean) =>
        fieldMessage({ host: this.host, ...problem, cardField, digits, placed }),
      source,
    );
    emit(this.host, 'pay-field-error', { source, errors });
    const unplaced = errors.filter((error) => !error.input).map((error) => error.message);
    this.machine.enter('fail');
    const message = [this.text(code, serverMessage), ...unplaced].join(' ');
    const first = errors.find((error) => error.input)?.input;
    this.setAlert(message);
    emit(this.host, 'pay-error', { status, code, message });
    // Focus on the first input named, else on the live region, so screen readers read the text.
    (first ?? this.region).focus();
  }

  /** Writes the alert region (`role="alert"`); the status notice is written by `showNotice`. */
  private setAlert(message: string): void {
    // Text only (`textContent`), never HTML.
    this.region.textContent = message;
  }
}
