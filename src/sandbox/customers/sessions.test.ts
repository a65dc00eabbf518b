/**
 * Customer sessions and the page's calls (public key + X-Customer-Session), over real HTTP: listing and removing
 * the session customer's cards, card tokens of a saved card bound to that customer, the token limit, the sandbox's
 * security-code rule, expiry and purge, CORS.
 */
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_SESSION_HEADER,
  CUSTOMER_SESSION_TTL_SECONDS,
  SAVED_CARD_TOKEN_LIMIT,
  SAVED_CARD_TOKEN_WINDOW_SECONDS,
} from '../../interface/customer';
import { AUTHENTICATION_TEST_CARDS } from '../../interface/sandbox-cards';
import { PURGE_INTERVAL_SECONDS } from '../purge';
import {
  chargeSavingCard,
  chargeWithToken,
  createCustomer,
  listCards,
  openSession,
  pageCall,
  savedCardToken,
} from '../test-harness/test-saved-cards';
import { call, secretAuth, useSandbox } from '../test-harness/test-support';

const sandbox = useSandbox();

/** A customer with one saved card (the test card that captures, unless another is named) and an open session. */
async function returningBuyer(cardOverrides: Record<string, unknown> = {}) {
  const customer = await createCustomer(sandbox.current);
  await chargeSavingCard(sandbox.current, customer.id, cardOverrides);
  const [saved] = (await listCards(sandbox.current, customer.id)).body.data as { id: string; last4: string }[];
  const session = await openSession(sandbox.current, customer.id);
  return { customer, card: saved, session, token: session.client_token };
}

const readCharge = (id: string) => call(sandbox.current, 'GET', `/v1/charges/${id}`, { auth: secretAuth() });

describe('POST /v1/customer-sessions', () => {
  it('answers a client_token that lives 30 minutes on the sandbox clock', async () => {
    const customer = await createCustomer(sandbox.current);
    const session = await openSession(sandbox.current, customer.id);
    expect(session).toMatchObject({
      id: expect.stringMatching(/^cses_/),
      customer_id: customer.id,
      client_token: expect.stringMatching(/^cst_[\w-]{40,}$/),
    });
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBe(CUSTOMER_SESSION_TTL_SECONDS * 1000);
  });

  it("answers 404 for another merchant's customer, and takes the secret key only", async () => {
    const foreign = await createCustomer(sandbox.current, 'strict');
    const other = await call(sandbox.current, 'POST', '/v1/customer-sessions', {
      auth: secretAuth(),
      json: { customer_id: foreign.id },
    });
    expect(other.status).toBe(404);
    const own = await createCustomer(sandbox.current);
    const publicKey = await pageCall(sandbox.current, 'POST', '/v1/customer-sessions', null, { customer_id: own.id });
    expect(publicKey.status).toBe(403);
  });
});

describe('the page within a session', () => {
  it("lists the session customer's cards, the same as the secret-key list, and never another customer's", async () => {
    const { customer, token } = await returningBuyer();
    const other = await returningBuyer({ number: AUTHENTICATION_TEST_CARDS.challenge });
    const listed = await pageCall(sandbox.current, 'GET', '/v1/customer-sessions/current/cards', token);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual((await listCards(sandbox.current, customer.id)).body.data);
    expect(listed.body.data.map((saved: { last4: string }) => saved.last4)).toEqual(['1111']);
    const theirs = await pageCall(sandbox.current, 'GET', '/v1/customer-sessions/current/cards', other.token);
    expect(theirs.body.data.map((saved: { last4: string }) => saved.last4)).toEqual(['3220']);
  });

  it("removes the customer's own card, and answers 404 for another customer's", async () => {
    const mine = await returningBuyer();
    const theirs = await returningBuyer();
    const foreign = await pageCall(
      sandbox.current,
      'DELETE',
      `/v1/customer-sessions/current/cards/${theirs.card.id}`,
      mine.token,
    );
    expect(foreign.status).toBe(404);
    expect((await listCards(sandbox.current, theirs.customer.id)).body.data).toHaveLength(1);
    const own = await pageCall(
      sandbox.current,
      'DELETE',
      `/v1/customer-sessions/current/cards/${mine.card.id}`,
      mine.token,
    );
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: mine.card.id, last4: '1111' });
    expect((await listCards(sandbox.current, mine.customer.id)).body.data).toEqual([]);
  });

  it('answers 401 without a session, with an unknown one, another merchant’s, or one past its 30 minutes', async () => {
    const { customer, token } = await returningBuyer();
    const list = (clientToken: string | null, merchant: 'demo' | 'strict' = 'demo') =>
      pageCall(sandbox.current, 'GET', '/v1/customer-sessions/current/cards', clientToken, undefined, merchant);
    expect((await list(null)).status).toBe(401);
    expect((await list('cst_forged')).status).toBe(401);
    expect((await list(token, 'strict')).status).toBe(401);
    const secretKey = await call(sandbox.current, 'GET', '/v1/customer-sessions/current/cards', {
      auth: secretAuth(),
      headers: { [CUSTOMER_SESSION_HEADER]: token },
    });
    expect(secretKey.status).toBe(403);
    sandbox.current.clock.advance(CUSTOMER_SESSION_TTL_SECONDS - 1);
    expect((await list(token)).status).toBe(200);
    sandbox.current.clock.advance(1);
    const expired = await list(token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/);
    expect((await savedCardToken(sandbox.current, token, 'card_x')).status).toBe(401);
    // A new session for the same customer works again.
    expect((await list((await openSession(sandbox.current, customer.id)).client_token)).status).toBe(200);
  });

  it('purges expired sessions like other expired records', async () => {
    const customer = await createCustomer(sandbox.current);
    for (let index = 0; index < 20; index += 1) await openSession(sandbox.current, customer.id);
    const live = await openSession(sandbox.current, customer.id);
    expect(sandbox.current.state.customerSessions.size).toBe(21);
    sandbox.current.clock.advance(CUSTOMER_SESSION_TTL_SECONDS + PURGE_INTERVAL_SECONDS);
    const fresh = await openSession(sandbox.current, customer.id);
    expect(sandbox.current.state.customerSessions.size).toBe(1);
    expect(
      (await pageCall(sandbox.current, 'GET', '/v1/customer-sessions/current/cards', live.client_token)).status,
    ).toBe(401);
    expect(
      (await pageCall(sandbox.current, 'GET', '/v1/customer-sessions/current/cards', fresh.client_token)).status,
    ).toBe(200);
  });

  it('answers CORS preflights that ask for X-Customer-Session, and exposes the rate-limit headers', async () => {
    const { token } = await returningBuyer();
    for (const [path, method] of [
      ['/v1/customer-sessions/current/cards', 'GET'],
      ['/v1/customer-sessions/current/cards/card_x', 'DELETE'],
      ['/v1/card-tokens', 'POST'],
    ]) {
      const preflight = await fetch(`${sandbox.current.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization, content-type, x-customer-session',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-customer-session');
      expect(preflight.headers.get('access-control-allow-methods')).toContain(method);
    }
    const listed = await call(sandbox.current, 'GET', '/v1/customer-sessions/current/cards', {
      auth: `Basic ${Buffer.from('pk_test_demo:').toString('base64')}`,
      headers: { origin: 'https://shop.example', [CUSTOMER_SESSION_HEADER]: token },
    });
    expect(listed.headers.get('access-control-allow-origin')).toBe('*');
    expect(listed.headers.get('access-control-expose-headers')).toMatch(/X-RateLimit-Remaining/i);
  });
});

describe('card tokens of a saved card', () => {
  it('pay a charge that names the same customer, and keep the card on the charge', async () => {
    const { customer, card, token } = await returningBuyer();
    const made = await savedCardToken(sandbox.current, token, card.id);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ id: expect.stringMatching(/^tok_/), brand: 'visa', last4: '1111' });
    const charged = await chargeWithToken(sandbox.current, made.body.data.id, customer.id);
    expect(charged.status).toBe(201);
    expect((await readCharge(charged.body.data.id)).body.data).toMatchObject({
      status: 'captured',
      customer_id: customer.id,
      card: { last4: '1111' },
    });
    // Single use, as every card token.
    expect((await chargeWithToken(sandbox.current, made.body.data.id, customer.id)).body.error).toBe('CARD_TOKEN_USED');
  });

  it('are refused on a charge for another customer, or naming none (CARD_TOKEN_INVALID), and not used up by it', async () => {
    const buyerA = await returningBuyer();
    const buyerB = await createCustomer(sandbox.current);
    const made = await savedCardToken(sandbox.current, buyerA.token, buyerA.card.id);
    for (const customerId of [buyerB.id, undefined]) {
      const refused = await chargeWithToken(sandbox.current, made.body.data.id, customerId);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe('CARD_TOKEN_INVALID');
    }
    expect((await chargeWithToken(sandbox.current, made.body.data.id, buyerA.customer.id)).status).toBe(201);
  });

  it("answer 404 for another customer's card, 401 without a session, and 403 with the secret key", async () => {
    const mine = await returningBuyer();
    const theirs = await returningBuyer();
    const foreign = await savedCardToken(sandbox.current, mine.token, theirs.card.id);
    expect(foreign.status).toBe(404);
    const noSession = await pageCall(sandbox.current, 'POST', '/v1/card-tokens', null, {
      card_id: mine.card.id,
      cvv: '123',
    });
    expect(noSession.status).toBe(401);
    const secretKey = await call(sandbox.current, 'POST', '/v1/card-tokens', {
      auth: secretAuth(),
      json: { card_id: mine.card.id, cvv: '123' },
      headers: { [CUSTOMER_SESSION_HEADER]: mine.token },
    });
    expect(secretKey.status).toBe(403);
  });

  it('take any well-formed security code; 999 is refused by the issuer at charge (invalid_security_code)', async () => {
    const { customer, card, token } = await returningBuyer();
    const refusedCode = await savedCardToken(sandbox.current, token, card.id, '999');
    expect(refusedCode.status).toBe(201);
    const charged = await chargeWithToken(sandbox.current, refusedCode.body.data.id, customer.id);
    expect((await readCharge(charged.body.data.id)).body.data).toMatchObject({
      status: 'failed',
      failure_reason: 'invalid_security_code',
    });
    const anyCode = await savedCardToken(sandbox.current, token, card.id, '042');
    const paid = await chargeWithToken(sandbox.current, anyCode.body.data.id, customer.id);
    expect((await readCharge(paid.body.data.id)).body.data.status).toBe('captured');
    for (const cvv of ['12', '1234', 'abc']) {
      const malformed = await savedCardToken(sandbox.current, token, card.id, cvv);
      expect(malformed.status).toBe(422);
      expect(malformed.body.details[0].field).toBe('cvv');
    }
  });

  it(`are limited to ${SAVED_CARD_TOKEN_LIMIT} per saved card per 10 minutes (429 with Retry-After)`, async () => {
    const { card, token, customer } = await returningBuyer();
    sandbox.current.clock.advance(60);
    for (let index = 0; index < SAVED_CARD_TOKEN_LIMIT; index += 1) {
      expect((await savedCardToken(sandbox.current, token, card.id)).status).toBe(201);
      sandbox.current.clock.advance(60);
    }
    const limited = await savedCardToken(sandbox.current, token, card.id);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('RATE_LIMIT_EXCEEDED');
    // The first of the five was 5 minutes ago: it leaves the window 5 minutes from now.
    expect(Number(limited.headers.get('retry-after'))).toBe(SAVED_CARD_TOKEN_WINDOW_SECONDS - 5 * 60);
    // Another card of the same customer has its own count.
    await chargeSavingCard(sandbox.current, customer.id, { exp_year: 2098 });
    const other = (await listCards(sandbox.current, customer.id)).body.data[0];
    expect((await savedCardToken(sandbox.current, token, other.id)).status).toBe(201);
    sandbox.current.clock.advance(SAVED_CARD_TOKEN_WINDOW_SECONDS - 5 * 60);
    expect((await savedCardToken(sandbox.current, token, card.id)).status).toBe(201);
  });

  it('are refused once their card was removed, and a saved challenge card is authenticated again', async () => {
    const removed = await returningBuyer();
    const made = await savedCardToken(sandbox.current, removed.token, removed.card.id);
    await pageCall(sandbox.current, 'DELETE', `/v1/customer-sessions/current/cards/${removed.card.id}`, removed.token);
    const refused = await chargeWithToken(sandbox.current, made.body.data.id, removed.customer.id);
    expect(refused.body.error).toBe('CARD_TOKEN_INVALID');

    const challenge = await returningBuyer({ number: AUTHENTICATION_TEST_CARDS.challenge });
    const token = await savedCardToken(sandbox.current, challenge.token, challenge.card.id);
    const charged = await chargeWithToken(sandbox.current, token.body.data.id, challenge.customer.id, {
      payment_method: 'debit_card',
    });
    expect(charged.body.data).toMatchObject({ status: 'pending', authentication: { status: 'challenge_required' } });
  });

  it('refuses an expired saved card', async () => {
    const year = sandbox.current.state.clock.now().getUTCFullYear();
    const { card, customer } = await returningBuyer({ exp_month: 12, exp_year: year });
    sandbox.current.clock.advance(
      Math.ceil((Date.UTC(year + 1, 0, 1) - sandbox.current.state.clock.now().getTime()) / 1000),
    );
    const session = await openSession(sandbox.current, customer.id);
    const refused = await savedCardToken(sandbox.current, session.client_token, card.id);
    expect(refused.status).toBe(422);
    expect(refused.body.details).toEqual([{ field: 'card_id', message: expect.stringMatching(/expired/) }]);
  });
});
