/**
 * Customers and saved cards with the secret key, over real HTTP: a card is saved only by a captured charge that
 * asked, once per card number and expiry, with `customer.card_saved`; another merchant's records are 404.
 */
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTHENTICATION_TEST_CARDS } from '../../interface/sandbox-cards';
import {
  createEndpoint,
  deliveriesSettled,
  headerRecord,
  startReceiver,
  waitFor,
  type Receiver,
} from '../test-harness/test-receiver';
import { chargeSavingCard, createCustomer, listCards } from '../test-harness/test-saved-cards';
import {
  call,
  card,
  chargeBody,
  debitChargeBody,
  hostedChargeBody,
  secretAuth,
  useSandbox,
  VALID_CPF,
} from '../test-harness/test-support';

const sandbox = useSandbox({ webhooks: { attemptTimeoutMs: 500 } });

describe('customers', () => {
  it('are made and read back with the secret key; the document is stored without punctuation', async () => {
    const made = await call(sandbox.current, 'POST', '/v1/customers', {
      auth: secretAuth(),
      json: { name: ' Ana Silva ', email: 'ana@example.com', document: VALID_CPF, external_id: 'user-1842' },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      id: expect.stringMatching(/^cus_/),
      name: 'Ana Silva',
      document: '52998224725',
      external_id: 'user-1842',
    });
    const read = await call(sandbox.current, 'GET', `/v1/customers/${made.body.data.id}`, { auth: secretAuth() });
    expect(read.body.data).toEqual(made.body.data);
  });

  it('refuses a bad body with each field named, and a public key with 403', async () => {
    const bad = await call(sandbox.current, 'POST', '/v1/customers', {
      auth: secretAuth(),
      json: { name: '', email: 'nope', document: '123' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details.map((detail: { field: string }) => detail.field).sort()).toEqual([
      'document',
      'email',
      'name',
    ]);
    const publicKey = await call(sandbox.current, 'POST', '/v1/customers', {
      auth: `Basic ${Buffer.from('pk_test_demo:').toString('base64')}`,
      json: { name: 'Ana', email: 'ana@example.com' },
    });
    expect(publicKey.status).toBe(403);
  });

  it("answers 404 for another merchant's customer and its cards", async () => {
    const customer = await createCustomer(sandbox.current);
    const saved = await chargeSavingCard(sandbox.current, customer.id);
    expect(saved.status).toBe('captured');
    const cardId = (await listCards(sandbox.current, customer.id)).body.data[0].id;
    for (const path of [`/v1/customers/${customer.id}`, `/v1/customers/${customer.id}/cards`]) {
      expect((await call(sandbox.current, 'GET', path, { auth: secretAuth('strict') })).status).toBe(404);
    }
    const removed = await call(sandbox.current, 'DELETE', `/v1/customers/${customer.id}/cards/${cardId}`, {
      auth: secretAuth('strict'),
    });
    expect(removed.status).toBe(404);
    expect((await listCards(sandbox.current, customer.id)).body.data).toHaveLength(1);
  });
});

describe('saving a card', () => {
  it('keeps the card of a captured charge that asked, showing brand, last 4, holder, expiry and funding only', async () => {
    const customer = await createCustomer(sandbox.current);
    const charge = await chargeSavingCard(sandbox.current, customer.id);
    expect(charge).toMatchObject({ status: 'captured', customer_id: customer.id });
    const listed = await listCards(sandbox.current, customer.id);
    expect(listed.status).toBe(200);
    expect(listed.body.pagination).toMatchObject({ page: 1, total: 1 });
    expect(listed.body.data).toEqual([
      {
        id: expect.stringMatching(/^card_/),
        brand: 'visa',
        last4: '1111',
        exp_month: 12,
        exp_year: 2099,
        holder_name: 'ANA SILVA',
        funding: 'credit',
        expired: false,
        created_at: expect.any(String),
      },
    ]);
  });

  it('saves nothing without save_card, nor for a failed charge', async () => {
    const customer = await createCustomer(sandbox.current);
    await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ customer_id: customer.id }),
    });
    const failed = await chargeSavingCard(sandbox.current, customer.id, { number: '4000000000000002' });
    expect(failed.status).toBe('failed');
    expect((await listCards(sandbox.current, customer.id)).body.data).toEqual([]);
  });

  it('keeps one entry per card number and expiry: saving the same card again updates it', async () => {
    const customer = await createCustomer(sandbox.current);
    await chargeSavingCard(sandbox.current, customer.id);
    const first = (await listCards(sandbox.current, customer.id)).body.data[0];
    await chargeSavingCard(sandbox.current, customer.id, { holder_name: 'ANA M SILVA' });
    const again = (await listCards(sandbox.current, customer.id)).body.data;
    expect(again).toEqual([{ ...first, holder_name: 'ANA M SILVA' }]);
    await chargeSavingCard(sandbox.current, customer.id, { exp_year: 2098 });
    expect((await listCards(sandbox.current, customer.id)).body.data).toHaveLength(2);
  });

  it('saves a debit card as debit, and a hosted charge’s card once the buyer paid on the hosted page', async () => {
    const customer = await createCustomer(sandbox.current);
    const debit = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: debitChargeBody({
        customer_id: customer.id,
        payment_details: { card: card({ number: AUTHENTICATION_TEST_CARDS.frictionless }), save_card: true },
      }),
    });
    expect(debit.status).toBe(201);
    const hosted = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: hostedChargeBody({ customer_id: customer.id, payment_details: { installments: 1, save_card: true } }),
    });
    const page = new URL(hosted.body.data.payment_fields.redirect_url as string);
    const submitted = await call(sandbox.current, 'POST', `${page.pathname}${page.search}`, {
      body: new URLSearchParams({
        holder_name: 'ANA SILVA',
        number: '5555 5555 5555 4444',
        exp: '12/99',
        cvv: '123',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(submitted.status).toBe(303);
    // 5555… is not a test card that captures: the hosted charge failed and saved nothing.
    const cards = (await listCards(sandbox.current, customer.id)).body.data;
    expect(cards.map((saved: { last4: string; funding: string }) => [saved.last4, saved.funding])).toEqual([
      ['3063', 'debit'],
    ]);
    const second = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: hostedChargeBody({ customer_id: customer.id, payment_details: { installments: 1, save_card: true } }),
    });
    const secondPage = new URL(second.body.data.payment_fields.redirect_url as string);
    await call(sandbox.current, 'POST', `${secondPage.pathname}${secondPage.search}`, {
      body: new URLSearchParams({
        holder_name: 'ANA SILVA',
        number: '4111 1111 1111 1111',
        exp: '12/99',
        cvv: '123',
        // The page's "save this card" box, checked as the charge relayed the buyer's wish.
        save_card: 'yes',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const after = (await listCards(sandbox.current, customer.id)).body.data;
    expect(after.map((saved: { last4: string }) => saved.last4)).toEqual(['1111', '3063']);
  });

  it('refuses save_card without customer_id, and a customer_id of another merchant', async () => {
    const noCustomer = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ payment_details: { card: card(), save_card: true } }),
    });
    expect(noCustomer.status).toBe(422);
    expect(noCustomer.body.details).toEqual([
      { field: 'payment_details.save_card', message: expect.stringMatching(/customer_id/) },
    ]);
    const foreign = await createCustomer(sandbox.current, 'strict');
    const other = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ customer_id: foreign.id, payment_details: { card: card(), save_card: true } }),
    });
    expect(other.status).toBe(422);
    expect(other.body.details).toEqual([{ field: 'customer_id', message: 'is not a customer of this merchant' }]);
    expect(sandbox.current.state.charges.size).toBe(0);
  });

  it('lists an expired card with expired: true once the clock passes its month', async () => {
    const customer = await createCustomer(sandbox.current);
    const year = sandbox.current.state.clock.now().getUTCFullYear();
    await chargeSavingCard(sandbox.current, customer.id, { exp_month: 12, exp_year: year });
    expect((await listCards(sandbox.current, customer.id)).body.data[0].expired).toBe(false);
    const nextYear = Date.UTC(year + 1, 0, 1) - sandbox.current.state.clock.now().getTime();
    sandbox.current.clock.advance(Math.ceil(nextYear / 1000));
    expect((await listCards(sandbox.current, customer.id)).body.data[0]).toMatchObject({ expired: true });
  });

  it('lists a page at a time, newest first, and removes a card', async () => {
    const customer = await createCustomer(sandbox.current);
    for (const year of [2095, 2096, 2097]) await chargeSavingCard(sandbox.current, customer.id, { exp_year: year });
    const page = await call(sandbox.current, 'GET', `/v1/customers/${customer.id}/cards?limit=2&page=1`, {
      auth: secretAuth(),
    });
    expect(page.body.data.map((saved: { exp_year: number }) => saved.exp_year)).toEqual([2097, 2096]);
    expect(page.body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const unknownParameter = await call(sandbox.current, 'GET', `/v1/customers/${customer.id}/cards?status=x`, {
      auth: secretAuth(),
    });
    expect(unknownParameter.status).toBe(422);
    const removed = await call(
      sandbox.current,
      'DELETE',
      `/v1/customers/${customer.id}/cards/${page.body.data[0].id}`,
      {
        auth: secretAuth(),
      },
    );
    expect(removed.body.data).toMatchObject({ id: page.body.data[0].id, exp_year: 2097 });
    const left = (await listCards(sandbox.current, customer.id)).body.data;
    expect(left.map((saved: { exp_year: number }) => saved.exp_year)).toEqual([2096, 2095]);
  });
});

describe('customer.card_saved', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('is delivered, signed, with the saved card as listed and its customer, when a card is saved or saved again', async () => {
    const endpoint = await createEndpoint(sandbox.current, receiver.url, ['customer.card_saved']);
    const customer = await createCustomer(sandbox.current);
    await chargeSavingCard(sandbox.current, customer.id, { number: '4000000000000002' });
    await chargeSavingCard(sandbox.current, customer.id);
    await chargeSavingCard(sandbox.current, customer.id);
    await waitFor(() => receiver.requests.length >= 2, 3000, 'two events');
    await deliveriesSettled(sandbox.current);
    // The failed charge saved nothing and said nothing.
    const requests = receiver.requests;
    expect(requests).toHaveLength(2);
    const [listed] = (await listCards(sandbox.current, customer.id)).body.data;
    for (const request of requests) {
      const event = new Webhook(endpoint.secret ?? '').verify(request.body, headerRecord(request.headers));
      expect(event).toMatchObject({ type: 'customer.card_saved', data: { ...listed, customer_id: customer.id } });
    }
  });
});
