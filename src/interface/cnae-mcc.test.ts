import { describe, expect, it } from 'vitest';
import { CNAE_MCC_TABLE, formatCnae, isCnaeCode, mccForCnae, normalizeCnae, resolveMcc } from './cnae-mcc';

describe('CNAE codes', () => {
  it('normalise the printed form and plain digits alike', () => {
    expect(normalizeCnae('4711-3/02')).toBe('4711302');
    expect(normalizeCnae('4711.3.02')).toBe('4711302');
    expect(normalizeCnae(' 4711302 ')).toBe('4711302');
    expect(formatCnae('4711302')).toBe('4711-3/02');
  });

  it('are 7 digits', () => {
    expect(isCnaeCode('4711-3/02')).toBe(true);
    expect(isCnaeCode('4711302')).toBe(true);
    expect(isCnaeCode('471130')).toBe(false);
    expect(isCnaeCode('47113021')).toBe(false);
    expect(isCnaeCode('4711-3/0a')).toBe(false);
    expect(isCnaeCode('')).toBe(false);
  });
});

describe('CNAE → MCC table', () => {
  it('maps common activities to their usual MCC', () => {
    expect(mccForCnae('4711-3/02')).toBe('5411');
    expect(mccForCnae('5611-2/01')).toBe('5812');
    expect(mccForCnae('4781-4/00')).toBe('5651');
    expect(mccForCnae('6201-5/01')).toBe('7372');
    expect(mccForCnae('4930-2/02')).toBe('4214');
    expect(mccForCnae('4771-7/01')).toBe('5912');
  });

  it('holds only well-formed keys and 4-digit MCCs, at least 25 of them', () => {
    const entries = Object.entries(CNAE_MCC_TABLE);
    expect(entries.length).toBeGreaterThanOrEqual(25);
    for (const [cnae, { mcc, activity }] of entries) {
      expect(cnae).toMatch(/^\d{7}$/);
      expect(mcc).toMatch(/^\d{4}$/);
      expect(activity.length).toBeGreaterThan(0);
    }
  });

  it('answers null for unknown codes, also for names of Object.prototype', () => {
    expect(mccForCnae('0000000')).toBeNull();
    expect(mccForCnae('constructor')).toBeNull();
    expect(mccForCnae('__proto__')).toBeNull();
  });
});

describe('resolveMcc', () => {
  it('uses the primary CNAE, wherever it is in the list', () => {
    expect(
      resolveMcc([
        { code: '4781-4/00', is_primary: false },
        { code: '5611-2/01', is_primary: true },
      ]),
    ).toBe('5812');
  });

  it('stays empty (null) without a primary CNAE, without CNAEs, or for an unknown primary', () => {
    expect(resolveMcc([{ code: '4711-3/02', is_primary: false }])).toBeNull();
    expect(resolveMcc([{ code: '4711-3/02' }])).toBeNull();
    expect(resolveMcc([])).toBeNull();
    expect(resolveMcc(undefined)).toBeNull();
    expect(resolveMcc(null)).toBeNull();
    expect(resolveMcc([{ code: '9999-9/99', is_primary: true }])).toBeNull();
  });
});
