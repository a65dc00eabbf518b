/**
 * Paying a pending Pix or boleto charge as the buyer's bank would (docs/service.md, "Pix and boleto"): the sandbox
 * control `POST /sandbox/charges/{id}/pay` and the bank app page's button both end here.
 */
import { isCardPaymentMethod } from '../../interface/charge-values';
import { ApiError } from '../kernel/api-error';
import type { ChargeRecord, ChargeState } from './state';
import { expireDueCharges } from './expiry';
import { settleCharge } from './settle';

/** Why `record` cannot be paid now; null when it can. */
export function notPayableReason(record: ChargeRecord): string | null {
  if (isCardPaymentMethod(record.payment_method))
    return 'Only Pix and boleto charges are paid this way; a card charge is paid with its card.';
  if (record.status !== 'pending') return `This charge is ${record.status}; only a pending charge can be paid.`;
  return null;
}

/** Pays `record` (`charge.captured`), or 409 INVALID_STATE when it is not a pending Pix or boleto charge. */
export function payCharge(state: ChargeState, record: ChargeRecord): void {
  // A deadline that passed since the last sweep counts: an expired charge cannot be paid.
  expireDueCharges(state);
  const reason = notPayableReason(record);
  if (reason !== null) throw new ApiError('INVALID_STATE', reason);
  settleCharge(state, record, { status: 'captured', failure_reason: null });
}
