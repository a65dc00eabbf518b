import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../sandbox/submerchants/test-payloads';
import { submerchantRejectSchema } from './submerchant-controls';

const ID = '3f0c8a52-5d1e-4b7a-9c2f-0a1b2c3d4e5f';

describe('reject control body', () => {
  it('needs a reason; document_ids are optional, lower-cased and de-duplicated', () => {
    expect(submerchantRejectSchema.safeParse({ reason: ' Blurry ID ' }).data).toEqual({
      reason: 'Blurry ID',
      document_ids: [],
    });
    expect(
      submerchantRejectSchema.safeParse({ reason: 'x', document_ids: [ID, ID.toUpperCase()] }).data?.document_ids,
    ).toEqual([ID]);
    expect(fieldErrors(submerchantRejectSchema.safeParse({}))).toEqual({ reason: ['is required'] });
    expect(fieldErrors(submerchantRejectSchema.safeParse({ reason: '' }))).toEqual({ reason: ['must not be empty'] });
    expect(fieldErrors(submerchantRejectSchema.safeParse({ reason: 'x', document_ids: ['nope'] }))).toEqual({
      'document_ids.0': ['must be a document uuid'],
    });
  });
});
