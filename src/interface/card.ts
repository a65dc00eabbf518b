/**
 * The card rules, written once for the sandbox (charges, card tokens) and for `<pay-form>` (checks before anything is
 * sent, the brand as the buyer types). Browser-safe: no zod, no Node API (see zod-free.test.ts).
 *
 * Problems are reported as `{ field, rule }` codes, never as sentences: the sandbox phrases them for its `details`,
 * `<pay-form>` translates them for the buyer.
 */

/** The brands a card number is told as (a token's `brand`, the element's `card-brand`). */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The card fields, named as in `payment_details.card` and the card-token body. */
export const CARD_FIELDS = ['number', 'holder_name', 'exp_month', 'exp_year', 'cvv'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** What is wrong with a card field (its problem's `rule`). */
export const CARD_RULES = [
  'required', // missing or blank
  'digits', // number or CVV holding something else than digits (spaces and dashes aside, for the number)
  'length', // number not 12–19 digits, CVV not 3 (4 for Amex) digits, holder name too long
  'luhn', // number failing its check digit
  'month', // not a month 1–12
  'year', // not a 4-digit year
  'expired', // the expiry month is over (on exp_year when the year is past, else on exp_month)
] as const;
export type CardRule = (typeof CARD_RULES)[number];

export interface CardProblem {
  field: CardField;
  rule: CardRule;
}

/** A card as typed or as received: number and CVV strings of digits, month and year integers (or their digits). */
export interface CardData {
  number?: string | null;
  holder_name?: string | null;
  exp_month?: number | string | null;
  exp_year?: number | string | null;
  cvv?: string | null;
}

export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const HOLDER_NAME_MAX_LENGTH = 100;
const CVV_LENGTH = 3;
const AMEX_CVV_LENGTH = 4;
const DIGITS = /^\d+$/;
/** `MM/YY` years are this century's. */
const TWO_DIGIT_YEAR_BASE = 2000;

/**
 * Where each brand's numbers start: space-separated prefixes or `first-last` ranges, compared on the number's first
 * digits (as many as the bounds have). Brands are tried in this order, so the narrow ranges come before the wide ones:
 * Elo's ranges sit inside Visa's `4` and beside Mastercard's.
 *
 * Elo: its published BIN table. Hipercard: 606282 and 3841. Amex: 34 and 37. Mastercard: 51–55 and 2221–2720.
 */
const BIN_TABLE: [CardBrand, string][] = [
  [
    'elo',
    '401178-401179 431274 438935 451416 457393 457631-457632 504175 506699-506778 509000-509999 627780 636297 636368',
  ],
  ['elo', '650031-650033 650035-650051 650405-650439 650485-650538 650541-650598 650700-650718 650720-650727'],
  ['elo', '650901-650978 651652-651679 655000-655019 655021-655058'],
  ['hipercard', '606282 3841'],
  ['amex', '34 37'],
  ['mastercard', '51-55 2221-2720'],
  ['visa', '4'],
];

/** The table as `[brand, first, last]` rows, in order. */
const BIN_RANGES = BIN_TABLE.flatMap(([brand, ranges]) =>
  ranges.split(' ').map((range) => {
    const [first, last = first] = range.split('-');
    return [brand, first, last] as const;
  }),
);

/** The number as digits: the spaces and dashes people type (or paste) removed; anything else is kept. */
export function cardDigits(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** Luhn checksum of a digit string: every card number, test cards included, satisfies it. */
export function passesLuhn(digits: string): boolean {
  if (!DIGITS.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The brand of a number, whole or partly typed (spaces and dashes allowed). A range is only matched once the number
 * holds as many digits as its bounds: `4` reads as Visa until the sixth digit tells an Elo `401178…` apart.
 */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  const match = BIN_RANGES.find(([, first, last]) => {
    if (digits.length < first.length) return false;
    const prefix = digits.slice(0, first.length);
    return prefix >= first && prefix <= last;
  });
  return match ? match[0] : 'other';
}

/** How many digits the brand's security code has. */
export function cvvLength(brand: CardBrand): number {
  return brand === 'amex' ? AMEX_CVV_LENGTH : CVV_LENGTH;
}

/** A 2-digit year (`29`, from `MM/YY`) as its 4-digit year; a 4-digit one as it is. */
export function fullYear(year: number): number {
  return year < 100 ? TWO_DIGIT_YEAR_BASE + year : year;
}

/**
 * An autofill `cc-exp` value as month and 4-digit year: `MM/YY`, `MM/YYYY`, `M/YY`, with `/`, `-`, `.` or spaces
 * between, or the bare digits `MMYY` / `MMYYYY`. `undefined` when it is none of those (the month itself is
 * checked by `checkCard`).
 */
export function parseCardExpiry(raw: string): { month: number; year: number } | undefined {
  const text = raw.trim();
  const parts = /^(\d{1,2})\s*[/.\-\s]\s*(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(text);
  if (!parts) return undefined;
  return { month: Number(parts[1]), year: fullYear(Number(parts[2])) };
}

/** The first instant (epoch ms, UTC) a card is expired: it is valid through the last day of its expiry month. */
export function cardExpiredFromMs(month: number, year: number): number {
  return Date.UTC(year, month, 1); // month index `month` is the month after expiry
}

/** A card is valid through the last day of its expiry month (UTC, as the service counts). */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  return now.getTime() >= cardExpiredFromMs(month, year);
}

/**
 * Every problem of a card, in field order (number, holder_name, exp_month, exp_year, cvv); an empty list when it
 * may be sent. `now` decides what is expired.
 */
export function checkCard(card: CardData, now: Date = new Date()): CardProblem[] {
  const problems: CardProblem[] = [];
  const add = (field: CardField, rule: CardRule | undefined) => {
    if (rule) problems.push({ field, rule });
  };
  const number = cardDigits(card.number ?? '');
  add('number', numberRule(number));
  add('holder_name', holderNameRule(card.holder_name));
  const month = integerOf(card.exp_month);
  const year = integerOf(card.exp_year);
  // NaN (not an integer) fails every comparison: `month`, `year`.
  const monthRule = month === null ? 'required' : month >= 1 && month <= 12 ? undefined : 'month';
  const yearRule = year === null ? 'required' : year >= 1000 && year <= 9999 ? undefined : 'year';
  add('exp_month', monthRule);
  add('exp_year', yearRule);
  if (!monthRule && !yearRule && isCardExpired(month as number, year as number, now)) {
    // The input to change: the year when it is past, else the month of this year.
    add(now.getUTCFullYear() > (year as number) ? 'exp_year' : 'exp_month', 'expired');
  }
  add('cvv', cvvRule(card.cvv ?? '', cardBrand(number)));
  return problems;
}

function numberRule(digits: string): CardRule | undefined {
  if (digits === '') return 'required';
  if (!DIGITS.test(digits)) return 'digits';
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) return 'length';
  return passesLuhn(digits) ? undefined : 'luhn';
}

function holderNameRule(name: string | null | undefined): CardRule | undefined {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return 'required';
  return trimmed.length > HOLDER_NAME_MAX_LENGTH ? 'length' : undefined;
}

/** What is wrong with a security code for a card of `brand`; `undefined` when nothing is. */
export function cvvRule(cvv: string, brand: CardBrand): CardRule | undefined {
  const value = cvv.trim();
  if (value === '') return 'required';
  if (!DIGITS.test(value)) return 'digits';
  return value.length === cvvLength(brand) ? undefined : 'length';
}

/** An integer from a number or a string of digits; `null` when absent or blank; `NaN` for anything else. */
function integerOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  const text = value.trim();
  if (text === '') return null;
  return DIGITS.test(text) ? Number(text) : Number.NaN;
}
