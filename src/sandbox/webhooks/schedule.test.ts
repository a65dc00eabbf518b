import { describe, expect, it } from 'vitest';
import { MAX_SCHEDULED_ATTEMPTS, nextAttemptAt, RETRY_DELAYS_MS } from './schedule';

const SECOND = 1000;

describe('retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after each failed attempt, then gives up', () => {
    const start = Date.UTC(2030, 0, 1);
    const waits: number[] = [];
    let at = start;
    for (let made = 1; ; made += 1) {
      const next = nextAttemptAt(made, at);
      if (next === null) break;
      waits.push((next - at) / SECOND);
      at = next;
    }
    expect(waits).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(MAX_SCHEDULED_ATTEMPTS).toBe(8);
    expect((at - start) / SECOND).toBe(99_305); // about 27.6 hours from the first attempt to the last
  });

  it('counts from the start of the failed attempt', () => {
    expect(nextAttemptAt(1, 1_000)).toBe(1_000 + RETRY_DELAYS_MS[0]);
  });

  it('counts from when it was due when the attempt started late (the clock moved past it), so one move can run them all', () => {
    expect(nextAttemptAt(2, 1_000 + 3_600_000, 1_000)).toBe(1_000 + RETRY_DELAYS_MS[1]);
    expect(nextAttemptAt(2, 1_000 + 900, 1_000 + 0)).toBe(1_900 + RETRY_DELAYS_MS[1]);
  });

  it('has no attempt after the eighth', () => {
    expect(nextAttemptAt(8, 0)).toBeNull();
    expect(nextAttemptAt(9, 0)).toBeNull();
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s attempts made', (made) => {
    expect(() => nextAttemptAt(made, 0)).toThrow(RangeError);
  });
});
