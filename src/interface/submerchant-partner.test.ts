import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  formatCnpj,
  formatCpf,
  nextCnpj,
  nextCpf,
  partnerPayload,
} from '../sandbox/submerchants/test-payloads';
import { PARTNER_QUALIFICATIONS, PARTNER_ROLES, legalRepresentativeSchema } from './submerchant-partner';

const parse = (value: unknown) => legalRepresentativeSchema.safeParse(value);
const errorsOf = (value: unknown) => fieldErrors(parse(value));

describe('legal representative payload', () => {
  it('needs name and document; entity_type defaults to pf, is_admin to false, the rest to null', () => {
    const cpf = nextCpf();
    expect(parse({ name: 'Carlos Lima', document: formatCpf(cpf) }).data).toEqual({
      name: 'Carlos Lima',
      document: cpf,
      entity_type: 'pf',
      legal_name: null,
      birth_date: null,
      mother_name: null,
      email: null,
      phone: null,
      role: null,
      qualification: null,
      participation_percentage: null,
      is_admin: false,
    });
    expect(errorsOf({})).toEqual({ name: ['is required'], document: ['is required'] });
  });

  it('accepts every field of the interface', () => {
    const result = parse(partnerPayload({ mother_name: 'Rita Lima', phone: '11 98888-7777' }));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ role: 'legal_representative', qualification: 'OWNER-ADMIN', is_admin: true });
  });

  it('accepts each role and qualification of the interface, and nothing else', () => {
    for (const role of PARTNER_ROLES.filter((value) => value !== 'corporate_owner')) {
      expect(parse(partnerPayload({ role })).success, role).toBe(true);
    }
    for (const qualification of PARTNER_QUALIFICATIONS)
      expect(parse(partnerPayload({ qualification })).success).toBe(true);
    expect(errorsOf(partnerPayload({ role: 'owner' })).role?.[0]).toMatch(/must be one of legal_representative/);
    expect(errorsOf(partnerPayload({ qualification: 'director' })).qualification?.[0]).toMatch(
      /must be one of DIRECTOR/,
    );
  });

  it('keeps participation_percentage within 0..100 (decimals allowed)', () => {
    expect(parse(partnerPayload({ participation_percentage: 0 })).success).toBe(true);
    expect(parse(partnerPayload({ participation_percentage: 100 })).success).toBe(true);
    expect(parse(partnerPayload({ participation_percentage: 33.33 })).success).toBe(true);
    expect(errorsOf(partnerPayload({ participation_percentage: 100.01 })).participation_percentage).toEqual([
      'must be between 0 and 100',
    ]);
    expect(errorsOf(partnerPayload({ participation_percentage: -1 })).participation_percentage).toEqual([
      'must be between 0 and 100',
    ]);
    expect(errorsOf(partnerPayload({ participation_percentage: '50' })).participation_percentage).toEqual([
      'must be a number',
    ]);
  });

  it('checks e-mail, phone, birth_date and is_admin', () => {
    const errors = errorsOf(partnerPayload({ email: 'x@', phone: 'abc', birth_date: '1980-02-30', is_admin: 'yes' }));
    expect(Object.keys(errors).sort()).toEqual(['birth_date', 'email', 'is_admin', 'phone']);
  });

  it('infers an omitted or null entity_type from the document: a CNPJ is pj, a CPF pf', () => {
    for (const entity_type of [undefined, null]) {
      const cnpj = nextCnpj();
      const company = parse(
        partnerPayload({ entity_type, document: formatCnpj(cnpj), legal_name: 'Holding SA', role: 'corporate_owner' }),
      );
      expect(company.data, String(entity_type)).toMatchObject({
        entity_type: 'pj',
        document: cnpj,
        legal_name: 'Holding SA',
      });
      expect(parse(partnerPayload({ entity_type, document: nextCnpj() })).data?.entity_type).toBe('pj');
      expect(parse(partnerPayload({ entity_type, document: formatCpf(nextCpf()) })).data?.entity_type).toBe('pf');
    }
    // The inferred type brings its own field rules.
    expect(errorsOf(partnerPayload({ document: nextCnpj(), mother_name: 'Rita' })).mother_name?.[0]).toMatch(
      /only a pf/,
    );
    expect(errorsOf(partnerPayload({ document: nextCnpj(), role: 'individual_owner' })).role?.[0]).toMatch(
      /use entity_type pf/,
    );
    // A document that is neither reports only its own problem.
    expect(errorsOf(partnerPayload({ document: '123' }))).toEqual({
      document: [expect.stringMatching(/got 3 digits/)],
    });
  });

  it('takes an alphanumeric CNPJ as a company partner, inferred pj, stored upper case', () => {
    expect(parse(partnerPayload({ document: '12.abc.345/01de-35', legal_name: 'Holding SA' })).data).toMatchObject({
      entity_type: 'pj',
      document: '12ABC34501DE35',
    });
    expect(errorsOf(partnerPayload({ entity_type: 'pf', document: '12ABC34501DE35' })).document?.[0]).toMatch(
      /is a CNPJ: a pf \(individual\) partner needs a CPF/,
    );
  });

  it('a pf partner needs a CPF and a pj partner a CNPJ when entity_type is sent', () => {
    expect(errorsOf(partnerPayload({ entity_type: 'pf', document: formatCnpj(nextCnpj()) })).document).toEqual([
      'is a CNPJ: a pf (individual) partner needs a CPF (for a company partner send entity_type pj, or omit it)',
    ]);
    const cnpj = nextCnpj();
    const company = parse(
      partnerPayload({
        entity_type: 'pj',
        document: formatCnpj(cnpj),
        legal_name: 'Holding SA',
        role: 'corporate_owner',
      }),
    );
    expect(company.data).toMatchObject({ entity_type: 'pj', document: cnpj, legal_name: 'Holding SA' });
    expect(errorsOf(partnerPayload({ entity_type: 'pj', document: nextCpf() })).document).toEqual([
      'is a CPF: a pj (company) partner needs a CNPJ',
    ]);
  });

  it('refuses fields and roles that contradict the entity type', () => {
    expect(errorsOf(partnerPayload({ legal_name: 'Holding SA' })).legal_name).toEqual([
      'only a pj (company) partner has a legal name',
    ]);
    expect(errorsOf(partnerPayload({ role: 'corporate_owner' })).role?.[0]).toMatch(/use entity_type pj/);
    const pj = { entity_type: 'pj', document: nextCnpj() };
    expect(errorsOf(partnerPayload({ ...pj, mother_name: 'Rita' })).mother_name?.[0]).toMatch(/only a pf/);
    expect(errorsOf(partnerPayload({ ...pj, role: 'individual_owner' })).role?.[0]).toMatch(/use entity_type pf/);
  });

  it('refuses unknown fields and a bad entity_type', () => {
    expect(parse(partnerPayload({ cpf: '1' })).success).toBe(false);
    expect(errorsOf(partnerPayload({ entity_type: 'company' })).entity_type).toEqual(['must be one of pf, pj']);
  });
});
