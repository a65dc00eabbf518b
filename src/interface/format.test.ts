import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney } from './format';

const NBSP = '\u00a0';

describe('money as the buyer reads it', () => {
  it('writes reais the Brazilian way in every language', () => {
    expect(formatMoney(13_845, 'en')).toBe(`R$${NBSP}138,45`);
    expect(formatMoney(13_845, 'pt-BR')).toBe(`R$${NBSP}138,45`);
    expect(formatMoney(123_456_78, 'en', 'BRL')).toBe(`R$${NBSP}123.456,78`);
  });

  it('writes another currency in the page’s language', () => {
    expect(formatMoney(1999, 'en', 'USD')).toBe('$19.99');
  });
});

describe('a calendar day as the buyer reads it', () => {
  it('is written out, day first, in English and Portuguese, on the day given whatever the time zone', () => {
    expect(formatDay('2026-11-25', 'en')).toBe('25 November 2026');
    expect(formatDay('2026-12-01', 'pt-BR')).toBe('1 de dezembro de 2026');
    expect(formatDay('2026-01-01', 'en')).toBe('1 January 2026');
  });

  it('leaves anything that is not a day as it came', () => {
    expect(formatDay('25/11/2026', 'en')).toBe('25/11/2026');
    expect(formatDay('2026-13-45', 'en')).toBe('2026-13-45');
  });
});
