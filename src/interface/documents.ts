/**
 * Brazilian tax ids in payloads (docs/service.md, "Tax ids"): the refusals worded for `details` and the zod schemas.
 * The rules themselves (normalising, check digits, formatting) are the zod-free ones of ./tax-id, re-exported here.
 */
import { z } from 'zod';
import { CNPJ_LENGTH, CPF_LENGTH, isValidCnpj, isValidCpf, normalizeTaxId, type TaxIdKind } from './tax-id';

export * from './tax-id';

const KIND_NAMES: Record<TaxIdKind, string> = {
  cpf: 'a CPF (11 digits)',
  cnpj: 'a CNPJ (14 digits, or alphanumeric: 12 letters or digits then 2 digits)',
};

/** Why `raw` is not an acceptable tax id of the wanted kind(s), or `undefined` when it is. */
export function taxIdProblem(raw: string, accepted: readonly TaxIdKind[]): string | undefined {
  const value = normalizeTaxId(raw);
  const names = accepted.map((kind) => KIND_NAMES[kind]).join(' or ');
  if (!/^[0-9A-Z]*$/.test(value)) {
    const characters = accepted.includes('cnpj') ? 'letters A–Z, digits' : 'digits';
    return `must be ${names}: only ${characters} and the separators . / - are allowed`;
  }
  const kindByLength: TaxIdKind | undefined =
    value.length === CPF_LENGTH ? 'cpf' : value.length === CNPJ_LENGTH ? 'cnpj' : undefined;
  if (!kindByLength || !accepted.includes(kindByLength)) {
    return `must be ${names}; got ${value.length} ${/^\d*$/.test(value) ? 'digits' : 'characters'}`;
  }
  if (kindByLength === 'cpf') {
    if (!/^\d+$/.test(value)) return 'is not a valid CPF: a CPF has only digits';
    return isValidCpf(value) ? undefined : 'is not a valid CPF: the check digits do not match';
  }
  if (!/\d\d$/.test(value)) return 'is not a valid CNPJ: its last two characters, the check digits, are always digits';
  return isValidCnpj(value) ? undefined : 'is not a valid CNPJ: the check digits do not match';
}

const TAX_ID_MAX_LENGTH = 64;

/**
 * What a payload may send where a tax id goes, for the OpenAPI document (the check digits are code, applied by
 * the schemas below): letters, digits and the separators, in any case.
 */
const TAX_ID_INPUT = {
  description:
    'A CPF (11 digits) or a CNPJ (14 digits, or alphanumeric since July 2026: 12 letters A–Z or digits, then 2 ' +
    'digits), with valid check digits. `.`, `/`, `-` and spaces are stripped and letters upper-cased: ' +
    '`529.982.247-25`, `11.222.333/0001-81`, `12.abc.345/01de-35` are stored as `52998224725`, `11222333000181`, ' +
    '`12ABC34501DE35`.',
  pattern: '^[0-9A-Za-z./\\s-]+$',
};

/** A tax id field as received, before its rules: a string of bounded length, described for the OpenAPI document. */
export const taxIdText = () => z.string().max(TAX_ID_MAX_LENGTH).meta(TAX_ID_INPUT);

const taxIdSchema = (accepted: readonly TaxIdKind[]) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .max(TAX_ID_MAX_LENGTH, 'is too long for a tax id')
    .superRefine((raw, ctx) => {
      // One message per mistake: an over-long value already has its own.
      const problem = raw.length > TAX_ID_MAX_LENGTH ? undefined : taxIdProblem(raw, accepted);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeTaxId)
    .meta(TAX_ID_INPUT);

/** A CPF with or without punctuation; parses to its 11 digits. */
export const cpfSchema = /* @__PURE__ */ taxIdSchema(['cpf']);
/** A CNPJ, numeric or alphanumeric, with or without punctuation, in any case; parses to its 14 characters. */
export const cnpjSchema = /* @__PURE__ */ taxIdSchema(['cnpj']);
/** A CPF or a CNPJ with or without punctuation, in any case; parses to its digits (and upper-case letters). */
export const cpfOrCnpjSchema = /* @__PURE__ */ taxIdSchema(['cpf', 'cnpj']);
