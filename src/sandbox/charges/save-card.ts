/**
 * Saved cards from charges (docs/service.md, "Customers and saved cards"): a card is kept only when the buyer asked
 * (`payment_details.save_card` with `customer_id`; on the hosted page, its box as submitted: ../hosted/submit.ts) and
 * only once its charge is captured; a failed charge saves nothing. A charge that pays with a saved card's token must
 * name that card's customer.
 */
import type { CardChargeParsed } from '../../interface/charge';
import type { CardFunding } from '../../interface/customer';
import type { ErrorDetail } from '../../interface/errors';
import type { ResolvedCardToken } from '../card-tokens/tokens';
import { checkSavedCardBinding } from '../customers/saved-card-tokens';
import { saveCard } from '../customers/store';
import type { Merchant } from '../kernel/state';
import type { ChargeRecord, ChargeState } from './state';

/** The card's funding, as the method of the charge that saves it says. */
const fundingOf = (record: ChargeRecord): CardFunding => (record.payment_method === 'debit_card' ? 'debit' : 'credit');

/** A charge's `customer_id` must name a customer of the merchant (another merchant's reads as missing). */
export function customerIdProblem(state: ChargeState, merchant: Merchant, body: CardChargeParsed): ErrorDetail | null {
  const id = body.customer_id;
  if (id === undefined) return null;
  const customer = state.customers.get(id);
  if (customer && customer.merchant_id === merchant.id) return null;
  return { field: 'customer_id', message: 'is not a customer of this merchant' };
}

/** Refuses (422 CARD_TOKEN_INVALID) a saved card's token on a charge that does not name its customer. */
export function checkTokenCustomer(state: ChargeState, token: ResolvedCardToken | null, body: CardChargeParsed): void {
  checkSavedCardBinding(state, token, body.customer_id);
}

/** Runs when `record` was captured: keeps its card under its customer if the buyer asked. */
export function saveChargeCard(state: ChargeState, record: ChargeRecord): void {
  if (!record.saveCardAsked || record.customer_id === null || record.card === null || record.cardIdentity === null)
    return;
  saveCard(state, {
    merchantId: record.merchant_id,
    customerId: record.customer_id,
    card: record.card,
    identity: record.cardIdentity,
    funding: fundingOf(record),
  });
}
