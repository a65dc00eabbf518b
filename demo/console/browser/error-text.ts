// What a refusal says to the operator, in the console's language. The service writes its messages in English: in
// English they are shown as sent; in Portuguese the error code and each detail's field and rule are mapped to
// Portuguese text, and a detail no rule knows is said to be refused, with the service's words quoted apart
// (marked lang="en"), never mixed into a Portuguese sentence.
import type { ConsoleError, Detail } from './api';
import { locale, t, type Messages } from './i18n';

/** Codes the console's browser side makes itself (no service message behind them). */
const CLIENT_CODES: Record<string, (text: Messages) => string> = {
  NETWORK_ERROR: (text) => text.networkError,
  INVALID_RESPONSE: (text) => text.unreadable,
};

/** The top line of an error box. */
export function errorMessage(error: ConsoleError): string {
  const text = t();
  const own = CLIENT_CODES[error.code];
  if (own) return own(text);
  if (locale() === 'en') return error.message || text.errorUnknown;
  return text.errorCodes[error.code] ?? text.errorUnknown;
}

export interface DetailText {
  /** The detail in the console's language. */
  text: string;
  /** The service's own words, when no rule put them in the console's language. */
  original?: string;
}

type Rule = { pattern: RegExp; say: (match: RegExpExecArray, text: Messages) => string };

const docName = (type: string, text: Messages) => `“${text.documentTypes[type] ?? type}”`;
const documentProblem = (problem: string) =>
  problem.startsWith('was rejected')
    ? 'foi reprovado: confira o motivo e envie de novo'
    : problem.startsWith('has expired')
      ? 'venceu: envie uma versão atualizada'
      : 'falta';

/** Portuguese for the service's detail messages, by their rule (the sandbox's wording; docs/service.md, "Envelopes and errors"). */
const PT_RULES: readonly Rule[] = [
  { pattern: /^is required$/, say: () => 'é obrigatório' },
  { pattern: /^is not an accepted field$/, say: () => 'não é um campo aceito' },
  {
    pattern: /^must be a whole number from (\d+) to (\d+)$/,
    say: (m) => `deve ser um número inteiro de ${m[1]} a ${m[2]}`,
  },
  { pattern: /^must be at most (\d+) characters$/, say: (m) => `deve ter no máximo ${m[1]} caracteres` },
  {
    pattern: /^Too big: expected string to have <=(\d+) characters$/,
    say: (m) => `deve ter no máximo ${m[1]} caracteres`,
  },
  {
    pattern: /^Too small: expected string to have >=(\d+) characters?$/,
    say: (m) => `deve ter ao menos ${m[1]} caractere(s)`,
  },
  { pattern: /^(Invalid email address|must be an e-mail address)$/i, say: () => 'não é um e-mail válido' },
  { pattern: /^(Invalid URL|must be an? (https? )?URL.*)$/i, say: () => 'não é uma URL válida' },
  { pattern: /^date_from must not be after date_to$/, say: () => 'a data inicial não pode ser depois da final' },
  { pattern: /^at least one address is required$/, say: () => 'é preciso ao menos um endereço' },
  {
    pattern: /^a pj submerchant needs at least one legal representative$/,
    say: () => 'uma pessoa jurídica precisa de ao menos um sócio',
  },
  {
    pattern: /^company document (\w+) (.+)$/,
    say: (m, text) => `o documento da empresa ${docName(m[1], text)} ${documentProblem(m[2])}`,
  },
  {
    pattern: /^required document (\w+) (.+)$/,
    say: (m, text) => `o documento ${docName(m[1], text)} ${documentProblem(m[2])}`,
  },
  {
    pattern: /^partner (.+)'s document (\w+) (.+)$/,
    say: (m, text) => `o documento ${docName(m[2], text)} do sócio ${m[1]} ${documentProblem(m[3])}`,
  },
  { pattern: /^is already registered as submerchant (\S+)$/, say: (m) => `já está cadastrado na subconta ${m[1]}` },
  {
    pattern: /^one address must stay primary/,
    say: () => 'um endereço precisa continuar principal: marque outro como principal antes',
  },
  { pattern: /^is not a Brazilian state/, say: () => 'não é uma UF do Brasil' },
  { pattern: /^must be a Brazilian CEP/, say: () => 'deve ser um CEP, por exemplo 01310-100' },
  { pattern: /^is already past/, say: () => 'já passou: envie um documento ainda válido' },
];

/** English keeps the service's words, with a document type named in words rather than by its code. */
const EN_RULES: readonly Rule[] = [
  {
    pattern: /^(company|required) document (\w+) (.+)$/,
    say: (m, text) => `${m[1]} document ${docName(m[2], text)} ${m[3]}`,
  },
  {
    pattern: /^partner (.+)'s document (\w+) (.+)$/,
    say: (m, text) => `partner ${m[1]}’s document ${docName(m[2], text)} ${m[3]}`,
  },
];

/** One detail of a refusal, in the console's language. */
export function detailText(detail: Detail): DetailText {
  const text = t();
  if (locale() === 'en') {
    for (const rule of EN_RULES) {
      const match = rule.pattern.exec(detail.message);
      if (match) return { text: rule.say(match, text) };
    }
    return { text: detail.message };
  }
  for (const rule of PT_RULES) {
    const match = rule.pattern.exec(detail.message);
    if (match) return { text: rule.say(match, text) };
  }
  return { text: text.detailUnknown, original: detail.message };
}

/** A field path of the service (`tax_id`, `documents.contrato_social`, `addresses`) as the words a form shows for it. */
export function fieldWords(path: string): string {
  const text = t();
  const parts = path.split('.');
  if (path === ROOT_PATH) return '';
  if (parts[0] === 'legal_representatives') {
    const type = parts.at(-2) === 'documents' ? parts.at(-1) : undefined;
    return type ? `${text.partners} · ${text.documentTypes[type] ?? type}` : text.partners;
  }
  if (parts[0] === 'documents' && parts[1]) return text.documentTypes[parts[1]] ?? parts[1];
  const named = text.fieldNames[parts[0]];
  const row = parts.find((part) => /^\d+$/.test(part));
  const words = named ?? parts[0].replace(/_/g, ' ');
  return row === undefined ? words : `${words} ${Number(row) + 1}`;
}

/** The path the service gives a refusal of the whole request, not of one field. */
const ROOT_PATH = '(root)';
