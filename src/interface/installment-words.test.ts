import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { installmentOptions } from './installment-quote';
import { optionWords } from './installment-words';
import type { Lang } from './lang';

/** The sandbox's seeded terms (docs/sandbox.md): 3 sem juros, 12 at most, 1.99 % a month. */
const TERMS = { max_installments: 12, free_installments: 3, monthly_rate: 1.99, min_installment: 500, brand_max: {} };
const words = (locale: Lang) =>
  installmentOptions(100_000, TERMS, {}).map((option) =>
    optionWords(option, locale, (cents) => formatMoney(cents, locale)).replace(/\s/g, ' '),
  );

describe('optionWords', () => {
  it('says what the law asks, as the contract writes it (R$ 1.000,00 at the seeded terms, pt-BR)', () => {
    const said = words('pt-BR');
    expect(said[0]).toBe('1× de R$ 1.000,00 à vista');
    expect(said[2]).toBe('3× de R$ 333,34 sem juros');
    expect(said[9]).toBe('10× de R$ 111,27 com juros (1,99 % a.m., CET 26,68 % a.a.) — total R$ 1.112,70');
  });

  it('says the same in English, reais still written the Brazilian way', () => {
    const said = words('en');
    expect(said[0]).toBe('1× of R$ 1.000,00, paid at once');
    expect(said[2]).toBe('3× of R$ 333,34 interest-free');
    expect(said[9]).toBe('10× of R$ 111,27 with interest (1.99 % a month, CET 26.68 % a year) — total R$ 1.112,70');
  });
});
