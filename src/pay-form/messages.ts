export type PayFormLocale = 'en' | 'pt-BR';

/** Per-code replacements for the bundled texts, e.g. `{ CARD_FLOW_NOT_SUPPORTED: '…', TIMEOUT: '…' }`; `{seconds}` is filled in. */
export type PayFormMessages = Partial<Record<string, string>>;

type MessageKey =
  | 'ERROR'
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'INVALID_RESPONSE'
  | 'REDIRECT_NOT_ALLOWED'
  | 'SESSION_UNAVAILABLE'
  | 'FRAUD_SESSION'
  | 'CARD_FLOW_NOT_SUPPORTED'
  | 'RATE_LIMIT_EXCEEDED'
  | 'RETRYING_IN'
  | 'RETRY_IN';

// Bundled rather than fetched: no extra request, and they work under a strict CSP.
const BUNDLED: Record<PayFormLocale, Record<MessageKey, string>> = {
  en: {
    ERROR: 'The payment could not be completed. Please try again.',
    NETWORK_ERROR: 'We could not reach the store. Check your connection and try again.',
    TIMEOUT: 'The store took too long to answer. Please try again.',
    INVALID_RESPONSE: 'The store sent an unexpected answer. Please try again.',
    REDIRECT_NOT_ALLOWED: 'The payment page address is not trusted, so it was not opened. Please contact the store.',
    SESSION_UNAVAILABLE: 'We could not start a secure payment session. Check your connection and try again.',
    FRAUD_SESSION: 'Your secure payment session could not be used. A new one is ready: please try again.',
    CARD_FLOW_NOT_SUPPORTED: 'This store cannot take card payments on the secure payment page right now. Please choose another payment method.',
    RATE_LIMIT_EXCEEDED: 'Too many payment attempts right now.',
    RETRYING_IN: 'Trying again in {seconds} s',
    RETRY_IN: 'You can try again in {seconds} s',
  },
  'pt-BR': {
    ERROR: 'Não foi possível concluir o pagamento. Tente novamente.',
    NETWORK_ERROR: 'Não foi possível falar com a loja. Verifique sua conexão e tente novamente.',
    TIMEOUT: 'A loja demorou demais para responder. Tente novamente.',
    INVALID_RESPONSE: 'A loja enviou uma resposta inesperada. Tente novamente.',
    REDIRECT_NOT_ALLOWED: 'O endereço da página de pagamento não é confiável e não foi aberto. Fale com a loja.',
    SESSION_UNAVAILABLE: 'Não foi possível iniciar uma sessão de pagamento segura. Verifique sua conexão e tente novamente.',
    FRAUD_SESSION: 'Não foi possível usar sua sessão de pagamento segura. Uma nova está pronta: tente novamente.',
    CARD_FLOW_NOT_SUPPORTED: 'Esta loja não pode receber cartão na página de pagamento segura agora. Escolha outra forma de pagamento.',
    RATE_LIMIT_EXCEEDED: 'Muitas tentativas de pagamento no momento.',
    RETRYING_IN: 'Nova tentativa em {seconds} s',
    RETRY_IN: 'Você pode tentar de novo em {seconds} s',
  },
};

// Codes whose bundled text is clearer for a buyer than whatever the back end wrote.
const LOCAL_FIRST = new Set<string>(['FRAUD_SESSION', 'CARD_FLOW_NOT_SUPPORTED', 'RATE_LIMIT_EXCEEDED']);

/** `pt`, `pt-BR`, `pt-PT`… → `pt-BR`; anything else → `en`. */
export function toLocale(tag: string | null | undefined): PayFormLocale {
  return /^pt\b/i.test(tag ?? '') ? 'pt-BR' : 'en';
}

/** The `locale` attribute, else the nearest `lang` up the tree, else the document's. */
export function localeOf(element: Element, explicit?: string): PayFormLocale {
  return toLocale(explicit || element.closest('[lang]')?.getAttribute('lang') || element.ownerDocument.documentElement.lang);
}

/**
 * The text shown for `code`: the merchant's override for that exact code (or its family, such as
 * `FRAUD_SESSION` for every `FRAUD_SESSION_*`), then the bundled text for codes the element knows
 * better, then the back end's own message, then a bundled generic one.
 */
export function messageFor(
  code: string,
  locale: PayFormLocale,
  overrides: PayFormMessages = {},
  serverMessage?: string,
  seconds?: number,
): string {
  const key = (/^FRAUD_SESSION_/.test(code) ? 'FRAUD_SESSION' : code) as MessageKey;
  const bundled: string | undefined = BUNDLED[locale][key];
  const text =
    overrides[code] ?? overrides[key] ?? (LOCAL_FIRST.has(key) ? bundled : serverMessage) ?? bundled ?? BUNDLED[locale].ERROR;
  return text.replace('{seconds}', String(seconds ?? ''));
}
