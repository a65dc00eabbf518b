// A charge whose reply never reached the store (a timeout, a dropped connection) after a declined card: the order's
// next request goes under the same idempotency key, so the charge the service made is answered again, never doubled.
import { describe, expect, it } from 'vitest';
import { createClient } from 'pay-checkout/client';
import { useSandbox } from '../../test-sandbox';
import { merchantBackend } from './backend';
import { CheckoutOrders } from './checkout-orders';
import { sandboxClients } from './merchants';
import { OrderBook } from './orders';
import { DECLINED, STORE_ORIGIN, card, testBuyer } from './test-orders';

const sandbox = useSandbox();
const { newOrder, pay } = testBuyer();

/** The store's back end whose charge creations reach the service while `lose` is on, but whose replies are lost. */
function lossyStore() {
  const lines = { lose: false };
  const lossyFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const creates = request.method === 'POST' && new URL(request.url).pathname === '/v1/charges';
    const reply = await fetch(request);
    if (lines.lose && creates) throw new TypeError('fetch failed');
    return reply;
  };
  const clients = sandboxClients(sandbox.current.url);
  const demo = createClient({ secretKey: 'sk_test_demo', baseUrl: sandbox.current.url, fetch: lossyFetch, retry: 0 });
  const api = merchantBackend({
    clients: { ...clients, clientFor: () => demo },
    storeOrigin: STORE_ORIGIN,
    orders: new OrderBook(),
    checkoutOrders: new CheckoutOrders(),
  });
  return { api, lines };
}

const captured = () => [...sandbox.current.state.charges.values()].filter((charge) => charge.status === 'captured');

describe('demo back end: a lost reply after a declined card', () => {
  it('says the payment may have gone through; paying again answers the same charge, one capture', async () => {
    const { api, lines } = lossyStore();
    const orderId = newOrder();
    expect((await pay(api, orderId, { payment_details: { card: DECLINED, installments: 1 } })).status).toBe(201);

    lines.lose = true;
    const payment = { payment_details: { card, installments: 1 } };
    const lost = await pay(api, orderId, { ...payment, lang: 'pt-BR' });
    expect(lost.status).toBe(502);
    expect(await lost.json()).toEqual({
      success: false,
      error: 'NETWORK_ERROR',
      message:
        'O serviço de pagamento não respondeu, então o pagamento pode ter sido feito. Tentar de novo com o mesmo pedido é seguro: ele não será cobrado duas vezes.',
    });
    // The service made the charge all the same: the order's second one.
    expect(sandbox.current.state.charges.size).toBe(2);
    const made = [...sandbox.current.state.charges.keys()][1];

    lines.lose = false;
    const again = await pay(api, orderId, { ...payment, lang: 'pt-BR' });
    expect(again.status).toBe(201);
    expect((await again.json()).data.id).toBe(made);
    expect(sandbox.current.state.charges.size).toBe(2);
    // Answered again, the charge is now the store's: any other payment is refused as paid.
    expect((await (await pay(api, orderId, { payment_details: { card, installments: 2 } })).json()).error).toBe(
      'ORDER_ALREADY_PAID',
    );
    expect(captured().map((charge) => charge.id)).toEqual([made]);
  });

  it('another request after the lost one (a new card token, another page) is refused, worded; nothing more charged', async () => {
    const { api, lines } = lossyStore();
    const orderId = newOrder();
    await pay(api, orderId, { payment_details: { card: DECLINED, installments: 1 } });
    lines.lose = true;
    expect((await pay(api, orderId, { payment_details: { card, installments: 1 } })).status).toBe(502);
    lines.lose = false;

    const other = await pay(api, orderId, { payment_details: { card, installments: 3 } });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      success: false,
      error: 'ORDER_PAYMENT_UNANSWERED',
      message:
        'An earlier payment of this order got no answer and may have gone through, so nothing more was charged. Pay again with the same card and details, or check your statement before starting a new order.',
    });
    expect(captured()).toHaveLength(1);
    expect(sandbox.current.state.charges.size).toBe(2);
  });
});
