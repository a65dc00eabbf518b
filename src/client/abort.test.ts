import { describe, expect, it } from 'vitest';
import { checkTimeoutMs, MAX_TIMER_MS, raceAbort } from './abort';

describe('raceAbort', () => {
  it('with a signal aborted already, rejects with its reason and leaves the abandoned work handled', async () => {
    const reason = new Error('gone');
    const abandoned = Promise.reject(new Error('the request failed too'));
    await expect(raceAbort(abandoned, AbortSignal.abort(reason))).rejects.toBe(reason);
    // Vitest fails the run on an unhandled rejection: reaching the end is the assertion.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});

describe('checkTimeoutMs', () => {
  it('takes false or a positive delay a timer can hold', () => {
    expect(checkTimeoutMs(false)).toBe(false);
    expect(checkTimeoutMs(MAX_TIMER_MS)).toBe(MAX_TIMER_MS);
    expect(() => checkTimeoutMs(MAX_TIMER_MS + 1)).toThrow(/timeoutMs/);
  });
});
