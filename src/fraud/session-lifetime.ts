// The time rules of a fraud session, by name: how long one lives, when it is renewed, and how long automatic renewals
// pause after a failure. Every duration is in milliseconds.

import { FRAUD_SESSION_TTL_SECONDS } from '../interface/limits';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Lifetime rule: a fraud session lives 30 minutes (docs/service.md, "Fraud sessions"). A reply promising more is not trusted. */
export const SESSION_LIFETIME_MS = FRAUD_SESSION_TTL_SECONDS * SECOND_MS;

/** Budget of one `setup()`, retries included, when `timeoutMs` is not given. */
export const DEFAULT_TIMEOUT_MS = 10 * SECOND_MS;

/** How long before its expiry a session is renewed, when `renewBeforeMs` is not given. Also the pause after a failure. */
export const DEFAULT_RENEW_BEFORE_MS = MINUTE_MS;

/** Budget of the IP lookup, when `ipLookupTimeoutMs` is not given. */
export const DEFAULT_IP_LOOKUP_TIMEOUT_MS = 1.5 * SECOND_MS;

/**
 * The shortest gap between automatic requests: a timed renewal, a retry after a failure, a wake-up right after a
 * session came. A reply with a too-short `expires_at`, or a burst of wake-ups, cannot turn into a request loop.
 */
export const MIN_RENEWAL_GAP_MS = 30 * SECOND_MS;

/** Browsers hold timer delays up to 2^31 − 1 ms (about 24.8 days) and fire longer ones at once. Rounded down. */
export const MAX_TIMER_DELAY_MS = 2_000_000_000;

/** A delay option that is no usable timer delay (not a number, below `least`, beyond what timers hold) takes `fallback`. */
export function timerDelay(value: unknown, fallback: number, least = 1): number {
  const ms = Number(value);
  return ms >= least && ms < MAX_TIMER_DELAY_MS ? ms : fallback;
}

/**
 * Renewal rule: a session with `msLeft` to live is renewed `renewBeforeMs` ahead of its end, yet never sooner than
 * halfway through what is left, nor sooner than the minimum gap.
 */
export function renewalDelay(msLeft: number, renewBeforeMs: number): number {
  return Math.max(msLeft - renewBeforeMs, msLeft / 2, MIN_RENEWAL_GAP_MS);
}

/** What a failed request tells the pause rules. */
export interface Failure {
  status?: number;
  retryAfterMs?: number;
}

/** Refusal rule: a 4xx but 429. The same request would be refused again, so only an explicit `setup()` tries again. */
export function isRefusal({ status = 0 }: Failure): boolean {
  return status >= 400 && status < 500 && status !== 429;
}

/**
 * Pause rule: after a failure that is no refusal, automatic renewals wait `renewBeforeMs`, or the `Retry-After` the
 * service asked when that is longer; never less than the minimum gap, never longer than a timer holds.
 */
export function pauseAfterFailure({ retryAfterMs }: Failure, renewBeforeMs: number): number {
  return Math.min(Math.max(renewBeforeMs, retryAfterMs || 0, MIN_RENEWAL_GAP_MS), MAX_TIMER_DELAY_MS);
}
