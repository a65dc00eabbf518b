// The demo store's back end, as a merchant would copy it: what it accepts from the browser and what it tells back.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { buildCharge, merchantBackend } from './backend';
import { CheckoutOrders } from './checkout-orders';
import { OrderBook } from './orders';

const sandbox = useSandbox();
const STORE_ORIGIN = 'http://localhost:5173';
const orders = new OrderBook();
const store = () => merchantBackend({ sandboxUrl: sandbox.current.url, storeOrigin: STORE_ORIGIN, orders });

const buyer = { 'customer.name': 'Ana Souza', 'customer.email': 'ana@example.com' };
const card = { number: '4111111111111111', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2030, cvv: '123' };

describe('demo back end', () => {
  it('drops posted names that would reach Object.prototype, and later checkouts are unaffected', async () => {
    const form = new URLSearchParams({
      ...buyer,
      '__proto__.idempotencyKey': 'planted',
      'constructor.prototype.polluted': 'yes',
    });
    const posted = await store().request('/echo', { method: 'POST', body: form });
    expect(await posted.json()).toEqual({ received: { customer: { name: 'Ana Souza', email: 'ana@example.com' } } });
    expect(({} as Record<string, unknown>).idempotencyKey).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const checkout = await store().request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        customer: { name: 'Ana Souza', email: 'ana@example.com' },
        payment_details: { card, installments: 1 },
      }),
    });
    expect(checkout.status).toBe(201);
  });

  it('tells a charge read only its id and status, none of the buyer’s or the card’s data', async () => {
    const created = await store().request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        customer: { name: 'Ana Souza', email: 'ana@example.com' },
        payment_details: { card, installments: 1 },
      }),
    });
    const { data } = await created.json();
    const read = await store().request(`/charges/${data.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      success: true,
      data: { id: data.id, status: expect.stringMatching(/^(pending|captured)$/) },
    });

    const unknown = await store().request('/charges/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
  });
});

describe('demo back end: a checkout posted without JavaScript', () => {
  const plainPost = (merchant: string, fields: Record<string, string>) =>
    store().request(`/checkout/${merchant}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });

  it('answers 404 for a charge id the client refuses to put in a path (not "the payment service could not be reached")', async () => {
    const read = await store().request('/charges/a%20b');
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });

  it('sends the buyer to the hosted card page, also from the transparent form (which posts no card)', async () => {
    const reply = await plainPost('demo', {
      ...buyer,
      card_flow: 'transparent',
      lang: 'pt-BR',
      'payment_details.installments': '2',
    });
    expect(reply.status).toBe(303);
    const location = new URL(reply.headers.get('location') ?? '');
    expect(location.pathname).toMatch(/^\/hosted\/charges\//);
    const charge = [...sandbox.current.state.charges.values()].at(-1);
    expect(charge).toMatchObject({
      card_flow: 'hosted',
      return_url: `${STORE_ORIGIN}/return?merchant=demo&lang=pt-BR`,
      installments: 2,
    });
  });

  it('answers a clear page, never JSON, when the hosted flow cannot take it', async () => {
    const reply = await plainPost('nohosted', { ...buyer, card_flow: 'transparent', lang: 'pt-BR' });
    expect(reply.status).toBe(422);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await reply.text();
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('Esta loja não pode receber cartões na página do serviço de pagamento agora.');
    expect(page).toContain('href="/checkout/transparent?merchant=nohosted&amp;lang=pt-BR"');
  });
});

describe('demo back end: the charge for each payment method', () => {
  const order = {
    customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual', document: '529.982.247-25' },
    fraud_session_id: 'fs',
  };
  const address = {
    street: 'Avenida Paulista',
    number: '1578',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    zip_code: '01310-200',
  };

  it('a Pix: the document, no card field, the buyer’s own Pix details passed on', () => {
    const charge = buildCharge(
      { ...order, payment_method: 'pix', payment_details: { expires_in: 600 } },
      'http://x/return',
    );
    expect(charge).toMatchObject({
      payment_method: 'pix',
      customer: { document: '529.982.247-25', type: 'individual' },
      payment_details: { expires_in: 600 },
      fraud_session_id: 'fs',
    });
    expect(charge).not.toHaveProperty('card_flow');
    expect(charge).not.toHaveProperty('return_url');
    expect(charge.customer).not.toHaveProperty('address');
  });

  it('a boleto: the document and the address; a CNPJ makes the customer a company', () => {
    const charge = buildCharge(
      {
        ...order,
        customer: { ...order.customer, document: '11.222.333/0001-81', address: { ...address, extra: 'x' } },
        payment_method: 'boleto',
      },
      'http://x/return',
    );
    expect(charge).toMatchObject({
      payment_method: 'boleto',
      customer: { type: 'company', document: '11.222.333/0001-81', address },
    });
    expect(charge).not.toHaveProperty('payment_details');
  });

  it('a card, or a method the store does not know: card as before, without the document', () => {
    for (const payment_method of ['credit_card', 'bank_transfer', undefined]) {
      const charge = buildCharge(
        { ...order, payment_method, payment_details: { card_token: 'tok_1', installments: 2 } },
        'http://x/return',
      );
      expect(charge).toMatchObject({
        payment_method: 'credit_card',
        payment_details: { card_token: 'tok_1', installments: 2 },
      });
      expect(charge.customer).not.toHaveProperty('document');
    }
  });
});

describe('demo back end: one order, one charge', () => {
  const checkoutOrders = new CheckoutOrders();
  const backend = () =>
    merchantBackend({ sandboxUrl: sandbox.current.url, storeOrigin: STORE_ORIGIN, orders, checkoutOrders });
  const newOrder = () => `ord_${randomUUID()}`;
  const DECLINED = { ...card, number: '4000000000000002' };
  const pay = (api: ReturnType<typeof backend>, orderId: string, extra: Record<string, unknown>) =>
    api.request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ customer: { name: 'Ana Souza', email: 'ana@example.com' }, order_id: orderId, ...extra }),
    });
  const chargeCount = () => sandbox.current.state.charges.size;

  it('refuses a second payment of a paid order (Back, a reload, a second tab) with 409 ORDER_ALREADY_PAID and a sentence', async () => {
    const api = backend();
    const orderId = newOrder();
    const first = await pay(api, orderId, { payment_details: { card, installments: 1 } });
    expect(first.status).toBe(201);
    // The key is the order's: the same order and attempt always send the same Idempotency-Key.
    expect([...sandbox.current.state.idempotency.keys()].some((key) => key.endsWith(`\n${orderId}-0`))).toBe(true);

    const again = await pay(api, orderId, { payment_details: { card, installments: 2 }, lang: 'pt-BR' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      error: 'ORDER_ALREADY_PAID',
      message: 'Este pedido já está pago, por isso não foi cobrado de novo.',
    });
    expect(chargeCount()).toBe(1);
  });

  it('answers the same charge again while it is in flight (the hosted page not paid yet)', async () => {
    const api = backend();
    const orderId = newOrder();
    const first = await (await pay(api, orderId, { card_flow: 'hosted' })).json();
    const second = await pay(api, orderId, { card_flow: 'hosted', payment_details: { installments: 3 } });
    expect(second.status).toBe(201);
    expect((await second.json()).data).toMatchObject({ id: first.data.id, payment_fields: first.data.payment_fields });
    expect(chargeCount()).toBe(1);
  });

  it('lets a declined order be paid with another card, once', async () => {
    const api = backend();
    const orderId = newOrder();
    expect((await pay(api, orderId, { payment_details: { card: DECLINED, installments: 1 } })).status).toBe(201);
    const retry = await pay(api, orderId, { payment_details: { card, installments: 1 } });
    expect(retry.status).toBe(201);
    expect((await pay(api, orderId, { payment_details: { card, installments: 2 } })).status).toBe(409);
    expect(chargeCount()).toBe(2);
  });

  it('answers a pending Pix again, and makes a new one once it has expired (the buyer starts again)', async () => {
    const api = backend();
    const orderId = newOrder();
    const pix = {
      payment_method: 'pix',
      customer: { name: 'Ana Souza', email: 'ana@example.com', document: '529.982.247-25' },
    };
    const first = await (await pay(api, orderId, pix)).json();
    expect(first.data).toMatchObject({ status: 'pending', payment_fields: { pix: { qr_code: expect.any(String) } } });
    expect((await (await pay(api, orderId, pix)).json()).data.id).toBe(first.data.id);

    const moved = await fetch(`${sandbox.current.url}/sandbox/clock`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('sk_test_demo:')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 1801 }),
    });
    expect(moved.status).toBe(200);
    const again = await pay(api, orderId, pix);
    expect(again.status).toBe(201);
    expect((await again.json()).data.id).not.toBe(first.data.id);
    expect(chargeCount()).toBe(2);
  });

  it('answers the paying request sent again (its reply was lost) with the same charge, not a refusal', async () => {
    const api = backend();
    const orderId = newOrder();
    const first = await (await pay(api, orderId, { payment_details: { card, installments: 1 } })).json();
    const again = await pay(api, orderId, { payment_details: { card, installments: 1 } });
    expect(again.status).toBe(201);
    expect((await again.json()).data.id).toBe(first.data.id);
    expect(chargeCount()).toBe(1);
  });

  it('makes one charge when two tabs send the same order at once', async () => {
    const api = backend();
    const orderId = newOrder();
    const replies = await Promise.all(
      [1, 2].map((installments) => pay(api, orderId, { payment_details: { card, installments } })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const refused = await replies.find((reply) => reply.status === 409)?.json();
    expect(refused.error).toMatch(/^ORDER_(ALREADY_PAID|PAYMENT_IN_PROGRESS)$/);
    expect(chargeCount()).toBe(1);
  });

  it('shows a paid order posted without JavaScript a page that says so, and charges nothing', async () => {
    const api = backend();
    const orderId = newOrder();
    await pay(api, orderId, { payment_details: { card, installments: 1 } });
    const posted = await api.request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...buyer, card_flow: 'hosted', order_id: orderId }),
    });
    expect(posted.status).toBe(409);
    expect(await posted.text()).toContain('This order is already paid, so it was not charged again.');
    expect(chargeCount()).toBe(1);
  });
});
