/**
 * The service's hosted card page (src/sandbox/hosted) formats its card inputs as the buyer types, with the frame's own
 * rules (src/interface/card-display.ts): the number in its brand's groups, the expiry with its slash, the CVV as digits. The page works
 * without it; the server reads the values however they are spaced.
 */
import { cardBrand, type CardBrand } from '../interface/card';
import type { SecureField } from '../interface/card-fields-protocol';
import { reformat, SAVED_CARD_BRAND_ATTRIBUTE, SAVED_CODE_ATTRIBUTE } from '../interface/card-display';

/** The hosted form's inputs by the autofill token each carries. */
const FIELD_OF_TOKEN: Record<string, SecureField> = { 'cc-number': 'number', 'cc-exp': 'expiry', 'cc-csc': 'cvv' };

export function formatAsTyped(form: HTMLFormElement): void {
  const number = form.querySelector<HTMLInputElement>('input[autocomplete="cc-number"]');
  const brandOfNumber = () => cardBrand(number?.value ?? '');
  // A saved card's code: the chosen card's brand (the number input belongs to "Use another card").
  const brandOfSaved = () =>
    (form.querySelector(`[${SAVED_CARD_BRAND_ATTRIBUTE}]:checked`)?.getAttribute(SAVED_CARD_BRAND_ATTRIBUTE) ??
      'other') as CardBrand;
  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input[autocomplete]'))) {
    // The attribute, not the `autocomplete` property: Firefox answers '' there for tokens it does not fill (cc-csc).
    const field = FIELD_OF_TOKEN[input.getAttribute('autocomplete') ?? ''];
    if (!field) continue;
    const brandOf = input.hasAttribute(SAVED_CODE_ATTRIBUTE) ? brandOfSaved : brandOfNumber;
    input.addEventListener('input', () => reformat(input, field, brandOf));
    // A value the page was served with (kept after a refused field) or the browser restored.
    reformat(input, field, brandOf);
  }
}
