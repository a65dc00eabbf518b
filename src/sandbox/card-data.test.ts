/**
 * Card data never stays: after card charges by every path (raw card, token, hosted page, replays), nothing the
 * sandbox keeps, logs or sends back holds a full card number or a CVV. And a token never outlives its card.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  call,
  card,
  chargeBody,
  createCharge,
  hostedChargeBody,
  publicAuth,
  secretAuth,
  useSandbox,
  type CallResult,
} from './test-harness/test-support';
import { cardDataFound } from './test-harness/test-card-data';

/** Cards only this test uses, each with its own CVV, so a leak names the path it came from. */
const CARDS = {
  raw: { number: '4242424242424242', cvv: '731' },
  token: { number: '5555555555554444', cvv: '482' },
  hosted: { number: '4012888888881881', cvv: '659' },
  amexToken: { number: '378282246310005', cvv: '8264' },
} as const;
const NUMBERS: readonly string[] = Object.values(CARDS).map((entry) => entry.number);
const CVVS: readonly string[] = Object.values(CARDS).map((entry) => entry.cvv);

const cardDataIn = (root: unknown) => cardDataFound(root, NUMBERS, CVVS);

const sandbox = useSandbox();

describe('card data after the request', () => {
  const logged: unknown[][] = [];
  beforeEach(() => {
    logged.length = 0;
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args));
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('is nowhere in the state, the logs or the replies after raw, token, hosted and replayed card charges', async () => {
    const replies: CallResult[] = [];
    const send = async (...args: Parameters<typeof call>) => {
      const result = await call(...args);
      replies.push(result);
      return result;
    };
    const rawCharge = chargeBody({ payment_details: { card: card(CARDS.raw), installments: 1 } });
    const idempotent = { auth: secretAuth(), json: rawCharge, headers: { 'idempotency-key': 'order-card-data-1' } };
    expect((await send(sandbox.current, 'POST', '/v1/charges', idempotent)).status).toBe(201);
    const replay = await send(sandbox.current, 'POST', '/v1/charges', idempotent);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    for (const tokenCard of [CARDS.token, CARDS.amexToken]) {
      const token = await send(sandbox.current, 'POST', '/v1/card-tokens', {
        auth: publicAuth(),
        json: card(tokenCard),
      });
      expect(token.status).toBe(201);
      const byToken = {
        auth: secretAuth(),
        json: chargeBody({ payment_details: { card_token: token.body.data.id } }),
        headers: { 'idempotency-key': `order-${token.body.data.id}` },
      };
      expect((await send(sandbox.current, 'POST', '/v1/charges', byToken)).status).toBe(201);
      expect((await send(sandbox.current, 'POST', '/v1/charges', byToken)).headers.get('idempotent-replayed')).toBe(
        'true',
      );
    }

    const hosted = await createCharge(sandbox.current, hostedChargeBody());
    const page = new URL(hosted.payment_fields.redirect_url as string);
    const form = new URLSearchParams({
      holder_name: 'ANA SILVA',
      number: '4012 8888 8888 1881',
      exp: '12/99',
      cvv: CARDS.hosted.cvv,
    });
    const submitted = await send(sandbox.current, 'POST', `${page.pathname}${page.search}`, {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(submitted.status).toBe(303);
    // A refused hosted submit (expired card) shows the form again to the buyer who typed it: the number kept in its
    // input (so one field is corrected, not the whole card), the CVV never.
    const second = new URL(
      (await createCharge(sandbox.current, hostedChargeBody())).payment_fields.redirect_url as string,
    );
    const refused = await send(sandbox.current, 'POST', `${second.pathname}${second.search}`, {
      body: new URLSearchParams({
        holder_name: 'ANA SILVA',
        number: CARDS.hosted.number,
        exp: '01/20',
        cvv: CARDS.hosted.cvv,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('value="4012 8888 8888 1881"');
    expect(refused.text).not.toContain(CARDS.hosted.cvv);
    replies.pop();

    const charges = await send(sandbox.current, 'GET', '/v1/charges?limit=100', { auth: secretAuth() });
    const cards = charges.body.data.map((charge: { card: { last4: string } | null }) => charge.card?.last4);
    expect(cards.filter((last4: string | undefined) => last4 !== undefined).sort()).toEqual([
      '0005',
      '1881',
      '4242',
      '4444',
    ]);

    expect(cardDataIn(sandbox.current.state)).toEqual([]);
    expect(cardDataIn(logged)).toEqual([]);
    expect(cardDataIn(replies.map((reply) => ({ text: reply.text, headers: [...reply.headers] })))).toEqual([]);
    for (const reply of replies) expect(reply.text).not.toMatch(/"cvv"\s*:/i);
  });
});

describe('a token and its card', () => {
  /** Five minutes before the card of this test expires (it is valid through January 2031). */
  const nearExpiry = useSandbox({ now: () => new Date('2031-01-31T23:55:00Z') });
  const expiring = card({ exp_month: 1, exp_year: 2031 });

  const tokenize = async () => {
    const made = await call(nearExpiry.current, 'POST', '/v1/card-tokens', { auth: publicAuth(), json: expiring });
    expect(made.status).toBe(201);
    return made.body.data as { id: string; expires_at: string };
  };

  it('expires with its card, and a charge after the expiry month is refused like the card itself would be', async () => {
    const [inside, top] = [await tokenize(), await tokenize()];
    expect(inside.expires_at).toBe('2031-02-01T00:00:00.000Z');
    nearExpiry.current.clock.advance(6 * 60);

    const byToken = await call(nearExpiry.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ payment_details: { card_token: inside.id } }),
    });
    expect(byToken.status).toBe(422);
    expect(byToken.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: 'payment_details.card_token', message: expect.stringMatching(/expired/) }],
    });
    const topLevel = await call(nearExpiry.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ payment_details: { installments: 1 }, card_token: top.id }),
    });
    expect(topLevel.body).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ field: 'card_token' }] });
    const byCard = await call(nearExpiry.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ payment_details: { card: expiring } }),
    });
    expect(byCard.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: 'payment_details.card.exp_month' }],
    });
  });

  it('still charges within the expiry month', async () => {
    const token = await tokenize();
    nearExpiry.current.clock.advance(4 * 60);
    const charged = await call(nearExpiry.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ payment_details: { card_token: token.id } }),
    });
    expect(charged.status).toBe(201);
  });
});
