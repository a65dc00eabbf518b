/**
 * The quote of `GET {api-base}/v1/installments` (docs/service.md, "Installments"), asked from the buyer's browser with
 * the public key, as a card token is. Never throws: the quote, or why there is none.
 */
import type { InstallmentQuote } from '../../interface/installment-quote';

const QUOTE_PATH = '/v1/installments';

/** What is asked: the cash price (cents), the card's brand when known, and whether it is a debit card. */
export interface QuoteQuery {
  amount: number;
  brand?: string;
  debit: boolean;
}

/** The query string of a quote, also the key that tells a reply for the current query from a stale one. */
export function quoteSearch({ amount, brand, debit }: QuoteQuery): string {
  const search = new URLSearchParams({ amount: String(amount) });
  if (brand) search.set('brand', brand);
  if (debit) search.set('payment_method', 'debit_card');
  return search.toString();
}

/**
 * A usable quote, or a failure that may pass (no connection, the timeout, a 5xx or 429, a reply that is not a quote:
 * worth asking again) or one that lasts (another 4xx: the key or the query refused; asking again answers the same).
 */
export type QuoteAnswer = { quote: InstallmentQuote } | { failure: 'passing' | 'lasting' };

const TOO_MANY_REQUESTS = 429;
const isLasting = (status: number) => status >= 400 && status < 500 && status !== TOO_MANY_REQUESTS;

export async function requestQuote(
  apiBase: string,
  publicKey: string,
  search: string,
  timeoutMs: number,
): Promise<QuoteAnswer> {
  const controller = new AbortController();
  // A peer that never answers (nor closes): the buyer is told the installments are unavailable instead of waiting.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${apiBase.replace(/(\/v1)?\/*$/, '')}${QUOTE_PATH}?${search}`, {
      headers: { Accept: 'application/json', Authorization: `Basic ${btoa(`${publicKey}:`)}` },
      signal: controller.signal,
      redirect: 'error',
    });
    if (isLasting(response.status)) return { failure: 'lasting' };
    const body = JSON.parse(await response.text()) as { data?: InstallmentQuote } | null;
    const quote = body?.data;
    return response.ok && isQuote(quote) ? { quote } : { failure: 'passing' };
  } catch {
    return { failure: 'passing' };
  } finally {
    clearTimeout(timer);
  }
}

const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** A reply worth showing: options each with a whole count and whole cents, 1× first. */
function isQuote(quote: InstallmentQuote | undefined): quote is InstallmentQuote {
  const options = quote?.options;
  return (
    Array.isArray(options) &&
    options[0]?.installments === 1 &&
    options.every(
      (option) =>
        isCents(option.installments) &&
        isCents(option.installment_amount) &&
        isCents(option.total_amount) &&
        typeof option.monthly_rate === 'number' &&
        typeof option.cet_annual === 'number',
    )
  );
}
