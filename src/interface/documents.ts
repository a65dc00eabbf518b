/**
 * Brazilian tax ids (docs/service.md, "Submerchants"): CPF (individuals, 11 digits) and CNPJ (companies, 14 digits).
 *
 * The plain functions at the top are zod-free so browser code can use them; the zod schemas at the bottom are
 * marked pure, so a bundle that imports only the functions can drop them (and zod) entirely.
 */
import { z } from 'zod';

export type TaxIdKind = 'cpf' | 'cnpj';

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

/** Strips the usual punctuation (`.`, `/`, `-`) and whitespace: `529.982.247-25` → `52998224725`. */
export function normalizeTaxId(raw: string): string {
  return raw.replace(/[./\-\s]/g, '');
}

// Both check digits use the same modulo-11 rule: remainder below 2 gives 0, otherwise 11 − remainder.
function mod11CheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * weights[i];
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

// Sequences such as 000.000.000-00 or 11.111.111/1111-11 pass the arithmetic but are never issued.
const isRepeatedDigit = (digits: string) => /^(\d)\1*$/.test(digits);

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** True for exactly 11 digits (already normalised) with both check digits right. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || isRepeatedDigit(digits)) return false;
  return (
    mod11CheckDigit(digits, CPF_WEIGHTS_1) === Number(digits[9]) &&
    mod11CheckDigit(digits, CPF_WEIGHTS_2) === Number(digits[10])
  );
}

/** True for exactly 14 digits (already normalised) with both check digits right. */
export function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || isRepeatedDigit(digits)) return false;
  return (
    mod11CheckDigit(digits, CNPJ_WEIGHTS_1) === Number(digits[12]) &&
    mod11CheckDigit(digits, CNPJ_WEIGHTS_2) === Number(digits[13])
  );
}

/** The kind of a normalised, VALID tax id; `undefined` for anything that is neither a valid CPF nor CNPJ. */
export function taxIdKind(digits: string): TaxIdKind | undefined {
  if (isValidCpf(digits)) return 'cpf';
  if (isValidCnpj(digits)) return 'cnpj';
  return undefined;
}

/** Why `raw` is not an acceptable tax id of the wanted kind(s), or `undefined` when it is. */
export function taxIdProblem(raw: string, accepted: readonly TaxIdKind[]): string | undefined {
  const digits = normalizeTaxId(raw);
  const names = accepted.map((kind) => (kind === 'cpf' ? 'a CPF (11 digits)' : 'a CNPJ (14 digits)')).join(' or ');
  if (!/^\d+$/.test(digits)) return `must be ${names}: only digits and the separators . / - are allowed`;
  const kindByLength: TaxIdKind | undefined =
    digits.length === CPF_LENGTH ? 'cpf' : digits.length === CNPJ_LENGTH ? 'cnpj' : undefined;
  if (!kindByLength || !accepted.includes(kindByLength)) return `must be ${names}; got ${digits.length} digits`;
  const valid = kindByLength === 'cpf' ? isValidCpf(digits) : isValidCnpj(digits);
  return valid ? undefined : `is not a valid ${kindByLength.toUpperCase()}: the check digits do not match`;
}

const TAX_ID_MAX_LENGTH = 64;

const taxIdSchema = (accepted: readonly TaxIdKind[]) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .max(TAX_ID_MAX_LENGTH, 'is too long for a tax id')
    .superRefine((raw, ctx) => {
      // One message per mistake: an over-long value already has its own.
      const problem = raw.length > TAX_ID_MAX_LENGTH ? undefined : taxIdProblem(raw, accepted);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeTaxId);

/** A CPF with or without punctuation; parses to its 11 digits. */
export const cpfSchema = /* @__PURE__ */ taxIdSchema(['cpf']);
/** A CNPJ with or without punctuation; parses to its 14 digits. */
export const cnpjSchema = /* @__PURE__ */ taxIdSchema(['cnpj']);
/** A CPF or a CNPJ with or without punctuation; parses to its digits. */
export const cpfOrCnpjSchema = /* @__PURE__ */ taxIdSchema(['cpf', 'cnpj']);
