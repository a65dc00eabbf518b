// A 3-D Secure challenge the buyer left (Cancel, Escape, a reload): another payment of the same order goes on, and the
// order never ends with two charges captured. The store ends the waiting challenge before it makes the new charge.
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_TEST_CARDS } from '../../../src/interface/sandbox-cards';
import { useSandbox } from '../../test-sandbox';
import { PIX, card, orderTestStore, testBuyer } from './test-orders';

const sandbox = useSandbox();
const { backend, chargeCount, captured, client } = orderTestStore(sandbox);
const { newOrder, pay } = testBuyer();
const CHALLENGE = { ...card, number: AUTHENTICATION_TEST_CARDS.challenge };

/** Pays the order with the challenge card: the charge waits on the issuer's page. */
async function leaveAChallenge(api: ReturnType<typeof backend>, orderId: string) {
  const reply = await (await pay(api, orderId, { payment_details: { card: CHALLENGE, installments: 1 } })).json();
  expect(reply.data).toMatchObject({
    status: 'pending',
    payment_fields: { authentication: { url: expect.any(String) } },
  });
  return reply.data.id as string;
}

const statusOf = async (chargeId: string) => {
  const { status, failure_reason } = await client().charges.retrieve(chargeId);
  return { status, failure_reason };
};

describe('demo back end: a 3-D Secure challenge the buyer left', () => {
  it('another card: the waiting charge is ended (authentication_failed), the new one pays; one charge captured', async () => {
    const api = backend();
    const orderId = newOrder();
    const left = await leaveAChallenge(api, orderId);
    const another = await pay(api, orderId, { payment_details: { card, installments: 1 } });
    expect(another.status).toBe(201);
    const paid = (await another.json()).data.id;
    expect(paid).not.toBe(left);
    expect(await statusOf(left)).toEqual({ status: 'failed', failure_reason: 'authentication_failed' });
    expect(captured().map((charge) => charge.id)).toEqual([paid]);
    // The challenge can no longer be confirmed: nothing waits on it.
    await expect(client().sandbox.authenticateCharge(left, 'succeeded')).rejects.toMatchObject({ status: 409 });
    expect(captured()).toHaveLength(1);
  });

  it('a Pix: the waiting charge is ended and the Pix is made', async () => {
    const api = backend();
    const orderId = newOrder();
    const left = await leaveAChallenge(api, orderId);
    const pix = await pay(api, orderId, PIX);
    expect(pix.status).toBe(201);
    expect((await pix.json()).data.payment_fields.pix.qr_code).toEqual(expect.any(String));
    expect((await statusOf(left)).status).toBe('failed');
    expect(chargeCount()).toBe(2);
  });

  it('the very request sent again (the element repeating it) gets the same challenge, not a new charge', async () => {
    const api = backend();
    const orderId = newOrder();
    const payment = { payment_details: { card: CHALLENGE, installments: 1 } };
    const first = await (await pay(api, orderId, payment)).json();
    const again = await pay(api, orderId, payment);
    expect((await again.json()).data).toEqual(first.data);
    expect(chargeCount()).toBe(1);
    expect((await statusOf(first.data.id)).status).toBe('pending');
  });

  it('confirmed by the buyer just before another card comes: the order is paid, the card refused', async () => {
    const api = backend();
    const orderId = newOrder();
    const left = await leaveAChallenge(api, orderId);
    await client().sandbox.authenticateCharge(left, 'succeeded');
    const another = await pay(api, orderId, { payment_details: { card, installments: 1 } });
    expect(another.status).toBe(409);
    expect((await another.json()).error).toBe('ORDER_ALREADY_PAID');
    expect(captured().map((charge) => charge.id)).toEqual([left]);
  });
});
