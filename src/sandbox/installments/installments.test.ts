/**
 * Installments over real HTTP: the quote (either key, brand or card token, debit, caps, minimum), the terms control,
 * and card charges priced by the terms: the plan recorded, counts not offered and a changed total refused with
 * nothing charged, the total with interest in the webhooks, on the issuer's page (the hosted page's choice: src/sandbox/hosted/installment-choice.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTHENTICATION_TEST_CARDS } from '../../interface/sandbox-cards';
import {
  browserData,
  call,
  card,
  chargeBody,
  createCharge,
  publicAuth,
  secretAuth,
  useSandbox,
} from '../test-harness/test-support';
import { createEndpoint, startReceiver, waitFor, type Receiver } from '../test-harness/test-receiver';

const sandbox = useSandbox({ webhooks: { attemptTimeoutMs: 500 } });

/** A Hipercard number (prefix 606282) with its Luhn check digit. */
function hipercardNumber(): string {
  const body = '606282000000001';
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const quote = (query: string, auth = publicAuth()) =>
  call(sandbox.current, 'GET', `/v1/installments?${query}`, { auth });
const setTerms = (json: unknown, merchant: 'demo' | 'strict' = 'demo') =>
  call(sandbox.current, 'PUT', '/sandbox/installment-terms', { auth: secretAuth(merchant), json });
const charge = (body: unknown) => call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json: body });
/** R$ 1.000,00 on the test card that captures, in `installments`, with `details` beside. */
const costly = (installments: number, details: Record<string, unknown> = {}) =>
  chargeBody({
    amount: 100000,
    items: [{ name: 'Bicycle', quantity: 1, unit_price: 100000, tangible: true }],
    payment_details: { card: card(), installments, ...details },
  });

describe('GET /v1/installments', () => {
  it('quotes R$ 1.000,00 at the seeded terms: 3× sem juros, then the Price table with the CET', async () => {
    const result = await quote('amount=100000&brand=visa');
    expect(result.status).toBe(200);
    const { data } = result.body;
    expect(data).toMatchObject({ amount: 100000, brand: 'visa' });
    expect(data.options).toHaveLength(12);
    expect(data.options[2]).toEqual({
      installments: 3,
      interest_free: true,
      installment_amount: 33334,
      total_amount: 100000,
      monthly_rate: 0,
      cet_annual: 0,
    });
    expect(data.options[3]).toMatchObject({ installment_amount: 26256, total_amount: 105024, cet_annual: 26.67 });
    expect(data.options[9]).toEqual({
      installments: 10,
      interest_free: false,
      installment_amount: 11127,
      total_amount: 111270,
      monthly_rate: 1.99,
      cet_annual: 26.68,
    });
  });

  it('answers the secret key too, and the same numbers', async () => {
    const withPublic = await quote('amount=100000');
    const withSecret = await quote('amount=100000', secretAuth());
    expect(withSecret.status).toBe(200);
    expect(withSecret.body.data).toEqual(withPublic.body.data);
    expect(withPublic.body.data.brand).toBeNull();
  });

  it('caps a brand, by name or by the card token’s card (the token stays usable)', async () => {
    const byName = await quote('amount=100000&brand=hipercard');
    expect(byName.body.data.options.map((option: { installments: number }) => option.installments)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    const token = await call(sandbox.current, 'POST', '/v1/card-tokens', {
      auth: publicAuth(),
      json: card({ number: hipercardNumber() }),
    });
    expect(token.status).toBe(201);
    const byToken = await quote(`amount=100000&card_token=${token.body.data.id}`);
    expect(byToken.body.data).toEqual(byName.body.data);
    const paid = await charge(
      chargeBody({ amount: 100000, payment_details: { card_token: token.body.data.id, installments: 6 } }),
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data.installment_plan.installments).toBe(6);
  });

  it('offers a debit card 1× only', async () => {
    const result = await quote('amount=100000&brand=visa&payment_method=debit_card');
    expect(result.body.data.options).toEqual([
      {
        installments: 1,
        interest_free: true,
        installment_amount: 100000,
        total_amount: 100000,
        monthly_rate: 0,
        cet_annual: 0,
      },
    ]);
  });

  it('leaves out counts under the minimum installment', async () => {
    const result = await quote('amount=1200');
    expect(result.body.data.options.map((option: { installments: number }) => option.installments)).toEqual([1, 2]);
  });

  it.each([
    ['', 'amount'],
    ['amount=0', 'amount'],
    ['amount=12.5', 'amount'],
    ['amount=1000000000000', 'amount'],
    ['amount=100&brand=diners', 'brand'],
    ['amount=100&payment_method=pix', 'payment_method'],
    ['amount=100&installments=3', 'installments'],
    ['amount=100&amount=200', 'amount'],
    ['amount=100&brand=visa&card_token=tok_test_visa', 'card_token'],
  ])('refuses %j naming %s', async (query, field) => {
    const result = await quote(query);
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('VALIDATION_ERROR');
    expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('refuses an unknown card token', async () => {
    const result = await quote('amount=100&card_token=tok_nothing');
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('CARD_TOKEN_INVALID');
  });
});

describe('PUT/GET /sandbox/installment-terms', () => {
  it('reads the seeded terms, sets new ones (omitted fields seeded), and a reset restores them', async () => {
    const seeded = await call(sandbox.current, 'GET', '/sandbox/installment-terms', { auth: secretAuth() });
    expect(seeded.body.data).toEqual({
      max_installments: 12,
      free_installments: 3,
      monthly_rate: 1.99,
      min_installment: 500,
      brand_max: { hipercard: 6 },
    });
    const set = await setTerms({ max_installments: 24, free_installments: 6, monthly_rate: 2.5, brand_max: {} });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({
      max_installments: 24,
      free_installments: 6,
      monthly_rate: 2.5,
      min_installment: 500,
      brand_max: {},
    });
    const options = (await quote('amount=100000&brand=hipercard')).body.data.options;
    expect(options).toHaveLength(24);
    expect(options[6]).toMatchObject({ installments: 7, interest_free: false, monthly_rate: 2.5 });
    // Another merchant's terms do not move.
    const strict = await call(sandbox.current, 'GET', '/sandbox/installment-terms', { auth: secretAuth('strict') });
    expect(strict.body.data.max_installments).toBe(10);
    sandbox.current.reset();
    expect(
      (await call(sandbox.current, 'GET', '/sandbox/installment-terms', { auth: secretAuth() })).body.data,
    ).toEqual(seeded.body.data);
  });

  it.each([
    [{ max_installments: 25 }, 'max_installments'],
    [{ max_installments: 0 }, 'max_installments'],
    [{ free_installments: 13 }, 'free_installments'],
    [{ max_installments: 2 }, 'free_installments'],
    [{ monthly_rate: 1.999 }, 'monthly_rate'],
    [{ monthly_rate: -1 }, 'monthly_rate'],
    [{ monthly_rate: '1.99' }, 'monthly_rate'],
    [{ min_installment: 4.5 }, 'min_installment'],
    [{ brand_max: { hipercard: 0 } }, 'brand_max.hipercard'],
    [{ brand_max: { diners: 3 } }, 'brand_max.diners'],
    [{ interest: true }, 'interest'],
  ])('refuses %j naming %s, and keeps the terms', async (json, field) => {
    const result = await setTerms(json);
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('VALIDATION_ERROR');
    expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    const terms = await call(sandbox.current, 'GET', '/sandbox/installment-terms', { auth: secretAuth() });
    expect(terms.body.data.max_installments).toBe(12);
  });

  it('wants the secret key', async () => {
    const result = await call(sandbox.current, 'GET', '/sandbox/installment-terms', { auth: publicAuth() });
    expect(result.status).toBe(403);
  });
});

describe('a card charge in installments', () => {
  it('records the plan and charges the total with interest; amount stays the cash price', async () => {
    const created = await charge(costly(10, { installment_total: 111270 }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ amount: 100000, installments: 10 });
    expect(created.body.data.installment_plan).toEqual({
      installments: 10,
      interest_free: false,
      installment_amount: 11127,
      total_amount: 111270,
      monthly_rate: 1.99,
      cet_annual: 26.68,
    });
    const read = await call(sandbox.current, 'GET', `/v1/charges/${created.body.data.id}`, { auth: secretAuth() });
    expect(read.body.data).toMatchObject({ status: 'captured', installment_plan: { total_amount: 111270 } });
  });

  it('gives every card charge a plan (1× when no count is sent) and Pix none', async () => {
    const once = await createCharge(sandbox.current, chargeBody({ payment_details: { card: card() } }));
    expect(once.installment_plan).toMatchObject({ installments: 1, interest_free: true, total_amount: 2500 });
    const pix = await createCharge(
      sandbox.current,
      chargeBody({
        payment_method: 'pix',
        payment_details: undefined,
        customer: { ...chargeBody().customer, document: '529.982.247-25' },
      }),
    );
    expect(pix.installment_plan).toBeNull();
  });

  it.each([
    ['over the largest count', costly(13), 'payment_details.installments', 'at most 12'],
    [
      'over the brand’s cap',
      costly(7, { card: card({ number: hipercardNumber() }) }),
      'payment_details.installments',
      'for hipercard',
    ],
    [
      'under the minimum installment',
      chargeBody({ amount: 1200, payment_details: { card: card(), installments: 3 } }),
      'payment_details.installments',
      'minimum',
    ],
    [
      'sent at the top level',
      { ...costly(1), payment_details: { card: card() }, installments: 13 },
      'installments',
      'at most 12',
    ],
  ])('refuses a count %s naming the field, and charges nothing', async (_case, body, field, reason) => {
    const session = (
      await call(sandbox.current, 'POST', '/v1/fraud-sessions', { auth: publicAuth(), json: browserData() })
    ).body.data.session_id;
    const result = await charge({ ...(body as object), fraud_session_id: session });
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('VALIDATION_ERROR');
    expect(result.body.details).toEqual([{ field, message: expect.stringContaining(reason) }]);
    expect(sandbox.current.state.charges.size).toBe(0);
    // The fraud session was not used up.
    expect((await charge({ ...costly(2), fraud_session_id: session })).status).toBe(201);
  });

  it('refuses a debit card in installments naming the count', async () => {
    const result = await charge({ ...costly(2), payment_method: 'debit_card' });
    expect(result.status).toBe(422);
    expect(result.body.details[0].field).toBe('payment_details.installments');
  });

  it('refuses a total that differs from the service’s (INSTALLMENT_TOTAL_MISMATCH), nothing charged', async () => {
    // The page showed the amount itself for 10× (a tampered page), then a total one cent short.
    for (const shown of [100000, 111269]) {
      const result = await charge(costly(10, { installment_total: shown }));
      expect(result.status).toBe(422);
      expect(result.body.error).toBe('INSTALLMENT_TOTAL_MISMATCH');
      expect(result.body.details).toEqual([
        { field: 'payment_details.installment_total', message: expect.stringContaining('111270') },
      ]);
    }
    expect(sandbox.current.state.charges.size).toBe(0);
  });

  it('refuses the total of a quote made before the terms changed', async () => {
    const before = (await quote('amount=100000&brand=visa')).body.data.options[9];
    expect((await setTerms({ monthly_rate: 2.49 })).status).toBe(200);
    const result = await charge(costly(10, { installment_total: before.total_amount }));
    expect(result.body.error).toBe('INSTALLMENT_TOTAL_MISMATCH');
    const again = (await quote('amount=100000&brand=visa')).body.data.options[9];
    expect((await charge(costly(10, { installment_total: again.total_amount }))).status).toBe(201);
  });

  it('keeps the idempotency fingerprint over the count and the total', async () => {
    const headers = { 'idempotency-key': 'order-35' };
    const first = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: costly(10, { installment_total: 111270 }),
      headers,
    });
    expect(first.status).toBe(201);
    for (const body of [costly(10), costly(9)]) {
      const reused = await call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json: body, headers });
      expect(reused.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
    }
  });
});

describe('the total with interest where the buyer and the merchant see the charge', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('is in the webhooks’ charge', async () => {
    await createEndpoint(sandbox.current, receiver.url, ['charge.captured']);
    await charge(costly(10));
    const requests = await waitFor(() => receiver.requests.length >= 1 && receiver.requests, 3000, 'a delivery');
    const event = JSON.parse(requests[0].body);
    expect(event.data).toMatchObject({ amount: 100000, installment_plan: { total_amount: 111270, cet_annual: 26.68 } });
  });

  it('is the amount the issuer’s page authenticates', async () => {
    const created = await charge(
      costly(10, { card: card({ number: AUTHENTICATION_TEST_CARDS.challenge }), authentication: 'required' }),
    );
    const page = await call(
      sandbox.current,
      'GET',
      new URL(created.body.data.payment_fields.authentication.url).pathname +
        new URL(created.body.data.payment_fields.authentication.url).search +
        '&lang=pt-BR',
    );
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/R\$\s1\.112,70/);
    expect(page.text).not.toMatch(/R\$\s1\.000,00/);
  });
});
