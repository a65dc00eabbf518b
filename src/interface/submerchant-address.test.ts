import { describe, expect, it } from 'vitest';
import { addressPayload, fieldErrors } from '../sandbox/submerchants/test-payloads';
import {
  BRAZILIAN_STATES,
  submerchantAddressCreateSchema as create,
  submerchantAddressPatchSchema as patch,
} from './submerchant-address';

describe('address payload (POST)', () => {
  it('stores type/complement as null when absent, country BR and is_primary false by default', () => {
    const { type: _type, complement: _complement, ...minimal } = addressPayload();
    expect(create.safeParse(minimal).data).toEqual({
      type: null,
      street: 'Avenida Paulista',
      number: '1578',
      complement: null,
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      zip_code: '01310-200',
      country: 'BR',
      is_primary: false,
    });
  });

  it('names every missing required field', () => {
    expect(fieldErrors(create.safeParse({}))).toEqual({
      street: ['is required'],
      number: ['is required'],
      neighborhood: ['is required'],
      city: ['is required'],
      state: ['is required'],
      zip_code: ['is required'],
    });
  });

  it('accepts each address type and refuses others', () => {
    for (const type of ['billing', 'shipping', 'both'])
      expect(create.safeParse(addressPayload({ type })).success).toBe(true);
    expect(fieldErrors(create.safeParse(addressPayload({ type: 'home' }))).type).toEqual([
      'must be one of billing, shipping, both',
    ]);
  });

  it('upper-cases the state and wants a real UF in Brazil', () => {
    expect(create.safeParse(addressPayload({ state: 'rj' })).data?.state).toBe('RJ');
    for (const state of BRAZILIAN_STATES) expect(create.safeParse(addressPayload({ state })).success).toBe(true);
    expect(fieldErrors(create.safeParse(addressPayload({ state: 'XX' }))).state?.[0]).toMatch(/not a Brazilian state/);
    expect(fieldErrors(create.safeParse(addressPayload({ state: 'SPX' }))).state?.[0]).toMatch(/2-character/);
    // In Brazil a real UF; elsewhere any 2 letters or digits (ISO 3166-2 codes such as JP-13).
    expect(fieldErrors(create.safeParse(addressPayload({ state: 'S1' }))).state?.[0]).toMatch(/not a Brazilian state/);
    expect(create.safeParse(addressPayload({ state: '13', country: 'JP' })).data?.state).toBe('13');
    expect(fieldErrors(create.safeParse(addressPayload({ state: 'S-', country: 'JP' }))).state?.[0]).toMatch(
      /2-character/,
    );
  });

  it('wants 8 to 10 characters of zip_code, and in Brazil digits with optional - . or space separators', () => {
    for (const zip_code of ['01310200', '01310-200', '01.310-200', '01310 200', '0131010000']) {
      expect(create.safeParse(addressPayload({ zip_code })).data?.zip_code, zip_code).toBe(zip_code);
    }
    expect(fieldErrors(create.safeParse(addressPayload({ zip_code: '0131020' }))).zip_code).toEqual([
      'must have 8 to 10 characters',
    ]);
    expect(fieldErrors(create.safeParse(addressPayload({ zip_code: '01310-20000' }))).zip_code).toEqual([
      'must have 8 to 10 characters',
    ]);
    const notBrazilian = ['must be a Brazilian CEP: digits, optionally separated by - . or a space, e.g. 01310-100'];
    for (const zip_code of ['ABCDE-FGH', '01310-20x', '-01310200', '01310/200', '01310__200']) {
      expect(fieldErrors(create.safeParse(addressPayload({ zip_code }))).zip_code, zip_code).toEqual(notBrazilian);
    }
  });

  it('lets another country keep its own state and postal code within the limits', () => {
    const abroad = create.safeParse(addressPayload({ country: 'pt', state: 'LX', zip_code: '1000-001 L' }));
    expect(abroad.data).toMatchObject({ country: 'PT', state: 'LX', zip_code: '1000-001 L' });
    expect(fieldErrors(create.safeParse(addressPayload({ country: 'Brazil' }))).country?.[0]).toMatch(/2-letter ISO/);
  });

  it('wants number as a string and refuses unknown fields', () => {
    expect(fieldErrors(create.safeParse(addressPayload({ number: 1578 }))).number).toEqual(['must be a string']);
    expect(create.safeParse(addressPayload({ zip: '01310200' })).success).toBe(false);
  });
});

describe('address PATCH', () => {
  it('parses to exactly the fields sent', () => {
    expect(patch.safeParse({ city: 'Campinas', state: 'sp' }).data).toEqual({ city: 'Campinas', state: 'SP' });
    expect(patch.safeParse({ complement: null, type: null }).data).toEqual({ complement: null, type: null });
    expect(patch.safeParse({ complement: '' }).data).toEqual({ complement: null });
  });

  it('needs at least one field and refuses unknown ones', () => {
    expect(fieldErrors(patch.safeParse({}))).toEqual({ '(root)': ['send at least one address field to change'] });
    expect(patch.safeParse({ city: 'Campinas', foo: 1 }).success).toBe(false);
    expect(patch.safeParse(null).success).toBe(false);
  });

  it('applies the same field rules, and required fields cannot be cleared', () => {
    expect(fieldErrors(patch.safeParse({ state: 'SPX' })).state?.[0]).toMatch(/2-character/);
    expect(fieldErrors(patch.safeParse({ zip_code: '123' })).zip_code).toEqual(['must have 8 to 10 characters']);
    expect(fieldErrors(patch.safeParse({ street: '' })).street).toEqual(['must not be empty']);
    expect(fieldErrors(patch.safeParse({ street: null })).street).toEqual(['is required']);
    expect(fieldErrors(patch.safeParse({ is_primary: 'yes' })).is_primary).toEqual(['must be true or false']);
  });
});
