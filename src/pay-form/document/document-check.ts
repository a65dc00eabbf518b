/**
 * The buyer's CPF or CNPJ checked and shown formatted, with the one rule of src/interface/tax-id.ts (numeric and
 * alphanumeric CNPJs, lower case accepted). The on-demand document module (dist/cdn/pay-form-document.js; the ES
 * entry's own chunk), so the card path carries neither the rule nor its texts: ./document-input.ts loads it when a form
 * holds a document input.
 */
import { CNPJ_LENGTH, CPF_LENGTH, formatTaxId, normalizeTaxId, taxIdKind } from '../../interface/tax-id';
import type { Refusal } from '../core/conclusion';
import type { PayFormLocale, PayFormMessages } from '../core/messages';

/** What the check needs of the element: its language and its texts (the element's steps part carries them). */
export interface DocumentContext {
  readonly locale: PayFormLocale;
  readonly host: { readonly messages: PayFormMessages };
}

/**
 * Why a document is refused. Rule codes of their own (none of the card's), so that the element shows these texts and
 * a page overrides them by `<field>.<rule>` in `messages`, e.g. `customer.document.tax_id_missing`.
 */
export type DocumentRule = 'tax_id_missing' | 'tax_id_length' | 'tax_id_digits';

const en: Record<DocumentRule | 'summary', string> = {
  tax_id_missing: 'Enter your CPF or CNPJ.',
  tax_id_length: 'A CPF has 11 digits, a CNPJ 14 characters.',
  tax_id_digits: 'This CPF or CNPJ is not valid.',
  summary: 'Check your CPF or CNPJ.',
};

type DocumentTexts = typeof en;

const ptBR: DocumentTexts = {
  tax_id_missing: 'Informe seu CPF ou CNPJ.',
  tax_id_length: 'O CPF tem 11 dígitos, o CNPJ 14 caracteres.',
  tax_id_digits: 'Este CPF ou CNPJ não é válido.',
  summary: 'Confira seu CPF ou CNPJ.',
};

const DOCUMENT_TEXTS: Record<PayFormLocale, DocumentTexts> = { en, 'pt-BR': ptBR };

/** The rule `raw` breaks, or `undefined` when it may go: empty is refused only where the document is `required`. */
export function documentRule(raw: string, required: boolean): DocumentRule | undefined {
  const value = normalizeTaxId(raw);
  if (!value) return required ? 'tax_id_missing' : undefined;
  if (value.length !== CPF_LENGTH && value.length !== CNPJ_LENGTH) return 'tax_id_length';
  return taxIdKind(value) ? undefined : 'tax_id_digits';
}

/**
 * Why the document input's value may not go (`undefined`: it may): a `DOCUMENT_INVALID` refusal of that input.
 * Worded in the element's language; the page's `messages` first, by `<field>.<rule>`, `<field>`, and
 * `DOCUMENT_INVALID` for the summary in the live region.
 */
export function checkDocumentInput(
  input: HTMLInputElement,
  required: boolean,
  { locale, host }: DocumentContext,
): Refusal | undefined {
  const rule = documentRule(input.value, required);
  if (!rule) return undefined;
  const field = input.name;
  const overrides = host.messages;
  const texts = DOCUMENT_TEXTS[locale];
  const message = overrides[`${field}.${rule}`] ?? overrides[field] ?? texts[rule];
  return {
    kind: 'refused',
    code: 'DOCUMENT_INVALID',
    source: 'check',
    problems: [{ field, rule, message }],
    message: texts.summary,
  };
}

/** The typed document shown with its punctuation, letters in capitals (`12.ABC.345/01DE-35`); anything else as typed. */
export function formatDocumentInput(input: HTMLInputElement): void {
  const formatted = formatTaxId(input.value.trim());
  if (formatted !== input.value) input.value = formatted;
}
