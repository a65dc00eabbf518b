// The store's status-url route: the status of the buyer's own charges, nothing of anyone else's.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { sandboxClients } from './merchants';
import { merchantBackend } from './backend';
import { BuyerCharges } from './charge-status';
import { OrderBook } from './orders';

const sandbox = useSandbox();
const card = { number: '4111111111111111', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2030, cvv: '123' };

/** A checkout through the store: the charge id and the buyer cookie its reply set. */
async function checkout(store: ReturnType<typeof merchantBackend>, cookie?: string) {
  const reply = await store.request('/checkout/demo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({
      customer: { name: 'Ana Souza', email: 'ana@example.com' },
      payment_details: { card, installments: 1 },
    }),
  });
  const { data } = await reply.json();
  const setCookie = reply.headers.get('set-cookie') ?? '';
  return { chargeId: data.id as string, cookie: setCookie.split(';')[0], setCookie };
}

describe('GET /api/charge-status', () => {
  const backend = () =>
    merchantBackend({
      clients: sandboxClients(sandbox.current.url),
      storeOrigin: 'http://localhost:5173',
      orders: new OrderBook(),
    });

  it('answers the status (and failure reason) of a charge this browser’s checkout made, and nothing else of it', async () => {
    const store = backend();
    const { chargeId, cookie, setCookie } = await checkout(store);
    expect(setCookie).toMatch(/HttpOnly/i);
    // Lax and Path=/: the hosted card page (another site) sends the buyer back to the return page, which reads with it.
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/(;|$)/);
    // Longer than a boleto stays payable (30 days to the due day, 3 of grace): the outcome is still readable then.
    expect(Number(/Max-Age=(\d+)/.exec(setCookie)?.[1])).toBeGreaterThanOrEqual(34 * 24 * 60 * 60);
    const read = await store.request(`/charge-status?charge_id=${chargeId}`, { headers: { Cookie: cookie } });
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toEqual({ status: 'captured', failure_reason: null });
  });

  it('answers 404 without the buyer cookie, with another buyer’s, or for a charge it did not make', async () => {
    const store = backend();
    const mine = await checkout(store);
    const theirs = await checkout(store);
    expect(theirs.cookie).not.toBe(mine.cookie);
    const status = async (id: string, cookie?: string) =>
      (
        await store.request(`/charge-status?charge_id=${encodeURIComponent(id)}`, {
          headers: cookie ? { Cookie: cookie } : {},
        })
      ).status;
    expect(await status(mine.chargeId)).toBe(404);
    expect(await status(mine.chargeId, theirs.cookie)).toBe(404);
    expect(await status('00000000-0000-4000-8000-000000000000', mine.cookie)).toBe(404);
    expect(await status('', mine.cookie)).toBe(404);
  });

  it('keeps the buyer’s cookie across checkouts, its lifetime counted again from the latest: both charges are theirs', async () => {
    const store = backend();
    const first = await checkout(store);
    const second = await checkout(store, first.cookie);
    expect(second.cookie).toBe(first.cookie);
    expect(second.setCookie).toMatch(/Max-Age=\d+/);
    const read = await store.request(`/charge-status?charge_id=${first.chargeId}`, {
      headers: { Cookie: first.cookie },
    });
    expect(read.status).toBe(200);
  });
});

describe('the store’s other reads of a charge: the same rule as the status-url', () => {
  const backend = () =>
    merchantBackend({
      clients: sandboxClients(sandbox.current.url),
      storeOrigin: 'http://localhost:5173',
      orders: new OrderBook(),
    });
  const READS = [
    { route: 'GET /api/charges/{merchant}/{id}', path: (merchant: string, id: string) => `/charges/${merchant}/${id}` },
    { route: 'GET /api/orders/{merchant}/{id}', path: (merchant: string, id: string) => `/orders/${merchant}/${id}` },
    { route: 'GET /api/charges/{id}', path: (_merchant: string, id: string) => `/charges/${id}` },
  ];

  for (const { route, path } of READS) {
    it(`${route}: answers the browser whose checkout made the charge, and 404 without its cookie or with another’s`, async () => {
      const store = backend();
      const mine = await checkout(store);
      const theirs = await checkout(store);
      const read = (merchant: string, cookie?: string) =>
        store.request(path(merchant, mine.chargeId), { headers: cookie ? { Cookie: cookie } : {} });

      const own = await read('demo', mine.cookie);
      expect(own.status).toBe(200);
      expect(JSON.stringify(await own.json())).toContain(mine.chargeId);
      for (const [merchant, cookie] of [
        ['demo', undefined],
        ['demo', theirs.cookie],
      ] as const) {
        const refused = await read(merchant, cookie);
        expect(refused.status).toBe(404);
        expect(await refused.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
      }
    });
  }

  it('answers 404 for the buyer’s own charge read under another merchant', async () => {
    const store = backend();
    const mine = await checkout(store);
    for (const path of [`/charges/strict/${mine.chargeId}`, `/orders/nohosted/${mine.chargeId}`]) {
      expect((await store.request(path, { headers: { Cookie: mine.cookie } })).status).toBe(404);
    }
  });
});

describe('BuyerCharges', () => {
  it('forgets the oldest charges past its bound', () => {
    const charges = new BuyerCharges(2);
    charges.remember('a', 'buyer', 'demo');
    charges.remember('b', 'buyer', 'demo');
    charges.remember('c', 'buyer', 'strict');
    expect(charges.merchantFor('a', 'buyer')).toBeUndefined();
    expect(charges.merchantFor('c', 'buyer')).toBe('strict');
    expect(charges.merchantFor('c', undefined)).toBeUndefined();
  });
});
