import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KNOWN_VALID_CNPJS,
  KNOWN_VALID_CPFS,
  formatCnpj,
  formatCpf,
  validCnpjArbitrary,
  validCpfArbitrary,
} from '../sandbox/submerchants/test-payloads';
import {
  cnpjSchema,
  cpfOrCnpjSchema,
  cpfSchema,
  formatTaxId,
  isValidCnpj,
  isValidCpf,
  isValidTaxId,
  normalizeTaxId,
  taxIdKind,
  taxIdProblem,
} from './documents';
import { ASCII_CNPJ, LOOKALIKE_CNPJS } from './test-tax-id-lookalikes';

/** Punctuation a person might type anywhere in the number. */
const punctuate = (digits: string) =>
  fc
    .array(fc.constantFrom('', '', '.', '/', '-', ' '), { minLength: digits.length + 1, maxLength: digits.length + 1 })
    .map((separators) => separators.map((separator, index) => separator + (digits[index] ?? '')).join(''));

describe('normalizeTaxId', () => {
  it('strips dots, slashes, hyphens and spaces', () => {
    expect(normalizeTaxId('529.982.247-25')).toBe('52998224725');
    expect(normalizeTaxId(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(normalizeTaxId('11 222 333 0001 81')).toBe('11222333000181');
  });

  it('upper-cases letters and keeps any other character, so validation can refuse it', () => {
    expect(normalizeTaxId('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeTaxId('529#982')).toBe('529#982');
  });

  it('upper-cases ASCII letters only: a character that upper-cases to ASCII letters stays, for validation to refuse', () => {
    for (const { typed } of LOOKALIKE_CNPJS) expect(normalizeTaxId(typed)).toMatch(/[^0-9A-Z]/);
    expect(normalizeTaxId('12.ſı3.4ß/01ﬁ-10')).toBe('12ſı34ß01ﬁ10');
  });

  it('any valid number written with punctuation normalises to its digits', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(validCpfArbitrary, validCnpjArbitrary)
          .chain((digits) => fc.tuple(fc.constant(digits), punctuate(digits))),
        ([digits, written]) => {
          expect(normalizeTaxId(written)).toBe(digits);
          expect(cpfOrCnpjSchema.parse(written)).toBe(digits);
        },
      ),
    );
  });
});

describe('isValidCpf', () => {
  it.each(KNOWN_VALID_CPFS)('accepts the real CPF %s', (cpf) => {
    expect(isValidCpf(normalizeTaxId(cpf))).toBe(true);
  });

  it.each(['52998224724', '52998224715', '11144477734', '12345678900'])('rejects %s (wrong check digit)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('rejects every all-same-digit sequence even though the arithmetic fits', () => {
    for (let digit = 0; digit <= 9; digit += 1) expect(isValidCpf(String(digit).repeat(11))).toBe(false);
  });

  it('rejects wrong lengths and punctuation (it expects normalised digits)', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529.982.247-25')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  // Remainders 0 and 1 both give check digit 0, so not every single-digit change is caught; a changed LAST
  // check digit always is.
  it('accepts every generated CPF and refuses it with its last check digit changed', () => {
    fc.assert(
      fc.property(validCpfArbitrary, fc.integer({ min: 1, max: 9 }), (cpf, delta) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(cpf.slice(0, 10) + ((Number(cpf[10]) + delta) % 10))).toBe(false);
      }),
    );
  });
});

describe('isValidCnpj', () => {
  it.each(KNOWN_VALID_CNPJS)('accepts the real CNPJ %s', (cnpj) => {
    expect(isValidCnpj(normalizeTaxId(cnpj))).toBe(true);
  });

  it.each(['11222333000180', '33000167000102', '60701190000105', '11222333000191'])(
    'rejects %s (wrong check digit)',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(false);
    },
  );

  it('rejects every all-same-digit sequence', () => {
    for (let digit = 0; digit <= 9; digit += 1) expect(isValidCnpj(String(digit).repeat(14))).toBe(false);
  });

  it('rejects wrong lengths', () => {
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
  });

  it('accepts every generated CNPJ and refuses it with its last check digit changed', () => {
    fc.assert(
      fc.property(validCnpjArbitrary, fc.integer({ min: 1, max: 9 }), (cnpj, delta) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(cnpj.slice(0, 13) + ((Number(cnpj[13]) + delta) % 10))).toBe(false);
      }),
    );
  });
});

describe('taxIdKind', () => {
  it('names valid numbers by kind and nothing else', () => {
    expect(taxIdKind('52998224725')).toBe('cpf');
    expect(taxIdKind('11222333000181')).toBe('cnpj');
    expect(taxIdKind('52998224724')).toBeUndefined();
    expect(taxIdKind('11222333000180')).toBeUndefined();
    expect(taxIdKind('123')).toBeUndefined();
    expect(taxIdKind('')).toBeUndefined();
  });
});

describe('taxIdProblem', () => {
  it('explains characters, length and check digits, naming both kinds of CNPJ', () => {
    expect(taxIdProblem('529.982.247-2x', ['cpf'])).toBe('is not a valid CPF: a CPF has only digits');
    expect(taxIdProblem('529.982.247_25', ['cpf'])).toBe(
      'must be a CPF (11 digits): only digits and the separators . / - are allowed',
    );
    expect(taxIdProblem('12.ABC.345/01DE#35', ['cnpj'])).toMatch(/only letters A–Z, digits and the separators/);
    expect(taxIdProblem('1234', ['cpf', 'cnpj'])).toBe(
      'must be a CPF (11 digits) or a CNPJ (14 digits, or alphanumeric: 12 letters or digits then 2 digits); got 4 digits',
    );
    expect(taxIdProblem('12.ABC.345', ['cpf', 'cnpj'])).toMatch(/; got 8 characters$/);
    expect(taxIdProblem('12.ABC.345/01DE-35', ['cpf'])).toBe('must be a CPF (11 digits); got 14 characters');
    expect(taxIdProblem('12.ABC.345/01DE-3A', ['cnpj'])).toBe(
      'is not a valid CNPJ: its last two characters, the check digits, are always digits',
    );
    expect(taxIdProblem('12.ABC.345/01DE-36', ['cnpj'])).toBe('is not a valid CNPJ: the check digits do not match');
    expect(taxIdProblem('12.abc.345/01de-35', ['cnpj'])).toBeUndefined();
    expect(taxIdProblem('11.222.333/0001-81', ['cpf'])).toMatch(/must be a CPF/);
    expect(taxIdProblem('529.982.247-24', ['cpf'])).toMatch(/not a valid CPF/);
    expect(taxIdProblem('11.222.333/0001-80', ['cnpj'])).toMatch(/not a valid CNPJ/);
    expect(taxIdProblem('529.982.247-25', ['cpf'])).toBeUndefined();
  });
});

describe('a CNPJ is ASCII', () => {
  it.each(LOOKALIKE_CNPJS)(
    'refuses one written with $character, where toUpperCase would read it as valid',
    ({ typed }) => {
      expect(isValidTaxId(ASCII_CNPJ)).toBe(true);
      expect(typed.toUpperCase().replace(/[./-]/g, '')).toBe(ASCII_CNPJ);
      expect(isValidTaxId(typed)).toBe(false);
      expect(taxIdKind(normalizeTaxId(typed))).toBeUndefined();
      expect(formatTaxId(typed)).toBe(typed);
      expect(taxIdProblem(typed, ['cnpj'])).toBe(
        'must be a CNPJ (14 digits, or alphanumeric: 12 letters or digits then 2 digits): only letters A–Z, digits and the separators . / - are allowed',
      );
      expect(cpfOrCnpjSchema.safeParse(typed).success).toBe(false);
      expect(cnpjSchema.safeParse(typed).success).toBe(false);
    },
  );
});

describe('tax id schemas', () => {
  it('take an alphanumeric CNPJ in any case and store it upper case, without punctuation', () => {
    expect(cnpjSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(cpfOrCnpjSchema.parse(' 12 ABC 345 01DE 35 ')).toBe('12ABC34501DE35');
    expect(cpfSchema.safeParse('12.ABC.345/01DE-35').error?.issues[0]?.message).toMatch(/must be a CPF/);
  });

  it('transform to the normalised digits', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cnpjSchema.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(cpfOrCnpjSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfOrCnpjSchema.parse('11222333000181')).toBe('11222333000181');
  });

  it('refuse the other kind, bad check digits, non-strings and absence with a readable message', () => {
    const message = (schema: typeof cpfSchema, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(message(cpfSchema, '11.222.333/0001-81')).toMatch(/must be a CPF/);
    expect(message(cnpjSchema, '529.982.247-25')).toMatch(/must be a CNPJ/);
    expect(message(cpfOrCnpjSchema, '111.111.111-11')).toMatch(/not a valid CPF/);
    expect(message(cpfOrCnpjSchema, 52998224725)).toBe('must be a string');
    expect(message(cpfOrCnpjSchema, undefined)).toBe('is required');
    expect(cpfOrCnpjSchema.safeParse('9'.repeat(100)).error?.issues.map((issue) => issue.message)).toEqual([
      'is too long for a tax id',
    ]);
  });

  it('accept a formatted valid number and refuse it with a wrong last digit', () => {
    fc.assert(
      fc.property(validCpfArbitrary, validCnpjArbitrary, (cpf, cnpj) => {
        expect(cpfSchema.safeParse(formatCpf(cpf)).success).toBe(true);
        expect(cnpjSchema.safeParse(formatCnpj(cnpj)).success).toBe(true);
        const wrongCpf = cpf.slice(0, 10) + ((Number(cpf[10]) + 1) % 10);
        expect(cpfSchema.safeParse(formatCpf(wrongCpf)).success).toBe(false);
      }),
    );
  });
});
