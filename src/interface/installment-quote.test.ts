import { describe, expect, it } from 'vitest';
import {
  cetAnnual,
  installmentOption,
  installmentOptions,
  priceInstallment,
  rateHundredths,
  type InstallmentTerms,
} from './installment-quote';
import { splitInstallments } from './installments';
import { MAX_INSTALLMENTS } from './charge-values';

/*
 * The independent computation: exact fractions of BigInts for the Price table (reduced by their gcd, with the rate
 * read from its decimal text, the formula written as `amount · i / (1 − (1 + i)^−n)` step by step), and a bisection
 * on the discount factor in fixed-point BigInt (30 decimal digits) for the CET. The module under test uses neither.
 */
interface Fraction {
  num: bigint;
  den: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function fraction(num: bigint, den: bigint): Fraction {
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}
const mul = (a: Fraction, b: Fraction) => fraction(a.num * b.num, a.den * b.den);
const div = (a: Fraction, b: Fraction) => fraction(a.num * b.den, a.den * b.num);
const sub = (a: Fraction, b: Fraction) => fraction(a.num * b.den - b.num * a.den, a.den * b.den);
const add = (a: Fraction, b: Fraction) => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
const whole = (value: bigint | number) => fraction(BigInt(value), 1n);
/** floor(f + 1/2) for a positive fraction, by counting whole units. */
function roundHalfUp(f: Fraction): bigint {
  const shifted = add(f, fraction(1n, 2n));
  return shifted.num / shifted.den;
}
/** "1.99" → 199/10000, from the decimal text (no floating point). */
function rateFromText(text: string): Fraction {
  const [units, decimals = ''] = text.split('.');
  const digits = decimals.padEnd(2, '0');
  return fraction(BigInt(units) * 100n + BigInt(digits), 10_000n);
}
function referenceInstallment(amount: number, rateText: string, count: number): number {
  const i = rateFromText(rateText);
  let power = whole(1);
  for (let month = 0; month < count; month++) power = div(power, add(whole(1), i));
  return Number(roundHalfUp(div(mul(whole(amount), i), sub(whole(1), power))));
}

const SCALE = 10n ** 30n;
/** P · (y + y² + … + yⁿ) in fixed point, y the discount factor scaled by SCALE. */
function presentValueAt(installment: bigint, count: number, y: bigint): bigint {
  let sum = 0n;
  let power = SCALE;
  for (let month = 0; month < count; month++) {
    power = (power * y) / SCALE;
    sum += power;
  }
  return (installment * sum) / SCALE;
}
/** The CET in hundredths of a percent per year, rounded half up: a different method, in integers. */
function referenceCetHundredths(amount: number, installment: number, count: number): bigint {
  const target = BigInt(amount);
  let low = SCALE / 4n; // a monthly rate of 300 %
  let high = 2n * SCALE; // −50 % a month
  for (let step = 0; step < 110; step++) {
    const middle = (low + high) / 2n;
    if (presentValueAt(BigInt(installment), count, middle) < target) low = middle;
    else high = middle;
  }
  // (1 + r)^12 = y^−12.
  let grown = SCALE;
  for (let month = 0; month < 12; month++) grown = (grown * SCALE) / low;
  const hundredthsTimesScale = (grown - SCALE) * 10_000n;
  // Half away from zero: a negative CET (flows that add up to less than the amount) rounds like its opposite.
  const magnitude = hundredthsTimesScale < 0n ? -hundredthsTimesScale : hundredthsTimesScale;
  const rounded = (2n * magnitude + SCALE) / (2n * SCALE);
  return hundredthsTimesScale < 0n ? -rounded : rounded;
}

const RATES = ['1.99', '0.01', '0.5', '1', '2.49', '4.99', '9.99', '15'];
/** R$ 5,00 to R$ 100.000,00: the edges, round and awkward values, and a spread in between. */
const EDGE_AMOUNTS = [500, 501, 599, 999, 1000, 1001, 1234, 4999, 9999, 10000, 33333, 66667, 99999, 100000, 123457];
const MORE_AMOUNTS = [999_999, 1_000_000, 3_333_333, 5_000_001, 7_777_777, 9_999_999, 9_999_900, 10_000_000];
/** A deterministic spread (a linear congruential sequence, log-uniform over the range). */
function spread(count: number): number[] {
  const values: number[] = [];
  let seed = 20_240_601;
  for (let index = 0; index < count; index++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    values.push(Math.round(500 * 20_000 ** (seed / 2_147_483_648)));
  }
  return values;
}
const AMOUNTS = [...EDGE_AMOUNTS, ...MORE_AMOUNTS, ...spread(40)];
const COUNTS = Array.from({ length: MAX_INSTALLMENTS }, (_, index) => index + 1);

const SEEDED: InstallmentTerms = {
  max_installments: 12,
  free_installments: 3,
  monthly_rate: 1.99,
  min_installment: 500,
  brand_max: { hipercard: 6 },
};

describe('the Price table, exact to the cent', () => {
  it.each(RATES)('equals the exact fraction rounded half up at %s percent a month, every count 1..24', (rateText) => {
    const hundredths = rateHundredths(Number(rateText));
    let compared = 0;
    for (const amount of AMOUNTS) {
      for (const count of COUNTS) {
        expect(priceInstallment(amount, hundredths, count), `${amount} in ${count} at ${rateText}`).toBe(
          referenceInstallment(amount, rateText, count),
        );
        compared++;
      }
    }
    expect(compared).toBe(AMOUNTS.length * 24);
  });

  it('rounds an exact half up (1× is the amount plus the month’s interest)', () => {
    // 50 cents at 1 %: 50.5 cents exactly. A floating-point 50 · 0.01 / (1 − 1/1.01) is 50.49999…, rounding to 50.
    expect((50 * 0.01) / (1 - 1 / 1.01)).toBeLessThan(50.5);
    expect(priceInstallment(50, 100, 1)).toBe(51);
    expect(priceInstallment(150, 100, 1)).toBe(152);
  });

  it('makes n × installment the total of every option with interest', () => {
    for (const amount of AMOUNTS) {
      for (const count of COUNTS) {
        const option = installmentOption(amount, count, { ...SEEDED, max_installments: 24, free_installments: 1 });
        if (count === 1) continue;
        expect(option.interest_free).toBe(false);
        expect(option.total_amount).toBe(count * option.installment_amount);
        expect(option.total_amount).toBeGreaterThan(amount);
      }
    }
  });
});

describe('the CET', () => {
  it.each(['1.99', '0.01', '2.49', '9.99'])(
    'equals an independent integer computation at %s percent a month',
    (rateText) => {
      const hundredths = rateHundredths(Number(rateText));
      for (const amount of AMOUNTS) {
        for (const count of COUNTS.slice(1)) {
          const installment = priceInstallment(amount, hundredths, count);
          const expected = Number(referenceCetHundredths(amount, installment, count)) / 100;
          expect(cetAnnual(amount, installment, count), `${amount} in ${count} at ${rateText}`).toBe(expected);
        }
      }
    },
  );

  it('is 0 for flows that add up to the amount, and negative for flows that add up to less', () => {
    expect(cetAnnual(1000, 250, 4)).toBe(0);
    expect(cetAnnual(1000, 240, 4)).toBeLessThan(0);
  });
});

describe('interest-free options', () => {
  it('add up to the amount, the first installment absorbing the rounding', () => {
    for (const amount of AMOUNTS) {
      for (const count of COUNTS) {
        const parts = splitInstallments(amount, count);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        const option = installmentOption(amount, count, { ...SEEDED, free_installments: 24, max_installments: 24 });
        expect(option).toMatchObject({ interest_free: true, total_amount: amount, monthly_rate: 0, cet_annual: 0 });
        expect(option.installment_amount).toBe(parts[0]);
        expect(Math.max(...parts)).toBe(parts[0]);
      }
    }
  });

  it('are every count at a zero rate', () => {
    const option = installmentOption(100000, 10, { ...SEEDED, monthly_rate: 0 });
    expect(option).toMatchObject({ interest_free: true, total_amount: 100000, installment_amount: 10000 });
  });
});

describe('the worked figures of R$ 1.000,00 at the seeded terms', () => {
  const options = installmentOptions(100000, SEEDED);

  it('offers 1× to 12×, sem juros up to 3×', () => {
    expect(options.map((option) => option.installments)).toEqual(COUNTS.slice(0, 12));
    expect(options.filter((option) => option.interest_free).map((option) => option.installments)).toEqual([1, 2, 3]);
    expect(options[2]).toMatchObject({ installment_amount: 33334, total_amount: 100000 });
  });

  it('says 10× R$ 111,27, total R$ 1.112,70, CET 26,68 % a.a.; 4× R$ 262,56, CET 26,67 %', () => {
    expect(options[9]).toEqual({
      installments: 10,
      interest_free: false,
      installment_amount: 11127,
      total_amount: 111270,
      monthly_rate: 1.99,
      cet_annual: 26.68,
    });
    expect(options[3]).toMatchObject({ installment_amount: 26256, total_amount: 105024, cet_annual: 26.67 });
  });
});

describe('which counts are offered', () => {
  it('caps a brand, and a debit card pays at once', () => {
    expect(installmentOptions(100000, SEEDED, { brand: 'hipercard' }).map((o) => o.installments)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(installmentOptions(100000, SEEDED, { brand: 'visa' })).toHaveLength(12);
    expect(installmentOptions(100000, SEEDED, { brand: 'hipercard', debit: true })).toHaveLength(1);
  });

  it('leaves out counts whose installment is under the minimum, but always offers 1×', () => {
    // R$ 30,00: 6× is R$ 5,34 with interest, 7× would be R$ 4,63.
    const counts = (amount: number) => installmentOptions(amount, SEEDED).map((option) => option.installments);
    expect(counts(300)).toEqual([1]);
    expect(counts(1000)).toEqual([1, 2]);
    expect(counts(1499)).toEqual([1, 2]);
    expect(counts(1500)).toEqual([1, 2, 3]);
    for (const option of installmentOptions(3000, SEEDED).slice(1)) {
      expect(option.installment_amount).toBeGreaterThanOrEqual(500);
    }
    expect(counts(3000)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('never offers an installment of less than a cent, whatever the minimum', () => {
    const noMinimum = { ...SEEDED, min_installment: 0 };
    // 2 cents: 3× sem juros would leave an installment of nothing; 4× with interest rounds up to a cent each.
    expect(installmentOptions(2, noMinimum).map((option) => option.installments)).toEqual([1, 2, 4]);
    for (const amount of [1, 2, 3, 5, 10]) {
      for (const option of installmentOptions(amount, { ...noMinimum, max_installments: 24 })) {
        const smallest = option.interest_free ? Math.floor(amount / option.installments) : option.installment_amount;
        expect(smallest).toBeGreaterThanOrEqual(1);
      }
    }
    expect(installmentOptions(1, noMinimum).map((option) => option.installments)).toEqual([1]);
  });
});
