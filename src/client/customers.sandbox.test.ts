/**
 * The client's customers and customer sessions against a real, listening sandbox: a card saved by a typed charge
 * (`customer_id`, `save_card`), listed, removed; a session for the page; refusals as ApiError.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SESSION_HEADER } from '../interface/customer';
import { TEST_CARDS } from '../interface/sandbox-cards';
import { startSandbox, type Sandbox } from '../sandbox';
import { createClient, type PayClient } from './client';
import { ApiError } from './errors';
import { cardCharge } from './test-fixtures';

let sandbox: Sandbox;
let client: PayClient;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  client = createClient({ secretKey: 'sk_test_demo', publicKey: 'pk_test_demo', baseUrl: sandbox.url });
});
afterAll(() => sandbox.close());

describe('customers and customer sessions', () => {
  it('save a card with a charge, list it, open a session the page can use, and remove the card', async () => {
    const customer = await client.customers.create({ name: 'Marina Alves', email: 'marina@example.com' });
    expect(await client.customers.retrieve(customer.id)).toEqual(customer);
    const charge = await client.charges.create(
      cardCharge({
        customer_id: customer.id,
        payment_details: {
          card: { number: TEST_CARDS.captured, holder_name: 'MARINA ALVES', exp_month: 12, exp_year: 2030, cvv: '123' },
          save_card: true,
        },
      }),
    );
    expect(charge.customer_id).toBe(customer.id);
    const page = await client.customers.listCards(customer.id);
    expect(page.data).toEqual([expect.objectContaining({ last4: '1111', funding: 'credit', expired: false })]);
    const all = [];
    for await (const card of client.customers.listAllCards(customer.id)) all.push(card);
    expect(all).toEqual(page.data);

    const session = await client.customerSessions.create({ customer_id: customer.id });
    const fromPage = await fetch(`${sandbox.url}/v1/customer-sessions/current/cards`, {
      headers: {
        authorization: `Basic ${btoa('pk_test_demo:')}`,
        [CUSTOMER_SESSION_HEADER]: session.client_token,
      },
    });
    expect(((await fromPage.json()) as { data: unknown[] }).data).toEqual(page.data);

    const removed = await client.customers.deleteCard(customer.id, page.data[0].id);
    expect(removed.id).toBe(page.data[0].id);
    expect((await client.customers.listCards(customer.id)).data).toEqual([]);
  });

  it("rejects another merchant's customer with an ApiError NOT_FOUND", async () => {
    const strict = createClient({ secretKey: 'sk_test_strict', baseUrl: sandbox.url });
    const theirs = await strict.customers.create({ name: 'Ana', email: 'ana@example.com' });
    const refusal = await client.customerSessions.create({ customer_id: theirs.id }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
