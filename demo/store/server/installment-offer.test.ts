// The store's installments are the service's: the back end passes the buyer's count and the total the buyer saw to the
// charge, and words the service's refusal (a count not offered, a changed total) for the buyer, charging nothing; from
// <pay-form> and from a form posted without JavaScript, on the transparent and the hosted checkout.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { ANA, card, orderTestStore, testBuyer } from './test-orders';
import { offerSummary, quoteOffer } from './installment-offer';

const sandbox = useSandbox();
const store = orderTestStore(sandbox);

const NOT_OFFERED = {
  en: 'This number of installments is not offered for this order and card: choose one of the options shown. Nothing was charged.',
  'pt-BR':
    'Este número de parcelas não é oferecido para este pedido e cartão: escolha uma das opções mostradas. Nada foi cobrado.',
};
const MISMATCH =
  'The installment total shown differs from the payment service’s (the terms may have changed): reload the checkout to see them again. Nothing was charged.';

/** A buyer's espresso-machine order (R$ 1.000,00), as its checkout page opens it. */
function espressoOrder() {
  const buyer = testBuyer();
  const orderId = buyer.newOrder();
  const order = store.checkoutOrders.open('demo', buyer.buyerId, orderId, 'espresso');
  return { buyer, orderId: order.id };
}

describe('demo back end: the service’s installments', () => {
  it('the offer is the quote of the merchant’s terms: até 3× sem juros, até 12× com juros for R$ 1.000,00', async () => {
    const options = await quoteOffer(store.client(), 100000);
    expect(options?.map((option) => option.installments)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(offerSummary(options ?? [])).toEqual({ free: 3, max: 12 });
  });

  it('charges the order’s cart in the buyer’s count, with the total the buyer saw', async () => {
    const { buyer, orderId } = espressoOrder();
    const paid = await buyer.pay(store.backend(), orderId, {
      payment_details: { card, installments: 10, installment_total: 111270 },
    });
    expect(paid.status).toBe(201);
    const charge = (await paid.json()).data;
    expect(charge).toMatchObject({ amount: 100000, installment_plan: { installments: 10, total_amount: 111270 } });
  });

  it('a tampered total: the service refuses it, the store words it for the buyer, nothing charged', async () => {
    const { buyer, orderId } = espressoOrder();
    for (const flow of [{}, { card_flow: 'hosted' }]) {
      const refused = await buyer.pay(store.backend(), orderId, {
        ...flow,
        payment_details: { ...('card_flow' in flow ? {} : { card }), installments: 10, installment_total: 100000 },
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({
        success: false,
        error: 'INSTALLMENT_TOTAL_MISMATCH',
        message: MISMATCH,
        details: [{ field: 'payment_details.installment_total', message: MISMATCH }],
      });
    }
    expect(store.chargeCount()).toBe(0);
  });

  it('a count the service does not offer: worded, in the page’s language, nothing charged', async () => {
    const { buyer, orderId } = espressoOrder();
    for (const installments of [13, 0]) {
      const refused = await buyer.pay(store.backend(), orderId, {
        payment_details: { card, installments },
        lang: 'pt-BR',
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        error: 'INSTALLMENTS_NOT_OFFERED',
        message: NOT_OFFERED['pt-BR'],
        details: [{ field: 'payment_details.installments' }],
      });
    }
    expect(store.chargeCount()).toBe(0);
  });

  it('a form posted without JavaScript: a page that says why, and nothing charged', async () => {
    const { buyer, orderId } = espressoOrder();
    const posted = await store.backend().request('/checkout/demo', {
      method: 'POST',
      headers: { Cookie: buyer.cookiesOf(orderId) },
      body: new URLSearchParams({
        'customer.name': ANA.name,
        'customer.email': ANA.email,
        order_id: orderId,
        'payment_details.installments': '10',
        'payment_details.installment_total': '100000',
        lang: 'en',
      }),
    });
    expect(posted.status).toBe(422);
    expect(await posted.text()).toContain(MISMATCH);
    expect(store.chargeCount()).toBe(0);
  });

  it('a debit card pays at once: the installments a page sends with it are not read', async () => {
    const { buyer, orderId } = espressoOrder();
    const debit = await buyer.pay(store.backend(), orderId, {
      payment_method: 'debit_card',
      payment_details: { card_token: 'tok_test_visa', installments: 12 },
    });
    expect(debit.status).toBe(201);
    expect((await debit.json()).data).toMatchObject({ installments: 1, amount: 100000 });
  });
});
