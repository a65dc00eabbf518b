import { describe, expect, it } from 'vitest';
import { formatCvv, formatExpiry, formatNumber, groupCardNumber } from './card-display';

describe('groupCardNumber', () => {
  it.each([
    ['visa', '4111111111111111', '4111 1111 1111 1111'],
    ['mastercard', '5555555555554444', '5555 5555 5555 4444'],
    ['amex', '378282246310005', '3782 822463 10005'],
    ['elo', '6362970000457013', '6362 9700 0045 7013'],
    ['hipercard', '6062825624254001', '6062 8256 2425 4001'],
    ['a 19-digit number', '4111111111111111113', '4111 1111 1111 1111 113'],
    ['a partial number', '41111', '4111 1'],
  ])('groups %s', (_name, digits, grouped) => {
    expect(groupCardNumber(digits)).toBe(grouped);
  });
});

describe('formatNumber', () => {
  it('keeps digits only, up to the brand’s length', () => {
    expect(formatNumber('4111-1111 1111x1111 9999', 24).value).toBe('4111 1111 1111 1111 999');
    expect(formatNumber('3782822463100059999', 19).value).toBe('3782 822463 10005');
  });

  it('keeps the caret after the same digit when spaces come and go', () => {
    // Typing a fifth digit at the end of "4111": the caret goes past the new space.
    expect(formatNumber('41111', 5)).toEqual({ value: '4111 1', caret: 6 });
    // Deleting inside the second group keeps the caret after the fifth digit.
    expect(formatNumber('4111 111 1111 1111', 8)).toEqual({ value: '4111 1111 1111 111', caret: 8 });
    expect(formatNumber('', 0)).toEqual({ value: '', caret: 0 });
  });
});

describe('formatExpiry', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1234', '12/34'],
    ['12/34', '12/34'],
    ['4', '04'],
    ['434', '04/34'],
    ['12345', '12/34'],
  ])('shows %s typed as %s', (typed, shown) => {
    expect(formatExpiry(typed, typed.length).value).toBe(shown);
  });

  it.each([
    ['12/2034', '12/34'],
    ['1/34', '01/34'],
    ['03 / 2031', '03/31'],
  ])('reads a filled-in %s whole', (filled, shown) => {
    expect(formatExpiry(filled, filled.length)).toEqual({ value: shown, caret: shown.length });
  });
});

describe('formatCvv', () => {
  it('allows four digits for Amex and three for the others', () => {
    expect(formatCvv('12345', 'amex').value).toBe('1234');
    expect(formatCvv('12a34', 'visa').value).toBe('123');
  });
});
