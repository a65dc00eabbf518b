/**
 * A bank boleto (cobrança) as FEBRABAN lays it out (docs/service.md, "Pix and boleto"): the 44-digit barcode
 *   bank (3) · currency 9 · general check digit (modulo 11) · due-date factor (4) · amount in cents (10) · free field (25)
 * and the 47-digit digitable line, the same digits reordered into five fields, the first three with a modulo 10 digit.
 */
import { BOLETO_AMOUNT_DIGITS, MAX_AMOUNT } from '../../interface/charge-values';

export class BoletoError extends Error {
  override readonly name = 'BoletoError';
  constructor(
    readonly code: 'INVALID_AMOUNT' | 'INVALID_DUE_DATE' | 'INVALID_OUR_NUMBER',
    message: string,
  ) {
    super(message);
  }
}

/**
 * "000": no bank has this clearing code, so no real bank app can take a sandbox boleto for a real one. Validators
 * check the digits, not the bank registry.
 */
export const SANDBOX_BANK_CODE = '000';
const CURRENCY_REAL = '9';
const FREE_FIELD_DIGITS = 25;
/** The free field (the bank's own part): the charge's 24-digit "nosso número", then one adjustment digit. */
export const OUR_NUMBER_DIGITS = 24;

const DAY_MS = 86_400_000;
/** Factor 0's day; the factor counts days from it. */
const FACTOR_BASE_UTC = Date.UTC(1997, 9, 7);
/** The factor has four digits and runs 1000–9999; after 9999 (2025-02-21) it restarted at 1000 (2025-02-22). */
const FACTOR_FIRST = 1000;
const FACTOR_CYCLE = 9000;

/** The due-date factor of `YYYY-MM-DD` (from 2000-07-03, the first day with factor 1000). */
export function dueDateFactor(dueDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  const utc = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || new Date(utc).toISOString().slice(0, 10) !== dueDate) {
    throw new BoletoError('INVALID_DUE_DATE', 'The due date must be a real date as YYYY-MM-DD.');
  }
  const days = Math.round((utc - FACTOR_BASE_UTC) / DAY_MS);
  if (days < FACTOR_FIRST) throw new BoletoError('INVALID_DUE_DATE', 'Due dates before 2000-07-03 have no factor.');
  return String(((days - FACTOR_FIRST) % FACTOR_CYCLE) + FACTOR_FIRST);
}

/** Modulo 10 (weights 2, 1 from the right; two-digit products add their digits): the digitable line's field digits. */
export function modulo10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Weighted sum for modulo 11 (weights 2 to 9 from the right, repeating), before the remainder is taken. */
function modulo11Sum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  return sum;
}

/** The barcode's general check digit: 11 − (sum mod 11), and 1 where that gives 0, 10 or 11. */
export function boletoModulo11(digits: string): number {
  const result = 11 - (modulo11Sum(digits) % 11);
  return result === 0 || result === 10 || result === 11 ? 1 : result;
}

/**
 * Remainders where bank boleto validators disagree: FEBRABAN's rule gives digit 1 for them, while some widely used
 * readers apply the utility-bill rule (digit 0). The free field's last digit steers clear of them, so every reader
 * computes the same digit.
 */
const AMBIGUOUS_REMAINDERS = new Set([0, 1]);

export interface BoletoInput {
  amountInCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** Up to 24 digits, unique to the charge (see newOurNumber). */
  ourNumber: string;
}

export interface BoletoCode {
  /** 44 digits. */
  barcode: string;
  /** 47 digits, no spaces or dots (see digitableLineGroups for display). */
  digitableLine: string;
}

/** A new 24-digit "nosso número" from random bytes: about 79 bits, so charges do not share one. */
export function newOurNumber(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(OUR_NUMBER_DIGITS)), (value) => String(value % 10)).join('');
}

function amountField(amountInCents: number): string {
  const text = String(amountInCents);
  if (!Number.isSafeInteger(amountInCents) || amountInCents <= 0 || amountInCents > MAX_AMOUNT.boleto) {
    throw new BoletoError(
      'INVALID_AMOUNT',
      `The amount must be a whole number of cents from 1 to ${MAX_AMOUNT.boleto}.`,
    );
  }
  return text.padStart(BOLETO_AMOUNT_DIGITS, '0');
}

/** The 44-digit barcode and 47-digit digitable line of a sandbox boleto. */
export function buildBoleto(input: BoletoInput): BoletoCode {
  if (!/^\d{1,24}$/.test(input.ourNumber) || /^0+$/.test(input.ourNumber)) {
    throw new BoletoError('INVALID_OUR_NUMBER', 'The number must be 1 to 24 digits, not all zeros.');
  }
  const head = SANDBOX_BANK_CODE + CURRENCY_REAL;
  const factorAndAmount = dueDateFactor(input.dueDate) + amountField(input.amountInCents);
  const ourNumber = input.ourNumber.padStart(OUR_NUMBER_DIGITS, '0');
  let freeField = '';
  for (let adjust = 0; adjust <= 9; adjust++) {
    freeField = ourNumber + String(adjust);
    if (!AMBIGUOUS_REMAINDERS.has(modulo11Sum(head + factorAndAmount + freeField) % 11)) break;
  }
  const barcode = head + String(boletoModulo11(head + factorAndAmount + freeField)) + factorAndAmount + freeField;
  return { barcode, digitableLine: digitableLineOf(barcode) };
}

/** The digitable line of a 44-digit barcode. */
export function digitableLineOf(barcode: string): string {
  const head = barcode.slice(0, 4);
  const free = barcode.slice(19, 19 + FREE_FIELD_DIGITS);
  const field1 = head + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return (
    field1 +
    modulo10(field1) +
    field2 +
    modulo10(field2) +
    field3 +
    modulo10(field3) +
    barcode[4] +
    barcode.slice(5, 19)
  );
}
