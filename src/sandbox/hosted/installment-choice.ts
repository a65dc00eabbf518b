/**
 * The count the buyer chooses on the hosted card page: the options of the charge's kept offer (the quote's own
 * numbers, fixed when the charge was created), worded with what the law asks an offer to show, and the choice read
 * back, priced by that offer and checked against the typed card's brand at submit (the page works without a script,
 * so the cap is applied there).
 */
import type { InstallmentOption } from '../../interface/installment-quote';
import { optionWords } from '../../interface/installment-words';
import type { ChargeRecord, ChargeState } from '../charges/state';
import { fixedOffer, type InstallmentOffer } from '../installments/plan';
import { termsOf } from '../installments/state';
import type { Merchant } from '../kernel/state';
import { formatAmount } from '../kernel/page-formats';
import { escapeHtml } from '../kernel/page-shell';
import type { HostedText } from './texts';

/** The select's name and id (its error links to it). */
export const INSTALLMENTS_FIELD = 'installments';

/**
 * The charge's offer: the one kept since creation (a record without one keeps the terms in force at its first
 * render), so every render and the submit price by what the page showed, whatever the terms became since.
 */
export function hostedOffer(state: ChargeState, merchant: Merchant, charge: ChargeRecord) {
  charge.installmentOffer ??= fixedOffer(
    charge.amount,
    termsOf(state, merchant),
    charge.payment_method === 'debit_card',
  );
  return charge.installmentOffer;
}

/** One option as the buyer reads it (the shared wording, also `<pay-form>`'s), money as the pages write it. */
export const optionText = (option: InstallmentOption, currency: string, text: HostedText): string =>
  optionWords(option, text.locale, (cents) => formatAmount(cents, currency));

/** The select, the merchant's count (or the buyer's last choice) preselected; nothing when there is no choice. */
export function installmentSelectHtml(
  charge: ChargeRecord,
  options: readonly InstallmentOption[],
  chosen: number,
  error: string | undefined,
  text: HostedText,
): string {
  if (options.length < 2) return '';
  const errorId = `${INSTALLMENTS_FIELD}-error`;
  const items = options.map(
    (option) =>
      `<option value="${option.installments}"${option.installments === chosen ? ' selected' : ''}>${escapeHtml(
        optionText(option, charge.currency, text),
      )}</option>`,
  );
  return `<div class="field">
<label for="${INSTALLMENTS_FIELD}">${escapeHtml(text.installments)}</label>
<select id="${INSTALLMENTS_FIELD}" name="${INSTALLMENTS_FIELD}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${items.join('\n')}
</select>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

/** The count posted (the merchant's when the form has none: a page without a choice, or an older page). */
export function readChosenCount(form: URLSearchParams, charge: ChargeRecord): number {
  const posted = form.get(INSTALLMENTS_FIELD);
  return posted === null ? charge.installments : /^\d{1,2}$/.test(posted) ? Number(posted) : Number.NaN;
}

/** The plan of the chosen count for this card, as the offer priced it, or what to tell the buyer next to the select. */
export function chosenPlan(
  offer: InstallmentOffer,
  count: number,
  brand: string,
  text: HostedText,
): { plan: InstallmentOption } | { error: string } {
  const plan = offer.options.find((option) => option.installments === count);
  if (!plan) return { error: text.installmentsNotOffered };
  // Offered before the card was known, not for this brand: the brand's cap (the offer's largest count at most).
  const cap = offer.brand_max[brand];
  if (cap !== undefined && count > cap) {
    const largest = Math.max(1, ...offer.options.map((option) => option.installments).filter((n) => n <= cap));
    return { error: text.installmentsOverCardCap(largest) };
  }
  return { plan: { ...plan } };
}
