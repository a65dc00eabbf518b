/**
 * Pending Pix and boleto charges expire when unpaid past their deadline on the sandbox clock
 * (docs/service.md, "Pix and boleto"). Every request checks one number (the first deadline) before doing any
 * work, and moving the clock (`POST /sandbox/clock`) runs the sweep at once.
 */
import type { ChargeRecord, ChargeState } from './state';
import { settleCharge } from './settle';
import { expiryOf } from './pix-boleto';

/** Starts watching a new Pix or boleto charge's deadline. */
export function awaitPayment(state: ChargeState, record: ChargeRecord): void {
  const expiresAtMs = expiryOf(record);
  if (expiresAtMs === null) return;
  state.awaitingPayment.set(record.id, record);
  state.nextChargeExpiryMs = Math.min(state.nextChargeExpiryMs, expiresAtMs);
}

/** Expires every pending charge whose deadline has passed (`charge.expired`). */
export function expireDueCharges(state: ChargeState): void {
  const nowMs = state.clock.now().getTime();
  if (nowMs < state.nextChargeExpiryMs) return;
  let next = Number.POSITIVE_INFINITY;
  for (const record of state.awaitingPayment.values()) {
    const expiresAtMs = expiryOf(record) ?? Number.POSITIVE_INFINITY;
    if (record.status !== 'pending') state.awaitingPayment.delete(record.id);
    else if (expiresAtMs <= nowMs) settleCharge(state, record, { status: 'expired', failure_reason: null });
    else next = Math.min(next, expiresAtMs);
  }
  state.nextChargeExpiryMs = next;
}
