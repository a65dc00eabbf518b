import { describe, expect, it } from 'vitest';
import {
  isRefusal,
  MAX_TIMER_DELAY_MS,
  MIN_RENEWAL_GAP_MS,
  pauseAfterFailure,
  renewalDelay,
  SESSION_LIFETIME_MS,
  timerDelay,
} from './session-lifetime';

const MINUTE = 60_000;

describe('the time rules of a fraud session', () => {
  it('gives a session 30 minutes and never lets automatic requests come closer than 30 s', () => {
    expect(SESSION_LIFETIME_MS).toBe(30 * MINUTE);
    expect(MIN_RENEWAL_GAP_MS).toBe(30_000);
  });

  it('renews renewBeforeMs ahead, never sooner than halfway, nor than the minimum gap', () => {
    expect(renewalDelay(30 * MINUTE, MINUTE)).toBe(29 * MINUTE);
    expect(renewalDelay(2 * MINUTE, MINUTE)).toBe(MINUTE); // halfway
    expect(renewalDelay(10_000, MINUTE)).toBe(MIN_RENEWAL_GAP_MS);
  });

  it('counts a 4xx but 429 as a refusal', () => {
    expect([400, 401, 403, 422, 499].every((status) => isRefusal({ status }))).toBe(true);
    expect([429, 500, 503, undefined].some((status) => isRefusal({ status }))).toBe(false);
  });

  it('pauses renewBeforeMs after a failure, or the Retry-After asked when longer, within a timer', () => {
    expect(pauseAfterFailure({}, MINUTE)).toBe(MINUTE);
    expect(pauseAfterFailure({ retryAfterMs: 5 * MINUTE }, MINUTE)).toBe(5 * MINUTE);
    expect(pauseAfterFailure({ retryAfterMs: Number.NaN }, 0)).toBe(MIN_RENEWAL_GAP_MS);
    expect(pauseAfterFailure({ retryAfterMs: 1e12 }, MINUTE)).toBe(MAX_TIMER_DELAY_MS);
  });

  it('takes the fallback for a delay no timer holds', () => {
    expect(timerDelay('1500', 10)).toBe(1500);
    expect([0, -1, Number.NaN, Infinity, MAX_TIMER_DELAY_MS, 'x'].map((value) => timerDelay(value, 10))).toEqual([
      10, 10, 10, 10, 10, 10,
    ]);
    expect(timerDelay(0, 10, 0)).toBe(0);
  });
});
