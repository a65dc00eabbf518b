import { TYPED_CARD_NUMBER } from '../../interface/card-display';
import { loadAuthentication } from '../steps/load-steps';

/**
 * The page's own number input changed: a number as the buyer types it is shown in its brand's groups by the card's
 * on-demand module (./number-display), loaded on the first keystroke so that the card path carries no formatter.
 * Anything else (the element's own mask after the token) loads nothing.
 */
export function groupTypedNumber(input: HTMLInputElement): void {
  if (!TYPED_CARD_NUMBER.test(input.value)) return;
  loadAuthentication().then(
    (card) => card.groupCardNumberInput(input),
    // Not loaded (offline): the number stays as typed, and is read as its digits all the same.
    () => undefined,
  );
}
