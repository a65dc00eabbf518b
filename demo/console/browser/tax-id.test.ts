import { describe, expect, it } from 'vitest';
import { isValidTaxId, taxIdKind, normalizeTaxId } from '../../../src/interface/tax-id';
import { randomCnpj, randomCpf } from './tax-id';

const TRIES = 200;

describe('the console’s example tax ids', () => {
  it('are valid, punctuated, and of the kind asked for', () => {
    for (let i = 0; i < TRIES; i += 1) {
      const cpf = randomCpf();
      expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      expect(taxIdKind(normalizeTaxId(cpf))).toBe('cpf');
      const cnpj = randomCnpj();
      expect(cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/);
      expect(isValidTaxId(cnpj, ['cnpj'])).toBe(true);
      const alphanumeric = randomCnpj({ alphanumeric: true });
      expect(alphanumeric).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/0001-\d{2}$/);
      expect(isValidTaxId(alphanumeric, ['cnpj'])).toBe(true);
    }
  });

  it('an alphanumeric example has letters in its root', () => {
    const roots = Array.from({ length: TRIES }, () => randomCnpj({ alphanumeric: true }).slice(0, 10));
    expect(roots.some((root) => /[A-Z]/.test(root))).toBe(true);
  });
});
