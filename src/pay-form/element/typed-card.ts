import { type CardBrand, cardBrand } from '../../interface/card';
import { TYPED_CARD_NUMBER } from '../../interface/card-display';
import { emit } from '../core/events';
import { loadCard } from '../steps/load-steps';

/**
 * The card number as the buyer types it: its brand on the host (the `card-brand` attribute, a custom state through
 * `changed`, `pay-card-brand` when it changed), whether typed in the page's input or in the secure fields' frame; and
 * the page's input shown in its brand's groups by the card's on-demand module, loaded on the first keystroke: the card
 * path carries no formatter.
 */
export class TypedCard {
  /** The brand of the number being typed, `null` while it is empty. */
  brand: CardBrand | null = null;

  constructor(
    private readonly host: HTMLElement,
    private readonly changed: () => void,
  ) {}

  /** The page's number input, typed in (or filled by the page, autofill, a password manager). */
  typed(input: HTMLInputElement | HTMLSelectElement): void {
    this.show(input.value.trim() ? cardBrand(input.value) : null);
  }

  /**
   * The number grouped by ../card/number-display. Anything else (the element's own mask after the token) loads
   * nothing; offline, the number stays as typed and is read as its digits.
   */
  group(input: HTMLInputElement): void {
    if (!TYPED_CARD_NUMBER.test(input.value)) return;
    loadCard().then(
      (card) => card.groupCardNumberInput(input),
      () => undefined,
    );
  }

  show(brand: CardBrand | null): void {
    if (brand === this.brand) return;
    this.brand = brand;
    if (brand) this.host.setAttribute('card-brand', brand);
    else this.host.removeAttribute('card-brand');
    this.changed();
    emit(this.host, 'pay-card-brand', { brand });
  }
}
