/**
 * The printable boleto (`url` of a boleto charge, docs/service.md, "Pix and boleto"): bank, digitable line in its
 * five groups, the barcode, beneficiary, payer, amount, due date and instructions. Fits 360 px and prints on A4.
 */
import { digitableLineGroups } from '../../interface/boleto-line';
import { escapeHtml, formatAmount } from '../hosted/html';
import type { HostedLang } from '../hosted/texts';
import { formatDay, formatTaxId, pageHtml } from '../pay-pages/page';
import { payPageText } from '../pay-pages/texts';
import { SANDBOX_BANK_CODE } from './barcode';
import { itfSvg } from './itf-svg';

export interface PrintableBoletoData {
  lang: HostedLang;
  /** The response's CSP nonce (see payPageCsp). */
  nonce: string;
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
.barcode { display: block; max-width: 100%; height: auto; margin: 1rem 0; background: #fff; }
@media print { .hint { display: none; } body { padding: 0; } }
`;

function field(label: string, value: string, extraClass = ''): string {
  return `<div><dt>${escapeHtml(label)}</dt><dd${extraClass ? ` class="${extraClass}"` : ''}>${escapeHtml(value)}</dd></div>`;
}

export function printableBoletoPage(data: PrintableBoletoData): string {
  const text = payPageText(data.lang);
  const groups = digitableLineGroups(data.digitableLine);
  const lineText = groups.join(' ');
  const instructions = data.instructions ? field(text.instructions, data.instructions, 'instructions') : '';
  const body = `<h1>${escapeHtml(text.boleto)}</h1>
<p class="merchant">${escapeHtml(text.bank)}: ${escapeHtml(text.bankApp)} · ${SANDBOX_BANK_CODE}</p>
<h2>${escapeHtml(text.digitableLine)}</h2>
<p class="line">${groups.map((group) => `<span>${escapeHtml(group)}</span>`).join(' ')}</p>
${itfSvg(data.barcode, text.barcode(lineText))}
<dl class="fields">
${field(text.amount, formatAmount(data.amountInCents, 'BRL'))}
${field(text.dueDate, formatDay(data.dueDate, data.lang))}
${field(text.beneficiary, data.merchantName)}
${field(text.payer, data.payer.name)}
${field(text.payerDocument, formatTaxId(data.payer.document))}
${instructions}
</dl>
<p class="hint">${escapeHtml(text.printHint)}</p>
<p class="hint">${escapeHtml(text.boletoSandboxHint)}</p>`;
  return pageHtml({
    title: `${text.boleto} · ${data.merchantName}`,
    lang: data.lang,
    nonce: data.nonce,
    css: BOLETO_CSS,
    body,
  });
}
