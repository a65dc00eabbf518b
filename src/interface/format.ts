/**
 * How the buyer reads money and days, one rule each, for every surface that shows them (`<pay-form>`'s installments,
 * Pix and boleto steps; the sandbox's pages and the demo may import it too). Browser-safe: `Intl` only.
 *
 * Money: reais are written the Brazilian way, `R$ 1.234,56`, in every language, as the store's prices, the buyer's
 * bank app, the boleto and the card statement write them (the buyer compares those digits); another currency is
 * written as the page's language writes it. Days: written out, day first, in the page's language (`25 November 2026`,
 * `25 de novembro de 2026`): no `11/25` vs `25/11` doubt, and the order a Brazilian document uses.
 */

const BRAZILIAN = 'pt-BR';
/** English days are written day first (as on the boleto), not the US `November 25, 2026`. */
const ENGLISH_DAYS = 'en-GB';

/** `cents` as money: `R$ 138,45` for BRL whatever `locale`; another currency (an ISO 4217 code) in `locale`. */
export const formatMoney = (cents: number, locale: string, currency = 'BRL'): string =>
  new Intl.NumberFormat(currency === 'BRL' ? BRAZILIAN : locale, { style: 'currency', currency }).format(cents / 100);

/** A calendar day (`YYYY-MM-DD`) written out in `locale` (`en` or `pt-BR`), never shifted by a time zone; else as given. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  const language = locale.toLowerCase().startsWith('pt') ? BRAZILIAN : ENGLISH_DAYS;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
