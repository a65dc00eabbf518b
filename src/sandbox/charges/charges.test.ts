import { describe, expect, it } from 'vitest';
import { SUBMERCHANT_STATUSES } from '../../interface/submerchant-state';
import {
  call,
  card,
  chargeBody,
  createCharge,
  hostedChargeBody,
  merchantId,
  secretAuth,
  seedSubmerchant,
  useSandbox,
  VALID_CNPJ,
  VALID_CPF,
} from '../test-harness/test-support';

const sandbox = useSandbox();

const post = (json: unknown, merchant: 'demo' | 'nohosted' | 'strict' = 'demo', headers: Record<string, string> = {}) =>
  call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(merchant), json, headers });
const read = (id: string, merchant: 'demo' | 'nohosted' | 'strict' = 'demo') =>
  call(sandbox.current, 'GET', `/v1/charges/${id}`, { auth: secretAuth(merchant) });
const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);

describe('POST /v1/charges, transparent flow', () => {
  it('replies 201 pending with the charge summary; a read that follows shows captured', async () => {
    const result = await post(chargeBody());
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      success: true,
      message: expect.any(String),
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        merchant_id: merchantId(sandbox.current, 'pk_test_demo'),
        submerchant_id: null,
        amount: 2500,
        currency: 'BRL',
        status: 'pending',
        payment_method: 'credit_card',
        product_type: 'physical',
        card_flow: 'transparent',
        installments: 1,
        payment_fields: null,
      },
    });
    expect(Date.parse(result.body.data.created_at)).not.toBeNaN();
    expect(result.body.data.updated_at).toBe(result.body.data.created_at);
    const after = await read(result.body.data.id);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ status: 'captured', failure_reason: null });
  });

  it('fails the declined test card and unknown cards', async () => {
    const declined = await createCharge(
      sandbox.current,
      chargeBody({ payment_details: { card: card({ number: '4000000000000002' }) } }),
    );
    expect((await read(declined.id)).body.data).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
    const unknown = await createCharge(
      sandbox.current,
      chargeBody({ payment_details: { card: card({ number: '5555555555554444' }) } }),
    );
    expect((await read(unknown.id)).body.data).toMatchObject({ status: 'failed', failure_reason: 'test_card_unknown' });
  });

  it('never stores or returns the card number or CVV — brand and last 4 at most', async () => {
    const charge = await createCharge(
      sandbox.current,
      chargeBody({ payment_details: { card: card({ number: '4111 1111-1111 1111', cvv: '987' }) } }),
    );
    expect(charge.card).toEqual({
      brand: 'visa',
      last4: '1111',
      holder_name: 'ANA SILVA',
      exp_month: 12,
      exp_year: 2099,
    });
    const everything =
      JSON.stringify([...sandbox.current.state.charges.values()]) + JSON.stringify((await read(charge.id)).body);
    expect(everything).not.toContain('4111111111111111');
    // As a value of its own: random ids and timestamps may hold the digits 987 by chance.
    expect(everything).not.toMatch(/\b987\b/);
  });

  it('accepts the fixed test tokens inside payment_details or at top level (card tokens: card-tokens.test.ts)', async () => {
    const inside = await createCharge(
      sandbox.current,
      chargeBody({ payment_details: { card_token: 'tok_test_visa', installments: 3 } }),
    );
    expect(inside.installments).toBe(3);
    const top = await createCharge(
      sandbox.current,
      chargeBody({ payment_details: undefined, card_token: 'tok_test_visa', installments: 2 }),
    );
    expect(top.installments).toBe(2);
    expect((await read(top.id)).body.data.status).toBe('captured');
    const declined = await createCharge(
      sandbox.current,
      chargeBody({ payment_details: undefined, card_token: 'tok_test_declined' }),
    );
    expect((await read(declined.id)).body.data).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
  });
  it('keeps the optional fields: shipping, currency, additional data, customer document', async () => {
    const charge = await createCharge(
      sandbox.current,
      chargeBody({
        shipping_amount: 500,
        currency: 'USD',
        additional_data: { order: 'A-1', nested: { gift: true } },
        customer: { name: 'Acme Ltda', email: 'billing@acme.example', type: 'company', document: VALID_CNPJ },
        fraud_session_id: null,
      }),
    );
    expect(charge).toMatchObject({
      shipping_amount: 500,
      currency: 'USD',
      additional_data: { order: 'A-1', nested: { gift: true } },
      customer: { type: 'company', document: '11222333000181' },
      fraud_session_id: null,
    });
    const person = await createCharge(
      sandbox.current,
      chargeBody({ customer: { name: 'Ana', email: 'a@b.example', type: 'individual', document: VALID_CPF } }),
    );
    expect(person.customer.document).toBe('52998224725');
  });

  it.each([
    ['amount', { amount: 0 }],
    ['amount', { amount: 10.5 }],
    ['amount', { amount: '100' }],
    ['product_type', { product_type: '' }],
    ['customer.email', { customer: { name: 'A', email: 'not-an-email', type: 'individual' } }],
    ['customer.type', { customer: { name: 'A', email: 'a@b.example', type: 'robot' } }],
    [
      'customer.document',
      { customer: { name: 'A', email: 'a@b.example', type: 'individual', document: '123.456.789-00' } },
    ],
    ['customer.document', { customer: { name: 'A', email: 'a@b.example', type: 'individual', document: VALID_CNPJ } }],
    ['customer.document', { customer: { name: 'A', email: 'a@b.example', type: 'company', document: VALID_CPF } }],
    ['items', { items: [] }],
    ['items.0.quantity', { items: [{ name: 'a', quantity: 0, unit_price: 1, tangible: true }] }],
    ['items.0.unit_price', { items: [{ name: 'a', quantity: 1, unit_price: -1, tangible: true }] }],
    ['items.0.tangible', { items: [{ name: 'a', quantity: 1, unit_price: 1, tangible: 'yes' }] }],
    ['payment_method', { payment_method: 'paypal' }],
    ['payment_details', { payment_details: undefined }],
    ['payment_details.card.number', { payment_details: { card: card({ number: '4111111111111112' }) } }],
    ['payment_details.card.number', { payment_details: { card: card({ number: '41111' }) } }],
    ['payment_details.card.exp_month', { payment_details: { card: card({ exp_month: 13 }) } }],
    ['payment_details.card.cvv', { payment_details: { card: card({ cvv: '12' }) } }],
    ['payment_details.card.cvv', { payment_details: { card: card({ cvv: 123 }) } }],
    ['payment_details.card.exp_year', { payment_details: { card: card({ exp_year: 2020 }) } }],
    ['payment_details.installments', { payment_details: { card: card(), installments: 13 } }],
    ['installments', { payment_details: { card: card(), installments: 2 }, installments: 3 }],
    ['card_token', { card_token: 'tok_1' }],
    ['shipping_amount', { shipping_amount: -1 }],
    ['currency', { currency: 'brl' }],
    ['additional_data', { additional_data: [1, 2] }],
    ['card_flow', { card_flow: 'iframe' }],
    ['return_url', { return_url: 'javascript:alert(1)' }],
    // The hosted page's CSP names this origin: a host with `;` would add directives of its own.
    ['return_url', { return_url: 'https://shop.example;script-src-elem/return' }],
    ['submerchant_id', { submerchant_id: 'abc' }],
    ['fraud_session_id', { fraud_session_id: '' }],
    ['unexpected', { unexpected: 1 }],
  ])('refuses a bad %s with 422 VALIDATION_ERROR naming it', async (field, overrides) => {
    const result = await post(chargeBody(overrides));
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(fieldsOf(result.body)).toContain(field);
    expect(sandbox.current.state.charges.size).toBe(0);
  });
});

describe('POST /v1/charges, hosted flow', () => {
  it('replies with payment_fields.redirect_url on the origin the caller addressed', async () => {
    const result = await post(hostedChargeBody({ payment_details: { installments: 4 } }));
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({ status: 'pending', card_flow: 'hosted', installments: 4, card: null });
    const redirect = new URL(result.body.data.payment_fields.redirect_url);
    expect(redirect.origin).toBe(sandbox.current.url);
    expect(redirect.pathname).toBe(`/hosted/charges/${result.body.data.id}`);
    expect(redirect.searchParams.get('token')).toMatch(/^[\w-]{16,}$/);

    const viaLocalhost = await fetch(`http://localhost:${sandbox.current.port}/v1/charges`, {
      method: 'POST',
      headers: { authorization: secretAuth(), 'content-type': 'application/json' },
      body: JSON.stringify(hostedChargeBody()),
    });
    const body = await viaLocalhost.json();
    expect(new URL(body.data.payment_fields.redirect_url).origin).toBe(`http://localhost:${sandbox.current.port}`);
  });

  it('stays pending after the reply until the buyer pays', async () => {
    const charge = await createCharge(sandbox.current, hostedChargeBody({ payment_details: undefined }));
    expect((await read(charge.id)).body.data.status).toBe('pending');
  });

  it('refuses card fields, naming each', async () => {
    const result = await post(
      hostedChargeBody({
        payment_details: { card: { number: 'garbage' }, card_token: 'tok_1', installments: 2 },
        card_token: 'tok_2',
      }),
    );
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body).sort()).toEqual(['card_token', 'payment_details.card', 'payment_details.card_token']);
    expect(result.body.details[0].message).toMatch(/hosted/);
  });

  it('answers CARD_FLOW_NOT_SUPPORTED for a merchant without the capability', async () => {
    const result = await post(hostedChargeBody(), 'nohosted');
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      success: false,
      error: 'CARD_FLOW_NOT_SUPPORTED',
      message: expect.any(String),
    });
    expect(sandbox.current.state.charges.size).toBe(0);
  });
});

describe('submerchants and split rules', () => {
  it('charges on behalf of a submerchant of the merchant in any status, in submerchant_id and split rules', async () => {
    const demo = merchantId(sandbox.current, 'pk_test_demo');
    for (const status of SUBMERCHANT_STATUSES) {
      const [submerchant, other] = [
        seedSubmerchant(sandbox.current, demo, status),
        seedSubmerchant(sandbox.current, demo, status),
      ];
      const split_rules = [
        { submerchant_id: submerchant, amount: 1500 },
        { submerchant_id: other, amount: 1000 },
      ];
      const charge = await createCharge(sandbox.current, chargeBody({ submerchant_id: submerchant, split_rules }));
      expect(charge, status).toMatchObject({ submerchant_id: submerchant, split_rules });
    }
  });

  it('takes a submerchant straight after POST /v1/submerchants (status pending)', async () => {
    const created = await call(sandbox.current, 'POST', '/v1/submerchants', {
      auth: secretAuth(),
      json: { legal_name: 'Padaria Pão Quente Ltda', tax_id: VALID_CNPJ },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.status).toBe('pending');
    const charge = await createCharge(sandbox.current, chargeBody({ submerchant_id: created.body.data.id }));
    expect(charge.submerchant_id).toBe(created.body.data.id);
  });

  it('refuses unknown and foreign submerchants with 422 naming the field', async () => {
    const foreign = seedSubmerchant(sandbox.current, merchantId(sandbox.current, 'pk_test_strict'));
    for (const id of [crypto.randomUUID(), foreign]) {
      const result = await post(chargeBody({ submerchant_id: id }));
      expect(result.status).toBe(422);
      expect(result.body.error).toBe('VALIDATION_ERROR');
      expect(fieldsOf(result.body)).toEqual(['submerchant_id']);
    }
    const own = seedSubmerchant(sandbox.current, merchantId(sandbox.current, 'pk_test_demo'), 'pending');
    const split = await post(
      chargeBody({
        split_rules: [
          { submerchant_id: own, amount: 1500 },
          { submerchant_id: foreign, amount: 1000 },
        ],
      }),
    );
    expect(split.status).toBe(422);
    expect(fieldsOf(split.body)).toEqual(['split_rules.1.submerchant_id']);
    expect(sandbox.current.state.charges.size).toBe(0);
  });

  it('accepts amount rules adding up to the amount and percentage rules adding up to 100', async () => {
    const demo = merchantId(sandbox.current, 'pk_test_demo');
    const [a, b, c] = [
      seedSubmerchant(sandbox.current, demo),
      seedSubmerchant(sandbox.current, demo),
      seedSubmerchant(sandbox.current, demo),
    ];
    const byAmount = await createCharge(
      sandbox.current,
      chargeBody({
        split_rules: [
          { submerchant_id: a, amount: 2000 },
          { submerchant_id: b, amount: 500 },
        ],
      }),
    );
    expect(byAmount.split_rules).toEqual([
      { submerchant_id: a, amount: 2000 },
      { submerchant_id: b, amount: 500 },
    ]);
    const thirds = [
      { submerchant_id: a, percentage: 33.33 },
      { submerchant_id: b, percentage: 33.33 },
      { submerchant_id: c, percentage: 33.34 },
    ];
    expect((await createCharge(sandbox.current, chargeBody({ split_rules: thirds }))).split_rules).toEqual(thirds);
  });

  it.each([
    [
      'amounts not adding up',
      (a: string, b: string) => [
        { submerchant_id: a, amount: 2000 },
        { submerchant_id: b, amount: 400 },
      ],
      'split_rules',
    ],
    [
      'percentages not adding up',
      (a: string, b: string) => [
        { submerchant_id: a, percentage: 50 },
        { submerchant_id: b, percentage: 40 },
      ],
      'split_rules',
    ],
    [
      'amount and percentage mixed',
      (a: string, b: string) => [
        { submerchant_id: a, amount: 1250 },
        { submerchant_id: b, percentage: 50 },
      ],
      'split_rules',
    ],
    ['both in one rule', (a: string) => [{ submerchant_id: a, amount: 2500, percentage: 100 }], 'split_rules.0'],
    ['neither in a rule', (a: string) => [{ submerchant_id: a }], 'split_rules.0'],
    [
      'a repeated submerchant',
      (a: string) => [
        { submerchant_id: a, amount: 1250 },
        { submerchant_id: a, amount: 1250 },
      ],
      'split_rules.1.submerchant_id',
    ],
    [
      'three decimals',
      (a: string, b: string) => [
        { submerchant_id: a, percentage: 50.005 },
        { submerchant_id: b, percentage: 49.995 },
      ],
      'split_rules.0.percentage',
    ],
    ['an empty list', () => [], 'split_rules'],
    [
      'an unknown submerchant',
      (a: string) => [
        { submerchant_id: a, amount: 1500 },
        { submerchant_id: crypto.randomUUID(), amount: 1000 },
      ],
      'split_rules.1.submerchant_id',
    ],
  ])('refuses %s', async (_case, rules, field) => {
    const demo = merchantId(sandbox.current, 'pk_test_demo');
    const result = await post(
      chargeBody({
        split_rules: rules(seedSubmerchant(sandbox.current, demo), seedSubmerchant(sandbox.current, demo)),
      }),
    );
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body)).toContain(field);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first reply for the same key and body, without a new charge', async () => {
    const headers = { 'Idempotency-Key': 'order-42' };
    const first = await post(chargeBody(), 'demo', headers);
    const again = await post(chargeBody(), 'demo', headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(sandbox.current.state.charges.size).toBe(1);
  });

  it('treats the same JSON with keys in another order as the same body', async () => {
    const body = chargeBody();
    await post(body, 'demo', { 'Idempotency-Key': 'k1' });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await post(reordered, 'demo', { 'Idempotency-Key': 'k1' })).status).toBe(201);
    expect(sandbox.current.state.charges.size).toBe(1);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    await post(chargeBody(), 'demo', { 'Idempotency-Key': 'k2' });
    const other = await post(
      chargeBody({ amount: 99, items: [{ name: 'x', quantity: 1, unit_price: 99, tangible: false }] }),
      'demo',
      { 'Idempotency-Key': 'k2' },
    );
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(sandbox.current.state.charges.size).toBe(1);
  });

  it('scopes keys per merchant, forgets refused requests and expires after 24 h', async () => {
    await post(chargeBody(), 'demo', { 'Idempotency-Key': 'k3' });
    await post(chargeBody(), 'nohosted', { 'Idempotency-Key': 'k3' });
    expect(sandbox.current.state.charges.size).toBe(2);

    expect((await post(chargeBody({ amount: 0 }), 'demo', { 'Idempotency-Key': 'k4' })).status).toBe(422);
    expect((await post(chargeBody(), 'demo', { 'Idempotency-Key': 'k4' })).status).toBe(201);

    sandbox.current.clock.advance(24 * 3600);
    const later = await post(chargeBody(), 'demo', { 'Idempotency-Key': 'k3' });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(sandbox.current.state.charges.size).toBe(4);
  });

  it('refuses a malformed key', async () => {
    const result = await post(chargeBody(), 'demo', { 'Idempotency-Key': 'x'.repeat(256) });
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body)).toEqual(['Idempotency-Key']);
  });
});

describe('GET /v1/charges/{id}', () => {
  it("answers 404 for an unknown id, a non-uuid and another merchant's charge", async () => {
    const charge = await createCharge(sandbox.current);
    for (const [id, merchant] of [
      [crypto.randomUUID(), 'demo'],
      ['not-a-uuid', 'demo'],
      [charge.id, 'strict'],
    ] as const) {
      const result = await read(id, merchant);
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
  });
});
