// One order, one charge, as the store's back end keeps it against the real sandbox: Back, a reload, a second tab, a
// declined card, a pending Pix or boleto.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { ANA, BOLETO, DAY_SECONDS, DECLINED, PIX, card, orderTestStore, testBuyer } from './test-orders';

const sandbox = useSandbox();
const { backend, chargeCount, captured, moveClock } = orderTestStore(sandbox);
const { cookiesOf, newOrder, pay } = testBuyer();

describe('demo back end: one order, one charge', () => {
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
    const first = await (await pay(api, orderId, PIX)).json();
    expect(first.data).toMatchObject({ status: 'pending', payment_fields: { pix: { qr_code: expect.any(String) } } });
    expect((await (await pay(api, orderId, { ...PIX, fraud_session_id: 'fs_other_page' })).json()).data.id).toBe(
      first.data.id,
    );

    await moveClock(1801);
    const again = await pay(api, orderId, PIX);
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
    expect(refused.error).toBe('ORDER_PAYMENT_IN_PROGRESS');
    expect(chargeCount()).toBe(1);
  });

  it('captures one charge when two tabs pay the same order at once after a declined card; the other gets 409 ORDER_PAYMENT_IN_PROGRESS', async () => {
    for (const method of ['card', 'pix', 'boleto'] as const) {
      const api = backend();
      const orderId = newOrder();
      expect((await pay(api, orderId, { payment_details: { card: DECLINED, installments: 1 } })).status).toBe(201);
      const before = chargeCount();
      const payments = {
        card: [1, 2].map((installments) => ({ payment_details: { card, installments } })),
        pix: [PIX, { ...PIX, payment_details: { expires_in: 600 } }],
        boleto: [BOLETO, { payment_method: 'pix', customer: BOLETO.customer }],
      }[method];
      const replies = await Promise.all(payments.map((payment) => pay(api, orderId, payment)));
      expect(replies.map((reply) => reply.status).sort(), method).toEqual([201, 409]);
      const refused = await replies.find((reply) => reply.status === 409)?.json();
      expect(refused.error).toBe('ORDER_PAYMENT_IN_PROGRESS');
      expect(chargeCount() - before, method).toBe(1);
    }
    expect(captured()).toHaveLength(1);
  });

  it('shows a paid order posted without JavaScript a page that says so, and charges nothing', async () => {
    const api = backend();
    const orderId = newOrder();
    await pay(api, orderId, { payment_details: { card, installments: 1 } });
    const posted = await api.request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookiesOf(orderId) },
      body: new URLSearchParams({
        'customer.name': ANA.name,
        'customer.email': ANA.email,
        card_flow: 'hosted',
        order_id: orderId,
      }),
    });
    expect(posted.status).toBe(409);
    expect(await posted.text()).toContain('This order is already paid, so it was not charged again.');
    expect(chargeCount()).toBe(1);
  });
});

describe('demo back end: an order with a pending Pix or boleto', () => {
  it('refuses a card for an order whose boleto is pending (409 ORDER_PAYMENT_PENDING), and answers the same boleto request again, for days', async () => {
    const api = backend();
    const orderId = newOrder();
    const boleto = await (await pay(api, orderId, BOLETO)).json();
    expect(boleto.data.payment_fields.boleto.digitable_line).toMatch(/^\d{47}$/);

    await moveClock(2 * DAY_SECONDS); // past the service's 24 hours of idempotency, within the boleto's life
    const byCard = await pay(api, orderId, { payment_details: { card, installments: 1 }, lang: 'pt-BR' });
    expect(byCard.status).toBe(409);
    expect(await byCard.json()).toEqual({
      success: false,
      error: 'ORDER_PAYMENT_PENDING',
      message: expect.stringMatching(/^Este pedido já tem um pagamento esperando/),
    });
    const byHostedCard = await pay(api, orderId, { card_flow: 'hosted' });
    expect(byHostedCard.status).toBe(409);
    expect((await pay(api, orderId, PIX)).status).toBe(409);

    const same = await pay(api, orderId, { ...BOLETO, fraud_session_id: 'fs_a_reload' });
    expect(same.status).toBe(201);
    expect((await same.json()).data).toEqual(boleto.data);
    expect(chargeCount()).toBe(1);
    expect(captured()).toHaveLength(0);
  });

  it('refuses a boleto or another Pix for an order whose Pix is pending, and a plain form post too', async () => {
    const api = backend();
    const orderId = newOrder();
    expect((await pay(api, orderId, PIX)).status).toBe(201);
    expect((await pay(api, orderId, BOLETO)).status).toBe(409);
    expect((await pay(api, orderId, { ...PIX, payment_details: { expires_in: 600 } })).status).toBe(409);
    const posted = await api.request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookiesOf(orderId) },
      body: new URLSearchParams({ 'customer.name': ANA.name, 'customer.email': ANA.email, order_id: orderId }),
    });
    expect(posted.status).toBe(409);
    expect(await posted.text()).toContain('This order already has a payment waiting to be completed');
    expect(chargeCount()).toBe(1);
  });
});
