import { describe, expect, it } from 'vitest';
import { pairedStats, quantile } from './paired';

describe('pairedStats', () => {
  it('takes the median of the paired differences, not the difference of the medians', () => {
    // Pairs measured at the same moment: the floor moves with the machine, the difference stays 2 ms.
    const floor = [10, 50, 11, 52, 12];
    const measured = floor.map((value) => value + 2);
    const stats = pairedStats(measured, floor);
    expect(stats.overMs).toBe(2);
    expect([stats.overMinMs, stats.overMaxMs]).toEqual([2, 2]);
    expect(stats.medianMs - stats.floorMedianMs).toBe(2);
  });

  it('reports the spread of the differences', () => {
    const stats = pairedStats([11, 13, 10, 20, 12], [10, 10, 10, 10, 10]);
    expect(stats.overMs).toBe(2);
    expect([stats.overP25Ms, stats.overP75Ms]).toEqual([1, 3]);
    expect([stats.overMinMs, stats.overMaxMs]).toEqual([0, 10]);
    expect(stats.ratio).toBeCloseTo(1.2);
  });

  it('refuses unpaired runs', () => {
    expect(() => pairedStats([1, 2], [1])).toThrow(/paired/);
  });
});

describe('quantile', () => {
  it('uses the nearest rank', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect([quantile(sorted, 0.25), quantile(sorted, 0.5), quantile(sorted, 0.75)]).toEqual([3, 5, 7]);
  });
});
