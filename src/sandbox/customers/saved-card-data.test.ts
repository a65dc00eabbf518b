/**
 * A saved card's number never leaves the payment: after a whole save-and-pay flow (saved by a raw card and by a
 * token, replayed by idempotency key, paid again from a customer session with its security code, listed, removed,
 * on the hosted page too), no reply, page, event, delivery log, log line, idempotency record or anything else the
 * sandbox keeps holds a full card number or a security code.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SESSION_HEADER } from '../../interface/customer';
import { AUTHENTICATION_TEST_CARDS, TEST_CARDS } from '../../interface/sandbox-cards';
import { WEBHOOK_EVENT_TYPES } from '../../interface/webhook-event';
import { cardDataFound } from '../test-harness/test-card-data';
import {
  createEndpoint,
  deliveriesSettled,
  startReceiver,
  waitFor,
  type Receiver,
} from '../test-harness/test-receiver';
import {
  call,
  card,
  chargeBody,
  hostedChargeBody,
  publicAuth,
  secretAuth,
  useSandbox,
  type CallResult,
} from '../test-harness/test-support';

/**
 * Test cards that capture (the hosted page names 4111 1111 1111 1111 in its hint, so not that one), each with codes
 * only this test uses, so a leak names where it came from.
 */
const AMEX = { number: TEST_CARDS.capturedAmex, cvv: '7315' };
const VISA = { number: AUTHENTICATION_TEST_CARDS.frictionless, cvv: '846' };
const HOSTED = { number: AUTHENTICATION_TEST_CARDS.unenrolled, cvv: '613' };
/** The codes typed again for the saved cards. */
const RETYPED = ['5182', '999'];
const NUMBERS = [AMEX.number, VISA.number, HOSTED.number];
const CVVS = [AMEX.cvv, VISA.cvv, HOSTED.cvv, ...RETYPED];

const sandbox = useSandbox({ webhooks: { attemptTimeoutMs: 500 } });

describe('a saved card after a save-and-pay flow', () => {
  const logged: unknown[][] = [];
  let receiver: Receiver;
  beforeEach(async () => {
    logged.length = 0;
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args));
    receiver = await startReceiver();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await receiver.close();
  });

  it('is nowhere in the replies, pages, events, deliveries, logs, idempotency records or state', async () => {
    await createEndpoint(sandbox.current, receiver.url, [...WEBHOOK_EVENT_TYPES]);
    const replies: CallResult[] = [];
    const send = async (...args: Parameters<typeof call>) => {
      const result = await call(...args);
      replies.push(result);
      return result;
    };
    const secret = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
      send(sandbox.current, method, path, { auth: secretAuth(), json, headers });

    const customer = (await secret('POST', '/v1/customers', { name: 'Ana Silva', email: 'ana@example.com' })).body
      .data as { id: string };
    // Saved from the card itself, under an idempotency key, and replayed.
    const byCard = chargeBody({ customer_id: customer.id, payment_details: { card: card(AMEX), save_card: true } });
    expect((await secret('POST', '/v1/charges', byCard, { 'idempotency-key': 'order-save-1' })).status).toBe(201);
    const replay = await secret('POST', '/v1/charges', byCard, { 'idempotency-key': 'order-save-1' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // Saved from a token of the card.
    const token = await send(sandbox.current, 'POST', '/v1/card-tokens', { auth: publicAuth(), json: card(VISA) });
    const byToken = chargeBody({
      customer_id: customer.id,
      payment_details: { card_token: token.body.data.id, save_card: true },
    });
    expect((await secret('POST', '/v1/charges', byToken, { 'idempotency-key': 'order-save-2' })).status).toBe(201);

    // The returning buyer: a session, the list, a token from each saved card with its code typed again, the charges.
    const cards = (await secret('GET', `/v1/customers/${customer.id}/cards`)).body.data as {
      id: string;
      brand: string;
    }[];
    expect(cards.map((saved) => saved.brand).sort()).toEqual(['amex', 'visa']);
    const session = (await secret('POST', '/v1/customer-sessions', { customer_id: customer.id })).body.data;
    const page = (method: string, path: string, json?: unknown) =>
      send(sandbox.current, method, path, {
        auth: publicAuth(),
        json,
        headers: { [CUSTOMER_SESSION_HEADER]: session.client_token },
      });
    expect((await page('GET', '/v1/customer-sessions/current/cards')).body.data).toHaveLength(2);
    for (const [index, saved] of cards.entries()) {
      const cvv = saved.brand === 'amex' ? RETYPED[0] : RETYPED[1];
      const made = await page('POST', '/v1/card-tokens', { card_id: saved.id, cvv });
      expect(made.status).toBe(201);
      const paid = chargeBody({
        customer_id: customer.id,
        payment_details: { card_token: made.body.data.id, save_card: true },
      });
      expect((await secret('POST', '/v1/charges', paid, { 'idempotency-key': `order-again-${index}` })).status).toBe(
        201,
      );
    }
    // The hosted page of a charge of this customer, saving the card typed there.
    const hosted = (
      await secret(
        'POST',
        '/v1/charges',
        hostedChargeBody({ customer_id: customer.id, payment_details: { save_card: true } }),
      )
    ).body.data;
    const hostedUrl = new URL(hosted.payment_fields.redirect_url as string);
    await send(sandbox.current, 'GET', `${hostedUrl.pathname}${hostedUrl.search}`);
    await send(sandbox.current, 'POST', `${hostedUrl.pathname}${hostedUrl.search}`, {
      body: new URLSearchParams({
        holder_name: 'ANA SILVA',
        number: HOSTED.number,
        exp: '12/99',
        cvv: HOSTED.cvv,
        // The page's "save this card" box, checked as the charge relayed the buyer's wish.
        save_card: 'yes',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await secret('GET', `/v1/customers/${customer.id}/cards`)).body.data).toHaveLength(3);
    await page('DELETE', `/v1/customer-sessions/current/cards/${cards[0].id}`);
    await secret('GET', `/v1/customers/${customer.id}`);
    const charges = (await secret('GET', '/v1/charges?limit=100')).body.data as {
      status: string;
      failure_reason: string | null;
    }[];
    expect(charges.map((charge) => charge.failure_reason).filter(Boolean)).toEqual(['invalid_security_code']);

    await waitFor(
      () => receiver.requests.some((request) => request.body.includes('customer.card_saved')),
      3000,
      'a saved-card event',
    );
    await deliveriesSettled(sandbox.current);
    const deliveries = await secret('GET', '/sandbox/postbacks/deliveries?limit=100');
    expect(deliveries.body.data.length).toBeGreaterThan(0);

    const cardDataIn = (root: unknown) => cardDataFound(root, NUMBERS, CVVS);
    expect(cardDataIn(sandbox.current.state)).toEqual([]);
    expect(cardDataIn([...sandbox.current.state.idempotency.values()])).toEqual([]);
    expect(cardDataIn(logged)).toEqual([]);
    expect(cardDataIn(receiver.requests.map((request) => ({ body: request.body, headers: request.headers })))).toEqual(
      [],
    );
    // The hosted page's sandbox hint names the public test cards (the one saved here among them): not the buyer's card.
    const withoutHint = (text: string) => text.replace(/<p class="hint">[\s\S]*?<\/p>/, '');
    expect(
      cardDataIn(replies.map((reply) => ({ text: withoutHint(reply.text), headers: [...reply.headers] }))),
    ).toEqual([]);
    for (const reply of replies) expect(reply.text).not.toMatch(/"cvv"\s*:/i);
  });
});
