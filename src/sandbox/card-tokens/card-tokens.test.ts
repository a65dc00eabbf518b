import { describe, expect, it } from 'vitest';
import { CARD_TOKEN_TTL_SECONDS } from '../../interface/card-schema';
import { EXPIRED_RECORD_GRACE_SECONDS } from '../purge';
import { call, card, chargeBody, createCharge, publicAuth, secretAuth, useSandbox } from '../test-harness/test-support';
import { CardTokenError, createTestCardToken } from '../merchant-test-helpers/make-token';

const sandbox = useSandbox();

const tokenize = (json: unknown, auth: string | null = publicAuth()) =>
  call(sandbox.current, 'POST', '/v1/card-tokens', { auth, json });
const charge = (overrides: Record<string, unknown>, merchant: 'demo' | 'strict' = 'demo') =>
  call(sandbox.current, 'POST', '/v1/charges', {
    auth: secretAuth(merchant),
    json: chargeBody({ payment_details: undefined, ...overrides }),
  });
const read = (id: string) => call(sandbox.current, 'GET', `/v1/charges/${id}`, { auth: secretAuth() });
const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);
const newToken = async (overrides: Record<string, unknown> = {}, auth = publicAuth()) => {
  const result = await tokenize(card(overrides), auth);
  expect(result.status, result.text).toBe(201);
  return result.body.data as { id: string };
};

describe('POST /v1/card-tokens', () => {
  it('answers 201 with the token, brand, last 4 and expiry, never the number or CVV', async () => {
    const result = await tokenize(card({ number: '4111 1111-1111 1111', cvv: '987' }));
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      success: true,
      message: expect.any(String),
      data: {
        id: expect.stringMatching(/^tok_[\w-]{20,}$/),
        brand: 'visa',
        last4: '1111',
        exp_month: 12,
        exp_year: 2099,
      },
    });
    const { created_at, expires_at } = result.body.data;
    expect(Date.parse(expires_at) - Date.parse(created_at)).toBe(CARD_TOKEN_TTL_SECONDS * 1000);
    expect(Object.keys(result.body.data).sort()).toEqual([
      'brand',
      'created_at',
      'exp_month',
      'exp_year',
      'expires_at',
      'id',
      'last4',
    ]);
    const everything = result.text + JSON.stringify([...sandbox.current.state.cardTokens.values()]);
    expect(everything).not.toContain('4111111111111111');
    // As a value of its own: random ids and timestamps may hold the digits 987 by chance.
    expect(everything).not.toMatch(/\b987\b/);
  });

  it('takes the public key only: a secret key gets 403, no key 401', async () => {
    expect((await tokenize(card(), secretAuth())).status).toBe(403);
    expect((await tokenize(card(), null)).status).toBe(401);
  });

  it('answers CORS preflights and exposes the rate-limit headers, in the Default category', async () => {
    const preflight = await fetch(`${sandbox.current.url}/v1/card-tokens`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const result = await call(sandbox.current, 'POST', '/v1/card-tokens', {
      auth: publicAuth(),
      json: card(),
      headers: { origin: 'https://shop.example' },
    });
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    expect(result.headers.get('access-control-expose-headers')).toMatch(/X-RateLimit-Remaining/i);
    expect(result.headers.get('x-ratelimit-limit')).toBe('100');
  });

  it.each([
    ['number', { number: '4111111111111112' }, /check digit/],
    ['number', { number: '41111' }, /12 to 19/],
    ['number', { number: '4111abcd11111111' }, /digits/],
    ['holder_name', { holder_name: '  ' }, /required/],
    ['exp_month', { exp_month: 13 }, /1 to 12/],
    ['exp_year', { exp_year: 99 }, /4-digit/],
    ['exp_year', { exp_year: 2020 }, /expired/],
    ['cvv', { cvv: '12' }, /3 digits/],
    ['cvv', { number: '378282246310005', cvv: '123' }, /4 digits/],
    ['cvv', { cvv: 123 }, /string/],
  ])('refuses a bad %s with 422 VALIDATION_ERROR naming it', async (field, overrides, message) => {
    const result = await tokenize(card(overrides));
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('VALIDATION_ERROR');
    const detail = result.body.details.find((entry: { field: string }) => entry.field === field);
    expect(detail?.message).toMatch(message);
    expect(sandbox.current.state.cardTokens.size).toBe(0);
  });

  it('names every broken field at once, and a missing one as required', async () => {
    const result = await tokenize({ number: '1', exp_month: 0, cvv: '' });
    expect(fieldsOf(result.body).sort()).toEqual(['cvv', 'exp_month', 'exp_year', 'holder_name', 'number']);
  });
});

describe('card tokens on charges', () => {
  it('captures with a token of the test card that captures, inside payment_details or at top level; the charge shows the card', async () => {
    const inside = await charge({ payment_details: { card_token: (await newToken()).id, installments: 3 } });
    expect(inside.status, inside.text).toBe(201);
    expect(inside.body.data).toMatchObject({
      installments: 3,
      card: { brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2099 },
    });
    expect((await read(inside.body.data.id)).body.data.status).toBe('captured');
    const top = await charge({ card_token: (await newToken()).id, installments: 2 });
    expect((await read(top.body.data.id)).body.data).toMatchObject({ status: 'captured', installments: 2 });
  });

  it('captures the American Express test card, 4-digit CVV and all', async () => {
    const amex = await createCharge(
      sandbox.current,
      chargeBody({
        payment_details: { card_token: (await newToken({ number: '378282246310005', cvv: '1234' })).id },
      }),
    );
    expect((await read(amex.id)).body.data).toMatchObject({ status: 'captured', card: { brand: 'amex' } });
  });

  it("takes the tokenized card's outcome: declined fails, an unknown card fails with test_card_unknown", async () => {
    const declined = await createCharge(
      sandbox.current,
      chargeBody({ payment_details: { card_token: (await newToken({ number: '4000000000000002' })).id } }),
    );
    expect((await read(declined.id)).body.data).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
    const unknown = await createCharge(
      sandbox.current,
      chargeBody({ payment_details: { card_token: (await newToken({ number: '5555555555554444' })).id } }),
    );
    expect((await read(unknown.id)).body.data).toMatchObject({
      status: 'failed',
      failure_reason: 'test_card_unknown',
      card: { brand: 'mastercard' },
    });
  });

  it('is single use: a second charge gets CARD_TOKEN_USED', async () => {
    const { id } = await newToken();
    expect((await charge({ card_token: id })).status).toBe(201);
    const again = await charge({ card_token: id });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe('CARD_TOKEN_USED');
  });

  it('is not used up by a charge refused with a 4xx', async () => {
    const { id } = await newToken();
    expect((await charge({ card_token: id, amount: 0 })).status).toBe(422);
    expect((await charge({ card_token: id, fraud_session_id: 'nope' })).body.error).toBe('FRAUD_SESSION_INVALID');
    expect((await charge({ card_token: id })).status).toBe(201);
  });

  it('expires after 10 minutes (CARD_TOKEN_EXPIRED), and is purged after the grace period (then CARD_TOKEN_INVALID)', async () => {
    const { id } = await newToken();
    sandbox.current.clock.advance(CARD_TOKEN_TTL_SECONDS);
    const expired = await charge({ card_token: id });
    expect(expired.status).toBe(422);
    expect(expired.body.error).toBe('CARD_TOKEN_EXPIRED');
    sandbox.current.clock.advance(EXPIRED_RECORD_GRACE_SECONDS);
    expect((await charge({ card_token: id })).body.error).toBe('CARD_TOKEN_INVALID');
    expect(sandbox.current.state.cardTokens.size).toBe(0);
  });

  it("refuses an unknown token and another merchant's token with CARD_TOKEN_INVALID", async () => {
    const foreign = await newToken({}, publicAuth('strict'));
    for (const id of ['tok_abc', foreign.id]) {
      const result = await charge({ card_token: id });
      expect(result.status).toBe(422);
      expect(result.body).toMatchObject({ success: false, error: 'CARD_TOKEN_INVALID', message: expect.any(String) });
    }
    expect(sandbox.current.state.charges.size).toBe(0);
  });

  it('has fixed test tokens for every merchant, reusable and never expiring', async () => {
    for (let round = 0; round < 2; round += 1) {
      const visa = await createCharge(
        sandbox.current,
        chargeBody({ payment_details: { card_token: 'tok_test_visa' } }),
        'nohosted',
      );
      expect(
        (
          await read(visa.id).then(() =>
            call(sandbox.current, 'GET', `/v1/charges/${visa.id}`, { auth: secretAuth('nohosted') }),
          )
        ).body.data,
      ).toMatchObject({ status: 'captured', card: { last4: '1111' } });
      const declined = await createCharge(
        sandbox.current,
        chargeBody({ payment_details: undefined, card_token: 'tok_test_declined' }),
      );
      expect((await read(declined.id)).body.data).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
      sandbox.current.clock.advance(365 * 24 * 3600);
    }
  });
});

describe('createTestCardToken', () => {
  it('makes a token a back-end test can charge with, and reports refusals with their details', async () => {
    const token = await createTestCardToken(sandbox.current.url, 'pk_test_demo');
    expect(token).toMatchObject({ id: expect.stringMatching(/^tok_/), brand: 'visa', last4: '1111' });
    const declined = await createTestCardToken(sandbox.current.url, 'pk_test_demo', { number: '4000000000000002' });
    const charged = await createCharge(sandbox.current, chargeBody({ payment_details: { card_token: declined.id } }));
    expect((await read(charged.id)).body.data.status).toBe('failed');
    const refused = await createTestCardToken(sandbox.current.url, 'sk_test_demo').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CardTokenError);
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
