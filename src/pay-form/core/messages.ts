import { langFrom, type Lang } from '../../interface/lang';
import { documentLang } from '../../interface/browser/dom';
import { CARD_RULES } from '../../interface/card';

/** The element's languages: the checkout's one language rule (src/interface/lang.ts). */
export type PayFormLocale = Lang;

/** Per-code replacements for the bundled texts, e.g. `{ CARD_FLOW_NOT_SUPPORTED: '…', TIMEOUT: '…' }`; `{seconds}` is filled in. */
export type PayFormMessages = Partial<Record<string, string>>;

// Bundled rather than fetched: no extra request, and they work under a strict CSP. Strings with `{seconds}` rather than
// functions: a merchant's override (`messages`) is a string of the same form.
const en = {
  ERROR: 'The payment failed. Please try again.',
  NETWORK_ERROR: 'No connection to the store. Check your connection and try again.',
  TIMEOUT: 'The store did not answer in time. Please try again.',
  INVALID_RESPONSE: 'Unexpected answer from the store. Please try again.',
  REDIRECT_NOT_ALLOWED: 'The payment page address is not trusted. Please contact the store.',
  REDIRECT_STALLED: 'The payment page did not open. Please try again.',
  SESSION_UNAVAILABLE: 'Could not start a secure payment session. Check your connection and try again.',
  FRAUD_SESSION: 'Your secure payment session was renewed. Please try again.',
  CARD_FLOW_NOT_SUPPORTED: 'Card payment on a secure page is not available. Please choose another payment method.',
  RATE_LIMIT_EXCEEDED: 'Too many payment attempts.',
  RETRYING_IN: 'Retrying in {seconds} s',
  RETRY_IN: 'Try again in {seconds} s',
  VALIDATION_ERROR: 'Some details need correcting.',
  CARD_INVALID: 'Check the card details.',
  CARD_TOKEN: 'Please confirm the payment again.',
  CARD_SERVICE_UNAVAILABLE: 'The payment service did not answer. Please try again.',
  CARD_PAYMENT_UNAVAILABLE: 'Card payment is not available. Please contact the store.',
  MISSING_API_BASE: 'Card payment is not set up on this page. Please contact the store.',
  PAYMENT_STEP_UNAVAILABLE: 'The payment details could not be shown. Check your connection and try again.',
  PROCESSING: 'Processing…',
  PAYMENT_APPROVED: 'Payment approved',
  PAYMENT_PENDING: 'Your payment is being confirmed. Please do not pay again: the store will tell you the outcome.',
  // Shown in the Pix step while its status reads fail; here, not in the steps' module, for the room (docs/budgets.md).
};

type MessageKey = keyof typeof en;

const ptBR: Record<MessageKey, string> = {
  ERROR: 'O pagamento falhou. Tente novamente.',
  NETWORK_ERROR: 'Sem conexão com a loja. Verifique sua conexão e tente novamente.',
  TIMEOUT: 'A loja não respondeu a tempo. Tente novamente.',
  INVALID_RESPONSE: 'Resposta inesperada da loja. Tente novamente.',
  REDIRECT_NOT_ALLOWED: 'O endereço da página de pagamento não é confiável. Fale com a loja.',
  REDIRECT_STALLED: 'A página de pagamento não abriu. Tente novamente.',
  SESSION_UNAVAILABLE:
    'Não foi possível iniciar uma sessão de pagamento segura. Verifique sua conexão e tente novamente.',
  FRAUD_SESSION: 'Sua sessão de pagamento segura foi renovada. Tente novamente.',
  CARD_FLOW_NOT_SUPPORTED: 'Pagamento com cartão em página segura indisponível. Escolha outra forma de pagamento.',
  RATE_LIMIT_EXCEEDED: 'Muitas tentativas de pagamento.',
  RETRYING_IN: 'Nova tentativa em {seconds} s',
  RETRY_IN: 'Tente novamente em {seconds} s',
  VALIDATION_ERROR: 'Alguns dados precisam de correção.',
  CARD_INVALID: 'Confira os dados do cartão.',
  CARD_TOKEN: 'Confirme o pagamento novamente.',
  CARD_SERVICE_UNAVAILABLE: 'O serviço de pagamento não respondeu. Tente novamente.',
  CARD_PAYMENT_UNAVAILABLE: 'Pagamento com cartão indisponível. Fale com a loja.',
  MISSING_API_BASE: 'O pagamento com cartão não está configurado nesta página. Fale com a loja.',
  PAYMENT_STEP_UNAVAILABLE: 'Não foi possível mostrar os dados do pagamento. Verifique sua conexão e tente novamente.',
  PROCESSING: 'Processando…',
  PAYMENT_APPROVED: 'Pagamento aprovado',
  PAYMENT_PENDING: 'Seu pagamento está sendo confirmado. Não pague de novo: a loja vai informar o resultado.',
};

const BUNDLED: Record<PayFormLocale, Record<MessageKey, string>> = { en, 'pt-BR': ptBR };

/** `pt`, `pt-BR`, `pt-PT`… → `pt-BR`; anything else → `en`. */
export const toLocale: (tag: string | null | undefined) => PayFormLocale = langFrom;

/** The `locale` attribute, else the nearest `lang` up the tree, else the document's. */
export function localeOf(element: Element, explicit?: string): PayFormLocale {
  return toLocale(explicit || element.closest('[lang]')?.getAttribute('lang') || documentLang(element.ownerDocument));
}

/**
 * The text shown for `code`: the merchant's override for that exact code (or its family, such as
 * `FRAUD_SESSION` for every `FRAUD_SESSION_*`, `CARD_TOKEN` for every `CARD_TOKEN_*`), then the bundled text of every
 * code the element knows (in the page's language, where the back end's message is often English), then the back
 * end's own message, then a bundled generic one.
 */
export function messageFor(
  code: string,
  locale: PayFormLocale,
  overrides: PayFormMessages = {},
  serverMessage?: string,
  seconds?: number,
): string {
  const key = (/^(FRAUD_SESSION|CARD_TOKEN)_/.exec(code)?.[1] ?? code) as MessageKey;
  const bundled: string | undefined = BUNDLED[locale][key];
  const text =
    overrides[code] ??
    overrides[key] ??
    (key === 'ERROR' ? undefined : bundled) ??
    serverMessage ??
    BUNDLED[locale].ERROR;
  return text.replace('{seconds}', String(seconds ?? ''));
}

/**
 * Field texts by `<field>.<rule>`, then `<field>`: the card fields (expiry month and year share `exp`), and `field` for
 * any other input a refusal names. `{digits}` is the security code's length for the card's brand.
 */
const fieldTextsEn: Record<string, string> = {
  'number.required': 'Enter the card number.',
  'number.luhn': 'This card number is not valid.',
  number: 'Check the card number.',
  'holder_name.required': 'Enter the name on the card.',
  holder_name: 'Check the name on the card.',
  'exp.required': 'Enter the expiry date.',
  'exp.expired': 'This card has expired.',
  exp: 'Check the expiry date (MM/YY).',
  'cvv.required': 'Enter the security code.',
  cvv: 'The security code has {digits} digits.',
  field: 'Check this field.',
  unplaced: 'Check “{field}”.',
  phrase: 'This field {phrase}.',
  phraseUnplaced: '“{field}” {phrase}.',
};

// The service's phrases are English: a Portuguese page keeps its own words ("Confira …") and has no phrase texts.
const fieldTextsPtBR: Record<string, string> = {
  'number.required': 'Informe o número do cartão.',
  'number.luhn': 'Este número de cartão não é válido.',
  number: 'Confira o número do cartão.',
  'holder_name.required': 'Informe o nome do cartão.',
  holder_name: 'Confira o nome no cartão.',
  'exp.required': 'Informe a validade.',
  'exp.expired': 'Este cartão está vencido.',
  exp: 'Confira a validade (MM/AA).',
  'cvv.required': 'Informe o código de segurança.',
  cvv: 'O código de segurança tem {digits} dígitos.',
  field: 'Confira este campo.',
  unplaced: 'Confira “{field}”.',
};

const FIELD_TEXTS: Record<PayFormLocale, Record<string, string>> = { en: fieldTextsEn, 'pt-BR': fieldTextsPtBR };

/**
 * A detail the service wrote (a `VALIDATION_ERROR` the back end passed on) is a phrase that needs its field, such as
 * "is required" or "is not an accepted field": it starts in lower case, where a back end's own sentence starts with a
 * capital or with the field it names ("customer.email must be a valid e-mail address").
 */
const isPhrase = (message: string, field: string): boolean => /^[a-z]/.test(message) && !message.startsWith(field);

/** The element as its texts see it: the merchant's `messages`, and its `locale` (else the nearest `lang`). */
export interface MessageHost extends Element {
  locale: string;
  messages: PayFormMessages;
}

/** A field problem to word: the problem (`message`, the back end's own sentence), where it shows and for whom. */
export interface FieldMessageOptions {
  host: MessageHost;
  field: string;
  rule?: string;
  message?: string;
  /** The card field the input holds, when it is a card input. */
  cardField?: string;
  /** The security code's length for the card's brand (3 unless said). */
  digits?: number;
  /** False for a problem no input shows (it goes to the live region). */
  placed?: boolean;
}

/**
 * The text shown next to an input: the merchant's override for `<field>.<rule>` or `<field>` (in `messages`), else
 * the bundled text for the card field and rule, else a general one. The back end's own sentence (`message`) only for a
 * detail whose rule the element does not know: a card field or a card rule code is worded here, in the page's
 * language; any other rule is the merchant's, and its sentence says more than "Check this field". A service's phrase
 * (see `isPhrase`) is never shown bare: it is worded with its field ("This field is required." beside its input,
 * "“gift_code” is not an accepted field." in the live region; in Portuguese the element's own "Confira …").
 */
export function fieldMessage({
  host,
  field,
  rule,
  cardField,
  digits = 3,
  message: given,
  placed = true,
}: FieldMessageOptions): string {
  const texts = FIELD_TEXTS[localeOf(host, host.locale)];
  const known = !!cardField || (CARD_RULES as readonly (string | undefined)[]).includes(rule);
  const overrides = host.messages;
  const own = overrides[`${field}.${rule}`] ?? overrides[field];
  const phrase = !own && !known && given && isPhrase(given, field);
  if (!own && !known && given && !phrase) return given;
  // Expiry month and year share their texts (and often one `cc-exp` input).
  const group = cardField?.startsWith('exp') ? 'exp' : cardField || 'field';
  // "Check this field." beside an input; in the live region, with no input to point at, it names the field. A service's
  // phrase is worded with it; a Portuguese page has no phrase texts (the phrases are English) and keeps its own words.
  const general = ((phrase && texts[placed ? 'phrase' : 'phraseUnplaced']) || (placed ? texts.field : texts.unplaced))
    .replace('{field}', field)
    .replace('{phrase}', phrase ? given.replace(/[.\s]+$/, '') : '');
  const text = own ?? texts[`${group}.${rule}`] ?? (cardField ? texts[group] : undefined) ?? general;
  return text.replace('{digits}', String(digits));
}
