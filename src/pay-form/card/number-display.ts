/**
 * The page's own card-number input shown as the secure fields and the hosted page show theirs: in its brand's groups
 * as the buyer types (src/interface/card-display.ts). Part of the card's on-demand module
 * (../authentication/card-module, dist/cdn/pay-form-card.js), which the first keystroke in the number loads: the card path carries no formatter.
 * What is sent is unchanged: the card is read as its digits (src/interface/card.ts `cardDigits`).
 */
import { cardBrand } from '../../interface/card';
import { formatNumber, reformat, TYPED_CARD_NUMBER } from '../../interface/card-display';

/** The input types whose value may hold the groups' spaces and a caret (`type="number"` takes neither). */
const GROUPABLE_TYPES = new Set(['text', 'tel', 'search']);

/** Shows `input`'s number in groups, the caret kept after the same digit; left as typed where groups cannot fit. */
export function groupCardNumberInput(input: HTMLInputElement): void {
  if (!GROUPABLE_TYPES.has(input.type) || !TYPED_CARD_NUMBER.test(input.value)) return;
  // A maxlength sized for the digits alone would stop the buyer before the last group.
  const groupedLength = formatNumber(input.value, 0).value.length;
  if (input.maxLength >= 0 && groupedLength > input.maxLength) return;
  reformat(input, 'number', () => cardBrand(input.value));
}
