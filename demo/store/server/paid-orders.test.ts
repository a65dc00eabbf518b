// A paid order never reaches the service again, whatever the sandbox clock says: the service remembers an idempotency
// key for 24 hours only, after which the same key would make a second charge.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { BOLETO, DAY_SECONDS, PIX, card, orderTestStore, testBuyer } from './test-orders';

const sandbox = useSandbox();
const { backend, chargeCount, captured, client, moveClock } = orderTestStore(sandbox);
const { newOrder, pay } = testBuyer();

describe('demo back end: a paid order is never charged again', () => {
  it('past the 24 hours the service remembers its key: another payment is refused and no second charge is made', async () => {
    const api = backend();
    const orderId = newOrder();
    const paid = await (await pay(api, orderId, { payment_details: { card, installments: 1 } })).json();
    expect(captured().map((charge) => charge.id)).toEqual([paid.data.id]);

    await moveClock(DAY_SECONDS + 60);
    const again = await pay(api, orderId, { payment_details: { card, installments: 2 }, lang: 'pt-BR' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      error: 'ORDER_ALREADY_PAID',
      message: 'Este pedido já está pago, por isso não foi cobrado de novo.',
    });
    expect((await pay(api, orderId, PIX)).status).toBe(409);
    expect((await pay(api, orderId, { card_flow: 'hosted' })).status).toBe(409);
    expect(chargeCount()).toBe(1);
  });

  it('past the 24 hours, the very request that paid sent again gets its charge from the store’s record', async () => {
    const api = backend();
    const orderId = newOrder();
    const payment = { payment_details: { card, installments: 1 } };
    const paid = await (await pay(api, orderId, payment)).json();
    await moveClock(DAY_SECONDS + 60);
    const replayed = await pay(api, orderId, payment);
    expect(replayed.status).toBe(201);
    expect((await replayed.json()).data.id).toBe(paid.data.id);
    expect(chargeCount()).toBe(1);
    expect(captured()).toHaveLength(1);
  });

  it('a boleto paid two days later, then a card from another tab: refused, one charge captured', async () => {
    const api = backend();
    const orderId = newOrder();
    const boleto = await (await pay(api, orderId, BOLETO)).json();
    await moveClock(2 * DAY_SECONDS);
    await client().sandbox.payCharge(boleto.data.id);

    const byCard = await pay(api, orderId, { payment_details: { card, installments: 1 } });
    expect(byCard.status).toBe(409);
    expect((await byCard.json()).error).toBe('ORDER_ALREADY_PAID');
    // The boleto's own request sent again: the store's record, not a new boleto.
    const sameBoleto = await pay(api, orderId, BOLETO);
    expect((await sameBoleto.json()).data.id).toBe(boleto.data.id);
    expect(chargeCount()).toBe(1);
    expect(captured().map((charge) => charge.id)).toEqual([boleto.data.id]);
  });
});
