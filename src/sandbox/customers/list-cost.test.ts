/**
 * A customer's saved-card list costs the page, not the cards kept: p50 of a page at 20k saved cards (under one
 * customer, and across many customers of the merchant) stays close to p50 at 100, for the secret-key list and the
 * customer session's.
 */
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SESSION_HEADER } from '../../interface/customer';
import { createSandboxApp } from '../app';
import { cardFingerprint } from '../card-tokens/card-identity';
import { createSandboxState } from '../state';
import { basic, KEYS } from '../test-harness/test-support';
import { createCustomerSession } from './sessions';
import { createCustomer, saveCard } from './store';

const SMALL = 100;
const LARGE = 20_000;
const ROUNDS = 200;
/** The goal is 1.5x; the assertion is looser because the test machine is shared and noisy. */
const MAX_RATIO = 3;

function storeWith(cards: number) {
  const state = createSandboxState({ rateLimits: { default: 1e9 } });
  const merchant = state.merchants[0];
  const customer = createCustomer(state, merchant, {
    name: 'Ana Silva',
    email: 'ana@example.com',
    document: undefined,
    external_id: undefined,
  });
  // As many cards again under other customers of the merchant: they must not cost this customer's page either.
  const others = Array.from({ length: 10 }, () =>
    createCustomer(state, merchant, {
      name: 'Bia Souza',
      email: 'bia@example.com',
      document: undefined,
      external_id: undefined,
    }),
  );
  for (let index = 0; index < cards; index += 1) {
    for (const owner of [customer, others[index % others.length]]) {
      saveCard(state, {
        merchantId: merchant.id,
        customerId: owner.id,
        card: { brand: 'visa', last4: '1111', holder_name: 'ANA SILVA', exp_month: 12, exp_year: 2099 },
        identity: { fingerprint: cardFingerprint(String(index), 12, 2099), enrolment: 'frictionless' },
        funding: 'credit',
      });
    }
  }
  const session = createCustomerSession(state, merchant, customer);
  return { app: createSandboxApp(state), customerId: customer.id, clientToken: session.client_token };
}

async function p50(app: ReturnType<typeof createSandboxApp>, path: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await app.request(path, { headers });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

describe('saved-card list cost', () => {
  it(`p50 at ${LARGE} saved cards is at most ${MAX_RATIO}x p50 at ${SMALL}`, async () => {
    const small = storeWith(SMALL);
    const large = storeWith(LARGE);
    const figures: string[] = [];
    const cases = (store: ReturnType<typeof storeWith>) =>
      [
        ['secret key, page 1', `/v1/customers/${store.customerId}/cards`, { authorization: basic(KEYS.demo.sk) }],
        [
          'secret key, page 3',
          `/v1/customers/${store.customerId}/cards?page=3`,
          { authorization: basic(KEYS.demo.sk) },
        ],
        [
          'customer session',
          '/v1/customer-sessions/current/cards',
          { authorization: basic(KEYS.demo.pk), [CUSTOMER_SESSION_HEADER]: store.clientToken },
        ],
      ] as const;
    const smallCases = cases(small);
    const largeCases = cases(large);
    for (const [index, [name, smallPath, smallHeaders]] of smallCases.entries()) {
      const [, largePath, largeHeaders] = largeCases[index];
      await p50(small.app, smallPath, smallHeaders);
      await p50(large.app, largePath, largeHeaders);
      const [atSmall, atLarge] = [
        await p50(small.app, smallPath, smallHeaders),
        await p50(large.app, largePath, largeHeaders),
      ];
      figures.push(`${name}: ${atSmall.toFixed(3)} ms at ${SMALL}, ${atLarge.toFixed(3)} ms at ${LARGE}`);
      expect(atLarge / atSmall, name).toBeLessThanOrEqual(MAX_RATIO);
    }
    console.info(`saved-card list p50 figures\n${figures.join('\n')}`);
  }, 120_000);
});
