/**
 * What the buyer is paying for, above the card form: the store's name, the charge's items (and shipping) and the
 * cash price (the installments, each with its total, are the form's choice). The charge's `product_type` is a code
 * for the service, not for the buyer.
 */
import type { ChargeRecord } from '../charges/state';
import type { Merchant } from '../kernel/state';
import { formatAmount } from '../kernel/page-formats';
import { escapeHtml } from '../kernel/page-shell';
import type { HostedText } from './texts';

/** `withInterest`: some count the page offers carries interest, so the amount is named the cash price (à vista). */
export function orderSummaryHtml(
  charge: ChargeRecord,
  merchant: Merchant,
  text: HostedText,
  withInterest: boolean,
): string {
  const money = (cents: number) => formatAmount(cents, charge.currency);
  const rows = charge.items.map(
    (item) =>
      `<li><span>${escapeHtml(text.itemLine(item.name, item.quantity))}</span> <span>${escapeHtml(money(item.quantity * item.unit_price))}</span></li>`,
  );
  if (charge.shipping_amount)
    rows.push(
      `<li><span>${escapeHtml(text.shipping)}</span> <span>${escapeHtml(money(charge.shipping_amount))}</span></li>`,
    );
  return `<section class="order" aria-labelledby="order-heading">
<h2 id="order-heading">${escapeHtml(text.orderSummary(merchant.name))}</h2>
<ul class="items">${rows.join('')}</ul>
<p class="total"><span>${escapeHtml(withInterest ? text.cashPrice : text.total)}</span> <span>${escapeHtml(money(charge.amount))}</span></p>
</section>`;
}
