import { describe, expect, it } from 'vitest';
import { type ReviewDocument, missingForReview } from './submerchant-review';

const PARTNERS = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Bruno' },
];
const ADDRESSES = [{ id: 'a1' }];
const doc = (type: string, overrides: Partial<ReviewDocument> = {}): ReviewDocument => ({
  type,
  legal_representative_id: null,
  status: 'pending',
  replaced_at: null,
  ...overrides,
});
const companyDocs = () => [doc('social_contract'), doc('cnpj_card'), doc('proof_of_residence_company')];
const partnerDocs = (id: string) =>
  ['partner_front_id', 'partner_back_id', 'partner_selfie_with_id', 'partner_proof_of_residence'].map((type) =>
    doc(type, { legal_representative_id: id }),
  );
const pfDocs = () => [doc('front_id'), doc('back_id'), doc('selfie_with_id'), doc('proof_of_residence')];
const fields = (block: ReturnType<typeof missingForReview>) => block?.details.map((detail) => detail.field) ?? [];

describe('missingForReview: pj', () => {
  it('is satisfied by one partner set per partner, the 3 required company documents and an address', () => {
    expect(
      missingForReview(
        { entity_type: 'pj' },
        PARTNERS,
        [...companyDocs(), ...partnerDocs('p1'), ...partnerDocs('p2')],
        ADDRESSES,
      ),
    ).toBeUndefined();
  });

  it('does not need the optional contract_amendment', () => {
    const block = missingForReview(
      { entity_type: 'pj' },
      PARTNERS.slice(0, 1),
      [...companyDocs(), ...partnerDocs('p1')],
      ADDRESSES,
    );
    expect(block).toBeUndefined();
  });

  it('without partners: LEGAL_REPRESENTATIVE_REQUIRED, listing everything else missing too', () => {
    const block = missingForReview({ entity_type: 'pj' }, [], [], []);
    expect(block?.code).toBe('LEGAL_REPRESENTATIVE_REQUIRED');
    expect(fields(block)).toEqual([
      'legal_representatives',
      'documents.social_contract',
      'documents.cnpj_card',
      'documents.proof_of_residence_company',
      'addresses',
    ]);
    expect(missingForReview({ entity_type: 'pj' }, [], companyDocs(), ADDRESSES)?.code).toBe(
      'LEGAL_REPRESENTATIVE_REQUIRED',
    );
  });

  it('with partners but gaps: REGISTRATION_INCOMPLETE naming each missing item and partner', () => {
    const block = missingForReview(
      { entity_type: 'pj' },
      PARTNERS,
      [doc('social_contract'), ...partnerDocs('p1').slice(1)],
      [],
    );
    expect(block?.code).toBe('REGISTRATION_INCOMPLETE');
    expect(fields(block)).toEqual([
      'documents.cnpj_card',
      'documents.proof_of_residence_company',
      'legal_representatives.p1.documents.partner_front_id',
      'legal_representatives.p2.documents.partner_front_id',
      'legal_representatives.p2.documents.partner_back_id',
      'legal_representatives.p2.documents.partner_selfie_with_id',
      'legal_representatives.p2.documents.partner_proof_of_residence',
      'addresses',
    ]);
    expect(block?.details[2].message).toBe("partner Ana's document partner_front_id is missing");
  });

  it("does not count one partner's documents for another, nor company documents with a partner id", () => {
    const block = missingForReview(
      { entity_type: 'pj' },
      PARTNERS,
      [...companyDocs(), ...partnerDocs('p1'), ...partnerDocs('p1')],
      ADDRESSES,
    );
    expect(fields(block)).toHaveLength(4);
    expect(fields(block).every((field) => field.startsWith('legal_representatives.p2.'))).toBe(true);
  });
});

describe('missingForReview: pf', () => {
  it('needs the 4 pf documents and an address, no partner', () => {
    expect(missingForReview({ entity_type: 'pf' }, [], pfDocs(), ADDRESSES)).toBeUndefined();
    const block = missingForReview({ entity_type: 'pf' }, [], pfDocs().slice(2), []);
    expect(block?.code).toBe('REGISTRATION_INCOMPLETE');
    expect(fields(block)).toEqual(['documents.front_id', 'documents.back_id', 'addresses']);
  });
});

describe('missingForReview: which documents count', () => {
  it('counts current pending and approved documents only', () => {
    const approved = pfDocs().map((document) => ({ ...document, status: 'approved' as const }));
    expect(missingForReview({ entity_type: 'pf' }, [], approved, ADDRESSES)).toBeUndefined();
  });

  it('does not count rejected or expired documents and says what to do', () => {
    const documents = [
      doc('front_id', { status: 'rejected' }),
      doc('back_id', { status: 'expired' }),
      doc('selfie_with_id'),
      doc('proof_of_residence'),
    ];
    const block = missingForReview({ entity_type: 'pf' }, [], documents, ADDRESSES);
    expect(block?.details).toEqual([
      {
        field: 'documents.front_id',
        message: 'required document front_id was rejected: check the reason and send it again',
      },
      { field: 'documents.back_id', message: 'required document back_id has expired: send an updated version' },
    ]);
  });

  it('ignores replaced records', () => {
    const documents = [...pfDocs().slice(1), doc('front_id', { replaced_at: '2030-01-01T00:00:00.000Z' })];
    expect(fields(missingForReview({ entity_type: 'pf' }, [], documents, ADDRESSES))).toEqual(['documents.front_id']);
  });
});
