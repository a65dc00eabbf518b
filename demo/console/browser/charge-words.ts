// A charge's facts in the console's words, shared by the charge list and a charge's page.
import type { Charge } from './api';
import { formatMoney, formatPercent, t } from './i18n';

/** The payment method's name ("Pix", "Credit card"); an unknown one as sent. */
export const methodWords = (method: string): string => (t().methodNames as Record<string, string>)[method] ?? method;

/** A charge's 3-D Secure authentication in words: its status, and whether the buyer was challenged. */
export function authenticationWords(charge: Pick<Charge, 'authentication'>): string {
  const text = t();
  const authentication = charge.authentication;
  if (!authentication) return text.none;
  const status = text.authenticationNames[authentication.status] ?? authentication.status;
  if (authentication.status !== 'succeeded') return status;
  return `${status}, ${authentication.challenged ? text.challenged : text.frictionless}`;
}

/** Why a charge failed, in words; the service's code when the console has none for it. */
export const failureWords = (reason: string | null): string =>
  reason ? (t().failureReasons[reason] ?? reason) : t().none;

/**
 * A card charge's installments in a line: the count and each installment, interest-free or with the total and the CET
 * (what the buyer was charged); none for Pix and boleto.
 */
export function planWords(charge: Pick<Charge, 'installment_plan' | 'currency'>): string {
  const text = t();
  const plan = charge.installment_plan;
  if (!plan) return text.none;
  const money = (cents: number) => formatMoney(cents, charge.currency);
  if (plan.installments === 1) return text.planAtOnce(money(plan.total_amount));
  if (plan.interest_free) return text.planInterestFree(plan.installments, money(plan.installment_amount));
  return text.planWithInterest(
    plan.installments,
    money(plan.installment_amount),
    money(plan.total_amount),
    formatPercent(plan.cet_annual),
  );
}
