/**
 * The sandbox's Pix "bank app" page (`GET /sandbox/pix/{txid}`, docs/service.md, "Pix and boleto"): the charge's
 * amount and merchant, and one button that pays it as the buyer's bank would (a form POST to `payUrl`).
 */
import { formatAmount, type PageLang } from '../kernel/page-formats';
import { escapeHtml, pageHtml } from '../kernel/page-shell';
import { payPageText } from './texts';

export interface BankAppPageData {
  lang: PageLang;
  /** The response's CSP nonce (see payPageHeaders, ./routes.ts). */
  nonce: string;
  merchantName: string;
  amountInCents: number;
  /** The charge's status: only `pending` shows the button. */
  status: string;
  /** Where the button posts (same origin as the page). */
  payUrl: string;
}

const BANK_APP_CSS = `
.bank { font-weight: 700; letter-spacing: .02em; margin: 0 0 1rem; }
.summary { display: grid; gap: .25rem; margin: 1rem 0; }
.summary dt { opacity: .8; }
.summary dd { margin: 0 0 .5rem; font-size: 1.25rem; font-weight: 600; }
.pay { width: 100%; }
.state { font-weight: 600; }
`;

function outcome(status: string, lang: PageLang, payUrl: string, amount: string): string {
  const text = payPageText(lang);
  if (status === 'pending') {
    return `<form method="post" action="${escapeHtml(payUrl)}"><button class="pay" type="submit">${escapeHtml(text.pay(amount))}</button></form>`;
  }
  const message = status === 'captured' ? text.paid : status === 'expired' ? text.expired : text.notPayable;
  return `<p class="state" role="status">${escapeHtml(message)}</p>`;
}

export function bankAppPage(data: BankAppPageData): string {
  const text = payPageText(data.lang);
  const amount = formatAmount(data.amountInCents, 'BRL');
  const body = `<p class="bank">${escapeHtml(text.bankApp)}</p>
<h1>${escapeHtml(text.payWithPix)}</h1>
<dl class="summary">
<dt>${escapeHtml(text.to)}</dt><dd>${escapeHtml(data.merchantName)}</dd>
<dt>${escapeHtml(text.amount)}</dt><dd>${escapeHtml(amount)}</dd>
</dl>
${outcome(data.status, data.lang, data.payUrl, amount)}
<p class="hint">${escapeHtml(text.pixSandboxHint)}</p>`;
  return pageHtml({
    title: `${text.payWithPix} · ${text.bankApp}`,
    lang: data.lang,
    nonce: data.nonce,
    css: BANK_APP_CSS,
    body,
  });
}

/** The page for a txid no charge has (serve with 404). */
export function bankAppNotFoundPage(lang: PageLang, nonce: string): string {
  const text = payPageText(lang);
  const body = `<p class="bank">${escapeHtml(text.bankApp)}</p>
<h1>${escapeHtml(text.notFound)}</h1>
<p>${escapeHtml(text.notFoundText)}</p>`;
  return pageHtml({ title: text.notFound, lang, nonce, css: BANK_APP_CSS, body });
}
