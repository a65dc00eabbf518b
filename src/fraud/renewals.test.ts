import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renewalSchedule } from './renewals';
import { MIN_RENEWAL_GAP_MS } from './session-lifetime';

const MINUTE_MS = 60_000;
const RENEW_BEFORE_MS = MINUTE_MS;

describe('renewalSchedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets no automatic renewal run before setup() wanted a session', () => {
    const renewals = renewalSchedule(RENEW_BEFORE_MS, () => {});
    expect(renewals.mayRun()).toBe(false);
    renewals.want();
    expect(renewals.mayRun()).toBe(true);
  });

  it('renews a held session renewBeforeMs ahead of its end, and replaces the plan of the previous one', () => {
    const renew = vi.fn();
    const renewals = renewalSchedule(RENEW_BEFORE_MS, renew);
    renewals.planFor(30 * MINUTE_MS);
    renewals.planFor(10 * MINUTE_MS);
    vi.advanceTimersByTime(9 * MINUTE_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30 * MINUTE_MS);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('plans nothing for no session (NaN or no time left)', () => {
    const renew = vi.fn();
    const renewals = renewalSchedule(RENEW_BEFORE_MS, renew);
    renewals.planFor(10 * MINUTE_MS);
    renewals.planFor(NaN);
    renewals.planFor(0);
    vi.advanceTimersByTime(60 * MINUTE_MS);
    expect(renew).not.toHaveBeenCalled();
  });

  it('stops for good after a refusal (a 4xx but 429)', () => {
    const renew = vi.fn();
    const renewals = renewalSchedule(RENEW_BEFORE_MS, renew);
    renewals.want();
    renewals.planFor(10 * MINUTE_MS);
    renewals.failed({ status: 401 }, false);
    vi.advanceTimersByTime(60 * MINUTE_MS);
    expect(renew).not.toHaveBeenCalled();
    expect(renewals.mayRun()).toBe(false);
  });

  it('pauses after another failure, then renews once when the pause ends', () => {
    const renew = vi.fn();
    const renewals = renewalSchedule(RENEW_BEFORE_MS, renew);
    renewals.want();
    renewals.failed({ status: 503 }, false);
    expect(renewals.mayRun()).toBe(false);
    vi.advanceTimersByTime(RENEW_BEFORE_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renewals.mayRun()).toBe(true);
  });

  it('pauses for a longer Retry-After, and plans no renewal once torn down', () => {
    const renew = vi.fn();
    const renewals = renewalSchedule(RENEW_BEFORE_MS, renew);
    renewals.want();
    renewals.failed({ status: 429, retryAfterMs: 5 * MINUTE_MS }, true);
    vi.advanceTimersByTime(4 * MINUTE_MS);
    expect(renewals.mayRun()).toBe(false);
    vi.advanceTimersByTime(MINUTE_MS);
    expect(renewals.mayRun()).toBe(true);
    expect(renew).not.toHaveBeenCalled();
  });

  it('ends a pause at once on resume() and on a received session', () => {
    const renewals = renewalSchedule(RENEW_BEFORE_MS, () => {});
    renewals.want();
    renewals.failed({ status: 0 }, false);
    renewals.resume();
    expect(renewals.mayRun()).toBe(true);
    renewals.failed({ status: 0 }, false);
    renewals.received();
    expect(renewals.mayRun()).toBe(true);
  });

  it('leaves a pause the service asked for on resume(): a Retry-After, a refusal', () => {
    const renewals = renewalSchedule(RENEW_BEFORE_MS, () => {});
    renewals.want();
    renewals.failed({ status: 429, retryAfterMs: 5 * MINUTE_MS }, true);
    renewals.resume();
    expect(renewals.mayRun()).toBe(false);
    renewals.failed({ status: 401 }, true);
    renewals.resume();
    expect(renewals.mayRun()).toBe(false);
  });

  it('wakes up to renew when no session is held, or one near its end that is not fresh', () => {
    const renewals = renewalSchedule(RENEW_BEFORE_MS, () => {});
    expect(renewals.wakeUpWantsRenewal(undefined)).toBe(true);
    expect(renewals.wakeUpWantsRenewal(RENEW_BEFORE_MS + 1)).toBe(false);
    expect(renewals.wakeUpWantsRenewal(RENEW_BEFORE_MS)).toBe(true);
    renewals.received();
    expect(renewals.wakeUpWantsRenewal(RENEW_BEFORE_MS)).toBe(false);
    vi.advanceTimersByTime(MIN_RENEWAL_GAP_MS);
    expect(renewals.wakeUpWantsRenewal(RENEW_BEFORE_MS)).toBe(true);
  });

  it('clears its timer on stop()', () => {
    const renew = vi.fn();
    const renewals = renewalSchedule(RENEW_BEFORE_MS, renew);
    renewals.planFor(10 * MINUTE_MS);
    renewals.stop();
    vi.advanceTimersByTime(60 * MINUTE_MS);
    expect(renew).not.toHaveBeenCalled();
  });
});
