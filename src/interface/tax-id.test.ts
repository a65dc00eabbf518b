/**
 * The tax-id rules against an independent reader that knows the alphanumeric CNPJ: `cpf-cnpj-validator` 2.x. Values
 * are generated both ways (theirs completed by their check digits and read by ours, ours read by theirs), then broken
 * by one character, and the two readers must agree on every one.
 */
import { cnpj as theirCnpj, cpf as theirCpf } from 'cpf-cnpj-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cnpjWithCheckDigits,
  cpfWithCheckDigits,
  formatTaxId,
  isValidCnpj,
  isValidCpf,
  isValidTaxId,
  normalizeTaxId,
  taxIdKind,
  type TaxIdKind,
} from './tax-id';

/** Values tried per property below (fast-check's default is 100). */
const RUNS = 500;
const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The Receita Federal's published example of an alphanumeric CNPJ (IN RFB 2.229/2024). */
const RECEITA_EXAMPLE = '12.ABC.345/01DE-35';

interface Kind {
  name: string;
  kind: TaxIdKind;
  /** Characters allowed before the check digits. */
  baseAlphabet: string;
  baseLength: number;
  /** An extra condition on a generated base. */
  baseFilter: (base: string) => boolean;
  ours: (value: string) => boolean;
  ourCompletion: (base: string) => string;
  /** Their reader in strict mode: its loose mode silently drops stray characters, so it gets normalised values. */
  theirs: (value: string) => boolean;
  theirDigit: (partial: string) => number;
}

// Repeated digits are never issued and both readers refuse them.
const notRepeated = (base: string) => !/^(.)\1*$/.test(base);
/** Their CPF reader also refuses this one, a sample number with valid check digits; ours takes it. */
const THEIR_SAMPLE_CPF = '12345678909';

const KINDS: Kind[] = [
  {
    name: 'CPF',
    kind: 'cpf',
    baseAlphabet: DIGITS,
    baseLength: 9,
    baseFilter: (base) => notRepeated(base) && base !== THEIR_SAMPLE_CPF.slice(0, 9),
    ours: isValidCpf,
    ourCompletion: cpfWithCheckDigits,
    theirs: (value) => theirCpf.isValid(value, true),
    theirDigit: theirCpf.verifierDigit,
  },
  {
    name: 'numeric CNPJ',
    kind: 'cnpj',
    baseAlphabet: DIGITS,
    baseLength: 12,
    baseFilter: notRepeated,
    ours: isValidCnpj,
    ourCompletion: cnpjWithCheckDigits,
    theirs: (value) => theirCnpj.isValid(value, true),
    theirDigit: theirCnpj.verifierDigit,
  },
  {
    name: 'alphanumeric CNPJ',
    kind: 'cnpj',
    baseAlphabet: DIGITS + LETTERS,
    baseLength: 12,
    baseFilter: (base) => /[A-Z]/.test(base),
    ours: isValidCnpj,
    ourCompletion: cnpjWithCheckDigits,
    theirs: (value) => theirCnpj.isValid(value, true),
    theirDigit: theirCnpj.verifierDigit,
  },
];

const baseOf = (kind: Kind) =>
  fc
    .string({ unit: fc.constantFrom(...kind.baseAlphabet), minLength: kind.baseLength, maxLength: kind.baseLength })
    .filter(kind.baseFilter);

/** The base completed by THEIR check-digit computation. */
function theirCompletion(kind: Kind, base: string): string {
  const first = base + kind.theirDigit(base);
  return first + kind.theirDigit(first);
}

/** A valid value, a position in it and a different character allowed there (check-digit places take digits only). */
const oneCharacterChanged = (kind: Kind) =>
  baseOf(kind)
    .map((base) => theirCompletion(kind, base))
    .chain((value) =>
      fc.integer({ min: 0, max: value.length - 1 }).chain((position) => {
        const alphabet = position < kind.baseLength ? kind.baseAlphabet : DIGITS;
        const others = [...alphabet].filter((character) => character !== value[position]);
        return fc.constantFrom(...others).map((character) => ({
          value,
          position,
          changed: value.slice(0, position) + character + value.slice(position + 1),
        }));
      }),
    );

describe.each(KINDS)('$name, against cpf-cnpj-validator', (kind) => {
  it(`accepts ${RUNS} values completed by their check digits, punctuated, in any case`, () => {
    fc.assert(
      fc.property(baseOf(kind), (base) => {
        const value = theirCompletion(kind, base);
        expect(kind.ours(value)).toBe(true);
        expect(taxIdKind(value)).toBe(kind.kind);
        const written = kind.kind === 'cpf' ? theirCpf.format(value) : theirCnpj.format(value);
        expect(formatTaxId(value)).toBe(written);
        expect(normalizeTaxId(written.toLowerCase())).toBe(value);
        expect(isValidTaxId(written.toLowerCase(), [kind.kind])).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it(`completes ${RUNS} bases with the check digits they compute, and they accept ours`, () => {
    fc.assert(
      fc.property(baseOf(kind), (base) => {
        const value = kind.ourCompletion(base);
        expect(value).toBe(theirCompletion(kind, base));
        expect(kind.theirs(value)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  // One changed character usually breaks the check digits, but not always: remainders 0 and 1 both give a 0, and in
  // an alphanumeric CNPJ two characters 11 apart in value ('A' 17 and 'L' 28) weigh the same modulo 11. The readers
  // must agree on every changed value, and refuse each one whose check digits no longer fit its base.
  it(`agrees with them on ${RUNS} values with one character changed, refusing each that no longer fits`, () => {
    let refused = 0;
    fc.assert(
      fc.property(oneCharacterChanged(kind), ({ position, changed }) => {
        fc.pre(changed !== THEIR_SAMPLE_CPF);
        const ours = kind.ours(changed);
        expect(ours).toBe(kind.theirs(changed));
        const stillFits = theirCompletion(kind, changed.slice(0, kind.baseLength)) === changed;
        expect(ours).toBe(stillFits && notRepeated(changed));
        if (position >= kind.baseLength) expect(ours).toBe(false);
        if (!ours) refused += 1;
      }),
      { numRuns: RUNS },
    );
    // Most single changes are caught: the check digits are there for that.
    expect(refused).toBeGreaterThan(RUNS * 0.85);
  });
});

describe('the alphanumeric CNPJ', () => {
  it("accepts the Receita's published example, in any case and punctuation, and shows it punctuated", () => {
    for (const written of [RECEITA_EXAMPLE, '12ABC34501DE35', '12.abc.345/01de-35', ' 12 abc 345 01de 35 ']) {
      expect(normalizeTaxId(written)).toBe('12ABC34501DE35');
      expect(isValidTaxId(written)).toBe(true);
      expect(formatTaxId(written)).toBe(RECEITA_EXAMPLE);
      expect(theirCnpj.isValid(written)).toBe(true);
    }
    expect(cnpjWithCheckDigits('12ABC34501DE')).toBe('12ABC34501DE35');
    expect(taxIdKind('12ABC34501DE35')).toBe('cnpj');
  });

  it('refuses letters in the check-digit places, and lower case before normalising', () => {
    for (const value of ['12ABC34501DE3A', '12ABC34501DEA5', '12ABC34501DEAB']) {
      expect(isValidCnpj(value)).toBe(false);
      expect(theirCnpj.isValid(value, true)).toBe(false);
    }
    expect(isValidCnpj('12abc34501de35')).toBe(false);
    expect(isValidTaxId('12abc34501de35')).toBe(true);
  });

  it("has the scheme's blind spot: 'A' and 'L' (17 and 28) weigh the same modulo 11, for both readers", () => {
    expect(isValidCnpj('12LBC34501DE35')).toBe(true);
    expect(theirCnpj.isValid('12LBC34501DE35', true)).toBe(true);
  });

  it('is never a CPF, and a CPF never has letters', () => {
    expect(isValidTaxId(RECEITA_EXAMPLE, ['cpf'])).toBe(false);
    expect(isValidCpf('52998224A25')).toBe(false);
  });
});

describe('formatTaxId', () => {
  it('punctuates by shape, whatever punctuation it came in, and leaves anything else as it came', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('11 222 333 0001 81')).toBe('11.222.333/0001-81');
    expect(formatTaxId('12abc34501de35')).toBe(RECEITA_EXAMPLE);
    expect(formatTaxId('12ABC34501DEAB')).toBe('12ABC34501DEAB');
    expect(formatTaxId('1234')).toBe('1234');
    expect(formatTaxId('5299822472A')).toBe('5299822472A');
  });
});
