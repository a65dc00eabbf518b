// Example CPF / CNPJ numbers for the console's forms, random so each click-through registers a new tax id (the service
// refuses a tax id the merchant already registered). The check digits come from the package's own rule.
import { cnpjWithCheckDigits, cpfWithCheckDigits, formatTaxId } from '../../../src/interface/tax-id';
import type { FieldSpec } from './forms';

const CPF_BASE_LENGTH = 9;
/** A CNPJ's root (8 characters) names the company; the 4 that follow number its establishments, `0001` the head office. */
const CNPJ_ROOT_LENGTH = 8;
const HEAD_OFFICE = '0001';
const DIGITS = '0123456789';
/** What an alphanumeric CNPJ's first 12 places may hold (IN RFB 2.229/2024). */
const DIGITS_AND_LETTERS = `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;

function randomChars(count: number, alphabet: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]);
  // All-equal sequences pass the arithmetic but are never issued (and are refused).
  if (chars.every((c) => c === chars[0])) chars[0] = chars[0] === DIGITS[1] ? DIGITS[2] : DIGITS[1];
  return chars.join('');
}

/** A random CPF with valid check digits, punctuated: `529.982.247-25`. */
export const randomCpf = (): string => formatTaxId(cpfWithCheckDigits(randomChars(CPF_BASE_LENGTH, DIGITS)));

/**
 * A random head-office CNPJ with valid check digits, punctuated: numeric (`11.222.333/0001-81`) or, with
 * `alphanumeric`, a root of digits and letters as the Receita issues since July 2026 (`12.ABC.345/0001-…`).
 */
export function randomCnpj(options: { alphanumeric?: boolean } = {}): string {
  const root = randomChars(CNPJ_ROOT_LENGTH, options.alphanumeric ? DIGITS_AND_LETTERS : DIGITS);
  return formatTaxId(cnpjWithCheckDigits(root + HEAD_OFFICE));
}

/**
 * How a CPF / CNPJ input behaves: letters allowed on a phone's keyboard (an alphanumeric CNPJ has them), typed in
 * capitals, neither corrected nor suggested. The service takes lower case as well.
 */
export const TAX_ID_INPUT = {
  inputmode: 'text',
  autocapitalize: 'characters',
  spellcheck: false,
  autocomplete: 'off',
} as const satisfies Partial<FieldSpec>;

/** Once typed, a tax id of a known shape is shown with its punctuation, in capitals (`12.ABC.345/01DE-35`). */
export function punctuateTaxId(event: Event): void {
  const input = event.target as HTMLInputElement;
  input.value = formatTaxId(input.value.trim());
}
