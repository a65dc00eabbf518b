import { describe, expect, it } from 'vitest';
import { call, merchantId, secretAuth, publicAuth, useSandbox } from '../test-harness/test-support';
import {
  addAddress,
  addDocument,
  apiOf,
  completePf,
  completePj,
  createPf,
  createPj,
  dataOf,
  detailsOf,
  reject,
  approve,
  submit,
} from '../test-harness/test-api';
import { formatCnpj, formatCpf, nextCnpj, nextCpf, pjRegistration } from './test-payloads';
import { INDIVIDUAL_DOCUMENT_TYPES } from '../../interface/submerchant-document-types';
import { ASCII_CNPJ, LOOKALIKE_CNPJS } from '../../interface/test-tax-id-lookalikes';

const sandbox = useSandbox();
const api = apiOf(() => sandbox.current);

describe('POST /v1/submerchants', () => {
  it('creates a pj: 201, status pending, every stored field, tax id as digits, mcc from the primary CNAE', async () => {
    const cnpj = nextCnpj();
    const created = dataOf(await api.post('/v1/submerchants', pjRegistration({ tax_id: formatCnpj(cnpj) })), 201);
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      merchant_id: merchantId(sandbox.current, 'pk_test_demo'),
      status: 'pending',
      entity_type: 'pj',
      trade_name: 'Mercado Bom Preço',
      legal_name: 'Mercado Bom Preço Ltda',
      tax_id: cnpj,
      email: 'financeiro@bompreco.example',
      phone: '+55 (11) 3333-4444',
      business_type: 'retail',
      product_categories: ['groceries'],
      average_ticket: 8500,
      monthly_revenue: 25_000_000,
      mcc: '5411',
      cnaes: [{ code: '4711302', description: 'Supermercados', is_primary: true }],
      birth_date: null,
      mother_name: null,
      rejection_reason: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(created.updated_at).toBe(created.created_at);
    expect(Date.parse(created.created_at)).not.toBeNaN();
  });

  it('creates a pf with birth date and mother name; entity_type defaults to pj', async () => {
    const cpf = nextCpf();
    const pf = await createPf(api, { tax_id: formatCpf(cpf) });
    expect(pf).toMatchObject({
      entity_type: 'pf',
      tax_id: cpf,
      birth_date: '1990-05-17',
      mother_name: 'Maria Souza',
      mcc: null,
    });
    const minimal = dataOf(
      await api.post('/v1/submerchants', { legal_name: 'Loja', tax_id: nextCnpj(), email: 'loja@example.com' }),
      201,
    );
    expect(minimal).toMatchObject({
      entity_type: 'pj',
      trade_name: null,
      cnaes: [],
      product_categories: [],
      mcc: null,
    });
  });

  // Regression: `entity_type: null` (optional fields may be null) used to be refused instead of defaulting to pj.
  it('treats entity_type null as omitted (pj)', async () => {
    const created = dataOf(
      await api.post('/v1/submerchants', {
        entity_type: null,
        legal_name: 'Loja',
        tax_id: nextCnpj(),
        email: 'loja@example.com',
      }),
      201,
    );
    expect(created.entity_type).toBe('pj');
    const refused = await api.post('/v1/submerchants', {
      entity_type: null,
      legal_name: 'Loja',
      tax_id: nextCpf(),
      email: 'loja@example.com',
    });
    expect(detailsOf(refused).tax_id).toMatch(/needs a CNPJ/);
  });

  it('keeps an mcc that was sent over the CNAE one', async () => {
    expect((await createPj(api, { mcc: '5999' })).mcc).toBe('5999');
  });

  it('refuses field rule violations with 422 VALIDATION_ERROR naming each field, and stores nothing', async () => {
    const result = await api.post('/v1/submerchants', {
      entity_type: 'pj',
      legal_name: '',
      tax_id: formatCpf(nextCpf()),
      email: 'nope',
      mcc: '12',
      average_ticket: -5,
      birth_date: '1990-01-01',
      cnaes: [{ code: '12' }],
      nickname: 'x',
    });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(detailsOf(result)).toEqual({
      legal_name: 'must not be empty',
      tax_id: 'a pj submerchant needs a CNPJ (numeric or alphanumeric); this is a CPF',
      email: 'must be a valid e-mail address',
      mcc: 'must be exactly 4 digits',
      average_ticket: 'must not be negative',
      birth_date: 'only a pf (individual) submerchant has this field',
      'cnaes.0.code': expect.stringMatching(/7 digits/),
      nickname: 'is not an accepted field',
    });
    expect(sandbox.current.state.submerchants.size).toBe(0);
  });

  it('names the missing required fields: legal_name and tax_id', async () => {
    const result = await api.post('/v1/submerchants', {});
    expect(detailsOf(result)).toEqual({ legal_name: 'is required', tax_id: 'is required' });
  });

  it('creates a submerchant without email (201, email null), and still checks an email that is sent', async () => {
    const created = dataOf(await api.post('/v1/submerchants', { legal_name: 'Loja', tax_id: nextCnpj() }), 201);
    expect(created).toMatchObject({ status: 'pending', email: null });
    expect(
      dataOf(await api.post('/v1/submerchants', { legal_name: 'Loja', tax_id: nextCnpj(), email: null }), 201).email,
    ).toBeNull();
    expect(dataOf(await api.get(`/v1/submerchants/${created.id}`), 200).email).toBeNull();
    const refused = await api.post('/v1/submerchants', { legal_name: 'Loja', tax_id: nextCnpj(), email: 'nope' });
    expect(refused.status).toBe(422);
    expect(detailsOf(refused)).toEqual({ email: 'must be a valid e-mail address' });
    // A submerchant without email can still be searched (by its other fields).
    const found = (await api.get(`/v1/submerchants?search=${created.tax_id}`)).body.data.map(
      (item: { id: string }) => item.id,
    );
    expect(found).toEqual([created.id]);
  });

  it('refuses a second registration of the same tax id for the same merchant, whatever its punctuation', async () => {
    const cnpj = nextCnpj();
    const first = await createPj(api, { tax_id: cnpj });
    const again = await api.post('/v1/submerchants', pjRegistration({ tax_id: formatCnpj(cnpj) }));
    expect(again.status).toBe(422);
    expect(detailsOf(again)).toEqual({ tax_id: `is already registered as submerchant ${first.id}` });
    // Another merchant may register the same company.
    expect((await api.post('/v1/submerchants', pjRegistration({ tax_id: cnpj }), 'strict')).status).toBe(201);
  });

  it('answers 400 / 415 for a body that is not JSON', async () => {
    const notJson = await call(sandbox.current, 'POST', '/v1/submerchants', {
      auth: secretAuth(),
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toBe('INVALID_JSON');
    const form = await call(sandbox.current, 'POST', '/v1/submerchants', {
      auth: secretAuth(),
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('needs the secret key (401 without keys, 403 with the public key) and counts in the Queries category', async () => {
    expect((await call(sandbox.current, 'POST', '/v1/submerchants', { json: pjRegistration() })).status).toBe(401);
    expect((await call(sandbox.current, 'GET', '/v1/submerchants', { auth: publicAuth() })).status).toBe(403);
    const ok = await api.get('/v1/submerchants');
    expect(ok.headers.get('x-ratelimit-limit')).toBe('200');
  });

  it("shares the merchant's Queries limit across every submerchant route: 429 RATE_LIMIT_EXCEEDED with Retry-After", async () => {
    const limited = await call(sandbox.current, 'PUT', '/sandbox/rate-limits', {
      auth: secretAuth(),
      json: { queries: 3 },
    });
    expect(limited.status).toBe(200);
    dataOf(await api.post('/v1/submerchants', pjRegistration()), 201);
    expect((await api.get('/v1/submerchants')).status).toBe(200);
    expect((await api.post('/v1/submerchants', {})).status).toBe(422);
    const refused = await api.get('/v1/submerchants/6b1f8a52-5d1e-4b7a-9c2f-0a1b2c3d4e5f/documents');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers CORS preflights for the methods the routes use', async () => {
    const preflight = await call(
      sandbox.current,
      'OPTIONS',
      '/v1/submerchants/6b1f8a52-5d1e-4b7a-9c2f-0a1b2c3d4e5f/addresses/6b1f8a52-5d1e-4b7a-9c2f-0a1b2c3d4e5f',
      {
        headers: { origin: 'https://admin.example', 'access-control-request-method': 'PATCH' },
      },
    );
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
  });
});

describe('GET /v1/submerchants/:id', () => {
  it("reads the merchant's own submerchant", async () => {
    const created = await createPj(api);
    expect(dataOf(await api.get(`/v1/submerchants/${created.id}`), 200)).toEqual(created);
    expect(dataOf(await api.get(`/v1/submerchants/${created.id.toUpperCase()}`), 200).id).toBe(created.id);
  });

  it("answers 404 NOT_FOUND for another merchant's submerchant, an unknown id and a malformed id", async () => {
    const created = await createPj(api);
    for (const result of [
      await api.get(`/v1/submerchants/${created.id}`, 'strict'),
      await api.get('/v1/submerchants/6b1f8a52-5d1e-4b7a-9c2f-0a1b2c3d4e5f'),
      await api.get('/v1/submerchants/not-a-uuid'),
    ]) {
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
  });
});

describe('GET /v1/submerchants', () => {
  it("pages the merchant's submerchants newest first", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) ids.push((await createPj(api)).id);
    await createPj(api, {}, 'strict');
    const first = await api.get('/v1/submerchants?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((item: { id: string }) => item.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const last = await api.get('/v1/submerchants?limit=2&page=3');
    expect(last.body.data.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    expect((await api.get('/v1/submerchants')).body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 5,
      totalPages: 1,
    });
  });

  it('filters by status', async () => {
    const { submerchant } = await completePf(api);
    await createPj(api);
    dataOf(await submit(api, submerchant.id), 200);
    const reviewing = await api.get('/v1/submerchants?status=pending_review');
    expect(reviewing.body.data.map((item: { id: string }) => item.id)).toEqual([submerchant.id]);
    expect((await api.get('/v1/submerchants?status=pending')).body.pagination.total).toBe(1);
    expect((await api.get('/v1/submerchants?status=done')).status).toBe(422);
  });

  it('searches legal name, trade name, e-mail and tax id, case-insensitively and with or without punctuation', async () => {
    const cnpj = nextCnpj();
    const target = await createPj(api, {
      legal_name: 'Padaria Estrela Ltda',
      trade_name: 'Pão Quente',
      email: 'contato@estrela.example',
      tax_id: cnpj,
    });
    await createPj(api, { legal_name: 'Outra Empresa', trade_name: null, email: 'x@outra.example' });
    const found = async (search: string) =>
      (await api.get(`/v1/submerchants?search=${encodeURIComponent(search)}`)).body.data.map(
        (item: { id: string }) => item.id,
      );
    expect(await found('estrela ltda')).toEqual([target.id]);
    expect(await found('PÃO')).toEqual([target.id]);
    expect(await found('CONTATO@')).toEqual([target.id]);
    expect(await found(cnpj.slice(0, 8))).toEqual([target.id]);
    expect(await found(formatCnpj(cnpj))).toEqual([target.id]);
    expect(await found('nothing like it')).toEqual([]);
  });

  it('refuses a CNPJ written with look-alike letters, and a search with them finds nothing', async () => {
    for (const { typed } of LOOKALIKE_CNPJS) {
      const refused = await api.post('/v1/submerchants', pjRegistration({ tax_id: typed }));
      expect(refused.status).toBe(422);
      expect(Object.keys(detailsOf(refused))).toEqual(['tax_id']);
    }
    const target = await createPj(api, { tax_id: ASCII_CNPJ });
    expect(target.tax_id).toBe(ASCII_CNPJ);
    for (const { typed } of LOOKALIKE_CNPJS) {
      const found = await api.get(`/v1/submerchants?search=${encodeURIComponent(typed)}`);
      expect(found.body.data).toEqual([]);
    }
  });

  it('filters by creation day (UTC, both ends inclusive) and refuses bad ranges', async () => {
    const early = await createPj(api);
    sandbox.current.clock.advance(3 * 86_400);
    const late = await createPj(api);
    const day = (iso: string) => iso.slice(0, 10);
    const ids = async (query: string) =>
      (await api.get(`/v1/submerchants?${query}`)).body.data.map((item: { id: string }) => item.id);
    expect(await ids(`date_from=${day(late.created_at)}`)).toEqual([late.id]);
    expect(await ids(`date_to=${day(early.created_at)}`)).toEqual([early.id]);
    expect(await ids(`date_from=${day(early.created_at)}&date_to=${day(late.created_at)}`)).toEqual([
      late.id,
      early.id,
    ]);
    expect(
      (await api.get(`/v1/submerchants?date_from=${day(late.created_at)}&date_to=${day(early.created_at)}`)).status,
    ).toBe(422);
    expect((await api.get('/v1/submerchants?date_from=2024-02-30')).status).toBe(422);
    expect((await api.get('/v1/submerchants?limit=101')).status).toBe(422);
    expect((await api.get('/v1/submerchants?colour=red')).status).toBe(422);
  });
});

describe('POST /v1/submerchants/:id/submit-for-review', () => {
  it('moves a complete pj and a complete pf to pending_review (200)', async () => {
    const { submerchant: pj } = await completePj(api);
    const { submerchant: pf } = await completePf(api);
    for (const id of [pj.id, pf.id]) {
      const reviewed = dataOf(await submit(api, id), 200);
      expect(reviewed.status).toBe('pending_review');
      expect(dataOf(await api.get(`/v1/submerchants/${id}`), 200).status).toBe('pending_review');
    }
  });

  it('refuses a pj without partners with 422 LEGAL_REPRESENTATIVE_REQUIRED listing everything missing', async () => {
    const pj = await createPj(api);
    const result = await submit(api, pj.id);
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ success: false, error: 'LEGAL_REPRESENTATIVE_REQUIRED' });
    expect(Object.keys(detailsOf(result))).toEqual([
      'legal_representatives',
      'documents.social_contract',
      'documents.cnpj_card',
      'documents.proof_of_residence_company',
      'addresses',
    ]);
    expect(dataOf(await api.get(`/v1/submerchants/${pj.id}`), 200).status).toBe('pending');
  });

  it('refuses an incomplete registration with 422 REGISTRATION_INCOMPLETE naming each missing item', async () => {
    const pf = await createPf(api);
    const result = await submit(api, pf.id);
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('REGISTRATION_INCOMPLETE');
    expect(Object.keys(detailsOf(result))).toEqual([
      'documents.front_id',
      'documents.back_id',
      'documents.selfie_with_id',
      'documents.proof_of_residence',
      'addresses',
    ]);
  });

  it('does not need an email: review completeness is partners, documents and an address only', async () => {
    const pf = await createPf(api, { email: null });
    expect(pf.email).toBeNull();
    for (const { type } of INDIVIDUAL_DOCUMENT_TYPES) await addDocument(api, pf.id, type);
    await addAddress(api, pf.id);
    expect(dataOf(await submit(api, pf.id), 200)).toMatchObject({ status: 'pending_review', email: null });
  });

  it('answers 409 INVALID_STATE outside pending, and 404 for another merchant', async () => {
    const { submerchant } = await completePf(api);
    dataOf(await submit(api, submerchant.id), 200);
    const twice = await submit(api, submerchant.id);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ success: false, error: 'INVALID_STATE' });
    expect((await api.post(`/v1/submerchants/${submerchant.id}/submit-for-review`, undefined, 'strict')).status).toBe(
      404,
    );
  });
});

describe('POST /v1/submerchants/:id/request-resubmission', () => {
  it('returns a rejected submerchant to pending, keeping the rejection reason until it is submitted again', async () => {
    const { submerchant } = await completePf(api);
    dataOf(await submit(api, submerchant.id), 200);
    dataOf(await reject(api, submerchant.id, { reason: 'Selfie does not match' }), 200);
    const back = dataOf(await api.post(`/v1/submerchants/${submerchant.id}/request-resubmission`), 200);
    expect(back).toMatchObject({ status: 'pending', rejection_reason: 'Selfie does not match' });
    const again = dataOf(await submit(api, submerchant.id), 200);
    expect(again).toMatchObject({ status: 'pending_review', rejection_reason: null });
  });

  it('answers 409 INVALID_STATE unless rejected', async () => {
    const { submerchant } = await completePf(api);
    expect((await api.post(`/v1/submerchants/${submerchant.id}/request-resubmission`)).status).toBe(409);
    dataOf(await submit(api, submerchant.id), 200);
    expect((await api.post(`/v1/submerchants/${submerchant.id}/request-resubmission`)).status).toBe(409);
    dataOf(await approve(api, submerchant.id), 200);
    const active = await api.post(`/v1/submerchants/${submerchant.id}/request-resubmission`);
    expect(active.status).toBe(409);
    expect(active.body.error).toBe('INVALID_STATE');
  });
});
