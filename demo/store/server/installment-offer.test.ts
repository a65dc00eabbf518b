// The back end takes the installments the checkout offers and no others, on the transparent and the hosted checkout,
// from <pay-form> and from a form posted without JavaScript: the page is the buyer's to change, the offer the store's.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { sandboxClients } from './merchants';
import { merchantBackend } from './backend';
import { OrderBook } from './orders';
import { offeredInstallments } from './installment-offer';
import { ANA, STORE_ORIGIN, card } from './test-orders';

const sandbox = useSandbox();
const store = () =>
  merchantBackend({ clients: sandboxClients(sandbox.current.url), storeOrigin: STORE_ORIGIN, orders: new OrderBook() });
const postJson = (body: Record<string, unknown>) =>
  store().request('/checkout/demo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ customer: ANA, ...body }),
  });
const OFFERED = offeredInstallments();
const MOST = Math.max(...OFFERED);
const REFUSED = {
  en: `This store offers 1 to ${MOST} installments: choose one of them. Nothing was charged.`,
  'pt-BR': `Esta loja oferece de 1 a ${MOST} parcelas: escolha uma delas. Nada foi cobrado.`,
};
const refusal = (lang: keyof typeof REFUSED) => ({
  success: false,
  error: 'INSTALLMENTS_NOT_OFFERED',
  message: REFUSED[lang],
  details: [{ field: 'payment_details.installments', message: REFUSED[lang] }],
});
const charges = () => [...sandbox.current.state.charges.values()];

describe('demo back end: the installments the checkout offers', () => {
  it('the checkout offers 1 to 6 for the demo cart', () => {
    expect(OFFERED).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses a count the page does not offer, transparent and hosted (422 naming the field, worded), charging nothing', async () => {
    for (const installments of [MOST + 1, 12, 0, -1, 2.5, '3x']) {
      const transparent = await postJson({ payment_details: { card, installments } });
      expect(transparent.status, `transparent ${installments}`).toBe(422);
      expect(await transparent.json()).toEqual(refusal('en'));
      const hosted = await postJson({ card_flow: 'hosted', payment_details: { installments }, lang: 'pt-BR' });
      expect(hosted.status, `hosted ${installments}`).toBe(422);
      expect(await hosted.json()).toEqual(refusal('pt-BR'));
    }
    expect(charges()).toHaveLength(0);
  });

  it('takes the most it offers, in both flows, and charges it so', async () => {
    expect((await postJson({ payment_details: { card, installments: MOST } })).status).toBe(201);
    const hosted = await postJson({ card_flow: 'hosted', payment_details: { installments: MOST } });
    expect(hosted.status).toBe(201);
    expect(charges().map((charge) => charge.installments)).toEqual([MOST, MOST]);
  });

  it('a form posted without JavaScript: a page that says why, and nothing charged', async () => {
    const posted = await store().request('/checkout/demo', {
      method: 'POST',
      body: new URLSearchParams({
        'customer.name': ANA.name,
        'customer.email': ANA.email,
        'payment_details.installments': '12',
        lang: 'pt-BR',
      }),
    });
    expect(posted.status).toBe(422);
    expect(await posted.text()).toContain(REFUSED['pt-BR']);
    expect(charges()).toHaveLength(0);
  });

  it('a debit card pays at once: the installments a page sends with it are not read', async () => {
    const debit = await postJson({
      payment_method: 'debit_card',
      payment_details: { card_token: 'tok_test_visa', installments: 12 },
    });
    expect(debit.status).toBe(201);
    expect(charges().map((charge) => charge.installments)).toEqual([1]);
  });
});
