import { describe, expect, it } from 'vitest';
import { call, chargeBody, publicAuth, secretAuth, useSandbox } from '../test-harness/test-support';
import {
  addDocument,
  apiOf,
  approve,
  completePf,
  completePj,
  createPj,
  dataOf,
  detailsOf,
  reject,
  submit,
} from '../test-harness/test-api';

const sandbox = useSandbox();
const api = apiOf(() => sandbox.current);
const documentsOf = async (id: string) => dataOf(await api.get(`/v1/submerchants/${id}/documents`), 200);

describe('POST /sandbox/submerchants/:id/approve', () => {
  it('activates a submerchant under review (200) and approves its current documents', async () => {
    const { submerchant } = await completePj(api);
    dataOf(await submit(api, submerchant.id), 200);
    const approved = dataOf(await approve(api, submerchant.id), 200);
    expect(approved).toMatchObject({ id: submerchant.id, status: 'active', rejection_reason: null });
    expect(dataOf(await api.get(`/v1/submerchants/${submerchant.id}`), 200).status).toBe('active');
    const documents = await documentsOf(submerchant.id);
    expect(documents).toHaveLength(7);
    expect(documents.every((document: { status: string }) => document.status === 'approved')).toBe(true);
  });

  it('lets the active submerchant take charges', async () => {
    const { submerchant } = await completePf(api);
    dataOf(await submit(api, submerchant.id), 200);
    dataOf(await approve(api, submerchant.id), 200);
    const charge = await api.post('/v1/charges', chargeBody({ submerchant_id: submerchant.id }));
    expect(charge.status, charge.text).toBe(201);
    expect(charge.body.data.submerchant_id).toBe(submerchant.id);
  });

  it('does not gate charges on review: a submerchant under review or rejected still takes charges', async () => {
    const { submerchant } = await completePf(api);
    dataOf(await submit(api, submerchant.id), 200);
    expect((await api.post('/v1/charges', chargeBody({ submerchant_id: submerchant.id }))).status).toBe(201);
    dataOf(await reject(api, submerchant.id), 200);
    const charge = await api.post('/v1/charges', chargeBody({ submerchant_id: submerchant.id }));
    expect(charge.status, charge.text).toBe(201);
  });

  it('answers 409 INVALID_STATE unless pending_review', async () => {
    const { submerchant } = await completePf(api);
    const pending = await approve(api, submerchant.id);
    expect(pending.status).toBe(409);
    expect(pending.body).toMatchObject({ success: false, error: 'INVALID_STATE' });
    dataOf(await submit(api, submerchant.id), 200);
    dataOf(await approve(api, submerchant.id), 200);
    expect((await approve(api, submerchant.id)).status).toBe(409);
    expect((await reject(api, submerchant.id)).status).toBe(409);
  });

  it("answers 404 for another merchant's submerchant or a malformed id, 403 for a public key, 401 without keys", async () => {
    const { submerchant } = await completePf(api);
    dataOf(await submit(api, submerchant.id), 200);
    expect((await approve(api, submerchant.id, 'strict')).status).toBe(404);
    expect((await approve(api, 'xyz')).status).toBe(404);
    expect(
      (await call(sandbox.current, 'POST', `/sandbox/submerchants/${submerchant.id}/approve`, { auth: publicAuth() }))
        .status,
    ).toBe(403);
    expect((await call(sandbox.current, 'POST', `/sandbox/submerchants/${submerchant.id}/approve`)).status).toBe(401);
    expect(dataOf(await api.get(`/v1/submerchants/${submerchant.id}`), 200).status).toBe('pending_review');
  });
});

describe('POST /sandbox/submerchants/:id/reject', () => {
  it('rejects with a reason (200); documents stay pending', async () => {
    const { submerchant } = await completePf(api);
    dataOf(await submit(api, submerchant.id), 200);
    const rejected = dataOf(
      await reject(api, submerchant.id, { reason: 'Proof of residence is older than 90 days' }),
      200,
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Proof of residence is older than 90 days',
    });
    expect(
      (await documentsOf(submerchant.id)).every((document: { status: string }) => document.status === 'pending'),
    ).toBe(true);
  });

  it('can reject named documents, which then must be sent again before the next review', async () => {
    const { submerchant } = await completePf(api);
    const selfie = (await documentsOf(submerchant.id)).find(
      (document: { type: string }) => document.type === 'selfie_with_id',
    );
    dataOf(await submit(api, submerchant.id), 200);
    dataOf(await reject(api, submerchant.id, { reason: 'Face not visible', document_ids: [selfie.id] }), 200);
    const after = (await documentsOf(submerchant.id)).find((document: { id: string }) => document.id === selfie.id);
    expect(after).toMatchObject({ status: 'rejected', rejection_reason: 'Face not visible' });

    dataOf(await api.post(`/v1/submerchants/${submerchant.id}/request-resubmission`), 200);
    const blocked = await submit(api, submerchant.id);
    expect(blocked.status).toBe(422);
    expect(detailsOf(blocked)).toEqual({
      'documents.selfie_with_id': 'required document selfie_with_id was rejected: check the reason and send it again',
    });
    await addDocument(api, submerchant.id, 'selfie_with_id', { mime_type: 'image/png', file_name: 'selfie.png' });
    dataOf(await submit(api, submerchant.id), 200);
  });

  it('needs a reason and only current documents of this submerchant, changing nothing otherwise', async () => {
    const { submerchant } = await completePf(api);
    const other = await createPj(api);
    const foreign = await addDocument(api, other.id, 'cnpj_card');
    dataOf(await submit(api, submerchant.id), 200);
    expect(detailsOf(await reject(api, submerchant.id, {}))).toEqual({ reason: 'is required' });
    expect(detailsOf(await reject(api, submerchant.id, { reason: 'x', document_ids: [foreign.id] }))).toEqual({
      'document_ids.0': 'is not a current document of this submerchant',
    });
    expect(dataOf(await api.get(`/v1/submerchants/${submerchant.id}`), 200).status).toBe('pending_review');
    const notJson = await call(sandbox.current, 'POST', `/sandbox/submerchants/${submerchant.id}/reject`, {
      auth: secretAuth(),
      body: 'reason',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
  });

  it('answers 409 unless pending_review and 404 for another merchant', async () => {
    const { submerchant } = await completePf(api);
    expect((await reject(api, submerchant.id)).status).toBe(409);
    dataOf(await submit(api, submerchant.id), 200);
    expect((await reject(api, submerchant.id, undefined, 'strict')).status).toBe(404);
  });
});

describe('the whole journey', () => {
  it('pending → pending_review → rejected → pending → pending_review → active', async () => {
    const { submerchant } = await completePj(api);
    const status = async () => dataOf(await api.get(`/v1/submerchants/${submerchant.id}`), 200).status;
    expect(await status()).toBe('pending');
    dataOf(await submit(api, submerchant.id), 200);
    expect(await status()).toBe('pending_review');
    dataOf(await reject(api, submerchant.id), 200);
    expect(await status()).toBe('rejected');
    dataOf(await api.post(`/v1/submerchants/${submerchant.id}/request-resubmission`), 200);
    expect(await status()).toBe('pending');
    await addDocument(api, submerchant.id, 'contract_amendment');
    dataOf(await submit(api, submerchant.id), 200);
    dataOf(await approve(api, submerchant.id), 200);
    expect(await status()).toBe('active');
  });
});
