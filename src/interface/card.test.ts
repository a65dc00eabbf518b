import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardDigits,
  checkCard,
  cvvLength,
  isCardExpired,
  parseCardExpiry,
  passesLuhn,
  type CardBrand,
  type CardData,
} from './card';

/** A 16-digit number (15 for Amex) starting with `prefix`, with a valid check digit. */
function cardNumber(prefix: string, length = 16): string {
  const body = prefix.padEnd(length - 1, '0');
  const check = [...'0123456789'].find((digit) => passesLuhn(body + digit)) as string;
  return body + check;
}

describe('card brand', () => {
  // Real BIN ranges: the bounds of each range, and the first number outside it where that is another brand.
  const table: [bin: string, brand: CardBrand][] = [
    // Visa
    ['4111', 'visa'],
    ['400000', 'visa'],
    ['401177', 'visa'],
    ['401180', 'visa'],
    ['457630', 'visa'],
    ['457633', 'visa'],
    ['499999', 'visa'],
    // Elo: its ranges that start with 4 win over Visa
    ['401178', 'elo'],
    ['401179', 'elo'],
    ['431274', 'elo'],
    ['438935', 'elo'],
    ['451416', 'elo'],
    ['457393', 'elo'],
    ['457631', 'elo'],
    ['457632', 'elo'],
    // Elo: ranges starting with 5 and 6
    ['504175', 'elo'],
    ['506699', 'elo'],
    ['506778', 'elo'],
    ['509000', 'elo'],
    ['509999', 'elo'],
    ['627780', 'elo'],
    ['636297', 'elo'],
    ['636368', 'elo'],
    ['650031', 'elo'],
    ['650033', 'elo'],
    ['650035', 'elo'],
    ['650051', 'elo'],
    ['650405', 'elo'],
    ['650439', 'elo'],
    ['650485', 'elo'],
    ['650538', 'elo'],
    ['650541', 'elo'],
    ['650598', 'elo'],
    ['650700', 'elo'],
    ['650718', 'elo'],
    ['650720', 'elo'],
    ['650727', 'elo'],
    ['650901', 'elo'],
    ['650978', 'elo'],
    ['651652', 'elo'],
    ['651679', 'elo'],
    ['655000', 'elo'],
    ['655019', 'elo'],
    ['655021', 'elo'],
    ['655058', 'elo'],
    // Between Elo's ranges: no brand of ours
    ['504174', 'other'],
    ['506698', 'other'],
    ['506779', 'other'],
    ['650034', 'other'],
    ['650719', 'other'],
    ['655020', 'other'],
    ['655059', 'other'],
    // Mastercard: 51–55 and 2221–2720
    ['51', 'mastercard'],
    ['5555', 'mastercard'],
    ['550000', 'mastercard'],
    ['2221', 'mastercard'],
    ['2500', 'mastercard'],
    ['2720', 'mastercard'],
    ['2220', 'other'],
    ['2721', 'other'],
    ['50', 'other'],
    ['56', 'other'],
    // Amex: 34 and 37
    ['34', 'amex'],
    ['37', 'amex'],
    ['35', 'other'],
    ['36', 'other'],
    // Hipercard: 606282 and 3841
    ['606282', 'hipercard'],
    ['384100', 'hipercard'],
    ['384140', 'hipercard'],
    ['384160', 'hipercard'],
    ['606281', 'other'],
    ['3840', 'other'],
    // Others
    ['6011', 'other'],
    ['3528', 'other'],
    ['', 'other'],
  ];

  it.each(table)('%s… is %s', (bin, brand) => {
    expect(cardBrand(bin === '' ? '' : cardNumber(bin, bin.startsWith('3') && brand === 'amex' ? 15 : 16))).toBe(brand);
  });

  it('reads a partly typed number: Visa from the first 4, Elo once the sixth digit says so', () => {
    expect(cardBrand('4')).toBe('visa');
    expect(cardBrand('40117')).toBe('visa');
    expect(cardBrand('401178')).toBe('elo');
    expect(cardBrand('5')).toBe('other');
    expect(cardBrand('52')).toBe('mastercard');
    expect(cardBrand('3')).toBe('other');
  });

  it('ignores spaces and dashes', () => {
    expect(cardBrand('4011 7800 0000 0000')).toBe('elo');
    expect(cardBrand('3782-822463-10005')).toBe('amex');
  });
});

describe('card number', () => {
  it('drops spaces and dashes only', () => {
    expect(cardDigits(' 4111 1111-1111 1111 ')).toBe('4111111111111111');
    expect(cardDigits('4111.1111')).toBe('4111.1111');
  });

  it.each([
    ['4111111111111111', true],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['4111111111111112', false],
    ['', false],
    ['41a1', false],
  ])('Luhn of %s is %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['4111 1111 1111 111x', 'digits'],
    [cardNumber('4', 11), 'length'],
    [cardNumber('4', 20), 'length'],
    ['4111111111111112', 'luhn'],
  ])('%j breaks the %s rule', (number, rule) => {
    expect(checkCard({ ...VALID, number }, NOW)).toEqual([{ field: 'number', rule }]);
  });

  it.each([12, 13, 15, 16, 19])('accepts %i digits', (length) => {
    expect(checkCard({ ...VALID, number: cardNumber('4', length) }, NOW)).toEqual([]);
  });
});

const NOW = new Date('2026-05-15T12:00:00Z');
const VALID: CardData = {
  number: '4111 1111 1111 1111',
  holder_name: 'Ana Souza',
  exp_month: 12,
  exp_year: 2030,
  cvv: '123',
};

describe('expiry', () => {
  it('keeps a card valid through the last day of its month (UTC)', () => {
    expect(isCardExpired(5, 2026, new Date('2026-05-31T23:59:59Z'))).toBe(false);
    expect(isCardExpired(5, 2026, new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired(12, 2026, new Date('2026-12-31T23:59:59Z'))).toBe(false);
    expect(isCardExpired(12, 2026, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it.each([
    [{ exp_month: 5, exp_year: 2026 }, []],
    [{ exp_month: '05', exp_year: '2026' }, []],
    [{ exp_month: 4, exp_year: 2026 }, [{ field: 'exp_month', rule: 'expired' }]],
    [{ exp_month: 12, exp_year: 2025 }, [{ field: 'exp_year', rule: 'expired' }]],
    [{ exp_month: 0, exp_year: 2030 }, [{ field: 'exp_month', rule: 'month' }]],
    [{ exp_month: 13, exp_year: 2030 }, [{ field: 'exp_month', rule: 'month' }]],
    [{ exp_month: 1.5, exp_year: 2030 }, [{ field: 'exp_month', rule: 'month' }]],
    [{ exp_month: 'ab', exp_year: 2030 }, [{ field: 'exp_month', rule: 'month' }]],
    [{ exp_month: 12, exp_year: 30 }, [{ field: 'exp_year', rule: 'year' }]],
    [{ exp_month: 12, exp_year: 20300 }, [{ field: 'exp_year', rule: 'year' }]],
    [
      { exp_month: null, exp_year: '' },
      [
        { field: 'exp_month', rule: 'required' },
        { field: 'exp_year', rule: 'required' },
      ],
    ],
  ] as [CardData, unknown[]][])('%j → %j', (expiry, problems) => {
    expect(checkCard({ ...VALID, ...expiry }, NOW)).toEqual(problems);
  });

  it.each([
    ['12/29', { month: 12, year: 2029 }],
    ['1/29', { month: 1, year: 2029 }],
    ['01 / 2031', { month: 1, year: 2031 }],
    ['07-28', { month: 7, year: 2028 }],
    ['0728', { month: 7, year: 2028 }],
    ['072028', { month: 7, year: 2028 }],
    ['13/29', { month: 13, year: 2029 }],

    ['12/2', undefined],
    ['12/202', undefined],
    ['december', undefined],
    ['', undefined],
  ])('parses the cc-exp value %j', (raw, expected) => {
    expect(parseCardExpiry(raw)).toEqual(expected);
  });
});

describe('CVV and holder name', () => {
  it('wants 3 digits, 4 for Amex', () => {
    expect(cvvLength('visa')).toBe(3);
    expect(cvvLength('elo')).toBe(3);
    expect(cvvLength('amex')).toBe(4);
    expect(checkCard({ ...VALID, cvv: '1234' }, NOW)).toEqual([{ field: 'cvv', rule: 'length' }]);
    expect(checkCard({ ...VALID, number: '378282246310005', cvv: '123' }, NOW)).toEqual([
      { field: 'cvv', rule: 'length' },
    ]);
    expect(checkCard({ ...VALID, number: '378282246310005', cvv: '1234' }, NOW)).toEqual([]);
    expect(checkCard({ ...VALID, cvv: '12a' }, NOW)).toEqual([{ field: 'cvv', rule: 'digits' }]);
    expect(checkCard({ ...VALID, cvv: '' }, NOW)).toEqual([{ field: 'cvv', rule: 'required' }]);
  });

  it('wants a holder name of at most 100 characters', () => {
    expect(checkCard({ ...VALID, holder_name: '  ' }, NOW)).toEqual([{ field: 'holder_name', rule: 'required' }]);
    expect(checkCard({ ...VALID, holder_name: 'A'.repeat(101) }, NOW)).toEqual([
      { field: 'holder_name', rule: 'length' },
    ]);
    expect(checkCard({ ...VALID, holder_name: 'A'.repeat(100) }, NOW)).toEqual([]);
  });

  it('lists every problem of an empty card, in field order', () => {
    expect(checkCard({}, NOW)).toEqual([
      { field: 'number', rule: 'required' },
      { field: 'holder_name', rule: 'required' },
      { field: 'exp_month', rule: 'required' },
      { field: 'exp_year', rule: 'required' },
      { field: 'cvv', rule: 'required' },
    ]);
  });

  it('accepts the test cards', () => {
    expect(checkCard({ ...VALID, number: '4111111111111111' }, NOW)).toEqual([]);
    expect(checkCard({ ...VALID, number: '4000000000000002' }, NOW)).toEqual([]);
  });
});
