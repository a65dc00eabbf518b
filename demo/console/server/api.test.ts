// The console's back end acts with the secret key: only its own pages may change anything through it.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { consoleApi } from './api';
import { sandboxClients } from '../../store/server/merchants';
import { StoreWebhooks } from '../../store/server/webhooks';

const sandbox = useSandbox();
const hook = JSON.stringify({ url: 'https://hooks.example/pay', events: ['charge.captured'] });
const post = (headers: Record<string, string>) =>
  consoleApi({
    clients: sandboxClients(sandbox.current.url),
    webhooks: new StoreWebhooks({
      clientFor: sandboxClients(sandbox.current.url).clientFor,
      receiverOrigin: 'http://localhost:5173',
    }),
  }).request('http://localhost:5173/webhook-endpoints', { method: 'POST', headers, body: hook });

describe('console back end', () => {
  it('refuses a change sent from another site, even as a "simple" no-cors request', async () => {
    const reply = await post({ Origin: 'https://evil.example', 'Content-Type': 'text/plain;application/json' });
    expect(reply.status).toBe(403);
    expect(await reply.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
  });

  it('takes only the application/json media type, not a type that merely mentions it', async () => {
    expect((await post({ 'Content-Type': 'text/plain;application/json' })).status).toBe(415);
    expect(
      (await post({ 'Content-Type': 'application/json; charset=utf-8', Origin: 'http://localhost:5173' })).status,
    ).toBe(201);
  });

  it('answers 404 for an id the client refuses to put in a path (no "service unreachable" message)', async () => {
    const api = consoleApi({
      clients: sandboxClients(sandbox.current.url),
      webhooks: new StoreWebhooks({
        clientFor: sandboxClients(sandbox.current.url).clientFor,
        receiverOrigin: 'http://localhost:5173',
      }),
    });
    const reply = await api.request('http://localhost:5173/submerchants/a%20b');
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });
});

describe('console back end: a customer’s saved cards', () => {
  it('passes the page asked for to the service’s paged list, and a customer of another merchant reads as missing', async () => {
    const clients = sandboxClients(sandbox.current.url);
    const api = consoleApi({
      clients,
      webhooks: new StoreWebhooks({ clientFor: clients.clientFor, receiverOrigin: 'http://localhost:5173' }),
    });
    const pay = clients.clientFor('demo');
    const customer = await pay.customers.create({ name: 'Ana Souza', email: 'ana@example.com' });
    for (const year of [2030, 2031, 2032]) {
      await pay.charges.create({
        amount: 2500,
        product_type: 'physical',
        payment_method: 'credit_card',
        customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
        items: [{ name: 'Coffee', quantity: 1, unit_price: 2500, tangible: true }],
        customer_id: customer.id,
        payment_details: {
          card: { number: '4111111111111111', holder_name: 'ANA SOUZA', exp_month: 6, exp_year: year, cvv: '123' },
          installments: 1,
          save_card: true,
        },
      } as never);
    }
    await expect.poll(() => sandbox.current.state.savedCards.size).toBe(3);
    const reply = await api.request(`http://localhost:5173/customers/${customer.id}/cards?page=2&limit=2`);
    const body = (await reply.json()) as { data: { exp_year: number }[]; pagination: Record<string, number> };
    expect(body.data.map((card) => card.exp_year)).toEqual([2030]);
    expect(body.pagination).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const foreign = await clients.clientFor('strict').customers.create({ name: 'Bruno', email: 'bruno@example.com' });
    expect((await api.request(`http://localhost:5173/customers/${foreign.id}/cards`)).status).toBe(404);
  });
});
