/**
 * Brazilian tax ids (docs/service.md, "Tax ids"): the CPF of a person (11 digits) and the CNPJ of a company (14
 * characters). Since July 2026 the Receita Federal also issues alphanumeric CNPJs (IN RFB 2.229/2024): 12 digits or
 * letters `A`–`Z`, then 2 check digits; the numeric ones stay valid.
 *
 * Zod-free and small on purpose: `<pay-form>` and the console import these into browser bundles. The zod schemas
 * and the worded refusals are in ./documents.
 */

export type TaxIdKind = 'cpf' | 'cnpj';

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

/** A CPF as stored: 11 digits. */
const CPF_SHAPE = /^\d{11}$/;
/** A CNPJ as stored: 12 digits or upper-case letters, then 2 digits (letters never in the check-digit places). */
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;
/** A tax id as the service stores and returns it: a CPF's 11 digits or a CNPJ's 14 characters, upper case. */
export const STORED_TAX_ID_PATTERN = /^(?:\d{11}|[0-9A-Z]{12}\d{2})$/;

/**
 * Strips the usual punctuation (`.`, `/`, `-`) and whitespace and upper-cases the letters a–z:
 * `529.982.247-25` → `52998224725`, `12.abc.345/01de-35` → `12ABC34501DE35`. Any other character stays, so
 * validation can refuse it. Only ASCII letters: `toUpperCase` turns `ſ`, `ı`, `ß`, `ﬁ` into `S`, `I`, `SS`, `FI`,
 * and would make a CNPJ of them (13 characters read as 14 with `ß`).
 */
export function normalizeTaxId(raw: string): string {
  return raw.replace(/[./\-\s]/g, '').replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

// A character's value is its ASCII code minus that of '0': digits are 0–9, 'A' is 17 … 'Z' is 42.
const ZERO_CODE = 48;

// Both check digits use the same modulo-11 rule: remainder below 2 gives 0, otherwise 11 − remainder.
function mod11CheckDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += (chars.charCodeAt(i) - ZERO_CODE) * weights[i];
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The base followed by its two check digits; the second digit's weights also cover the first check digit. */
function withCheckDigits(base: string, weights: readonly number[]): string {
  const first = base + mod11CheckDigit(base, weights.slice(1));
  return first + mod11CheckDigit(first, weights);
}

// The second check digit's weights; the first one's are the same list without its head.
const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

// Sequences such as 000.000.000-00 or 11.111.111/1111-11 pass the arithmetic but are never issued.
const isRepeatedDigit = (value: string) => /^(\d)\1*$/.test(value);

/** A CPF completed from its first 9 digits: `529982247` → `52998224725`. */
export const cpfWithCheckDigits = (base: string): string => withCheckDigits(base, CPF_WEIGHTS);

/** A CNPJ completed from its first 12 characters (digits or upper-case letters): `12ABC34501DE` → `12ABC34501DE35`. */
export const cnpjWithCheckDigits = (base: string): string => withCheckDigits(base, CNPJ_WEIGHTS);

/** True for exactly 11 digits (already normalised) with both check digits right. */
export function isValidCpf(value: string): boolean {
  return CPF_SHAPE.test(value) && !isRepeatedDigit(value) && cpfWithCheckDigits(value.slice(0, 9)) === value;
}

/** True for a normalised CNPJ, numeric or alphanumeric, with both check digits right. */
export function isValidCnpj(value: string): boolean {
  return CNPJ_SHAPE.test(value) && !isRepeatedDigit(value) && cnpjWithCheckDigits(value.slice(0, 12)) === value;
}

/** The kind of a normalised, VALID tax id; `undefined` for anything that is neither a valid CPF nor CNPJ. */
export function taxIdKind(value: string): TaxIdKind | undefined {
  if (isValidCpf(value)) return 'cpf';
  if (isValidCnpj(value)) return 'cnpj';
  return undefined;
}

/** True when `raw`, punctuated or not, in any case, is a valid tax id of one of the `accepted` kinds. */
export function isValidTaxId(raw: string, accepted: readonly TaxIdKind[] = ['cpf', 'cnpj']): boolean {
  const kind = taxIdKind(normalizeTaxId(raw));
  return kind !== undefined && accepted.includes(kind);
}

/**
 * A CPF or CNPJ with its usual punctuation, `529.982.247-25` or `12.ABC.345/01DE-35`, whatever punctuation and case
 * it came in; anything else (a wrong length, a stray character) as it came. It does not check the check digits.
 */
export function formatTaxId(raw: string): string {
  const value = normalizeTaxId(raw);
  if (CPF_SHAPE.test(value)) return value.replace(/^(.{3})(.{3})(.{3})(.{2})$/, '$1.$2.$3-$4');
  if (CNPJ_SHAPE.test(value)) return value.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
  return raw;
}
