import { elementIn } from './elements';
import { localeOf, messageFor, type PayFormMessages } from './messages';
import { isBusy, type PayFormState } from './state-machine';
import type { ShownResult } from './outcome';

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
 * What the buyer reads below the form: the live region (`status` part) with the failure text, "Processing…" and the
 * final state, and the rate-limit countdown. It shows what it is told (by ./conclusion, the countdown and the element)
 * and tells nothing itself.
 */
export class StatusView {
  /** The live region (`status` part): in the tree from the start, as a live region must be before it speaks. */
  readonly region: HTMLElement;
  /** The countdown (`countdown` part), in the tree only while there is one. */
  private readonly timer: HTMLElement;
  /** "Processing…" with its indicator (`progress` part), then the final state (`result` part): one polite region. */
  private readonly notice: HTMLElement;

  constructor(private readonly host: StatusHost) {
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
   * approved, or being confirmed.
   */
  showResult(outcome: ShownResult, text: string): void {
    this.showNotice(`result ${outcome}`, text);
    this.notice.focus();
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
    this.say('', false);
    // "Processing…" follows the state (see `reflect`); a final state goes with the attempt it told.
    if (this.notice.getAttribute('part')?.startsWith('result')) this.showNotice();
  }

  /** Shows the seconds left (`undefined`: no countdown). Text only: nothing here is a Trusted Types sink. */
  showCountdown(countdown: CountdownView | undefined): void {
    if (!countdown) return this.timer.remove();
    this.timer.textContent = this.text(countdown.retrying ? 'RETRYING_IN' : 'RETRY_IN', undefined, countdown.seconds);
    this.region.after(this.timer);
  }

  /**
   * Writes `message` in the live region (`role="alert"`), focused (unless `focus` is false) so that screen readers
   * read it. Text only (`textContent`), never HTML.
   */
  say(message: string, focus = true): void {
    this.region.textContent = message;
    if (focus) this.region.focus();
  }
}
