import { describe, expect, it } from 'vitest';
import { centsAsTyped, formatCep, formatMoney, formatTaxId, reaisToCents } from './format';

describe('the demo’s money and tax-id formats', () => {
  it('reads amounts typed in reais, in either language’s marks, as cents', () => {
    expect(reaisToCents('45')).toBe(4500);
    expect(reaisToCents('45,5')).toBe(4550);
    expect(reaisToCents('45.50')).toBe(4550);
    expect(reaisToCents('1.234,56')).toBe(123456);
    expect(reaisToCents('1,234.56')).toBe(123456);
    expect(reaisToCents('R$ 85.000,00')).toBe(8_500_000);
    expect(reaisToCents('85.000')).toBe(8_500_000);
    expect(reaisToCents('abc')).toBeUndefined();
    expect(reaisToCents('')).toBeUndefined();
  });

  it('shows cents for typing, and as money, in the reader’s language', () => {
    expect(centsAsTyped(4500, 'pt-BR')).toBe('45,00');
    expect(centsAsTyped(8_500_000, 'pt-BR')).toBe('85.000,00');
    expect(centsAsTyped(8_500_000, 'en')).toBe('85,000.00');
    expect(centsAsTyped(123_456, 'pt-BR')).toBe('1.234,56');
    // What a form shows is read back as the same cents, in either language.
    for (const cents of [4500, 123_456, 8_500_000, 1_234_567_89])
      for (const lang of ['en', 'pt-BR'] as const) expect(reaisToCents(centsAsTyped(cents, lang))).toBe(cents);
    expect(formatMoney(123456, { lang: 'pt-BR' })).toMatch(/^R\$\s1\.234,56$/);
    expect(formatMoney(123456, { lang: 'en' })).toBe('R$\u00a01.234,56');
  });

  it('punctuates a CPF and a CNPJ', () => {
    expect(formatTaxId('12345678909')).toBe('123.456.789-09');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTaxId('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatTaxId('123')).toBe('123');
  });

  it('punctuates an alphanumeric CNPJ, in capitals, however it was typed', () => {
    expect(formatTaxId('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatTaxId('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
    expect(formatTaxId(' 12abc34501de35 ')).toBe('12.ABC.345/01DE-35');
  });

  it('writes a CEP with its hyphen', () => {
    expect(formatCep('01310200')).toBe('01310-200');
    expect(formatCep('01310-200')).toBe('01310-200');
    expect(formatCep('1234')).toBe('1234');
  });
});
