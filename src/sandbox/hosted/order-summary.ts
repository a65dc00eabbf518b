/**
 * What the buyer is paying for, above the card form: the store's name, the charge's items (and shipping), the total
 * and, in installments, what each one comes to. The charge's `product_type` is a code for the service, not for the buyer.
 */
import type { ChargeRecord } from '../charges/state';
import type { Merchant } from '../kernel/state';
import { formatAmount } from '../kernel/page-formats';
import { escapeHtml } from '../kernel/page-shell';
import type { HostedText } from './texts';

export interface InstallmentPlan {
  count: number;
  /** Each installment, in cents. */
  each: number;
  /** The first installment, in cents: it carries the cents the division leaves over. */
  first: number;
}

/** Equal installments in whole cents; the remainder goes to the first, so the installments add up to the amount. */
export function installmentPlan(amount: number, count: number): InstallmentPlan {
  const each = Math.floor(amount / count);
  return { count, each, first: each + (amount - each * count) };
}

export function orderSummaryHtml(charge: ChargeRecord, merchant: Merchant, text: HostedText): string {
  const money = (cents: number) => formatAmount(cents, charge.currency);
  const rows = charge.items.map(
    (item) =>
      `<li><span>${escapeHtml(text.itemLine(item.name, item.quantity))}</span> <span>${escapeHtml(money(item.quantity * item.unit_price))}</span></li>`,
  );
  if (charge.shipping_amount)
    rows.push(
      `<li><span>${escapeHtml(text.shipping)}</span> <span>${escapeHtml(money(charge.shipping_amount))}</span></li>`,
    );
  const plan = charge.installments > 1 ? installmentPlan(charge.amount, charge.installments) : null;
  const perInstallment = plan
    ? `<p class="installments">${escapeHtml(text.installmentPlan(plan.count, money(plan.each), plan.first === plan.each ? null : money(plan.first)))}</p>`
    : '';
  return `<section class="order" aria-labelledby="order-heading">
<h2 id="order-heading">${escapeHtml(text.orderSummary(merchant.name))}</h2>
<ul class="items">${rows.join('')}</ul>
<p class="total"><span>${escapeHtml(text.total)}</span> <span>${escapeHtml(money(charge.amount))}</span></p>
${perInstallment}
</section>`;
}
