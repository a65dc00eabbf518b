/**
 * A pending charge's end: its status changes once, in the merchant's status index too (so lists and `status=`
 * filters follow), and the event that names the new status is sent.
 */
import { CreationIndex } from '../kernel/list-index';
import type { ChargeRecord, ChargeState } from './state';
import { emitEvent } from '../webhooks/events';
import type { CardOutcome } from '../card-tokens/card-outcome';
import { toCharge } from './present';
import { saveChargeCard } from './save-card';

/** The merchant's charges in creation order, by status and by their search text (made on first use). */
export function chargeIndexOf(state: ChargeState, merchantId: string): CreationIndex<ChargeRecord> {
  let index = state.chargesByMerchant.get(merchantId);
  if (!index) {
    index = new CreationIndex<ChargeRecord>((charge) => charge.searchText);
    state.chargesByMerchant.set(merchantId, index);
  }
  return index;
}

/** How a pending charge ends: a card's outcome, paid (Pix, boleto) or expired unpaid. */
export interface ChargeOutcome {
  status: CardOutcome['status'] | 'expired';
  failure_reason: string | null;
}

export function settleCharge(state: ChargeState, record: ChargeRecord, outcome: ChargeOutcome): void {
  if (record.status !== 'pending') return;
  state.awaitingPayment.delete(record.id);
  const previous = record.status;
  record.status = outcome.status;
  chargeIndexOf(state, record.merchant_id).statusChanged(record, previous);
  record.failure_reason = outcome.failure_reason;
  record.updated_at = state.clock.now().toISOString();
  emitEvent(state, record.merchant_id, `charge.${outcome.status}`, toCharge(record, ''));
  if (outcome.status === 'captured') saveChargeCard(state, record);
}
