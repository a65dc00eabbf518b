/**
 * The saved cards as a radio group, placed in the merchant's form above the card entry: each card (brand, "•••• 4242",
 * expiry; its radio named "Visa ending in 4242, expires 12/34") with its Remove control, then "Use another card". It
 * lives in a shadow root of its own: its radios belong to no form (they are never posted, natively or as JSON) and
 * still move with the arrow keys as one group. Remove asks
 * in place ("Remove Visa ending in 4242?", Remove or Keep, focus on Keep), then the removal is said politely, or its
 * failure in place. What a choice or a removal means is the caller's (./saved-cards.ts).
 */
import type { SavedCard } from '../../interface/customer';
import type { PayFormLocale } from '../core/messages';
import { html, say, uniqueId } from '../core/step-dom';
import { savedCardStyles } from './styles';
import { expiryShown } from '../../interface/card-display';
import { brandName, cardName, maskedDigits, SAVED_CARD_TEXTS } from './texts';

/** The list's element in the merchant's form (found by tests and by a page's own styles). */
export const LIST_ATTRIBUTE = 'data-pay-saved-cards';

export interface CardListActions {
  /** The buyer chose a card (`null`: "Use another card"). */
  choose(card: SavedCard | null): void;
  /** Removes the card at the service; `true` once it is gone. */
  remove(card: SavedCard): Promise<boolean>;
}

interface Row {
  card: SavedCard;
  element: HTMLElement;
  radio: HTMLInputElement;
}

export class CardList {
  /** The element placed in the form. */
  readonly element: HTMLElement;
  private readonly fieldset: HTMLFieldSetElement;
  private readonly another: HTMLInputElement;
  private readonly notice: HTMLElement;
  private readonly group = uniqueId('pay-saved-card');
  private rows: Row[] = [];

  constructor(
    document: Document,
    cards: SavedCard[],
    private readonly locale: PayFormLocale,
    private readonly actions: CardListActions,
  ) {
    const texts = SAVED_CARD_TEXTS[locale];
    this.element = html(document, 'div', { [LIST_ATTRIBUTE]: '' });
    const root = this.element.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [savedCardStyles()];
    this.another = this.radio(document, '');
    this.rows = cards.map((card) => this.row(document, card));
    this.fieldset = html(document, 'fieldset', { part: 'saved-cards' }, [
      html(document, 'legend', { part: 'saved-cards-legend' }, [texts.legend]),
      ...this.rows.map((row) => row.element),
      html(document, 'label', { part: 'saved-card another-card' }, [
        this.another,
        html(document, 'span', {}, [texts.another]),
      ]),
    ]);
    this.notice = html(document, 'p', { role: 'status', part: 'saved-cards-notice' });
    root.append(this.fieldset, this.notice);
  }

  /** The chosen card (`null`: another card). */
  get chosen(): SavedCard | null {
    return this.rows.find((row) => row.radio.checked)?.card ?? null;
  }

  /** The cards listed (those removed meanwhile are gone). */
  get cards(): SavedCard[] {
    return this.rows.map((row) => row.card);
  }

  /** Checks `card`'s radio (`null`: "Use another card") and tells the caller, unless `tell` is false. */
  check(card: SavedCard | null, tell = true): void {
    const radio = this.rows.find((row) => row.card === card)?.radio ?? this.another;
    radio.checked = true;
    if (tell) this.actions.choose(card);
  }

  /** Focus on the chosen radio (the arrow keys' starting point). */
  focus(): void {
    (this.rows.find((row) => row.radio.checked)?.radio ?? this.another).focus();
  }

  /** Nothing can be chosen or removed while a payment is in progress. */
  set disabled(disabled: boolean) {
    this.fieldset.disabled = disabled;
  }

  private radio(document: Document, value: string): HTMLInputElement {
    const radio = html(document, 'input', { type: 'radio', name: this.group, value });
    radio.addEventListener('change', () => {
      if (radio.checked) this.actions.choose(this.rows.find((row) => row.radio === radio)?.card ?? null);
    });
    return radio;
  }

  private row(document: Document, card: SavedCard): Row {
    const texts = SAVED_CARD_TEXTS[this.locale];
    const name = cardName(card, this.locale);
    const radio = this.radio(document, card.id);
    const expiry = expiryShown(card.exp_month, card.exp_year);
    radio.setAttribute('aria-label', texts.radioName(name, expiry));
    const label = html(document, 'label', { part: 'saved-card-label' }, [
      radio,
      // The dots and digits never part on a narrow screen.
      html(document, 'span', { part: 'saved-card-name' }, [
        brandName(card, this.locale),
        ' ',
        html(document, 'span', { part: 'saved-card-digits' }, [maskedDigits(card)]),
      ]),
      ' ',
      html(document, 'span', { part: 'saved-card-expiry' }, [texts.expires(expiry)]),
    ]);
    const problem = html(document, 'p', { id: uniqueId('pay-saved-card-problem'), part: 'saved-card-problem' });
    const removeButton = html(
      document,
      'button',
      { type: 'button', part: 'remove-card', 'aria-label': texts.removeCard(name), 'aria-describedby': problem.id },
      [texts.remove],
    );
    const question = html(document, 'p', { id: uniqueId('pay-saved-card-confirm') }, [texts.confirm(name)]);
    const confirmButton = html(document, 'button', { type: 'button', part: 'confirm-remove' }, [texts.remove]);
    const keepButton = html(document, 'button', { type: 'button', part: 'keep-card' }, [texts.keep]);
    const confirm = html(
      document,
      'div',
      { role: 'group', 'aria-labelledby': question.id, part: 'remove-confirm', hidden: '' },
      [question, confirmButton, keepButton],
    );
    const element = html(document, 'div', { part: 'saved-card' }, [label, removeButton, confirm, problem]);
    const row: Row = { card, element, radio };
    const asking = (ask: boolean) => {
      confirm.hidden = !ask;
      removeButton.hidden = ask;
      (ask ? keepButton : removeButton).focus();
    };
    removeButton.addEventListener('click', () => {
      problem.textContent = '';
      asking(true);
    });
    keepButton.addEventListener('click', () => asking(false));
    confirm.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || confirmButton.disabled) return;
      event.preventDefault();
      asking(false);
    });
    confirmButton.addEventListener('click', async () => {
      confirmButton.disabled = keepButton.disabled = true;
      confirm.setAttribute('aria-busy', 'true');
      const removed = await this.actions.remove(card);
      confirmButton.disabled = keepButton.disabled = false;
      confirm.removeAttribute('aria-busy');
      if (removed) return this.removed(row);
      asking(false);
      say(problem, texts.removeFailed(name));
    });
    return row;
  }

  /** A removed card leaves the list; a chosen one hands the choice to the next card, else to another card. */
  private removed(row: Row): void {
    const wasChosen = row.radio.checked;
    row.element.remove();
    this.rows = this.rows.filter((other) => other !== row);
    say(this.notice, SAVED_CARD_TEXTS[this.locale].removed(cardName(row.card, this.locale)));
    if (wasChosen) this.check(this.rows[0]?.card ?? null);
    // Focus stays in the group.
    this.focus();
  }
}
