import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boundedAttempt } from './attempt';
import { FraudSessionError } from './errors';
import type { StoredSession } from './request';

const SESSION: StoredSession = { sessionId: 'fs_1', expiresAt: 1_000, localExpiresAt: 900 };
const TIMEOUT_MS = 1_000;

/** A request the test settles by hand, and the signal it was given. */
function manualRequest() {
  let settle: { resolve: (value: StoredSession | undefined) => void; reject: (error: unknown) => void } | undefined;
  let signal: AbortSignal | undefined;
  const request = (given: AbortSignal) => {
    signal = given;
    return new Promise<StoredSession | undefined>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { request, settle: () => settle, signal: () => signal };
}

describe('boundedAttempt', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles once with the session, and aborts the request signal', async () => {
    const manual = manualRequest();
    const settle = vi.fn();
    boundedAttempt(manual.request, TIMEOUT_MS, settle);
    manual.settle()?.resolve(SESSION);
    await vi.runAllTimersAsync();
    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle).toHaveBeenCalledWith({ session: SESSION });
    expect(manual.signal()?.aborted).toBe(true);
  });

  it("settles with the request's own failure", async () => {
    const manual = manualRequest();
    const settle = vi.fn();
    const failure = new FraudSessionError('http', 500);
    boundedAttempt(manual.request, TIMEOUT_MS, settle);
    manual.settle()?.reject(failure);
    await vi.runAllTimersAsync();
    expect(settle).toHaveBeenCalledWith({ failure });
  });

  it('fails with timeout when the request outlasts the budget; a late answer changes nothing', async () => {
    const manual = manualRequest();
    const settle = vi.fn();
    boundedAttempt(manual.request, TIMEOUT_MS, settle);
    vi.advanceTimersByTime(TIMEOUT_MS);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle.mock.calls[0][0].failure.code).toBe('timeout');
    expect(manual.signal()?.aborted).toBe(true);
    manual.settle()?.resolve(SESSION);
    await vi.runAllTimersAsync();
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('settles synchronously with the code stop() is given, once', () => {
    const manual = manualRequest();
    const settle = vi.fn();
    const stop = boundedAttempt(manual.request, TIMEOUT_MS, settle);
    stop('torn_down');
    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle.mock.calls[0][0].failure.code).toBe('torn_down');
    stop('network');
    vi.advanceTimersByTime(TIMEOUT_MS);
    expect(settle).toHaveBeenCalledTimes(1);
  });
});
