/**
 * Every check that guards a state change holds at the moment of the change: a request whose body arrives slowly
 * cannot act on a state that another request changed meanwhile. Real HTTP, the body sent in two halves with the
 * competing request in between.
 */
import { describe, expect, it } from 'vitest';
import { addPartner, apiOf, approve, completePj, createPj, submit } from './test-harness/test-api';
import { addressPayload, documentPayload, nextCpf, partnerPayload } from './submerchants/test-payloads';
import {
  call,
  card,
  chargeBody,
  createFraudSession,
  publicAuth,
  secretAuth,
  slowRequest,
  useSandbox,
} from './test-harness/test-support';

const sandbox = useSandbox();
const api = apiOf(() => sandbox.current);
const slow = (method: string, path: string, json: unknown) =>
  slowRequest(sandbox.current, method, path, secretAuth(), json);

describe('a state check made before a slow body is read', () => {
  it('reject with a slow body after approve: 409, the submerchant stays active with its documents approved', async () => {
    const { submerchant } = await completePj(api);
    expect((await submit(api, submerchant.id)).status).toBe(200);
    const rejecting = await slow('POST', `/sandbox/submerchants/${submerchant.id}/reject`, {
      reason: 'Blurry identity document',
    });
    expect((await approve(api, submerchant.id)).status).toBe(200);
    const rejected = await rejecting.finish();
    expect(rejected.status).toBe(409);
    expect(rejected.body.error).toBe('INVALID_STATE');
    expect((await api.get(`/v1/submerchants/${submerchant.id}`)).body.data.status).toBe('active');
    const documents = (await api.get(`/v1/submerchants/${submerchant.id}/documents`)).body.data;
    expect(documents.every((document: { status: string }) => document.status === 'approved')).toBe(true);
  });

  it.each([
    ['a partner', 'POST', 'legal-representatives', () => partnerPayload({ document: nextCpf() })],
    ['a document', 'POST', 'documents', () => documentPayload('contract_amendment')],
    ['an address', 'POST', 'addresses', () => addressPayload()],
  ])(
    '%s sent slowly while the submerchant went to pending_review: 409, nothing stored',
    async (_what, method, child, payload) => {
      const { submerchant } = await completePj(api);
      const before = (await api.get(`/v1/submerchants/${submerchant.id}/${child}`)).body.data.length;
      const sending = await slow(method, `/v1/submerchants/${submerchant.id}/${child}`, payload());
      expect((await submit(api, submerchant.id)).status).toBe(200);
      const result = await sending.finish();
      expect(result.status).toBe(409);
      expect(result.body.error).toBe('INVALID_STATE');
      expect((await api.get(`/v1/submerchants/${submerchant.id}/${child}`)).body.data).toHaveLength(before);
    },
  );

  it('an address PATCH sent slowly while the submerchant went to pending_review: 409, the address unchanged', async () => {
    const { submerchant } = await completePj(api);
    const [address] = (await api.get(`/v1/submerchants/${submerchant.id}/addresses`)).body.data;
    const patching = await slow('PATCH', `/v1/submerchants/${submerchant.id}/addresses/${address.id}`, {
      city: 'Campinas',
    });
    expect((await submit(api, submerchant.id)).status).toBe(200);
    expect((await patching.finish()).status).toBe(409);
    expect((await api.get(`/v1/submerchants/${submerchant.id}/addresses`)).body.data[0].city).toBe(address.city);
  });

  it('a partner slipped in during review cannot make an active submerchant without its documents', async () => {
    const { submerchant } = await completePj(api);
    const sending = await slow(
      'POST',
      `/v1/submerchants/${submerchant.id}/legal-representatives`,
      partnerPayload({ document: nextCpf() }),
    );
    expect((await submit(api, submerchant.id)).status).toBe(200);
    expect((await sending.finish()).status).toBe(409);
    expect((await approve(api, submerchant.id)).status).toBe(200);
    expect((await api.get(`/v1/submerchants/${submerchant.id}/legal-representatives`)).body.data).toHaveLength(1);
  });

  it('a partner sent slowly to a pending submerchant still lands (the check passes at the moment of the change)', async () => {
    const submerchant = await createPj(api);
    const sending = await slow('POST', `/v1/submerchants/${submerchant.id}/legal-representatives`, partnerPayload());
    expect((await sending.finish()).status).toBe(201);
  });

  it('two charges with one fraud session, the first with a slow body: exactly one consumes it', async () => {
    const sessionId = await createFraudSession(sandbox.current);
    const first = await slow('POST', '/v1/charges', chargeBody({ fraud_session_id: sessionId }));
    const second = await api.post('/v1/charges', chargeBody({ fraud_session_id: sessionId }));
    expect(second.status).toBe(201);
    const late = await first.finish();
    expect(late.status).toBe(422);
    expect(late.body.error).toBe('FRAUD_SESSION_USED');
  });

  it('two charges with one card token, the first with a slow body: exactly one uses it', async () => {
    const token = await call(sandbox.current, 'POST', '/v1/card-tokens', { auth: publicAuth(), json: card() });
    expect(token.status).toBe(201);
    const body = chargeBody({ payment_details: { card_token: token.body.data.id, installments: 1 } });
    const first = await slow('POST', '/v1/charges', body);
    const second = await api.post('/v1/charges', body);
    expect(second.status).toBe(201);
    const late = await first.finish();
    expect(late.status).toBe(422);
    expect(late.body.error).toBe('CARD_TOKEN_USED');
  });

  it('a second partner upsert with the same document, sent slowly, updates rather than duplicates', async () => {
    const submerchant = await createPj(api);
    const document = nextCpf();
    const sending = await slow(
      'POST',
      `/v1/submerchants/${submerchant.id}/legal-representatives`,
      partnerPayload({ document, name: 'Slow Name' }),
    );
    await addPartner(api, submerchant.id, { document });
    expect((await sending.finish()).status).toBe(200);
    expect((await api.get(`/v1/submerchants/${submerchant.id}/legal-representatives`)).body.data).toHaveLength(1);
  });
});
