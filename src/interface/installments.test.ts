import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentCounts, splitInstallments } from './installments';

describe('splitInstallments', () => {
  it('lets the first installment absorb the rounding', () => {
    expect(splitInstallments(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitInstallments(15991, 3)).toEqual([5331, 5330, 5330]);
    expect(splitInstallments(15990, 3)).toEqual([5330, 5330, 5330]);
    expect(splitInstallments(15990, 1)).toEqual([15990]);
  });

  it('adds up to the cent, with parts at most one cent apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), fc.integer({ min: 1, max: 24 }), (total, count) => {
        const parts = splitInstallments(total, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        expect(parts.slice(1).every((part) => part === parts[1] && parts[0] - part < count)).toBe(true);
      }),
    );
  });

  it('gives nothing for amounts or counts that are not positive integers', () => {
    expect(splitInstallments(0, 3)).toEqual([]);
    expect(splitInstallments(100.5, 2)).toEqual([]);
    expect(splitInstallments(100, 0)).toEqual([]);
  });
});

describe('installmentCounts', () => {
  it('offers counts up to the maximum whose smallest installment reaches the minimum, and always 1', () => {
    expect(installmentCounts(15990, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(installmentCounts(15990, 12, 2000)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(installmentCounts(500, 12, 1000)).toEqual([1]);
  });
});
