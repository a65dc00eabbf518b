import boletoUtils from '@mrmgomes/boleto-utils';
import { describe, expect, it } from 'vitest';
import { digitableLineGroups } from '../../interface/boleto-line';
import { boletoModulo11, buildBoleto, dueDateFactor, modulo10, newOurNumber } from './barcode';

/** The validator reads the due date as a moment at 20:54:59 UTC of that day; the day is what counts. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function expectValid(code: string, amountInCents: number, dueDate: string) {
  const result = boletoUtils.validarBoleto(code);
  expect(result.sucesso, result.mensagem).toBe(true);
  expect(result.tipoBoleto).toBe('BANCO');
  expect(result.valor).toBe(amountInCents / 100);
  const kind = code.length === 44 ? 'CODIGO_DE_BARRAS' : 'LINHA_DIGITAVEL';
  expect(result.tipoCodigoInput).toBe(kind);
  expect(dayOf(boletoUtils.identificarDataComNovoFator2025(code, kind))).toBe(dueDate);
  return result;
}

/**
 * boleto-utils trims leading zeros from the amount by looking at its second character, so it misreads a 10-digit
 * amount such as 1005755292 (R$ 10,057,552.92) as 57552.92; its amounts stay below R$ 10 million, and the top of the
 * range is read from the digits directly.
 */
const BELOW_TEN_MILLION_REAIS = 999_999_999;

describe('boleto barcode and digitable line', () => {
  it('the independent validator accepts both and reads the charge’s amount and due date', () => {
    const { barcode, digitableLine } = buildBoleto({
      amountInCents: 15_990,
      dueDate: '2026-11-28',
      ourNumber: '123456789',
    });
    expect(barcode).toMatch(/^\d{44}$/);
    expect(digitableLine).toMatch(/^\d{47}$/);
    const fromBarcode = expectValid(barcode, 15_990, '2026-11-28');
    expect(fromBarcode.linhaDigitavel).toBe(digitableLine);
    const fromLine = expectValid(digitableLine, 15_990, '2026-11-28');
    expect(fromLine.codigoBarras).toBe(barcode);
  });

  it('holds bank 000, currency 9, factor, amount and the charge’s number where FEBRABAN puts them', () => {
    const { barcode } = buildBoleto({ amountInCents: 1, dueDate: '2025-02-22', ourNumber: '42' });
    expect(barcode.slice(0, 4)).toBe('0009');
    expect(barcode.slice(5, 9)).toBe('1000');
    expect(barcode.slice(9, 19)).toBe('0000000001');
    expect(barcode.slice(19, 43)).toBe('42'.padStart(24, '0'));
  });

  it('is accepted for many amounts, dates and numbers (general digit never where readers disagree)', () => {
    for (let i = 0; i < 300; i++) {
      const amountInCents = 1 + ((i * 7_919_333) % BELOW_TEN_MILLION_REAIS);
      const day = new Date(Date.UTC(2026, 0, 1) + i * 7 * 86_400_000).toISOString().slice(0, 10);
      const { barcode, digitableLine } = buildBoleto({ amountInCents, dueDate: day, ourNumber: newOurNumber() });
      expectValid(barcode, amountInCents, day);
      expectValid(digitableLine, amountInCents, day);
    }
  });

  it('carries the largest amounts in the 10 amount digits', () => {
    for (const amountInCents of [1_005_755_292, 9_999_999_999]) {
      const { barcode } = buildBoleto({ amountInCents, dueDate: '2026-12-01', ourNumber: '7' });
      expect(Number(barcode.slice(9, 19))).toBe(amountInCents);
      expect(boletoUtils.validarBoleto(barcode).sucesso).toBe(true);
    }
  });

  it('computes due-date factors across the February 2025 restart', () => {
    // FEBRABAN's table: 1000 on 2000-07-03, 9999 on 2025-02-21, 1000 again on 2025-02-22.
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2000-07-04')).toBe('1001');
    expect(dueDateFactor('2025-02-20')).toBe('9998');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2025-02-23')).toBe('1001');
    expect(dueDateFactor('2025-03-01')).toBe('1007');
    expect(dueDateFactor('2026-01-01')).toBe(String(1000 + 313));
    // The next restart, 9000 days later.
    expect(dueDateFactor('2049-10-13')).toBe('9999');
    expect(dueDateFactor('2049-10-14')).toBe('1000');
    expect(() => dueDateFactor('2000-07-02')).toThrow(expect.objectContaining({ code: 'INVALID_DUE_DATE' }));
    expect(() => dueDateFactor('2026-02-30')).toThrow(expect.objectContaining({ code: 'INVALID_DUE_DATE' }));
  });

  it('matches the check-digit rules on published digits', () => {
    // FEBRABAN's modulo 10 example field and the validator's own examples.
    expect(modulo10('001905009')).toBe(5);
    expect(boletoUtils.validarBoleto('34196790600001000002220000005566385101214000').sucesso).toBe(true);
    expect(boletoModulo11('3419' + '790600001000002220000005566385101214000')).toBe(6);
    expect(modulo10('341922200')).toBe(9);
  });

  it('refuses amounts, dates and numbers that do not fit, with a typed code', () => {
    const base = { amountInCents: 100, dueDate: '2026-12-01', ourNumber: '1' };
    expect(() => buildBoleto({ ...base, amountInCents: 10_000_000_000 })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
    expect(() => buildBoleto({ ...base, amountInCents: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
    expect(() => buildBoleto({ ...base, ourNumber: '0' })).toThrow(
      expect.objectContaining({ code: 'INVALID_OUR_NUMBER' }),
    );
    expect(() => buildBoleto({ ...base, ourNumber: '1'.repeat(25) })).toThrow(
      expect.objectContaining({ code: 'INVALID_OUR_NUMBER' }),
    );
  });

  it('groups the line in its five printed fields', () => {
    const line = '34192220090000556638551012140003679060000100000';
    expect(digitableLineGroups(line)).toEqual(['34192.22009', '00005.566385', '51012.140003', '6', '79060000100000']);
    expect(digitableLineGroups('34192.22009 00005.566385 51012.140003 6 79060000100000')).toHaveLength(5);
    expect(digitableLineGroups('123')).toEqual([]);
  });
});
