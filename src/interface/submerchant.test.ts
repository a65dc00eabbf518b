import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  formatCnpj,
  formatCpf,
  nextCnpj,
  nextCpf,
  pfRegistration,
  pjRegistration,
  validCnpjArbitrary,
} from '../sandbox/submerchants/test-payloads';
import { submerchantCreateSchema } from './submerchant';
import { latestTodayOnEarth } from './submerchant-fields';

const parse = (value: unknown) => submerchantCreateSchema.safeParse(value);
const errorsOf = (value: unknown) => fieldErrors(parse(value));

describe('submerchant registration: what is required', () => {
  it('needs only legal_name and tax_id; the rest is stored as null / [] and entity_type defaults to pj', () => {
    const cnpj = nextCnpj();
    const result = parse({ legal_name: 'Loja Ltda', tax_id: formatCnpj(cnpj) });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      entity_type: 'pj',
      trade_name: null,
      legal_name: 'Loja Ltda',
      tax_id: cnpj,
      email: null,
      phone: null,
      business_type: null,
      product_categories: [],
      average_ticket: null,
      monthly_revenue: null,
      mcc: null,
      cnaes: [],
      birth_date: null,
      mother_name: null,
    });
  });

  it('names each missing required field', () => {
    expect(errorsOf({})).toEqual({ legal_name: ['is required'], tax_id: ['is required'] });
  });

  it('takes email as optional: absent or null is stored as null, a sent one is trimmed and checked', () => {
    const base = { legal_name: 'Loja Ltda', tax_id: nextCnpj() };
    expect(parse({ ...base, email: null }).data?.email).toBeNull();
    expect(parse({ ...base, email: ' a@loja.example ' }).data?.email).toBe('a@loja.example');
    expect(errorsOf({ ...base, email: 'not-an-email' }).email).toEqual(['must be a valid e-mail address']);
    expect(errorsOf({ ...base, email: 42 }).email).toEqual(['must be a string']);
  });

  it('refuses blank text, a non-object body and unknown fields', () => {
    expect(errorsOf(pjRegistration({ legal_name: '   ' })).legal_name).toEqual(['must not be empty']);
    expect(parse([]).success).toBe(false);
    expect(parse('x').success).toBe(false);
    expect(parse(null).success).toBe(false);
    const unknown = parse(pjRegistration({ nickname: 'x' }));
    expect(unknown.error?.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });

  it('treats null and "" as absent for optional text', () => {
    const result = parse(pjRegistration({ trade_name: '', phone: null, business_type: '  ' }));
    expect(result.data).toMatchObject({ trade_name: null, phone: null, business_type: null });
  });
});

describe('submerchant registration: tax id per entity type', () => {
  it('stores a pj CNPJ and a pf CPF as digits', () => {
    const cnpj = nextCnpj();
    const cpf = nextCpf();
    expect(parse(pjRegistration({ tax_id: formatCnpj(cnpj) })).data?.tax_id).toBe(cnpj);
    expect(parse(pfRegistration({ tax_id: formatCpf(cpf) })).data?.tax_id).toBe(cpf);
  });

  it('refuses a CPF for a pj (also by default) and a CNPJ for a pf, on tax_id', () => {
    expect(errorsOf(pjRegistration({ tax_id: formatCpf(nextCpf()) })).tax_id).toEqual([
      'a pj submerchant needs a CNPJ (numeric or alphanumeric); this is a CPF',
    ]);
    const { entity_type: _omitted, ...withoutEntity } = pjRegistration({ tax_id: nextCpf() });
    expect(errorsOf(withoutEntity).tax_id?.[0]).toMatch(/needs a CNPJ/);
    expect(errorsOf(pfRegistration({ tax_id: formatCnpj(nextCnpj()) })).tax_id).toEqual([
      'a pf submerchant needs a CPF (11 digits); this is a CNPJ',
    ]);
  });

  it('takes an alphanumeric CNPJ for a pj, in any case, stored upper case; refuses it for a pf', () => {
    expect(parse(pjRegistration({ tax_id: '12.abc.345/01de-35' })).data?.tax_id).toBe('12ABC34501DE35');
    expect(errorsOf(pfRegistration({ tax_id: '12.ABC.345/01DE-35' })).tax_id).toEqual([
      'a pf submerchant needs a CPF (11 digits); this is a CNPJ',
    ]);
  });

  it('refuses invalid check digits once, without a second entity-type complaint', () => {
    expect(errorsOf(pjRegistration({ tax_id: '11.222.333/0001-80' })).tax_id).toEqual([
      'is not a valid CNPJ: the check digits do not match',
    ]);
  });

  it('accepts any valid CNPJ for a pj', () => {
    fc.assert(
      fc.property(validCnpjArbitrary, (cnpj) => {
        expect(parse(pjRegistration({ tax_id: cnpj })).success).toBe(true);
      }),
    );
  });

  it('refuses an unknown entity_type', () => {
    expect(errorsOf(pjRegistration({ entity_type: 'company' })).entity_type).toEqual(['must be pj or pf']);
  });
});

describe('submerchant registration: field rules', () => {
  it('checks e-mail and phone', () => {
    expect(errorsOf(pjRegistration({ email: 'not-an-email' })).email).toEqual(['must be a valid e-mail address']);
    expect(errorsOf(pjRegistration({ phone: 'call me' })).phone?.[0]).toMatch(/phone number/);
    expect(errorsOf(pjRegistration({ phone: '1234' })).phone).toEqual(['must have 8 to 15 digits']);
    expect(parse(pjRegistration({ phone: '+55 11 98765-4321' })).success).toBe(true);
  });

  it('wants non-negative whole numbers for average_ticket and monthly_revenue', () => {
    expect(errorsOf(pjRegistration({ average_ticket: -1 })).average_ticket).toEqual(['must not be negative']);
    expect(errorsOf(pjRegistration({ monthly_revenue: 10.5 })).monthly_revenue).toEqual(['must be a whole number']);
    expect(errorsOf(pjRegistration({ average_ticket: '100' })).average_ticket).toEqual(['must be a number']);
    expect(parse(pjRegistration({ average_ticket: 0, monthly_revenue: 0 })).success).toBe(true);
  });

  it('wants mcc as exactly 4 digits', () => {
    expect(parse(pjRegistration({ mcc: '5411' })).data?.mcc).toBe('5411');
    for (const mcc of ['541', '54111', 'abcd', ' 5411']) {
      expect(errorsOf(pjRegistration({ mcc })).mcc).toEqual(['must be exactly 4 digits']);
    }
  });

  it('wants product_categories as an array of non-empty strings', () => {
    expect(errorsOf(pjRegistration({ product_categories: 'food' })).product_categories).toEqual(['must be an array']);
    expect(errorsOf(pjRegistration({ product_categories: ['food', ''] }))['product_categories.1']).toEqual([
      'must not be empty',
    ]);
  });
});

describe('submerchant registration: CNAEs and mcc', () => {
  it('stores CNAE codes as 7 digits and resolves mcc from the primary CNAE', () => {
    const result = parse(
      pjRegistration({
        cnaes: [
          { code: '4781-4/00', description: 'Vestuário' },
          { code: '5611201', description: 'Restaurantes', is_primary: true },
        ],
      }),
    );
    expect(result.data?.cnaes).toEqual([
      { code: '4781400', description: 'Vestuário', is_primary: false },
      { code: '5611201', description: 'Restaurantes', is_primary: true },
    ]);
    expect(result.data?.mcc).toBe('5812');
  });

  it('keeps an mcc that was sent, leaves it null when the primary CNAE is unknown or absent', () => {
    expect(parse(pjRegistration({ mcc: '5999' })).data?.mcc).toBe('5999');
    expect(parse(pjRegistration({ cnaes: [{ code: '0111-3/01', is_primary: true }] })).data?.mcc).toBeNull();
    expect(parse(pjRegistration({ cnaes: [{ code: '4711-3/02' }] })).data?.mcc).toBeNull();
  });

  it('refuses malformed codes, two primaries and repeated codes, naming the item', () => {
    expect(errorsOf(pjRegistration({ cnaes: [{ code: '47113' }] }))['cnaes.0.code']?.[0]).toMatch(/7 digits/);
    const errors = errorsOf(
      pjRegistration({
        cnaes: [
          { code: '4711-3/02', is_primary: true },
          { code: '4711302', is_primary: true },
        ],
      }),
    );
    expect(errors['cnaes.1.code']).toEqual(['repeats an earlier CNAE']);
    expect(errors['cnaes.1.is_primary']?.[0]).toMatch(/only one CNAE may be primary/);
    expect(errorsOf(pjRegistration({ cnaes: [{ code: '4711302', extra: 1 }] }))['cnaes.0']).toBeDefined();
  });
});

describe('submerchant registration: pf-only fields and dates', () => {
  it('accepts birth_date and mother_name for a pf', () => {
    const result = parse(pfRegistration());
    expect(result.data).toMatchObject({ entity_type: 'pf', birth_date: '1990-05-17', mother_name: 'Maria Souza' });
  });

  it('refuses them on a pj', () => {
    const errors = errorsOf(pjRegistration({ birth_date: '1990-05-17', mother_name: 'Maria' }));
    expect(errors.birth_date).toEqual(['only a pf (individual) submerchant has this field']);
    expect(errors.mother_name).toEqual(['only a pf (individual) submerchant has this field']);
  });

  it('accepts null for them on a pj (absent)', () => {
    expect(parse(pjRegistration({ birth_date: null, mother_name: null })).success).toBe(true);
  });

  it('wants birth_date as a real calendar date, not in the future, not before 1900', () => {
    for (const birth_date of ['1990-02-30', '1990-13-01', '17/05/1990', '1990-5-17', '2023-02-29']) {
      expect(errorsOf(pfRegistration({ birth_date })).birth_date?.[0], birth_date).toMatch(/real calendar date/);
    }
    expect(parse(pfRegistration({ birth_date: '2024-02-29' })).success).toBe(true);
    expect(errorsOf(pfRegistration({ birth_date: '2999-01-01' })).birth_date).toEqual(['must not be in the future']);
    expect(errorsOf(pfRegistration({ birth_date: '1899-12-31' })).birth_date).toEqual([
      'must not be before 1900-01-01',
    ]);
  });

  it('accepts today in any time zone but not the day after', () => {
    const latest = latestTodayOnEarth();
    const nextDay = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(parse(pfRegistration({ birth_date: latest })).success).toBe(true);
    expect(parse(pfRegistration({ birth_date: nextDay })).success).toBe(false);
    expect(latestTodayOnEarth(new Date('2030-06-01T09:59:59Z'))).toBe('2030-06-01');
    expect(latestTodayOnEarth(new Date('2030-06-01T10:00:00Z'))).toBe('2030-06-02');
  });
});

describe('submerchant registration: reports every problem at once', () => {
  it('even when one field has the wrong type', () => {
    const errors = errorsOf(
      pjRegistration({ legal_name: 42, tax_id: formatCpf(nextCpf()), email: 'x', birth_date: '1990-01-01' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['birth_date', 'email', 'legal_name', 'tax_id']);
  });
});
