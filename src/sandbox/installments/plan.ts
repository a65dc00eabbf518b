/**
 * The installment plan a card charge is charged by: the merchant's terms applied to its amount, card brand and
 * method. A count the terms do not offer, or a total the caller showed that differs from the service's, refuses the
 * charge before anything changes.
 */
import {
  installmentOption,
  installmentOptions,
  maxInstallmentsFor,
  offeredOption,
  type InstallmentPlan,
  type InstallmentTerms,
  type QuoteCard,
} from '../../interface/installment-quote';
import { MAX_AMOUNT } from '../../interface/charge-values';
import { ApiError, validationError } from '../kernel/api-error';

export const INSTALLMENT_TOTAL_FIELD = 'payment_details.installment_total';

export interface PlanRequest {
  amount: number;
  installments: number;
  /** Where the count was sent (`payment_details.installments` or the top-level `installments`). */
  installmentsField: string;
  /** The total the caller showed the buyer, if sent. */
  installmentTotal?: number;
  card: QuoteCard;
}

/** Why `terms` do not offer `count` for this card, in a sentence for a developer. */
function notOfferedReason(amount: number, count: number, terms: InstallmentTerms, card: QuoteCard): string {
  const max = maxInstallmentsFor(terms, card);
  if (count > max) {
    const cap = card.brand && terms.brand_max[card.brand] !== undefined ? ` for ${card.brand}` : '';
    return `is not offered: at most ${max} installments${cap} by this merchant's terms`;
  }
  if (installmentOption(amount, count, terms).total_amount > MAX_AMOUNT.credit_card)
    return 'is not offered: the total with interest would exceed what a card charge can carry';
  return `is not offered: each installment would be under the minimum of ${terms.min_installment} cents`;
}

export function chargeInstallmentPlan(terms: InstallmentTerms, request: PlanRequest): InstallmentPlan {
  const { amount, installments, card } = request;
  const plan = offeredOption(amount, installments, terms, card);
  if (!plan) {
    throw validationError([
      { field: request.installmentsField, message: notOfferedReason(amount, installments, terms, card) },
    ]);
  }
  if (request.installmentTotal !== undefined && request.installmentTotal !== plan.total_amount) {
    throw new ApiError(
      'INSTALLMENT_TOTAL_MISMATCH',
      'The total sent differs from the service’s for this count (a changed page, or terms changed since the quote); nothing was charged: quote again and show the buyer the new total.',
      [
        {
          field: INSTALLMENT_TOTAL_FIELD,
          message: `differs from the total of ${installments} installments: ${plan.total_amount} cents`,
        },
      ],
    );
  }
  return plan;
}

/**
 * The counts a hosted page offers, fixed when the charge is created: the page renders them and the buyer's choice is
 * charged by them, so terms changed later never change what that page charges. The brand caps are the same terms'.
 */
export interface InstallmentOffer {
  options: InstallmentPlan[];
  brand_max: Record<string, number>;
}

/** The offer of `terms` for `amount` before the card is known (no brand cap yet; 1× only for debit). */
export function fixedOffer(amount: number, terms: InstallmentTerms, debit: boolean): InstallmentOffer {
  return { options: installmentOptions(amount, terms, { debit }), brand_max: { ...terms.brand_max } };
}
