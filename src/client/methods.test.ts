import { describe, expect, it } from 'vitest';
import { createClient, type PayClient } from './client';
import { jsonReply, okReply, scriptedFetch } from './test-fake-fetch';

const BASE = 'http://service.test';
const SECRET = `Basic ${btoa('pk_x:sk_x')}`;
const PUBLIC = `Basic ${btoa('pk_x:')}`;
const emptyPage = () =>
  jsonReply(200, {
    success: true,
    message: 'x',
    data: [],
    pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
  });
const anyBody = {} as never;

type Case = [
  name: string,
  call: (client: PayClient) => PromiseLike<unknown>,
  method: string,
  path: string,
  body: unknown,
  auth?: string,
];

const cases: Case[] = [
  ['submerchants.create', (c) => c.submerchants.create(anyBody), 'POST', '/v1/submerchants', {}],
  [
    'submerchants.list',
    (c) => c.submerchants.list({ status: 'active' }),
    'GET',
    '/v1/submerchants?status=active',
    undefined,
  ],
  [
    'submerchants.retrieve',
    (c) => c.submerchants.retrieve('0b7c5f2e-9a51-4f0e-8d51-3f6f2b8a1c10'),
    'GET',
    '/v1/submerchants/0b7c5f2e-9a51-4f0e-8d51-3f6f2b8a1c10',
    undefined,
  ],
  [
    'submerchants.submitForReview',
    (c) => c.submerchants.submitForReview('s1'),
    'POST',
    '/v1/submerchants/s1/submit-for-review',
    undefined,
  ],
  [
    'submerchants.requestResubmission',
    (c) => c.submerchants.requestResubmission('s1'),
    'POST',
    '/v1/submerchants/s1/request-resubmission',
    undefined,
  ],
  [
    'legalRepresentatives.upsert',
    (c) => c.submerchants.legalRepresentatives.upsert('s1', anyBody),
    'POST',
    '/v1/submerchants/s1/legal-representatives',
    {},
  ],
  [
    'legalRepresentatives.list',
    (c) => c.submerchants.legalRepresentatives.list('s1'),
    'GET',
    '/v1/submerchants/s1/legal-representatives',
    undefined,
  ],
  [
    'legalRepresentatives.delete',
    (c) => c.submerchants.legalRepresentatives.delete('s1', 'r1'),
    'DELETE',
    '/v1/submerchants/s1/legal-representatives/r1',
    undefined,
  ],
  [
    'documents.create',
    (c) => c.submerchants.documents.create('s1', anyBody),
    'POST',
    '/v1/submerchants/s1/documents',
    {},
  ],
  ['documents.list', (c) => c.submerchants.documents.list('s1'), 'GET', '/v1/submerchants/s1/documents', undefined],
  [
    'addresses.create',
    (c) => c.submerchants.addresses.create('s1', anyBody),
    'POST',
    '/v1/submerchants/s1/addresses',
    {},
  ],
  [
    'addresses.update',
    (c) => c.submerchants.addresses.update('s1', 'a1', { city: 'Recife' }),
    'PATCH',
    '/v1/submerchants/s1/addresses/a1',
    { city: 'Recife' },
  ],
  [
    'addresses.delete',
    (c) => c.submerchants.addresses.delete('s1', 'a1'),
    'DELETE',
    '/v1/submerchants/s1/addresses/a1',
    undefined,
  ],
  ['addresses.list', (c) => c.submerchants.addresses.list('s1'), 'GET', '/v1/submerchants/s1/addresses', undefined],
  ['charges.create', (c) => c.charges.create(anyBody), 'POST', '/v1/charges', {}],
  ['charges.list', (c) => c.charges.list(), 'GET', '/v1/charges', undefined],
  ['charges.retrieve', (c) => c.charges.retrieve('ch_1.A~b'), 'GET', '/v1/charges/ch_1.A~b', undefined],
  ['customers.create', (c) => c.customers.create(anyBody), 'POST', '/v1/customers', {}],
  ['customers.retrieve', (c) => c.customers.retrieve('cus_1'), 'GET', '/v1/customers/cus_1', undefined],
  [
    'customers.listCards',
    (c) => c.customers.listCards('cus_1', { limit: 5 }),
    'GET',
    '/v1/customers/cus_1/cards?limit=5',
    undefined,
  ],
  [
    'customers.deleteCard',
    (c) => c.customers.deleteCard('cus_1', 'card_2'),
    'DELETE',
    '/v1/customers/cus_1/cards/card_2',
    undefined,
  ],
  ['customerSessions.create', (c) => c.customerSessions.create(anyBody), 'POST', '/v1/customer-sessions', {}],
  [
    'webhookEndpoints.retrieve',
    (c) => c.webhookEndpoints.retrieve('we1'),
    'GET',
    '/v1/postbacks/endpoints/we1',
    undefined,
  ],
  ['fraudSessions.create', (c) => c.fraudSessions.create(anyBody), 'POST', '/v1/fraud-sessions', {}, PUBLIC],
  [
    'sandbox.approveSubmerchant',
    (c) => c.sandbox.approveSubmerchant('s1'),
    'POST',
    '/sandbox/submerchants/s1/approve',
    undefined,
  ],
  [
    'sandbox.rejectSubmerchant',
    (c) => c.sandbox.rejectSubmerchant('s1', { reason: 'Blurry' }),
    'POST',
    '/sandbox/submerchants/s1/reject',
    { reason: 'Blurry' },
  ],
  [
    'sandbox.createWebhookEndpoint',
    (c) => c.sandbox.createWebhookEndpoint({ url: 'https://m.test/h', events: ['charge.pending'] }),
    'POST',
    '/sandbox/postbacks/endpoints',
    { url: 'https://m.test/h', events: ['charge.pending'] },
  ],
  [
    'sandbox.listWebhookDeliveries',
    (c) => c.sandbox.listWebhookDeliveries({ status: 'failed', event_type: 'charge.captured' }),
    'GET',
    '/sandbox/postbacks/deliveries?status=failed&event_type=charge.captured',
    undefined,
  ],
  [
    'sandbox.redeliverWebhook',
    (c) => c.sandbox.redeliverWebhook('d1'),
    'POST',
    '/sandbox/postbacks/deliveries/d1/redeliver',
    undefined,
  ],
  [
    'sandbox.setRateLimits',
    (c) => c.sandbox.setRateLimits({ queries: 2 }),
    'PUT',
    '/sandbox/rate-limits',
    { queries: 2 },
  ],
  ['sandbox.advanceClock', (c) => c.sandbox.advanceClock(61), 'POST', '/sandbox/clock', { advance_seconds: 61 }],
  ['sandbox.payCharge', (c) => c.sandbox.payCharge('ch1'), 'POST', '/sandbox/charges/ch1/pay', undefined],
  [
    'sandbox.authenticateCharge',
    (c) => c.sandbox.authenticateCharge('ch1', 'succeeded'),
    'POST',
    '/sandbox/charges/ch1/authenticate',
    { outcome: 'succeeded' },
  ],
  [
    'sandbox.setFaults',
    (c) => c.sandbox.setFaults({ rules: [{ status: 503, times: 1 }] }),
    'PUT',
    '/sandbox/faults',
    { rules: [{ status: 503, times: 1 }] },
  ],
  ['sandbox.getFaults', (c) => c.sandbox.getFaults(), 'GET', '/sandbox/faults', undefined],
  ['sandbox.clearFaults', (c) => c.sandbox.clearFaults(), 'DELETE', '/sandbox/faults', undefined],
  [
    'installments.quote',
    (c) => c.installments.quote({ amount: 100000, brand: 'hipercard' }),
    'GET',
    '/v1/installments?amount=100000&brand=hipercard',
    undefined,
  ],
  [
    'sandbox.setInstallmentTerms',
    (c) => c.sandbox.setInstallmentTerms({ max_installments: 6 }),
    'PUT',
    '/sandbox/installment-terms',
    { max_installments: 6 },
  ],
  [
    'sandbox.getInstallmentTerms',
    (c) => c.sandbox.getInstallmentTerms(),
    'GET',
    '/sandbox/installment-terms',
    undefined,
  ],
];

describe('every method', () => {
  it.each(cases)('%s → %s %s', async (_name, call, method, path, body, auth = SECRET) => {
    const isList =
      method === 'GET' &&
      /\/(v1\/charges|v1\/submerchants|v1\/customers\/[^/]+\/cards|sandbox\/postbacks\/deliveries)(\?|$)/.test(path);
    const fake = scriptedFetch(isList ? emptyPage() : okReply({}));
    const client = createClient({ secretKey: 'sk_x', publicKey: 'pk_x', baseUrl: BASE, fetch: fake.fetch });
    await call(client);
    const [request] = fake.requests;
    expect(request.method).toBe(method);
    expect(request.url).toBe(`${BASE}${path}`);
    expect(request.headers.get('authorization')).toBe(auth);
    if (body === undefined) {
      expect(request.body).toBeNull();
      expect(request.headers.has('content-type')).toBe(false);
    } else {
      expect(await request.json()).toEqual(body);
    }
  });

  it('covers every method of the client', () => {
    const client = createClient({ secretKey: 'sk_x', baseUrl: BASE, fetch: scriptedFetch().fetch });
    const names: string[] = [];
    const walk = (group: object, prefix: string) => {
      for (const [key, value] of Object.entries(group)) {
        if (typeof value === 'function') names.push(`${prefix}${key}`);
        else if (typeof value === 'object' && value !== null) walk(value, `${prefix}${key}.`);
      }
    };
    walk(client, '');
    const tested = new Set(
      cases.map(([name]) => name.replace(/^(legalRepresentatives|documents|addresses)\./, 'submerchants.$1.')),
    );
    const untested = names.filter((name) => !tested.has(name) && !/\.listAll\w*$/.test(name));
    expect(untested).toEqual([]);
  });
});
