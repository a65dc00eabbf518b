import { describe, expect, it } from 'vitest';
import { createClient, type PayClient } from './client';
import { okReply, scriptedFetch } from './test-fake-fetch';
import { PATH_ID_PATTERN, route } from './url';

const BASE = 'http://service.test';
const GOOD = 'e3b0c442-98fc-4c14-9afb-f4c8996fb924';
const anyBody = {} as never;

/** Every method that puts an id in the path, once per id parameter (`bad` goes in that place). */
const idCases: [name: string, call: (client: PayClient, bad: string) => PromiseLike<unknown>][] = [
  ['charges.retrieve', (c, bad) => c.charges.retrieve(bad)],
  ['customers.retrieve', (c, bad) => c.customers.retrieve(bad)],
  ['customers.listCards', (c, bad) => c.customers.listCards(bad)],
  ['customers.listAllCards', (c, bad) => c.customers.listAllCards(bad).next()],
  ['customers.deleteCard (customer)', (c, bad) => c.customers.deleteCard(bad, GOOD)],
  ['customers.deleteCard (card)', (c, bad) => c.customers.deleteCard(GOOD, bad)],
  ['webhookEndpoints.retrieve', (c, bad) => c.webhookEndpoints.retrieve(bad)],
  ['submerchants.retrieve', (c, bad) => c.submerchants.retrieve(bad)],
  ['submerchants.submitForReview', (c, bad) => c.submerchants.submitForReview(bad)],
  ['submerchants.requestResubmission', (c, bad) => c.submerchants.requestResubmission(bad)],
  ['submerchants.legalRepresentatives.upsert', (c, bad) => c.submerchants.legalRepresentatives.upsert(bad, anyBody)],
  ['submerchants.legalRepresentatives.list', (c, bad) => c.submerchants.legalRepresentatives.list(bad)],
  [
    'submerchants.legalRepresentatives.delete (submerchant)',
    (c, bad) => c.submerchants.legalRepresentatives.delete(bad, GOOD),
  ],
  [
    'submerchants.legalRepresentatives.delete (partner)',
    (c, bad) => c.submerchants.legalRepresentatives.delete(GOOD, bad),
  ],
  ['submerchants.documents.create', (c, bad) => c.submerchants.documents.create(bad, anyBody)],
  ['submerchants.documents.list', (c, bad) => c.submerchants.documents.list(bad)],
  ['submerchants.addresses.create', (c, bad) => c.submerchants.addresses.create(bad, anyBody)],
  ['submerchants.addresses.update (submerchant)', (c, bad) => c.submerchants.addresses.update(bad, GOOD, {})],
  ['submerchants.addresses.update (address)', (c, bad) => c.submerchants.addresses.update(GOOD, bad, {})],
  ['submerchants.addresses.delete (submerchant)', (c, bad) => c.submerchants.addresses.delete(bad, GOOD)],
  ['submerchants.addresses.delete (address)', (c, bad) => c.submerchants.addresses.delete(GOOD, bad)],
  ['submerchants.addresses.list', (c, bad) => c.submerchants.addresses.list(bad)],
  ['sandbox.approveSubmerchant', (c, bad) => c.sandbox.approveSubmerchant(bad)],
  ['sandbox.rejectSubmerchant', (c, bad) => c.sandbox.rejectSubmerchant(bad, { reason: 'Blurry' })],
  ['sandbox.redeliverWebhook', (c, bad) => c.sandbox.redeliverWebhook(bad)],
  ['sandbox.payCharge', (c, bad) => c.sandbox.payCharge(bad)],
  ['sandbox.authenticateCharge', (c, bad) => c.sandbox.authenticateCharge(bad, 'succeeded')],
];

/** Not ids: each one, put in a path as it is, would reach another route, carry a query, or is no value at all. */
const notIds: unknown[] = [
  '',
  '.',
  '..',
  '...',
  '../charges',
  'a/b',
  '/',
  'a?b=1',
  '?',
  'a#b',
  '%2e%2e',
  'a%2Fb',
  ' ',
  ' padded',
  'inner space',
  'tab\there',
  'line\nbreak',
  'nul\u0000',
  'del\u007f',
  'chave-ção',
  'a\\b',
  'k'.repeat(256),
  undefined,
  null,
  42,
  {},
];

function clientWithFake() {
  const fake = scriptedFetch(okReply({}));
  const client = createClient({ secretKey: 'sk_x', publicKey: 'pk_x', baseUrl: BASE, fetch: fake.fetch });
  return { client, fake };
}

describe('ids in paths', () => {
  describe.each(idCases)('%s', (_name, call) => {
    it.each(notIds.map((id) => [id]))('refuses %j before any request', async (bad) => {
      const { client, fake } = clientWithFake();
      await expect(call(client, bad as string)).rejects.toMatchObject({
        name: 'ConfigurationError',
        code: 'INVALID_ARGUMENT',
      });
      expect(fake.requests).toHaveLength(0);
    });

    it('sends a uuid as it is', async () => {
      const { client, fake } = clientWithFake();
      // The fake answers `{}`: a paged list refuses that shape after the request, which is all this checks.
      await Promise.resolve(call(client, GOOD)).catch(() => undefined);
      expect(fake.requests).toHaveLength(1);
      expect(new URL(fake.requests[0].url).pathname).toContain(`/${GOOD}`);
    });
  });

  it('the reported list call no longer reaches the parent route', async () => {
    const { client, fake } = clientWithFake();
    await expect(client.submerchants.legalRepresentatives.list('..')).rejects.toThrow(/An id must be/);
    expect(fake.requests).toHaveLength(0);
  });

  it('covers every method whose path holds an id', () => {
    const { client } = clientWithFake();
    // Methods that take no id: their first parameter is a body, a query or a number.
    const noId = new Set([
      'charges.create',
      'charges.list',
      'charges.listAll',
      'submerchants.create',
      'submerchants.list',
      'submerchants.listAll',
      'fraudSessions.create',
      'customers.create',
      'customerSessions.create',
      'sandbox.createWebhookEndpoint',
      'sandbox.listWebhookDeliveries',
      'sandbox.setRateLimits',
      'sandbox.advanceClock',
      'sandbox.setFaults',
      'sandbox.getFaults',
      'sandbox.clearFaults',
      'installments.quote',
      'sandbox.setInstallmentTerms',
      'sandbox.getInstallmentTerms',
    ]);
    const names: string[] = [];
    const walk = (group: object, prefix: string) => {
      for (const [key, value] of Object.entries(group)) {
        if (typeof value === 'function') names.push(`${prefix}${key}`);
        else if (typeof value === 'object' && value !== null) walk(value, `${prefix}${key}.`);
      }
    };
    walk(client, '');
    const covered = new Set(idCases.map(([name]) => name.replace(/ \(.*\)$/, '')));
    expect(names.filter((name) => !noId.has(name) && !covered.has(name))).toEqual([]);
  });
});

describe('PATH_ID_PATTERN', () => {
  it.each(['a', GOOD, GOOD.toUpperCase(), 'chg_01J9Z', 'a.b', '.a', 'a..b', '~x', 'k'.repeat(255)])(
    'accepts %j',
    (id) => {
      expect(PATH_ID_PATTERN.test(id)).toBe(true);
      expect(route`/v1/charges/${id}`).toBe(`/v1/charges/${id}`);
    },
  );

  it('leaves every accepted id unchanged by URL parsing (no dot segments, nothing to encode)', () => {
    for (const id of ['a', '.a', 'a..b', '~x', 'A-Z_0.9']) {
      expect(new URL(`http://h/v1/x/${id}/y`).pathname).toBe(`/v1/x/${id}/y`);
    }
  });
});
