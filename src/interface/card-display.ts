/**
 * How a card is shown as it is typed, on every surface (the secure fields' frame, the hosted card page, the page's own
 * inputs under <pay-form>): the number in the groups its brand prints on the card, the expiry as `MM/YY`, the CVV as
 * digits. Only the display: the card rules are those of ./card.ts.
 */
import { CARD_NUMBER_MAX_DIGITS, cardBrand, cvvLength, parseCardExpiry, type CardBrand } from './card';
import type { SecureField } from './card-fields-protocol';
import type { Lang } from './lang';

/**
 * A card number as a buyer types or pastes it: digits, spaces and dashes. Anything else is not rewritten — the
 * element's own mask once the card is a token (`•••• 1111`), or a page's placeholder text.
 */
export const TYPED_CARD_NUMBER = /^[\d\s-]*$/;

/** Digit groups as printed on the card: Amex 4-6-5, the others 4-4-4-4 (and 3 more for 19-digit numbers). */
const GROUPS: Partial<Record<CardBrand, number[]>> = { amex: [4, 6, 5] };
const DEFAULT_GROUPS = [4, 4, 4, 4, 3];
const AMEX_DIGITS = 15;
const YEAR_DIGITS = 2;
const CENTURY = 100;

const onlyDigits = (raw: string): string => raw.replace(/\D/g, '');

/** The most digits a number of this brand has. */
export function maxNumberDigits(brand: CardBrand): number {
  return brand === 'amex' ? AMEX_DIGITS : CARD_NUMBER_MAX_DIGITS;
}

/** `digits` split into its brand's groups with spaces. */
export function groupCardNumber(digits: string, brand: CardBrand = cardBrand(digits)): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of GROUPS[brand] ?? DEFAULT_GROUPS) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** A field's new display and where the caret goes, from what the input holds and where its caret was. */
export interface Formatted {
  value: string;
  caret: number;
}

/** Keeps the caret after the same count of digits once the value is rewritten. */
function caretAfterDigits(value: string, digitsBefore: number): number {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < value.length; i += 1) {
    if (/\d/.test(value[i])) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return value.length;
}

export function formatNumber(raw: string, caret: number): Formatted {
  const all = onlyDigits(raw);
  const digits = all.slice(0, maxNumberDigits(cardBrand(all)));
  const value = groupCardNumber(digits);
  return { value, caret: caretAfterDigits(value, Math.min(onlyDigits(raw.slice(0, caret)).length, digits.length)) };
}

/** `12/34`: a card's expiry as the card shows it (a saved card's, a token's). */
export const expiryShown = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % CENTURY).padStart(YEAR_DIGITS, '0')}`;

/**
 * `MM/YY` as it is typed: a first digit above 1 is a month (`4` → `04`), the `/` comes with the third digit; a value
 * a browser fills in (`12/2029`, `1/29`) is read whole.
 */
export function formatExpiry(raw: string, caret: number): Formatted {
  const parsed = /\D/.test(raw.trim()) ? parseCardExpiry(raw) : undefined;
  if (parsed && parsed.month >= 1 && parsed.month <= 12) {
    const value = expiryShown(parsed.month, parsed.year);
    return { value, caret: value.length };
  }
  let digits = onlyDigits(raw).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  const value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  const digitsBefore = Math.min(
    onlyDigits(raw.slice(0, caret)).length + (value.startsWith('0') && !raw.startsWith('0') ? 1 : 0),
    digits.length,
  );
  return { value, caret: caretAfterDigits(value, digitsBefore) };
}

export function formatCvv(raw: string, brand: CardBrand): Formatted {
  const value = onlyDigits(raw).slice(0, cvvLength(brand));
  return { value, caret: value.length };
}

/** Rewrites an input's value in its display format, keeping the caret where the buyer was typing. */
export function reformat(input: HTMLInputElement, field: SecureField, brandOfNumber: () => CardBrand): void {
  const caret = input.selectionStart ?? input.value.length;
  const formatted: Formatted =
    field === 'number'
      ? formatNumber(input.value, caret)
      : field === 'expiry'
        ? formatExpiry(input.value, caret)
        : formatCvv(input.value, brandOfNumber());
  if (formatted.value === input.value) return;
  input.value = formatted.value;
  // Moving the caret of an input that is not focused would focus it in some engines. Its own root's focus: an input
  // in a shadow tree is not the document's active element.
  const root = input.getRootNode() as Document | ShadowRoot;
  if (root.activeElement === input) input.setSelectionRange(formatted.caret, formatted.caret);
}

/** Marks the hosted card page's form: the card fields' script formats its inputs as typed, tests find it by it. */
export const HOSTED_FORM_ATTRIBUTE = 'data-card-form';
export const HOSTED_FORM_SELECTOR = `form[${HOSTED_FORM_ATTRIBUTE}]`;

/**
 * The hosted page's saved cards: each radio carries its card's brand, and the code input marked with
 * SAVED_CODE_ATTRIBUTE takes the chosen card's code length (4 digits for an Amex), not the typed number's.
 */
export const SAVED_CARD_BRAND_ATTRIBUTE = 'data-brand';
export const SAVED_CODE_ATTRIBUTE = 'data-saved-card-code';
/** The saved cards' radios' name on the hosted page; a radio's value is a saved card's id, or HOSTED_ANOTHER_CARD. */
export const HOSTED_SAVED_CARD_FIELD = 'card_id';
/** The value of the hosted page's "Use another card" radio. */
export const HOSTED_ANOTHER_CARD = 'another';
/** The hosted page's "save this card" checkbox: checked, a captured charge keeps the typed card under its customer. */
export const HOSTED_SAVE_CARD_FIELD = 'save_card';

/**
 * The saved-card choices every surface offers in the same words (`<pay-form customer-session>` and the hosted card
 * page; the testing kit finds them by these): "Use another card", and the "save this card" checkbox, unchecked by
 * default.
 */
export const SAVED_CARD_CHOICES: Record<Lang, { another: string; save: string }> = {
  en: { another: 'Use another card', save: 'Save this card for next purchases' },
  'pt-BR': { another: 'Usar outro cartão', save: 'Salvar cartão para próximas compras' },
};

/**
 * The words before a card's last four digits when it is named aloud ("Visa ending in 4242" / "Visa final 4242"): a
 * screen reader reads "•••• 4242" as four bullets. Every surface names a saved card with them (the element's list, the
 * secure fields' code label, the hosted page's radios) and the testing kit finds a card by them.
 */
export const LAST4_WORDS = { en: 'ending in', 'pt-BR': 'final' } as const;

/** "Visa ending in 4242": a card named by its brand's name and last four digits, in `lang`. */
export const spokenCard = (brand: string, last4: string, lang: keyof typeof LAST4_WORDS): string =>
  `${brand} ${LAST4_WORDS[lang]} ${last4}`;
