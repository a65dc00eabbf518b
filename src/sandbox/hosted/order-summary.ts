/**
 * What the buyer is paying for, above the card form: the store's name, the charge's items (and shipping), the total
 * and, in installments, what each one comes to; with interest, what the law asks an offer to show (the cash price,
 * the installments, the monthly rate, the CET and the total). The charge's `product_type` is a code for the service,
 * not for the buyer.
 */
import type { InstallmentPlan as ChargePlan } from '../../interface/installment-quote';
import type { ChargeRecord } from '../charges/state';
import type { Merchant } from '../kernel/state';
import { escapeHtml, formatAmount } from './html';
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
  const withInterest = charge.installment_plan !== null && !charge.installment_plan.interest_free;
  return `<section class="order" aria-labelledby="order-heading">
<h2 id="order-heading">${escapeHtml(text.orderSummary(merchant.name))}</h2>
<ul class="items">${rows.join('')}</ul>
<p class="total"><span>${escapeHtml(withInterest ? text.cashPrice : text.total)}</span> <span>${escapeHtml(money(charge.amount))}</span></p>
${installmentsLine(charge, text, money)}
</section>`;
}

/** Percent with 2 decimals, the page's way (`1,99` in pt-BR). */
const percent = (value: number, text: HostedText) =>
  new Intl.NumberFormat(text.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

function installmentsLine(charge: ChargeRecord, text: HostedText, money: (cents: number) => string): string {
  if (charge.installments <= 1) return '';
  const plan: ChargePlan | null = charge.installment_plan;
  if (plan && !plan.interest_free) {
    const line = text.installmentPlanWithInterest(
      plan.installments,
      money(plan.installment_amount),
      percent(plan.monthly_rate, text),
      percent(plan.cet_annual, text),
      money(plan.total_amount),
    );
    return `<p class="installments">${escapeHtml(line)}</p>`;
  }
  const split = installmentPlan(charge.amount, charge.installments);
  const line = text.installmentPlan(
    split.count,
    money(split.each),
    split.first === split.each ? null : money(split.first),
  );
  return `<p class="installments">${escapeHtml(line)}</p>`;
}
