export type PayFormLocale = 'en' | 'pt-BR';

/** Per-code replacements for the bundled texts, e.g. `{ CARD_FLOW_NOT_SUPPORTED: '…', TIMEOUT: '…' }`; `{seconds}` is filled in. */
export type PayFormMessages = Partial<Record<string, string>>;

type MessageKey =
  | 'ERROR'
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'INVALID_RESPONSE'
  | 'REDIRECT_NOT_ALLOWED'
  | 'REDIRECT_STALLED'
  | 'SESSION_UNAVAILABLE'
  | 'FRAUD_SESSION'
  | 'CARD_FLOW_NOT_SUPPORTED'
  | 'RATE_LIMIT_EXCEEDED'
  | 'RETRYING_IN'
  | 'RETRY_IN';

// Bundled rather than fetched: no extra request, and they work under a strict CSP.
const BUNDLED: Record<PayFormLocale, Record<MessageKey, string>> = {
  en: {
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
  },
  'pt-BR': {
    ERROR: 'O pagamento falhou. Tente novamente.',
    NETWORK_ERROR: 'Sem conexão com a loja. Verifique sua conexão e tente novamente.',
    TIMEOUT: 'A loja não respondeu a tempo. Tente novamente.',
    INVALID_RESPONSE: 'Resposta inesperada da loja. Tente novamente.',
    REDIRECT_NOT_ALLOWED: 'O endereço da página de pagamento não é confiável. Fale com a loja.',
    REDIRECT_STALLED: 'A página de pagamento não abriu. Tente novamente.',
    SESSION_UNAVAILABLE: 'Não foi possível iniciar uma sessão de pagamento segura. Verifique sua conexão e tente novamente.',
    FRAUD_SESSION: 'Sua sessão de pagamento segura foi renovada. Tente novamente.',
    CARD_FLOW_NOT_SUPPORTED: 'Pagamento com cartão em página segura indisponível. Escolha outra forma de pagamento.',
    RATE_LIMIT_EXCEEDED: 'Muitas tentativas de pagamento.',
    RETRYING_IN: 'Nova tentativa em {seconds} s',
    RETRY_IN: 'Tente novamente em {seconds} s',
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
