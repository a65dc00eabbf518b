/**
 * The deadline of a pending charge, by the sandbox clock: a Pix code's expiry, a boleto's grace days, a waiting
 * challenge's ten minutes. Watched here, expired by expiry.ts.
 */
import type { ChargeRecord, ChargeState } from './state';

/** When a pending charge falls due; null when nothing waits on a deadline (a card charge being processed). */
export function expiryOf(record: ChargeRecord): number | null {
  return record.pix?.expiresAtMs ?? record.boleto?.expiresAtMs ?? record.challenge?.expiresAtMs ?? null;
}

/** Starts watching a pending charge's deadline. */
export function awaitPayment(state: ChargeState, record: ChargeRecord): void {
  const expiresAtMs = expiryOf(record);
  if (expiresAtMs === null) return;
  state.awaitingPayment.set(record.id, record);
  state.nextChargeExpiryMs = Math.min(state.nextChargeExpiryMs, expiresAtMs);
}
