/**
 * The shell of the sandbox's Pix "bank app" page and printable boleto: the hosted page's look (its stylesheet and
 * escaping helpers), but self-contained, with the stylesheet inline under a CSP nonce, so a route serves each page
 * alone. No script anywhere: the one action (pay) is a plain form POST.
 */
import { escapeHtml, pageShell } from '../hosted/html';
import { HOSTED_CSS } from '../hosted/styles';
import type { HostedLang } from '../hosted/texts';

export interface PageShell {
  title: string;
  lang: HostedLang;
  /** A fresh, unguessable value per response; the same value goes in the CSP (see payPageCsp). */
  nonce: string;
  /** The page's own rules, after the hosted page's. */
  css: string;
  /** Already-escaped HTML. */
  body: string;
}

/** The CSP for a page built here: its nonce'd style only, forms posting to the same origin. */
export const payPageCsp = (nonce: string): string =>
  `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** The hosted pages' shell, with the stylesheet inline under the page's nonce. */
export function pageHtml(page: PageShell): string {
  const style = `<style nonce="${escapeHtml(page.nonce)}">\n${HOSTED_CSS}${page.css}\n</style>`;
  return pageShell({ title: page.title, lang: page.lang, head: style, body: page.body });
}

/** A day (`YYYY-MM-DD`) as the buyer reads it: "1 December 2026" / "1 de dezembro de 2026". */
export function formatDay(day: string, lang: HostedLang): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(lang === 'pt-BR' ? 'pt-BR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** A CPF or CNPJ with its usual punctuation (the shared rule, numeric and alphanumeric CNPJs alike). */
export { formatTaxId } from '../../interface/tax-id';
