// The demo store's back end, as a merchant would copy it: what it accepts from the browser and what it tells back.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../src/sandbox/test-support';
import { merchantBackend } from './backend';

const sandbox = useSandbox();
const STORE_ORIGIN = 'http://localhost:5173';
const store = () => merchantBackend({ sandboxUrl: sandbox.current.url, storeOrigin: STORE_ORIGIN });

const buyer = { 'customer.name': 'Ana Souza', 'customer.email': 'ana@example.com' };
const card = { number: '4111111111111111', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2030, cvv: '123' };

describe('demo back end', () => {
  it('drops posted names that would reach Object.prototype, and later checkouts are unaffected', async () => {
    const form = new URLSearchParams({ ...buyer, '__proto__.idempotencyKey': 'planted', 'constructor.prototype.polluted': 'yes' });
    const posted = await store().request('/echo', { method: 'POST', body: form });
    expect(await posted.json()).toEqual({ received: { customer: { name: 'Ana Souza', email: 'ana@example.com' } } });
    expect(({} as Record<string, unknown>).idempotencyKey).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const checkout = await store().request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customer: { name: 'Ana Souza', email: 'ana@example.com' }, payment_details: { card, installments: 1 } }),
    });
    expect(checkout.status).toBe(201);
  });

  it('tells a charge read only its id and status, none of the buyer’s or the card’s data', async () => {
    const created = await store().request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customer: { name: 'Ana Souza', email: 'ana@example.com' }, payment_details: { card, installments: 1 } }),
    });
    const { data } = await created.json();
    const read = await store().request(`/charges/${data.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ success: true, data: { id: data.id, status: expect.stringMatching(/^(pending|captured)$/) } });

    const unknown = await store().request('/charges/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
  });
});
