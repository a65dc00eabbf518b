/**
 * Pending charges with a deadline end when it passes on the sandbox clock: an unpaid Pix or boleto charge expires
 * (docs/service.md, "Pix and boleto"); a challenge the buyer did not answer fails (`authentication_expired`). Every
 * request checks one number (the first deadline) before doing any work, and moving the clock (`POST /sandbox/clock`)
 * runs the sweep at once.
 */
import type { ChargeRecord, ChargeState } from './state';
import { settleCharge } from './settle';
import { expiryOf } from './deadline';
import { challengeWaiting, finishChallenge } from './authentication';

export { awaitPayment } from './deadline';

function expire(state: ChargeState, record: ChargeRecord): void {
  if (challengeWaiting(record)) finishChallenge(state, record, 'expired');
  else settleCharge(state, record, { status: 'expired', failure_reason: null });
}

/** Ends every pending charge whose deadline has passed (`charge.expired`, or `charge.failed` for a challenge). */
export function expireDueCharges(state: ChargeState): void {
  const nowMs = state.clock.now().getTime();
  if (nowMs < state.nextChargeExpiryMs) return;
  let next = Number.POSITIVE_INFINITY;
  for (const record of state.awaitingPayment.values()) {
    const expiresAtMs = expiryOf(record) ?? Number.POSITIVE_INFINITY;
    if (record.status !== 'pending') state.awaitingPayment.delete(record.id);
    else if (expiresAtMs <= nowMs) expire(state, record);
    else next = Math.min(next, expiresAtMs);
  }
  state.nextChargeExpiryMs = next;
}
