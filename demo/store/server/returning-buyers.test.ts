// A signed-in returning buyer against the real sandbox: the toggle's cookie, one customer per buyer made once, a
// customer session per checkout page view in <pay-form customer-session>, the card saved only when the page asked, the
// second purchase paid with the saved card, and the hosted card page listing the buyer's cards — never another's.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { sandboxClients } from './merchants';
import { storeRoutes } from './routes';
import { StoreWebhooks } from './webhooks';
import { withReturningBuyer } from './returning-buyers';

const sandbox = useSandbox();
const STORE_ORIGIN = 'http://localhost:5173';
const CARD = { number: '4111111111111111', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2030, cvv: '123' };

function openStore() {
  const clients = sandboxClients(sandbox.current.url);
  const webhooks = new StoreWebhooks({
    clientFor: clients.clientFor,
    receiverOrigin: 'http://127.0.0.1:9',
    log: () => undefined,
  });
  return storeRoutes({ clients, storeOrigin: STORE_ORIGIN, webhooks });
}

/** A browser of the store with its own cookie jar (every cookie here has Path=/). */
function openBrowser(store: ReturnType<typeof storeRoutes>) {
  const jar = new Map<string, string>();
  const send = async (path: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const reply = await store.request(path, {
      ...init,
      headers: { ...init.headers, ...(cookie ? { Cookie: cookie } : {}) },
    });
    for (const set of reply.headers.getSetCookie()) {
      const [name, value] = set.split(';')[0].split('=');
      if (value === '' || /max-age=0/i.test(set)) jar.delete(name);
      else jar.set(name, value);
    }
    return reply;
  };
  const page = async (path: string) => (await send(path)).text();
  const toggle = (signedIn: '0' | '1', back: string) =>
    send('/account/returning', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ signed_in: signedIn, back }).toString(),
    });
  const checkout = async (body: Record<string, unknown>) =>
    send('/api/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ customer: { name: 'Ana Souza', email: 'ana@example.com' }, ...body }),
    });
  return { page, toggle, checkout, cookie: (name: string) => jar.get(name) };
}

const orderIdOf = (page: string) => /name="order_id" value="(ord_[0-9a-f-]+)"/.exec(page)?.[1] ?? '';
const sessionOf = (page: string) => /<pay-form [^>]*customer-session="([^"]+)"/.exec(page)?.[1];

/** A call of the page to the sandbox: the public key, and the customer session when given. */
async function pageCall(path: string, body: unknown, session?: string) {
  const reply = await fetch(new URL(path, sandbox.current.url), {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa('pk_test_demo:')}`,
      'Content-Type': 'application/json',
      ...(session ? { 'X-Customer-Session': session } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await reply.json()) as { data: Record<string, unknown> };
}

const customers = () => [...sandbox.current.state.customers.values()];
const savedCards = () => [...sandbox.current.state.savedCards.values()];
const chargeRecord = (id: string) => sandbox.current.state.charges.get(id);

/** Lets the sandbox settle the transparent charge it has just answered (it settles right after the reply). */
const settled = async (id: string) => {
  for (let tries = 0; tries < 50 && chargeRecord(id)?.status === 'pending'; tries += 1)
    await new Promise((resolve) => setImmediate(resolve));
  return chargeRecord(id);
};

describe('demo store: a signed-in returning buyer', () => {
  it('signs in and out with the toggle, back to the same page, never to another site', async () => {
    const buyer = openBrowser(openStore());
    const anonymous = await buyer.page('/checkout/transparent');
    expect(anonymous).toContain('Sign in as a returning buyer');
    expect(sessionOf(anonymous)).toBeUndefined();
    const signedIn = await buyer.toggle('1', '/checkout/transparent?lang=pt-BR');
    expect([signedIn.status, signedIn.headers.get('location')]).toEqual([303, '/checkout/transparent?lang=pt-BR']);
    expect(await buyer.page('/checkout/transparent?lang=pt-BR')).toContain('Sair');
    expect((await buyer.toggle('0', '//evil.example/')).headers.get('location')).toBe('/');
    expect(sessionOf(await buyer.page('/checkout/transparent'))).toBeUndefined();
  });

  it('makes the customer once and a customer session per page view of the secure-fields checkout', async () => {
    const buyer = openBrowser(openStore());
    await buyer.toggle('1', '/');
    const first = sessionOf(await buyer.page('/checkout/transparent'));
    const second = sessionOf(await buyer.page('/checkout/transparent'));
    expect(first).toMatch(/^cst_/);
    expect(second).toMatch(/^cst_/);
    expect(second).not.toBe(first);
    expect(customers()).toHaveLength(1);
    expect(customers()[0].external_id).toBe(buyer.cookie('store_buyer'));
    // The in-page inputs and the hosted checkout have no saved cards in the element (the hosted page lists them).
    expect(sessionOf(await buyer.page('/checkout/transparent?card_fields=inputs'))).toBeUndefined();
    expect(sessionOf(await buyer.page('/checkout/hosted'))).toBeUndefined();
    expect(customers()).toHaveLength(1);
  });

  it('saves the card only when the page asked, and pays the next order with it', async () => {
    const store = openStore();
    const buyer = openBrowser(store);
    await buyer.toggle('1', '/');
    // Not asked: the charge names the customer, nothing is saved.
    const plain = await buyer.checkout({
      order_id: orderIdOf(await buyer.page('/checkout/transparent')),
      card_flow: 'transparent',
      payment_details: { card_token: (await pageCall('/v1/card-tokens', CARD)).data.id, installments: 1 },
    });
    const plainCharge = (await plain.json()).data as { id: string };
    expect(await settled(plainCharge.id)).toMatchObject({ status: 'captured', customer_id: customers()[0].id });
    expect(savedCards()).toHaveLength(0);

    // Asked (the element's `save_card: true`): saved once captured.
    const page = await buyer.page('/checkout/transparent?cart=espresso');
    const saving = await buyer.checkout({
      order_id: orderIdOf(page),
      card_flow: 'transparent',
      save_card: true,
      payment_details: { card_token: (await pageCall('/v1/card-tokens', CARD)).data.id, installments: 1 },
    });
    expect(saving.status).toBe(201);
    await settled(((await saving.json()).data as { id: string }).id);
    expect(savedCards().map((saved) => [saved.customer_id, saved.card.last4])).toEqual([[customers()[0].id, '1111']]);

    // The second purchase: the saved card's token, asked within this page view's session.
    await buyer.page('/checkout/transparent?new_order=1');
    const next = await buyer.page('/checkout/transparent');
    const session = sessionOf(next);
    const token = await pageCall('/v1/card-tokens', { card_id: savedCards()[0].id, cvv: '123' }, session);
    const paid = await buyer.checkout({
      order_id: orderIdOf(next),
      card_flow: 'transparent',
      payment_details: { card_token: token.data.id, installments: 1 },
    });
    expect(paid.status).toBe(201);
    expect(await settled(((await paid.json()).data as { id: string }).id)).toMatchObject({
      status: 'captured',
      card: { last4: '1111' },
    });
  });

  it('names the customer on the hosted charge, whose page lists the buyer’s cards and no one else’s', async () => {
    const store = openStore();
    const ana = openBrowser(store);
    await ana.toggle('1', '/');
    const saving = await ana.checkout({
      order_id: orderIdOf(await ana.page('/checkout/transparent')),
      card_flow: 'transparent',
      save_card: true,
      payment_details: { card_token: (await pageCall('/v1/card-tokens', CARD)).data.id, installments: 1 },
    });
    await settled(((await saving.json()).data as { id: string }).id);

    const hosted = await ana.checkout({
      order_id: orderIdOf(await ana.page('/checkout/hosted?cart=espresso')),
      card_flow: 'hosted',
    });
    const anaCharge = (await hosted.json()).data as { id: string; payment_fields: { redirect_url: string } };
    expect(chargeRecord(anaCharge.id)?.customer_id).toBe(customers()[0].id);
    expect(await (await fetch(anaCharge.payment_fields.redirect_url)).text()).toContain(
      'Visa •••• 1111, expires 12/30',
    );

    const bruno = openBrowser(store);
    await bruno.toggle('1', '/');
    const other = await bruno.checkout({
      order_id: orderIdOf(await bruno.page('/checkout/hosted')),
      card_flow: 'hosted',
    });
    const brunoCharge = (await other.json()).data as { id: string; payment_fields: { redirect_url: string } };
    expect(chargeRecord(brunoCharge.id)?.customer_id).toBe(customers()[1].id);
    expect(await (await fetch(brunoCharge.payment_fields.redirect_url)).text()).not.toContain('•••• 1111');
    expect(customers()).toHaveLength(2);
  });

  it('sends neither customer_id nor save_card for a buyer not signed in, nor for Pix or boleto', () => {
    const card = { payment_method: 'credit_card', payment_details: { card_token: 'tok', save_card: true } };
    expect(withReturningBuyer(card, { save_card: true }, undefined)).toEqual({
      payment_method: 'credit_card',
      payment_details: { card_token: 'tok' },
    });
    expect(withReturningBuyer({ payment_method: 'pix' }, { save_card: true }, 'cus_1')).toEqual({
      payment_method: 'pix',
    });
    expect(withReturningBuyer(card, {}, 'cus_1')).toEqual({
      payment_method: 'credit_card',
      customer_id: 'cus_1',
      payment_details: { card_token: 'tok' },
    });
    expect(withReturningBuyer(card, { payment_details: { save_card: true } }, 'cus_1')).toMatchObject({
      payment_details: { card_token: 'tok', save_card: true },
    });
  });
});
