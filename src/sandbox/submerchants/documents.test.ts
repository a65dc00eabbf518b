import { describe, expect, it } from 'vitest';
import { useSandbox } from '../test-harness/test-support';
import {
  addDocument,
  addPartner,
  apiOf,
  approve,
  completePf,
  createPf,
  createPj,
  dataOf,
  detailsOf,
  submit,
} from '../test-harness/test-api';
import { documentPayload } from './test-payloads';

const sandbox = useSandbox();
const api = apiOf(() => sandbox.current);
const documentsPath = (id: string) => `/v1/submerchants/${id}/documents`;
const listDocuments = async (id: string) => dataOf(await api.get(documentsPath(id)), 200);

describe('POST /v1/submerchants/:id/documents', () => {
  it('stores a company document: 201, status pending, every field, replaced_at null', async () => {
    const pj = await createPj(api);
    const created = dataOf(
      await api.post(
        documentsPath(pj.id),
        documentPayload('social_contract', { number: 'JUCESP 123', notes: 'signed copy', expires_at: '2099-12-31' }),
      ),
      201,
    );
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      submerchant_id: pj.id,
      type: 'social_contract',
      number: 'JUCESP 123',
      file_url: 'https://files.example.com/social_contract.pdf',
      file_name: 'social_contract.pdf',
      file_size: 123_456,
      mime_type: 'application/pdf',
      expires_at: '2099-12-31',
      notes: 'signed copy',
      legal_representative_id: null,
      status: 'pending',
      rejection_reason: null,
      replaced_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('stores a partner document linked to a partner of this submerchant', async () => {
    const pj = await createPj(api);
    const partner = await addPartner(api, pj.id);
    const created = await addDocument(api, pj.id, 'partner_selfie_with_id', {
      legal_representative_id: partner.id,
      mime_type: 'image/jpeg',
      file_name: 'selfie.jpg',
    });
    expect(created).toMatchObject({
      type: 'partner_selfie_with_id',
      legal_representative_id: partner.id,
      status: 'pending',
    });
  });

  it('needs legal_representative_id on partner documents and refuses it elsewhere (422 on that field)', async () => {
    const pj = await createPj(api);
    const partner = await addPartner(api, pj.id);
    const missing = await api.post(documentsPath(pj.id), documentPayload('partner_front_id'));
    expect(missing.status).toBe(422);
    expect(detailsOf(missing)).toEqual({
      legal_representative_id: 'is required for partner documents (types starting with partner_)',
    });
    const forbidden = await api.post(
      documentsPath(pj.id),
      documentPayload('cnpj_card', { legal_representative_id: partner.id }),
    );
    expect(detailsOf(forbidden)).toEqual({
      legal_representative_id: 'is allowed only on partner documents (types starting with partner_)',
    });
  });

  it('refuses a legal_representative_id that is not a partner of THIS submerchant', async () => {
    const [pj, other] = [await createPj(api), await createPj(api)];
    const foreign = await addPartner(api, other.id);
    for (const id of [foreign.id, '6b1f8a52-5d1e-4b7a-9c2f-0a1b2c3d4e5f']) {
      const result = await api.post(
        documentsPath(pj.id),
        documentPayload('partner_front_id', { legal_representative_id: id }),
      );
      expect(result.status).toBe(422);
      expect(detailsOf(result)).toEqual({
        legal_representative_id: 'is not a legal representative of this submerchant',
      });
    }
    expect(await listDocuments(pj.id)).toEqual([]);
  });

  it('checks the type against the entity type table: no pf types on a pj, no company or partner types on a pf', async () => {
    const [pj, pf] = [await createPj(api), await createPf(api)];
    expect(detailsOf(await api.post(documentsPath(pj.id), documentPayload('front_id'))).type).toMatch(
      /not a document type of a pj/,
    );
    expect(detailsOf(await api.post(documentsPath(pf.id), documentPayload('cnpj_card'))).type).toMatch(
      /not a document type of a pf/,
    );
    expect(detailsOf(await api.post(documentsPath(pf.id), documentPayload('passport'))).type).toMatch(
      /must be one of front_id/,
    );
    await addDocument(api, pf.id, 'front_id');
  });

  it('refuses file field violations with one detail per field', async () => {
    const pj = await createPj(api);
    const result = await api.post(documentsPath(pj.id), {
      type: 'cnpj_card',
      file_url: 'javascript:alert(1)',
      file_name: 'card',
      file_size: 0,
      mime_type: 'text/plain',
      expires_at: 'soon',
    });
    expect(Object.keys(detailsOf(result)).sort()).toEqual([
      'expires_at',
      'file_name',
      'file_size',
      'file_url',
      'mime_type',
    ]);
  });

  it('refuses an expires_at that is already past on the sandbox clock', async () => {
    const pj = await createPj(api);
    const yesterday = new Date(sandbox.current.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    expect(
      detailsOf(await api.post(documentsPath(pj.id), documentPayload('cnpj_card', { expires_at: yesterday })))
        .expires_at,
    ).toMatch(/already past/);
  });

  it('replaces the current record of the same type (and partner): the earlier one gets replaced_at, both are listed', async () => {
    const pj = await createPj(api);
    const [ana, bruno] = [await addPartner(api, pj.id), await addPartner(api, pj.id)];
    const first = await addDocument(api, pj.id, 'cnpj_card');
    const anaId = await addDocument(api, pj.id, 'partner_front_id', { legal_representative_id: ana.id });
    sandbox.current.clock.advance(10);
    const second = await addDocument(api, pj.id, 'cnpj_card', { file_name: 'cnpj-v2.pdf' });
    const brunoId = await addDocument(api, pj.id, 'partner_front_id', { legal_representative_id: bruno.id });

    const list = await listDocuments(pj.id);
    expect(list.map((document: { id: string }) => document.id)).toEqual([first.id, anaId.id, second.id, brunoId.id]);
    const byId = Object.fromEntries(list.map((document: { id: string }) => [document.id, document]));
    expect(byId[first.id].replaced_at).toBe(second.created_at);
    expect(byId[first.id].updated_at).toBe(second.created_at);
    expect(byId[second.id].replaced_at).toBeNull();
    // Another partner's document of the same type is not a replacement.
    expect(byId[anaId.id].replaced_at).toBeNull();
    expect(byId[brunoId.id].replaced_at).toBeNull();
  });

  it('answers 404 for another merchant and 409 while under review', async () => {
    const { submerchant } = await completePf(api);
    expect((await api.post(documentsPath(submerchant.id), documentPayload('front_id'), 'strict')).status).toBe(404);
    dataOf(await submit(api, submerchant.id), 200);
    const result = await api.post(documentsPath(submerchant.id), documentPayload('front_id'));
    expect(result.status).toBe(409);
    expect(result.body.error).toBe('INVALID_STATE');
  });
});

describe('GET /v1/submerchants/:id/documents', () => {
  it('shows a document past its expiry as expired, on the sandbox clock', async () => {
    const pf = await createPf(api);
    const tomorrow = new Date(sandbox.current.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const document = await addDocument(api, pf.id, 'front_id', { expires_at: tomorrow });
    expect(document.status).toBe('pending');
    sandbox.current.clock.advance(3 * 86_400);
    expect((await listDocuments(pf.id))[0]).toMatchObject({ id: document.id, status: 'expired' });
  });

  it('answers 404 for another merchant or a malformed id, and refuses query parameters', async () => {
    const pj = await createPj(api);
    expect((await api.get(documentsPath(pj.id), 'strict')).status).toBe(404);
    expect((await api.get(documentsPath('123'))).status).toBe(404);
    expect((await api.get(`${documentsPath(pj.id)}?type=cnpj_card`)).status).toBe(422);
  });
});

describe('documents through review', () => {
  it('an expired document does not count for submit-for-review and must be sent again', async () => {
    const { submerchant } = await completePf(api);
    const tomorrow = new Date(sandbox.current.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    await addDocument(api, submerchant.id, 'back_id', { expires_at: tomorrow });
    sandbox.current.clock.advance(3 * 86_400);
    const blocked = await submit(api, submerchant.id);
    expect(blocked.status).toBe(422);
    expect(detailsOf(blocked)).toEqual({
      'documents.back_id': 'required document back_id has expired: send an updated version',
    });
    await addDocument(api, submerchant.id, 'back_id');
    dataOf(await submit(api, submerchant.id), 200);
  });

  it('approval approves the current documents, not the replaced ones', async () => {
    const { submerchant } = await completePf(api);
    const replaced = (await listDocuments(submerchant.id))[0];
    const replacement = await addDocument(api, submerchant.id, replaced.type);
    dataOf(await submit(api, submerchant.id), 200);
    dataOf(await approve(api, submerchant.id), 200);
    const byId = Object.fromEntries(
      (await listDocuments(submerchant.id)).map((document: { id: string }) => [document.id, document]),
    );
    expect(byId[replaced.id].status).toBe('pending');
    expect(byId[replacement.id].status).toBe('approved');
    expect(Object.values(byId).filter((document: any) => document.status === 'approved')).toHaveLength(4);
  });
});
