/**
 * The frame's code-only mode (docs/service.md, "Secure card fields"): a returning buyer chose a card the service
 * keeps, and types its security code alone. The page names the card (id, brand, last 4 digits, never more); the
 * number and expiry leave the form, and the code is asked for that card, as long as its brand's.
 */
import { cvvLength, cvvRule, type CardBrand } from '../interface/card';
import { spokenCard } from '../interface/card-display';
import type {
  FieldsLang,
  FieldsState,
  RefusedFields,
  SavedCardChoice,
  SecureField,
} from '../interface/card-fields-protocol';
import type { BuiltFields } from './fields';
import { BRAND_NAMES, FIELDS_TEXT } from './texts';

/** The longest code a typed card may have, whatever brand its number turns out to be. */
const LONGEST_CVV = cvvLength('amex');

/** The code's label for `card`: "Security code for Visa ending in 4242" (read aloud as written). */
export function savedCvvLabel(lang: FieldsLang, card: SavedCardChoice): string {
  const text = FIELDS_TEXT[lang];
  const name = BRAND_NAMES[card.brand]?.[0] ?? text.card;
  return text.savedCvv.replace('{card}', spokenCard(name, card.last4, lang));
}

/**
 * Takes the number and expiry out of the document for `card` (so neither autofill, a screen reader nor the layout
 * finds them) and fits the code to its brand; `null` puts them back in their places.
 */
export function showCardEntry(fields: BuiltFields, card: SavedCardChoice | null): void {
  const { form, row, wrappers, inputs } = fields;
  inputs.cvv.maxLength = card ? cvvLength(card.brand) : LONGEST_CVV;
  if (card) {
    wrappers.number.remove();
    wrappers.expiry.remove();
    return;
  }
  form.prepend(wrappers.number);
  row.prepend(wrappers.expiry);
}

/** The problem of the code for a card of `brand`, as a refusal of a token request (nothing when it may be sent). */
export function savedCardRefusals(cvv: HTMLInputElement, brand: CardBrand): RefusedFields {
  const rule = cvvRule(cvv.value, brand);
  return rule ? { cvv: rule } : {};
}

/**
 * The state the page is told in code-only mode: the saved card's brand, never empty (a card is chosen, so the page
 * shows its brand and quotes its installments before the code is typed), complete once the code is valid; its problem
 * shows under the full fields' rule (once left with something typed, or after a token was asked for).
 */
export function savedCardState(
  cvv: HTMLInputElement,
  brand: CardBrand,
  shown: ReadonlySet<SecureField>,
  focused: SecureField | null,
): FieldsState {
  const refused = savedCardRefusals(cvv, brand);
  return {
    brand,
    complete: !refused.cvv,
    empty: false,
    errors: refused.cvv && shown.has('cvv') ? { cvv: refused.cvv } : {},
    focused,
  };
}
