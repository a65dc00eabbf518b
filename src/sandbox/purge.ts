/**
 * Expired records are removed once they can no longer matter, so the sandbox's memory levels off under steady
 * load. Driven by requests and by the sandbox clock: each request runs a sweep when the last one is at least
 * PURGE_INTERVAL_SECONDS old on the sandbox clock, so moving the clock ahead and making any request purges.
 *
 * Fraud sessions, idempotency records, card tokens and customer sessions all live a fixed time from their creation, so each Map's
 * insertion order is its expiry order: a sweep drops records from the front and stops at the first one still due
 * later, touching only what it removes. Webhook deliveries finished long enough ago go too (webhooks/store.ts).
 */
import { RATE_LIMIT_WINDOW_SECONDS } from '../interface/rate-limit';
import type { SandboxState } from './state';
import { purgeFinishedDeliveries } from './webhooks/store';
import { purgeExpiredSessions } from './customers/sessions';

export const PURGE_INTERVAL_SECONDS = 60;

/**
 * An expired fraud session or card token is kept this long after its expiry, so a late charge still reads
 * FRAUD_SESSION_EXPIRED / CARD_TOKEN_EXPIRED rather than ..._INVALID; after that it is forgotten.
 */
export const EXPIRED_RECORD_GRACE_SECONDS = 60 * 60;

const GRACE_MS = EXPIRED_RECORD_GRACE_SECONDS * 1000;

/** Drops entries from the front of `map` while `isOver(entry)` holds. */
function dropFromFront<V>(map: Map<string, V>, isOver: (value: V) => boolean): void {
  for (const [key, value] of map) {
    if (!isOver(value)) return;
    map.delete(key);
  }
}

export function purgeExpired(state: SandboxState): void {
  const nowMs = state.clock.now().getTime();
  if (nowMs < state.nextPurgeAtMs) return;
  state.nextPurgeAtMs = nowMs + PURGE_INTERVAL_SECONDS * 1000;
  dropFromFront(state.fraudSessions, (session) => session.expiresAtMs + GRACE_MS <= nowMs);
  dropFromFront(state.cardTokens, (token) => token.expiresAtMs + GRACE_MS <= nowMs);
  // An expired idempotency record acts exactly like none.
  dropFromFront(state.idempotency, (record) => record.expiresAtMs <= nowMs);
  // An expired customer session reads like an unknown one (401): no grace period to keep it for.
  purgeExpiredSessions(state, nowMs);
  // Rate windows are reused in place, so their order says nothing: a closed window acts like none, drop each.
  const nowSeconds = nowMs / 1000;
  for (const [key, window] of state.rateWindows) {
    if (nowSeconds >= window.startedAt + RATE_LIMIT_WINDOW_SECONDS) state.rateWindows.delete(key);
  }
  purgeFinishedDeliveries(state, nowMs);
}
