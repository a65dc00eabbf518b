/**
 * Random payloads at every POST and PATCH of the submerchant routes and controls: never a 5xx, and a refused
 * request leaves every submerchant collection exactly as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, secretAuth, useSandbox } from '../test-harness/test-support';
import { addAddress, addPartner, apiOf, completePf, createPj, dataOf, submit } from '../test-harness/test-api';
import {
  addressPayload,
  documentPayload,
  partnerPayload,
  pjRegistration,
  randomPayloadArbitrary,
} from './test-payloads';

// Hundreds of requests per property: lift the Queries limit so 429 never hides a reply.
const sandbox = useSandbox({ rateLimits: { queries: 1_000_000, default: 1_000_000 } });
const api = apiOf(() => sandbox.current);

const snapshot = () => {
  const { submerchants, legalRepresentatives, submerchantDocuments, submerchantAddresses } = sandbox.current.state;
  return JSON.stringify(
    [submerchants, legalRepresentatives, submerchantDocuments, submerchantAddresses].map((map) => [...map.entries()]),
  );
};

/** Random JSON, objects built from the payload's own field names, and a valid payload with one field changed. */
function payloads(valid: Record<string, unknown>, extraFields: string[] = []): fc.Arbitrary<unknown> {
  const fields = [...Object.keys(valid), ...extraFields];
  const mutated = fc
    .record({ field: fc.constantFrom(...fields), value: fc.jsonValue({ maxDepth: 2 }) })
    .map(({ field, value }) => ({ ...valid, [field]: value }));
  const withoutOne = fc
    .constantFrom(...fields)
    .map((field) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)));
  return fc.oneof(randomPayloadArbitrary(fields), mutated, withoutOne);
}

/** Sends `body` (JSON, or raw text to exercise the JSON reader too) and checks the two invariants. */
async function sendAndCheck(method: string, path: string, body: unknown, raw: boolean) {
  const before = snapshot();
  const result = raw
    ? await call(sandbox.current, method, path, {
        auth: secretAuth(),
        body: String(body),
        headers: { 'content-type': 'application/json' },
      })
    : await call(sandbox.current, method, path, { auth: secretAuth(), json: body });
  expect(result.status, result.text).toBeLessThan(500);
  if (result.status >= 400) {
    expect(result.body).toMatchObject({ success: false, error: expect.any(String), message: expect.any(String) });
    expect(snapshot()).toBe(before);
  }
  expect(sandbox.current.state.internalErrors).toBe(0);
}

const asRequest = (arbitrary: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 5, arbitrary: arbitrary.map((body) => ({ body, raw: false })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((body) => ({ body: body as unknown, raw: true })) },
  );

const RUNS = { numRuns: 150 };

describe('random payloads never cause a 5xx or a change when refused', () => {
  it('POST /v1/submerchants', async () => {
    await fc.assert(
      fc.asyncProperty(asRequest(payloads(pjRegistration(), ['birth_date', 'mother_name', 'mcc'])), ({ body, raw }) =>
        sendAndCheck('POST', '/v1/submerchants', body, raw),
      ),
      RUNS,
    );
  });

  it('POST /v1/submerchants/:id/legal-representatives', async () => {
    const pj = await createPj(api);
    await fc.assert(
      fc.asyncProperty(
        asRequest(payloads(partnerPayload(), ['entity_type', 'legal_name', 'mother_name'])),
        ({ body, raw }) => sendAndCheck('POST', `/v1/submerchants/${pj.id}/legal-representatives`, body, raw),
      ),
      RUNS,
    );
  });

  it('POST /v1/submerchants/:id/documents', async () => {
    const pj = await createPj(api);
    const partner = await addPartner(api, pj.id);
    const valid = documentPayload('partner_front_id', {
      legal_representative_id: partner.id,
      expires_at: '2099-01-01',
      notes: 'n',
      number: '1',
    });
    await fc.assert(
      fc.asyncProperty(asRequest(payloads(valid)), ({ body, raw }) =>
        sendAndCheck('POST', `/v1/submerchants/${pj.id}/documents`, body, raw),
      ),
      RUNS,
    );
  });

  it('POST /v1/submerchants/:id/addresses', async () => {
    const pj = await createPj(api);
    await fc.assert(
      fc.asyncProperty(asRequest(payloads(addressPayload({ country: 'BR', is_primary: true }))), ({ body, raw }) =>
        sendAndCheck('POST', `/v1/submerchants/${pj.id}/addresses`, body, raw),
      ),
      RUNS,
    );
  });

  it('PATCH /v1/submerchants/:id/addresses/:addressId', async () => {
    const pj = await createPj(api);
    const address = await addAddress(api, pj.id);
    await addAddress(api, pj.id);
    await fc.assert(
      fc.asyncProperty(asRequest(payloads(addressPayload({ country: 'BR', is_primary: true }))), ({ body, raw }) =>
        sendAndCheck('PATCH', `/v1/submerchants/${pj.id}/addresses/${address.id}`, body, raw),
      ),
      RUNS,
    );
  });

  it('POST /sandbox/submerchants/:id/reject', async () => {
    const { submerchant } = await completePf(api);
    dataOf(await submit(api, submerchant.id), 200);
    const [document] = dataOf(await api.get(`/v1/submerchants/${submerchant.id}/documents`), 200);
    // Only refusals here: a valid body would end the review after the first run.
    const invalid = payloads({ reason: 'x', document_ids: [document.id] }).filter(
      (body) =>
        !(
          typeof body === 'object' &&
          body !== null &&
          typeof (body as { reason?: unknown }).reason === 'string' &&
          (body as { reason: string }).reason.trim() !== ''
        ),
    );
    await fc.assert(
      fc.asyncProperty(asRequest(invalid), ({ body, raw }) =>
        sendAndCheck('POST', `/sandbox/submerchants/${submerchant.id}/reject`, body, raw),
      ),
      RUNS,
    );
  });

  it('bodyless actions ignore any body and path ids of any shape', async () => {
    const pj = await createPj(api);
    const paths = fc.oneof(
      fc
        .constantFrom('submit-for-review', 'request-resubmission')
        .map((action) => `/v1/submerchants/${pj.id}/${action}`),
      fc.constantFrom('approve', 'reject').map((action) => `/sandbox/submerchants/${pj.id}/${action}`),
      fc
        .string({ minLength: 1, maxLength: 40 })
        .map((id) => `/v1/submerchants/${encodeURIComponent(id)}/submit-for-review`),
      fc
        .string({ minLength: 1, maxLength: 40 })
        .map((id) => `/v1/submerchants/${pj.id}/addresses/${encodeURIComponent(id)}`),
    );
    await fc.assert(
      fc.asyncProperty(paths, fc.jsonValue(), async (path, body) => {
        const method = path.includes('/addresses/') ? 'PATCH' : 'POST';
        await sendAndCheck(method, path, body, false);
      }),
      RUNS,
    );
  });
});
