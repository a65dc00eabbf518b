import { describe, expect, it } from 'vitest';
import { useSandbox } from '../test-harness/test-support';
import {
  addDocument,
  addPartner,
  apiOf,
  approve,
  completePj,
  createPf,
  createPj,
  dataOf,
  detailsOf,
  reject,
  submit,
} from '../test-harness/test-api';
import { formatCnpj, formatCpf, nextCnpj, nextCpf, partnerPayload } from './test-payloads';

const sandbox = useSandbox();
const api = apiOf(() => sandbox.current);
const partnersPath = (id: string) => `/v1/submerchants/${id}/legal-representatives`;

describe('POST /v1/submerchants/:id/legal-representatives', () => {
  it('creates a partner (201) with every stored field and the document as digits', async () => {
    const pj = await createPj(api);
    const cpf = nextCpf();
    const created = dataOf(await api.post(partnersPath(pj.id), partnerPayload({ document: formatCpf(cpf) })), 201);
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      submerchant_id: pj.id,
      name: 'Carlos Lima',
      document: cpf,
      entity_type: 'pf',
      legal_name: null,
      birth_date: '1980-01-31',
      mother_name: null,
      email: 'carlos@example.com',
      phone: null,
      role: 'legal_representative',
      qualification: 'OWNER-ADMIN',
      participation_percentage: 60,
      is_admin: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('upserts by normalised document: the same person again is updated (200), same id, no duplicate', async () => {
    const pj = await createPj(api);
    const cpf = nextCpf();
    const first = dataOf(
      await api.post(partnersPath(pj.id), partnerPayload({ document: cpf, participation_percentage: 60 })),
      201,
    );
    sandbox.current.clock.advance(60);
    const second = dataOf(
      await api.post(
        partnersPath(pj.id),
        partnerPayload({ document: formatCpf(cpf), name: 'Carlos A. Lima', participation_percentage: 40, email: null }),
      ),
      200,
    );
    expect(second).toMatchObject({
      id: first.id,
      name: 'Carlos A. Lima',
      participation_percentage: 40,
      email: null,
      created_at: first.created_at,
    });
    expect(second.updated_at > first.updated_at).toBe(true);
    const list = dataOf(await api.get(partnersPath(pj.id)), 200);
    expect(list).toEqual([second]);
  });

  it('keeps the same document apart on different submerchants', async () => {
    const cpf = nextCpf();
    const [a, b] = [await createPj(api), await createPj(api)];
    dataOf(await api.post(partnersPath(a.id), partnerPayload({ document: cpf })), 201);
    dataOf(await api.post(partnersPath(b.id), partnerPayload({ document: cpf })), 201);
  });

  it('accepts a company partner (entity_type pj, CNPJ)', async () => {
    const pj = await createPj(api);
    const partner = dataOf(
      await api.post(
        partnersPath(pj.id),
        partnerPayload({
          entity_type: 'pj',
          document: formatCnpj(nextCnpj()),
          legal_name: 'Holding SA',
          role: 'corporate_owner',
        }),
      ),
      201,
    );
    expect(partner).toMatchObject({ entity_type: 'pj', legal_name: 'Holding SA' });
  });

  // Regression: `entity_type: null` (optional fields may be null) used to be refused instead of defaulting to pf.
  it('treats entity_type null as omitted (pf)', async () => {
    const pj = await createPj(api);
    const partner = dataOf(await api.post(partnersPath(pj.id), partnerPayload({ entity_type: null })), 201);
    expect(partner.entity_type).toBe('pf');
  });

  it('refuses field rule violations with details, storing nothing', async () => {
    const pj = await createPj(api);
    const result = await api.post(partnersPath(pj.id), {
      name: ' ',
      document: '529.982.247-24',
      role: 'boss',
      qualification: 'CEO',
      participation_percentage: 120,
      is_admin: 'yes',
      email: 'x',
    });
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('VALIDATION_ERROR');
    expect(Object.keys(detailsOf(result)).sort()).toEqual([
      'document',
      'email',
      'is_admin',
      'name',
      'participation_percentage',
      'qualification',
      'role',
    ]);
    expect(dataOf(await api.get(partnersPath(pj.id)), 200)).toEqual([]);
  });

  it('infers a company partner from a CNPJ when entity_type is omitted or null', async () => {
    const pj = await createPj(api);
    const cnpj = nextCnpj();
    const withoutType = partnerPayload({
      document: formatCnpj(cnpj),
      legal_name: 'Holding SA',
      role: 'corporate_owner',
    });
    expect(withoutType).not.toHaveProperty('entity_type');
    const created = dataOf(await api.post(partnersPath(pj.id), withoutType), 201);
    expect(created).toMatchObject({
      entity_type: 'pj',
      document: cnpj,
      legal_name: 'Holding SA',
      role: 'corporate_owner',
    });
    const again = dataOf(
      await api.post(partnersPath(pj.id), partnerPayload({ entity_type: null, document: cnpj, name: 'Holding' })),
      200,
    );
    expect(again).toMatchObject({ id: created.id, entity_type: 'pj' });
    const person = dataOf(await api.post(partnersPath(pj.id), partnerPayload({ entity_type: null })), 201);
    expect(person.entity_type).toBe('pf');
  });

  it('refuses an entity_type that contradicts the document (422 on document)', async () => {
    const pj = await createPj(api);
    const company = await api.post(partnersPath(pj.id), partnerPayload({ entity_type: 'pf', document: nextCnpj() }));
    expect(company.status).toBe(422);
    expect(detailsOf(company).document).toMatch(/is a CNPJ: a pf \(individual\) partner needs a CPF/);
    const person = await api.post(partnersPath(pj.id), partnerPayload({ entity_type: 'pj', document: nextCpf() }));
    expect(person.status).toBe(422);
    expect(detailsOf(person).document).toMatch(/is a CPF: a pj \(company\) partner needs a CNPJ/);
    expect(dataOf(await api.get(partnersPath(pj.id)), 200)).toEqual([]);
  });

  it('refuses partners on a pf submerchant (422)', async () => {
    const pf = await createPf(api);
    const result = await api.post(partnersPath(pf.id), partnerPayload());
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: '(root)', message: expect.stringMatching(/no legal representatives/) }],
    });
  });

  it("answers 404 for another merchant's submerchant and 409 while under review or rejected", async () => {
    const { submerchant } = await completePj(api);
    expect((await api.post(partnersPath(submerchant.id), partnerPayload(), 'strict')).status).toBe(404);
    dataOf(await submit(api, submerchant.id), 200);
    const underReview = await api.post(partnersPath(submerchant.id), partnerPayload());
    expect(underReview.status).toBe(409);
    expect(underReview.body.error).toBe('INVALID_STATE');
    dataOf(await reject(api, submerchant.id), 200);
    expect((await api.post(partnersPath(submerchant.id), partnerPayload())).status).toBe(409);
  });

  it('accepts changes again once the submerchant is active', async () => {
    const { submerchant } = await completePj(api);
    dataOf(await submit(api, submerchant.id), 200);
    dataOf(await approve(api, submerchant.id), 200);
    dataOf(await api.post(partnersPath(submerchant.id), partnerPayload()), 201);
  });
});

describe('GET /v1/submerchants/:id/legal-representatives', () => {
  it('lists the partners in creation order, only of that submerchant', async () => {
    const [pj, other] = [await createPj(api), await createPj(api)];
    const first = await addPartner(api, pj.id);
    const second = await addPartner(api, pj.id, { name: 'Beatriz Rocha' });
    await addPartner(api, other.id);
    const list = await api.get(partnersPath(pj.id));
    expect(list.body).toEqual({ success: true, message: expect.any(String), data: [first, second] });
  });

  it('answers 404 for another merchant and refuses query parameters', async () => {
    const pj = await createPj(api);
    expect((await api.get(partnersPath(pj.id), 'strict')).status).toBe(404);
    expect((await api.get(`${partnersPath(pj.id)}?page=2`)).status).toBe(422);
  });
});

describe('DELETE /v1/submerchants/:id/legal-representatives/:repId', () => {
  it('removes the partner and, in cascade, every document linked to it (replaced ones too)', async () => {
    const pj = await createPj(api);
    const [leaving, staying] = [await addPartner(api, pj.id), await addPartner(api, pj.id)];
    const old = await addDocument(api, pj.id, 'partner_front_id', { legal_representative_id: leaving.id });
    const current = await addDocument(api, pj.id, 'partner_front_id', { legal_representative_id: leaving.id });
    const kept = await addDocument(api, pj.id, 'partner_front_id', { legal_representative_id: staying.id });
    const company = await addDocument(api, pj.id, 'cnpj_card');

    const deleted = dataOf(await api.delete(`${partnersPath(pj.id)}/${leaving.id}`), 200);
    expect(deleted).toEqual({ ...leaving, deleted_document_ids: [old.id, current.id] });
    expect(dataOf(await api.get(partnersPath(pj.id)), 200)).toEqual([staying]);
    const remaining = dataOf(await api.get(`/v1/submerchants/${pj.id}/documents`), 200).map(
      (document: { id: string }) => document.id,
    );
    expect(remaining).toEqual([kept.id, company.id]);
  });

  it('answers 404 for an unknown, malformed or foreign partner id, and for another merchant', async () => {
    const [pj, other] = [await createPj(api), await createPj(api)];
    const partner = await addPartner(api, pj.id);
    expect((await api.delete(`${partnersPath(other.id)}/${partner.id}`)).status).toBe(404);
    expect((await api.delete(`${partnersPath(pj.id)}/not-a-uuid`)).status).toBe(404);
    expect((await api.delete(`${partnersPath(pj.id)}/6b1f8a52-5d1e-4b7a-9c2f-0a1b2c3d4e5f`)).status).toBe(404);
    expect((await api.delete(`${partnersPath(pj.id)}/${partner.id}`, 'strict')).status).toBe(404);
    expect(dataOf(await api.get(partnersPath(pj.id)), 200)).toHaveLength(1);
  });

  it('answers 409 while under review', async () => {
    const { submerchant, partner } = await completePj(api);
    dataOf(await submit(api, submerchant.id), 200);
    expect((await api.delete(`${partnersPath(submerchant.id)}/${partner.id}`)).status).toBe(409);
  });
});
