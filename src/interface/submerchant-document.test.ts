import { describe, expect, it } from 'vitest';
import { documentPayload, fieldErrors } from '../sandbox/submerchants/test-payloads';
import { submerchantDocumentCreateSchema, submerchantDocumentSchemaFor } from './submerchant-document';
import {
  COMPANY_DOCUMENT_TYPES,
  DOCUMENT_TYPES,
  INDIVIDUAL_DOCUMENT_TYPES,
  PARTNER_DOCUMENT_TYPES,
  documentStatusAt,
  documentTypeProblem,
  documentTypesFor,
  expiryInstant,
  isExpiredAt,
  isPartnerDocumentType,
} from './submerchant-document-types';

const PARTNER_ID = '3f0c8a52-5d1e-4b7a-9c2f-0a1b2c3d4e5f';
const NOW = new Date('2030-01-15T12:00:00Z');
const pj = submerchantDocumentSchemaFor({ entityType: 'pj', now: NOW });
const pf = submerchantDocumentSchemaFor({ entityType: 'pf', now: NOW });

describe('document type tables', () => {
  it('match the interface: 3 of 4 company documents required, all 4 partner and all 4 pf documents', () => {
    expect(COMPANY_DOCUMENT_TYPES.filter((info) => info.required).map((info) => info.type)).toEqual([
      'social_contract',
      'cnpj_card',
      'proof_of_residence_company',
    ]);
    expect(PARTNER_DOCUMENT_TYPES.every((info) => info.required)).toBe(true);
    expect(INDIVIDUAL_DOCUMENT_TYPES.every((info) => info.required)).toBe(true);
    expect(DOCUMENT_TYPES).toHaveLength(12);
  });

  it('give a pj the company and partner types and a pf only its own', () => {
    expect(documentTypesFor('pj').map((info) => info.type)).toEqual([
      ...COMPANY_DOCUMENT_TYPES.map((info) => info.type),
      ...PARTNER_DOCUMENT_TYPES.map((info) => info.type),
    ]);
    expect(documentTypesFor('pf').map((info) => info.type)).toEqual([
      'front_id',
      'back_id',
      'selfie_with_id',
      'proof_of_residence',
    ]);
    expect(documentTypeProblem('pj', 'front_id')).toMatch(/not a document type of a pj/);
    expect(documentTypeProblem('pf', 'cnpj_card')).toMatch(/not a document type of a pf/);
    expect(documentTypeProblem('pf', 'front_id')).toBeUndefined();
  });

  it('call partner documents the types starting with partner_', () => {
    expect(isPartnerDocumentType('partner_front_id')).toBe(true);
    expect(isPartnerDocumentType('front_id')).toBe(false);
  });
});

describe('document payload', () => {
  it('accepts a company document and stores absent optional fields as null', () => {
    const result = pj.safeParse(documentPayload('social_contract'));
    expect(result.data).toEqual({
      type: 'social_contract',
      number: null,
      file_url: 'https://files.example.com/social_contract.pdf',
      file_name: 'social_contract.pdf',
      file_size: 123_456,
      mime_type: 'application/pdf',
      expires_at: null,
      notes: null,
      legal_representative_id: null,
    });
  });

  it('names every missing required field', () => {
    expect(fieldErrors(pj.safeParse({}))).toEqual({
      type: ['is required'],
      file_url: expect.any(Array),
      file_name: ['is required'],
      file_size: ['is required'],
      mime_type: ['is required'],
    });
  });

  it('needs legal_representative_id on partner documents and refuses it on the others', () => {
    expect(fieldErrors(pj.safeParse(documentPayload('partner_front_id'))).legal_representative_id?.[0]).toMatch(
      /is required for partner documents/,
    );
    expect(
      pj.safeParse(documentPayload('partner_front_id', { legal_representative_id: PARTNER_ID })).data
        ?.legal_representative_id,
    ).toBe(PARTNER_ID);
    expect(
      pj.safeParse(documentPayload('partner_front_id', { legal_representative_id: PARTNER_ID.toUpperCase() })).data
        ?.legal_representative_id,
    ).toBe(PARTNER_ID);
    expect(
      fieldErrors(pj.safeParse(documentPayload('cnpj_card', { legal_representative_id: PARTNER_ID })))
        .legal_representative_id?.[0],
    ).toMatch(/only on partner documents/);
    expect(
      fieldErrors(pf.safeParse(documentPayload('front_id', { legal_representative_id: PARTNER_ID })))
        .legal_representative_id?.[0],
    ).toMatch(/only on partner documents/);
    expect(
      fieldErrors(pj.safeParse(documentPayload('partner_back_id', { legal_representative_id: 'partner-1' })))
        .legal_representative_id,
    ).toEqual(['must be the uuid of a legal representative']);
  });

  it('refuses types of the other entity type and unknown types', () => {
    expect(fieldErrors(pj.safeParse(documentPayload('front_id'))).type?.[0]).toMatch(/not a document type of a pj/);
    expect(fieldErrors(pf.safeParse(documentPayload('social_contract'))).type?.[0]).toMatch(
      /not a document type of a pf/,
    );
    expect(
      fieldErrors(pf.safeParse(documentPayload('partner_front_id', { legal_representative_id: PARTNER_ID }))).type?.[0],
    ).toMatch(/pf/);
    expect(fieldErrors(pf.safeParse(documentPayload('passport'))).type).toEqual([
      'must be one of front_id, back_id, selfie_with_id, proof_of_residence',
    ]);
    expect(fieldErrors(submerchantDocumentCreateSchema.safeParse(documentPayload('passport'))).type?.[0]).toMatch(
      /social_contract/,
    );
    expect(submerchantDocumentCreateSchema.safeParse(documentPayload('front_id')).success).toBe(true);
  });

  it('checks the file fields', () => {
    const errors = fieldErrors(
      pj.safeParse(
        documentPayload('cnpj_card', {
          file_url: 'ftp://files.example.com/a.pdf',
          file_name: 'cnpj',
          file_size: 0,
          mime_type: 'image/gif',
        }),
      ),
    );
    expect(errors.file_url?.[0]).toMatch(/http or https/);
    expect(errors.file_name?.[0]).toMatch(/extension/);
    expect(errors.file_size).toEqual(['must be at least 1 byte']);
    expect(errors.mime_type).toEqual(['must be one of application/pdf, image/png, image/jpeg']);
    expect(fieldErrors(pj.safeParse(documentPayload('cnpj_card', { file_size: 1.5 }))).file_size).toEqual([
      'must be a whole number of bytes',
    ]);
    for (const mime_type of ['application/pdf', 'image/png', 'image/jpeg']) {
      expect(pj.safeParse(documentPayload('cnpj_card', { mime_type, file_size: 1 })).success).toBe(true);
    }
  });

  it('accepts expires_at as a date or a zoned timestamp in the future, and nothing else', () => {
    expect(pj.safeParse(documentPayload('cnpj_card', { expires_at: '2030-01-15' })).success).toBe(true);
    expect(pj.safeParse(documentPayload('cnpj_card', { expires_at: '2031-01-01T00:00:00-03:00' })).success).toBe(true);
    expect(
      fieldErrors(pj.safeParse(documentPayload('cnpj_card', { expires_at: '2030-01-14' }))).expires_at?.[0],
    ).toMatch(/already past/);
    expect(
      fieldErrors(pj.safeParse(documentPayload('cnpj_card', { expires_at: '2030-01-15T11:59:59Z' }))).expires_at?.[0],
    ).toMatch(/already past/);
    for (const expires_at of ['2031-02-30', '2031-01-01T00:00:00', 'next year', '01/01/2031']) {
      expect(
        fieldErrors(pj.safeParse(documentPayload('cnpj_card', { expires_at }))).expires_at?.[0],
        expires_at,
      ).toMatch(/ISO 8601/);
    }
  });

  it('keeps number and notes, refuses unknown fields', () => {
    expect(pj.safeParse(documentPayload('cnpj_card', { number: '123', notes: 'scan' })).data).toMatchObject({
      number: '123',
      notes: 'scan',
    });
    expect(pj.safeParse(documentPayload('cnpj_card', { url: 'x' })).success).toBe(false);
  });
});

describe('document expiry and status', () => {
  it('keeps a date-only expiry valid through that UTC day', () => {
    expect(expiryInstant('2030-01-15')).toBe(Date.parse('2030-01-16T00:00:00Z'));
    expect(isExpiredAt('2030-01-15', new Date('2030-01-15T23:59:59Z'))).toBe(false);
    expect(isExpiredAt('2030-01-15', new Date('2030-01-16T00:00:00Z'))).toBe(true);
    expect(isExpiredAt(null, NOW)).toBe(false);
    expect(expiryInstant('garbage')).toBeUndefined();
  });

  it('shows pending and approved documents past their expiry as expired, and leaves rejected ones', () => {
    const later = new Date('2031-01-01T00:00:00Z');
    expect(documentStatusAt({ status: 'pending', expires_at: '2030-06-01' }, later)).toBe('expired');
    expect(documentStatusAt({ status: 'approved', expires_at: '2030-06-01' }, later)).toBe('expired');
    expect(documentStatusAt({ status: 'rejected', expires_at: '2030-06-01' }, later)).toBe('rejected');
    expect(documentStatusAt({ status: 'approved', expires_at: '2030-06-01' }, NOW)).toBe('approved');
    expect(documentStatusAt({ status: 'pending', expires_at: null }, later)).toBe('pending');
  });
});
