/**
 * "Save this card for next purchases", unchecked by default, below the card entry while a new card is typed there.
 * Its checkbox lives in a shadow root of its own, so it is never posted as a form field; checked (and shown) at
 * `pay-submit`, the payload carries `save_card: true` (top level, beside `payment_method`: the back end passes it on
 * as the charge's `payment_details.save_card`), and nothing otherwise.
 */
import type { PaySubmitDetail } from '../core/events';
import type { PayFormLocale } from '../core/messages';
import { html } from '../core/step-dom';
import { savedCardStyles } from './styles';
import { SAVED_CARD_TEXTS } from './texts';

/** The checkbox's element in the merchant's form. */
export const SAVE_ATTRIBUTE = 'data-pay-save-card';

export class SaveChoice {
  readonly element: HTMLElement;
  private readonly checkbox: HTMLInputElement;
  private readonly words: Text;

  constructor(
    document: Document,
    locale: PayFormLocale,
    private readonly host: HTMLElement,
  ) {
    this.element = html(document, 'div', { [SAVE_ATTRIBUTE]: '' });
    const root = this.element.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [savedCardStyles()];
    this.checkbox = html(document, 'input', { type: 'checkbox' });
    this.words = document.createTextNode(SAVED_CARD_TEXTS[locale].save);
    root.append(html(document, 'label', { part: 'save-card' }, [this.checkbox, this.words]));
    host.addEventListener('pay-submit', this.addChoice);
  }

  /** Worded in `locale` (the checkbox keeps its state). */
  set locale(locale: PayFormLocale) {
    this.words.data = SAVED_CARD_TEXTS[locale].save;
  }

  /** Shown only while a new card is typed (the checkbox keeps its state while hidden). */
  set shown(shown: boolean) {
    this.element.hidden = !shown;
  }

  set disabled(disabled: boolean) {
    this.checkbox.disabled = disabled;
  }

  /** Out of the form, and no longer adding to the payload. */
  remove(): void {
    this.element.remove();
    this.host.removeEventListener('pay-submit', this.addChoice);
  }

  private addChoice = (event: Event): void => {
    if (this.element.hidden || !this.element.isConnected || !this.checkbox.checked) return;
    (event as CustomEvent<PaySubmitDetail>).detail.payload.save_card = true;
  };
}
