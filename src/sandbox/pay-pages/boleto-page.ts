/**
 * The printable boleto (`url` of a boleto charge, docs/service.md, "Pix and boleto"): bank, digitable line in its
 * five groups, the barcode, beneficiary, payer, amount, due date and instructions. Fits 360 px and prints on A4.
 * Once the charge is paid or expired the page says so instead of showing the line and the barcode, as the Pix bank
 * page drops its pay button: nothing on it can be paid twice or too late.
 */
import { digitableLineGroups } from '../../interface/boleto-line';
import type { ChargeStatus } from '../../interface/charge-values';
import { formatAmount, formatDay, formatTaxId, type PageLang } from '../kernel/page-formats';
import { escapeHtml, pageHtml } from '../kernel/page-shell';
import { payPageText, type PayPageText } from './texts';
import { SANDBOX_BANK_CODE } from '../boleto-barcode/barcode';
import { itfSvg } from './itf-svg';

export interface PrintableBoletoData {
  lang: PageLang;
  /** The response's CSP nonce (see payPageHeaders, ./routes.ts). */
  nonce: string;
  /** The charge's status: only `pending` shows what pays it (line, barcode). */
  status: ChargeStatus;
  barcode: string;
  digitableLine: string;
  amountInCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  merchantName: string;
  payer: { name: string; document: string };
  instructions?: string | null;
}

const BOLETO_CSS = `
main { max-width: 48rem; }
.line { font-family: ui-monospace, monospace; font-size: 1.05rem; display: flex; flex-wrap: wrap; gap: .2rem .6rem; margin: .25rem 0 1rem; }
.line span { white-space: nowrap; }
.fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: .75rem 1.5rem; margin: 1rem 0; }
.fields dt { font-size: .8rem; opacity: .8; }
.fields dd { margin: 0; font-weight: 600; }
.instructions { white-space: pre-wrap; }
.state { font-weight: 600; font-size: 1.1rem; }
.barcode { display: block; max-width: 100%; height: auto; margin: 1rem 0; background: #fff; }
@media print { .hint { display: none; } body { padding: 0; } }
`;

function field(label: string, value: string, extraClass = ''): string {
  return `<div><dt>${escapeHtml(label)}</dt><dd${extraClass ? ` class="${extraClass}"` : ''}>${escapeHtml(value)}</dd></div>`;
}

/** What pays the boleto: the digitable line and the barcode. */
function payableParts(data: PrintableBoletoData, text: PayPageText): string {
  const groups = digitableLineGroups(data.digitableLine);
  return `<h2>${escapeHtml(text.digitableLine)}</h2>
<p class="line">${groups.map((group) => `<span>${escapeHtml(group)}</span>`).join(' ')}</p>
${itfSvg(data.barcode, text.barcode(groups.join(' ')))}`;
}

/** The heading and the one line a boleto that can no longer be paid shows instead of its line and barcode. */
function settledState(status: ChargeStatus, text: PayPageText): { heading: string; message: string } {
  if (status === 'captured') return { heading: text.boletoPaid, message: text.boletoPaidText };
  if (status === 'expired') return { heading: text.boletoExpired, message: text.boletoExpiredText };
  return { heading: text.boleto, message: text.boletoNotPayable };
}

export function printableBoletoPage(data: PrintableBoletoData): string {
  const text = payPageText(data.lang);
  const settled = data.status === 'pending' ? null : settledState(data.status, text);
  const heading = settled?.heading ?? text.boleto;
  const instructions = data.instructions ? field(text.instructions, data.instructions, 'instructions') : '';
  const top = settled ? `<p class="state" role="status">${escapeHtml(settled.message)}</p>` : payableParts(data, text);
  const hints = settled
    ? ''
    : `<p class="hint">${escapeHtml(text.printHint)}</p>\n<p class="hint">${escapeHtml(text.boletoSandboxHint)}</p>`;
  const body = `<h1>${escapeHtml(heading)}</h1>
<p class="merchant">${escapeHtml(text.bank)}: ${escapeHtml(text.bankApp)} · ${SANDBOX_BANK_CODE}</p>
${top}
<dl class="fields">
${field(text.amount, formatAmount(data.amountInCents, 'BRL'))}
${field(text.dueDate, formatDay(data.dueDate, data.lang))}
${field(text.beneficiary, data.merchantName)}
${field(text.payer, data.payer.name)}
${field(text.payerDocument, formatTaxId(data.payer.document))}
${instructions}
</dl>
${hints}`;
  return pageHtml({
    title: `${heading} · ${data.merchantName}`,
    lang: data.lang,
    nonce: data.nonce,
    css: BOLETO_CSS,
    body,
  });
}
