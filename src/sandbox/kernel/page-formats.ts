/**
 * What every buyer page says the same way: the language it speaks and how money and days read in it.
 */
import type { Context } from 'hono';
import { formatMoney } from '../../interface/format';
import { langFrom, type Lang } from '../../interface/lang';
import type { SandboxEnv } from './env';

export type PageLang = Lang;

/**
 * The page's language, in order: `?lang=` on its address, the `lang` parameter of the store's `return_url` (the
 * store's own choice), then the browser's Accept-Language.
 */
export function pageLangOf(c: Context<SandboxEnv>, returnUrl: string | null = null): PageLang {
  const pageLang = c.req.query('lang');
  if (pageLang) return langFrom(pageLang);
  const storeLang = returnUrl ? new URL(returnUrl).searchParams.get('lang') : null;
  if (storeLang) return langFrom(storeLang);
  const first = (c.req.header('accept-language') ?? '').split(',')[0]?.split(';')[0]?.trim();
  return langFrom(first);
}

/**
 * An amount in cents as the pages write it (the one rule, src/interface/format.ts): reais the Brazilian way whatever
 * the page's language, another currency as English writes it.
 */
export const formatAmount = (amountInCents: number, currency: string): string =>
  formatMoney(amountInCents, 'en', currency);

/** A day (`YYYY-MM-DD`) as the buyer reads it: "1 December 2026" / "1 de dezembro de 2026". */
export { formatDay } from '../../interface/format';

/** A CPF or CNPJ with its usual punctuation (the shared rule, numeric and alphanumeric CNPJs alike). */
export { formatTaxId } from '../../interface/tax-id';
