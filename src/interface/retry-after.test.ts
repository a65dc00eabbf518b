import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_AFTER_SECONDS, retryAfterSeconds } from './retry-after';

const NOW = Date.UTC(2026, 0, 1);
const now = () => NOW;

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and HTTP-dates as whole seconds, at least 1', () => {
    expect(retryAfterSeconds('7', now)).toBe(7);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds(new Date(NOW + 2500).toUTCString(), now)).toBe(2);
    expect(retryAfterSeconds(new Date(NOW - 5000).toUTCString(), now)).toBe(1);
  });

  it('falls back to the default wait when there is no advice', () => {
    expect(retryAfterSeconds(null, now)).toBe(DEFAULT_RETRY_AFTER_SECONDS);
    expect(retryAfterSeconds('soon', now)).toBe(DEFAULT_RETRY_AFTER_SECONDS);
    expect(retryAfterSeconds('-5', now)).toBe(DEFAULT_RETRY_AFTER_SECONDS);
  });
});
