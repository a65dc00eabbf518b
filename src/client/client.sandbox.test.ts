/**
 * End to end: the client against a real, listening sandbox, one group of methods at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../interface/sandbox-cards';
import { required } from '../interface/test-required';
import { startSandbox, type Sandbox } from '../sandbox';
import { createClient, type PayClient } from './client';
import { ApiError, NetworkError } from './errors';
import type { ClientOptions } from './options';
import { address, cardCharge, companyRegistration, documentOf, individualRegistration, partner } from './test-fixtures';

const DEMO = { secretKey: 'sk_test_demo', publicKey: 'pk_test_demo' };
const browserData = {
  ip_address: '203.0.113.7',
  type: 'Chrome',
  host_name: 'shop.example',
  cookies_accepted: true,
  user_agent: 'Mozilla/5.0 Chrome/120',
} as const;
const COMPANY_DOCUMENTS = ['social_contract', 'cnpj_card', 'proof_of_residence_company'] as const;
const PARTNER_DOCUMENTS = [
  'partner_front_id',
  'partner_back_id',
  'partner_selfie_with_id',
  'partner_proof_of_residence',
] as const;
const INDIVIDUAL_DOCUMENTS = ['front_id', 'back_id', 'selfie_with_id', 'proof_of_residence'] as const;

let sandbox: Sandbox;
let client: PayClient;
const clientFor = (options: Partial<ClientOptions> = {}) => createClient({ ...DEMO, baseUrl: sandbox.url, ...options });
const failureOf = (promise: PromiseLike<unknown>) =>
  Promise.resolve(promise).then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );
const todayUtc = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  client = clientFor();
});
afterAll(async () => {
  await sandbox.close();
});

describe('submerchants', () => {
  it('onboards a company: create, partner, documents, address, submit → pending_review, approve → active', async () => {
    const created = await client.submerchants.create(companyRegistration());
    expect(created).toMatchObject({ entity_type: 'pj', status: 'pending', mcc: '5462' });

    const blocked = await failureOf(client.submerchants.submitForReview(created.id));
    expect(blocked).toMatchObject({ status: 422, code: 'LEGAL_REPRESENTATIVE_REQUIRED' });

    const partnerPayload = partner();
    const rafael = await client.submerchants.legalRepresentatives.upsert(created.id, partnerPayload);
    const again = await client.submerchants.legalRepresentatives.upsert(created.id, {
      ...partnerPayload,
      name: 'Rafael Costa Filho',
    });
    expect(again).toMatchObject({ id: rafael.id, name: 'Rafael Costa Filho' });
    expect(await client.submerchants.legalRepresentatives.list(created.id)).toHaveLength(1);

    const incomplete = await failureOf(client.submerchants.submitForReview(created.id));
    expect(incomplete).toMatchObject({ status: 422, code: 'REGISTRATION_INCOMPLETE' });
    expect(incomplete.details?.map((detail) => detail.field)).toEqual(
      expect.arrayContaining([
        'documents.cnpj_card',
        `legal_representatives.${rafael.id}.documents.partner_front_id`,
        'addresses',
      ]),
    );

    for (const type of COMPANY_DOCUMENTS) await client.submerchants.documents.create(created.id, documentOf(type));
    for (const type of PARTNER_DOCUMENTS)
      await client.submerchants.documents.create(created.id, documentOf(type, rafael.id));
    const documents = await client.submerchants.documents.list(created.id);
    expect(documents).toHaveLength(7);
    expect(documents.every((document) => document.status === 'pending' && document.replaced_at === null)).toBe(true);

    const billing = await client.submerchants.addresses.create(created.id, address());
    const moved = await client.submerchants.addresses.update(created.id, billing.id, {
      number: '400',
      complement: 'Sala 2',
    });
    expect(moved).toMatchObject({ id: billing.id, number: '400', complement: 'Sala 2', city: 'Recife', country: 'BR' });

    expect(await client.submerchants.submitForReview(created.id)).toMatchObject({
      id: created.id,
      status: 'pending_review',
    });
    expect(await client.sandbox.approveSubmerchant(created.id)).toMatchObject({ id: created.id, status: 'active' });
    expect(await client.submerchants.retrieve(created.id)).toMatchObject({ status: 'active' });
  });

  it('resubmits a rejected individual: reject (reason) → request-resubmission → pending → submit again', async () => {
    const joana = await client.submerchants.create(individualRegistration());
    for (const type of INDIVIDUAL_DOCUMENTS) await client.submerchants.documents.create(joana.id, documentOf(type));
    await client.submerchants.addresses.create(joana.id, address());
    await client.submerchants.submitForReview(joana.id);

    const rejected = await client.sandbox.rejectSubmerchant(joana.id, { reason: 'The selfie is blurred.' });
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'The selfie is blurred.' });
    const notYet = await failureOf(client.submerchants.submitForReview(joana.id));
    expect(notYet).toMatchObject({ status: 409, code: 'INVALID_STATE' });

    expect(await client.submerchants.requestResubmission(joana.id)).toMatchObject({ status: 'pending' });
    const newSelfie = await client.submerchants.documents.create(joana.id, documentOf('selfie_with_id'));
    const documents = await client.submerchants.documents.list(joana.id);
    const selfies = documents.filter((document) => document.type === 'selfie_with_id');
    expect(selfies).toHaveLength(2);
    expect(selfies.find((document) => document.id !== newSelfie.id)?.replaced_at).toEqual(expect.any(String));
    expect(await client.submerchants.submitForReview(joana.id)).toMatchObject({ status: 'pending_review' });
  });

  it('deletes a partner with its documents, and an address', async () => {
    const company = await client.submerchants.create(companyRegistration());
    const first = await client.submerchants.legalRepresentatives.upsert(company.id, partner());
    for (const type of PARTNER_DOCUMENTS)
      await client.submerchants.documents.create(company.id, documentOf(type, first.id));
    await client.submerchants.documents.create(company.id, documentOf('cnpj_card'));

    const removed = await client.submerchants.legalRepresentatives.delete(company.id, first.id);
    expect(removed).toMatchObject({ id: first.id });
    expect(removed.deleted_document_ids).toHaveLength(4);
    expect((await client.submerchants.documents.list(company.id)).map((document) => document.type)).toEqual([
      'cnpj_card',
    ]);
    expect(await client.submerchants.legalRepresentatives.list(company.id)).toEqual([]);

    const office = await client.submerchants.addresses.create(company.id, address());
    expect(await client.submerchants.addresses.delete(company.id, office.id)).toMatchObject({ id: office.id });
    const gone = await failureOf(client.submerchants.addresses.update(company.id, office.id, { number: '1' }));
    expect(gone).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('surfaces field rules as 422 VALIDATION_ERROR with details', async () => {
    const bad = await failureOf(
      client.submerchants.create({ ...companyRegistration(), tax_id: '11.111.111/1111-11', email: 'not-an-email' }),
    );
    expect(bad).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(bad.details?.map((detail) => detail.field)).toEqual(expect.arrayContaining(['tax_id', 'email']));

    const company = await client.submerchants.create(companyRegistration());
    const orphan = await failureOf(client.submerchants.documents.create(company.id, documentOf('partner_front_id')));
    expect(orphan.details).toEqual([expect.objectContaining({ field: 'legal_representative_id' })]);
  });

  it('lists with a status filter, and walks every page with listAll', async () => {
    const fresh = await Promise.all([0, 1, 2].map(() => client.submerchants.create(individualRegistration())));
    const page = await client.submerchants.list({ status: 'pending', limit: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.data.every((submerchant) => submerchant.status === 'pending')).toBe(true);

    const all = [];
    for await (const submerchant of client.submerchants.listAll({ limit: 2 })) all.push(submerchant.id);
    expect(all).toEqual(expect.arrayContaining(fresh.map((submerchant) => submerchant.id)));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength((await client.submerchants.list({ limit: 1 })).pagination.total);
  });
});

describe('charges', () => {
  it('creates, reads back after processing, lists with filters and walks every page', async () => {
    const captured = await client.charges.create(
      cardCharge({ customer: { name: 'Bruno Teles', email: 'bruno.teles@example.com', type: 'individual' } }),
    );
    expect(captured).toMatchObject({
      status: 'pending',
      amount: 5_000,
      currency: 'BRL',
      payment_method: 'credit_card',
    });
    expect(await client.charges.retrieve(captured.id)).toMatchObject({ id: captured.id, status: 'captured' });
    const failed = await client.charges.create(cardCharge({}, TEST_CARDS.failed));
    expect(await client.charges.retrieve(failed.id)).toMatchObject({ status: 'failed' });

    const capturedPage = await client.charges.list({ status: 'captured', date_from: todayUtc(), date_to: todayUtc() });
    expect(capturedPage.data.map((charge) => charge.id)).toContain(captured.id);
    expect(capturedPage.data.every((charge) => charge.status === 'captured')).toBe(true);
    const searched = await client.charges.list({ search: 'BRUNO.TELES@' });
    expect(searched.data.map((charge) => charge.id)).toEqual([captured.id]);

    const { total } = (await client.charges.list({ limit: 1 })).pagination;
    const walked: string[] = [];
    for await (const charge of client.charges.listAll({ limit: 1 })) walked.push(charge.id);
    expect(walked).toHaveLength(total);
    expect(walked).toEqual(expect.arrayContaining([captured.id, failed.id]));
  });

  it('replays a create that carries the same idempotency key instead of charging twice', async () => {
    const key = `order-${Date.now()}`;
    const first = await client.charges.create(cardCharge(), { idempotencyKey: key });
    const replay = await client.charges.create(cardCharge(), { idempotencyKey: key }).withResponse();
    expect(replay.data.id).toBe(first.id);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('gives 422 details for a bad charge, and CARD_FLOW_NOT_SUPPORTED for hosted without the capability', async () => {
    const bad = await failureOf(client.charges.create(cardCharge({ amount: 0 })));
    expect(bad).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      details: expect.arrayContaining([expect.objectContaining({ field: 'amount' })]),
    });

    const hosted = cardCharge({ card_flow: 'hosted', payment_details: { installments: 1 } });
    const redirect = await client.charges.create(hosted);
    const fields = redirect.payment_fields;
    expect(fields && 'redirect_url' in fields ? fields.redirect_url : null).toMatch(new RegExp(`^${sandbox.url}/`));
    const noHosted = clientFor({ secretKey: 'sk_test_nohosted', publicKey: 'pk_test_nohosted' });
    expect(await failureOf(noHosted.charges.create(hosted))).toMatchObject({
      status: 422,
      code: 'CARD_FLOW_NOT_SUPPORTED',
    });
  });
});

describe('fraud sessions', () => {
  it('creates a session with the public key; a charge consumes it once; it expires after 30 minutes', async () => {
    const session = await client.fraudSessions.create(browserData);
    expect(session).toEqual({ session_id: expect.any(String), expires_at: expect.any(String) });
    await client.charges.create(cardCharge({ fraud_session_id: session.session_id }));
    expect(await failureOf(client.charges.create(cardCharge({ fraud_session_id: session.session_id })))).toMatchObject({
      code: 'FRAUD_SESSION_USED',
    });

    const later = await client.fraudSessions.create(browserData);
    await client.sandbox.advanceClock(31 * 60);
    expect(await failureOf(client.charges.create(cardCharge({ fraud_session_id: later.session_id })))).toMatchObject({
      code: 'FRAUD_SESSION_EXPIRED',
    });
  });
});

describe('webhook endpoints', () => {
  it('reads back an endpoint created through the sandbox control; the secret never comes back', async () => {
    const created = await client.sandbox.createWebhookEndpoint({
      url: 'https://merchant.example/hooks',
      events: ['charge.pending', 'charge.captured'],
      secret: true,
    });
    const endpoint = await client.webhookEndpoints.retrieve(created.id);
    // The create reply shows the made secret that once; the read never does.
    const { secret, ...shown } = created as typeof created & { secret?: string };
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toEqual({ ...shown, has_secret: true });
    expect(endpoint).not.toHaveProperty('secret');
    expect(await failureOf(client.webhookEndpoints.retrieve('7f1c1e5a-0000-4000-8000-000000000000'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('authentication', () => {
  it('works with the secret key alone (sk:) and refuses unknown keys with UNAUTHORIZED', async () => {
    await expect(clientFor({ publicKey: undefined }).charges.list()).resolves.toMatchObject({
      pagination: expect.any(Object),
    });
    const stranger = clientFor({ secretKey: 'sk_test_nobody', publicKey: undefined });
    expect(await failureOf(stranger.charges.list())).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

describe('transport', () => {
  it('gives a NetworkError when nothing listens any more', async () => {
    const gone = await startSandbox({ port: 0 });
    await gone.close();
    const error = await createClient({ ...DEMO, baseUrl: gone.url })
      .charges.list()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', method: 'GET', path: '/v1/charges' });
  });
});

describe('rate limits (own sandbox, so its counters start clean)', () => {
  let limited: Sandbox;
  beforeAll(async () => {
    limited = await startSandbox({ port: 0 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('exposes the headers, throws 429 with Retry-After, and with retry waits it out', async () => {
    const statuses: number[] = [];
    const options = {
      ...DEMO,
      baseUrl: limited.url,
      hooks: { afterResponse: [(response: Response) => void statuses.push(response.status)] },
    };
    const plain = createClient(options);
    expect(await plain.sandbox.setRateLimits({ transactions: 2 })).toEqual({
      transactions: 2,
      queries: 200,
      default: 100,
    });

    const first = await plain.charges.list().withResponse();
    expect(first.rateLimit).toMatchObject({ limit: 2, remaining: 1, reset: expect.any(Date) });
    await plain.charges.list();
    expect(plain.lastRateLimit).toMatchObject({ limit: 2, remaining: 0 });

    const refused = await failureOf(plain.charges.list());
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED', rateLimit: { limit: 2, remaining: 0 } });
    expect(refused.rateLimit?.retryAfterSeconds).toBeGreaterThanOrEqual(1);

    // Too long a wait for maxDelayMs: the client does not retry early.
    const impatient = createClient({ ...options, retry: { limit: 2, maxDelayMs: 500 } });
    statuses.length = 0;
    expect(await failureOf(impatient.charges.list())).toMatchObject({ status: 429 });
    expect(statuses).toEqual([429]);

    // Move the sandbox clock to about a second before the window resets (X-RateLimit-Reset): Retry-After
    // is then 1–2 s, and a patient client waits it out in real time and gets through in the next window.
    const resetSeconds = required(first.rateLimit?.reset, 'X-RateLimit-Reset of the first reply').getTime() / 1000;
    await plain.sandbox.advanceClock(Math.max(0, Math.floor(resetSeconds - 1 - limited.clock.now().getTime() / 1000)));
    const patient = createClient({ ...options, retry: { limit: 2, maxDelayMs: 5_000 } });
    statuses.length = 0;
    const started = Date.now();
    await expect(patient.charges.list()).resolves.toMatchObject({ pagination: expect.any(Object) });
    expect(statuses).toEqual([429, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});
