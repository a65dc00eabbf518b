// The demo store's back end, as a merchant would copy it: what it accepts from the browser and what it tells back.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { sandboxClients } from './merchants';
import { buildCharge, merchantBackend } from './backend';
import { OrderBook } from './orders';
import { LOOKALIKE_CNPJS } from '../../../src/interface/test-tax-id-lookalikes';

const sandbox = useSandbox();
const STORE_ORIGIN = 'http://localhost:5173';
const orders = new OrderBook();
const store = () =>
  merchantBackend({ clients: sandboxClients(sandbox.current.url), storeOrigin: STORE_ORIGIN, orders });

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
    expect(await posted.json()).toMatchObject({
      received: { customer: { name: 'Ana Souza', email: 'ana@example.com' } },
    });
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
    const api = store();
    const created = await api.request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        customer: { name: 'Ana Souza', email: 'ana@example.com' },
        payment_details: { card, installments: 1 },
      }),
    });
    const cookie = (created.headers.get('set-cookie') ?? '').split(';')[0];
    const { data } = await created.json();
    const read = await api.request(`/charges/${data.id}`, { headers: { Cookie: cookie } });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      success: true,
      data: { id: data.id, status: expect.stringMatching(/^(pending|captured)$/) },
    });

    const unknown = await api.request('/charges/00000000-0000-4000-8000-000000000000', { headers: { Cookie: cookie } });
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
    // The card page sums up the order in the checkout's language, item names included.
    const cardPage = await (await fetch(location.href.replace(location.origin, sandbox.current.url))).text();
    expect(cardPage).toContain('Café em grãos 1 kg');
    expect(cardPage).toContain('Filtro para café coado');
    expect(cardPage).not.toContain('Coffee beans');
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

describe('demo back end: a buyer with an alphanumeric CNPJ', () => {
  const ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';
  const pix = (document: string) => ({
    customer: { name: 'Aurora Ltda', email: 'compras@aurora.example', type: 'individual', document },
    payment_method: 'pix',
  });

  it('is a company, in capitals or in lower case, punctuated or not', () => {
    for (const document of [ALPHANUMERIC_CNPJ, '12.abc.345/01de-35', '12ABC34501DE35'])
      expect(buildCharge(pix(document), 'http://x/return').customer).toMatchObject({ type: 'company', document });
  });

  it('a mistyped CNPJ is still sent as a company’s, so the refusal speaks of the CNPJ', () => {
    expect(buildCharge(pix('12.ABC.345/01DE-36'), 'http://x/return').customer).toMatchObject({ type: 'company' });
  });

  it('pays by Pix from the store, typed in lower case', async () => {
    const reply = await store().request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(pix('12.abc.345/01de-35')),
    });
    expect(reply.status).toBe(201);
    const { data } = await reply.json();
    const stored = await fetch(`${sandbox.current.url}/v1/charges/${data.id}`, {
      headers: { Authorization: `Basic ${btoa('sk_test_demo:')}` },
    });
    expect((await stored.json()).data.customer).toMatchObject({ type: 'company', document: '12ABC34501DE35' });
  });

  it.each(LOOKALIKE_CNPJS)('refuses one written with $character: 422 on the document, no charge', async ({ typed }) => {
    const charges = sandbox.current.state.charges.size;
    const reply = await store().request('/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(pix(typed)),
    });
    expect(reply.status).toBe(422);
    // 13 characters with `ß` or `ﬁ`: no CNPJ's length, so the store sends an individual's, refused as a CPF.
    expect((await reply.json()).details).toEqual([
      { field: 'customer.document', message: expect.stringMatching(/only (letters A–Z, )?digits and the separators/) },
    ]);
    expect(sandbox.current.state.charges.size).toBe(charges);
  });
});
