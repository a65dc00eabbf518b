/**
 * Debit cards and 3-D Secure over real HTTP (docs/service.md, "Card authentication (3-D Secure) and debit cards"):
 * what each test card does when asked, a debit card's one installment, the challenge's reply, the control that
 * answers it, its ten minutes on the sandbox clock and the events that follow.
 */
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTHENTICATION_TEST_CARDS, TEST_CARDS } from '../../interface/sandbox-cards';
import {
  call,
  card,
  chargeBody,
  createCharge,
  debitChargeBody,
  secretAuth,
  useSandbox,
} from '../test-harness/test-support';
import {
  createEndpoint,
  headerRecord,
  moveClock,
  startReceiver,
  waitFor,
  type Receiver,
} from '../test-harness/test-receiver';

const sandbox = useSandbox({ webhooks: { attemptTimeoutMs: 500 } });
const TEN_MINUTES = 600;

const post = (json: unknown) => call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json });
const read = async (id: string) =>
  (await call(sandbox.current, 'GET', `/v1/charges/${id}`, { auth: secretAuth() })).body.data;
const authenticate = (id: string, outcome: string, merchant: 'demo' | 'strict' = 'demo') =>
  call(sandbox.current, 'POST', `/sandbox/charges/${id}/authenticate`, {
    auth: secretAuth(merchant),
    json: { outcome },
  });
const withCard = (number: string, authentication?: string) => ({
  payment_details: { card: card({ number }), installments: 1, ...(authentication && { authentication }) },
});
const fields = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);

describe('a debit card', () => {
  it('pays in one installment only: more is 422 naming the field, wherever it is sent', async () => {
    const nested = await post(debitChargeBody({ payment_details: { card: card(), installments: 3 } }));
    expect(nested.status).toBe(422);
    expect(nested.body.error).toBe('VALIDATION_ERROR');
    expect(fields(nested.body)).toEqual(['payment_details.installments']);
    const top = await post(debitChargeBody({ payment_details: { card: card() }, installments: 2 }));
    expect(top.status).toBe(422);
    expect(fields(top.body)).toEqual(['installments']);
  });

  it('is always authenticated: frictionless for an ordinary test card, then captured', async () => {
    const charge = await createCharge(sandbox.current, debitChargeBody());
    expect(charge).toMatchObject({ payment_method: 'debit_card', status: 'pending', installments: 1 });
    expect(charge.authentication).toEqual({ status: 'succeeded', challenged: false });
    expect(await read(charge.id)).toMatchObject({ status: 'captured', failure_reason: null });
  });

  it('fails with authentication_unavailable on a card that is not enrolled', async () => {
    const charge = await createCharge(sandbox.current, debitChargeBody(withCard(AUTHENTICATION_TEST_CARDS.unenrolled)));
    expect(await read(charge.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'authentication_unavailable',
      authentication: { status: 'unavailable', challenged: false },
    });
  });

  it('takes if_available as required: authenticated, and a card that is not enrolled still fails', async () => {
    const paid = await createCharge(sandbox.current, debitChargeBody(withCard(TEST_CARDS.captured, 'if_available')));
    expect(paid.authentication).toEqual({ status: 'succeeded', challenged: false });
    expect(await read(paid.id)).toMatchObject({ status: 'captured', failure_reason: null });

    const unenrolled = await createCharge(
      sandbox.current,
      debitChargeBody(withCard(AUTHENTICATION_TEST_CARDS.unenrolled, 'if_available')),
    );
    expect(await read(unenrolled.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'authentication_unavailable',
      authentication: { status: 'unavailable', challenged: false },
    });
  });

  it('refuses an authentication it does not know, naming the field', async () => {
    const result = await post(debitChargeBody(withCard(TEST_CARDS.captured, 'never')));
    expect(result.status).toBe(422);
    expect(fields(result.body)).toEqual(['payment_details.authentication']);
  });
});

describe('a credit card', () => {
  it('is not authenticated unless asked: authentication null', async () => {
    const charge = await createCharge(sandbox.current, chargeBody(withCard(AUTHENTICATION_TEST_CARDS.challenge)));
    expect(charge.authentication).toBeNull();
    expect(await read(charge.id)).toMatchObject({ status: 'captured', authentication: null });
  });

  it('goes on without authentication where it is unavailable only when asked if_available', async () => {
    const ifAvailable = await createCharge(
      sandbox.current,
      chargeBody(withCard(AUTHENTICATION_TEST_CARDS.unenrolled, 'if_available')),
    );
    expect(await read(ifAvailable.id)).toMatchObject({
      status: 'captured',
      authentication: { status: 'unavailable', challenged: false },
    });
    const required = await createCharge(
      sandbox.current,
      chargeBody(withCard(AUTHENTICATION_TEST_CARDS.unenrolled, 'required')),
    );
    expect(await read(required.id)).toMatchObject({ status: 'failed', failure_reason: 'authentication_unavailable' });
  });

  it('is authenticated without a challenge on the frictionless card and other test cards, then has their outcome', async () => {
    const frictionless = await createCharge(
      sandbox.current,
      chargeBody(withCard(AUTHENTICATION_TEST_CARDS.frictionless, 'required')),
    );
    expect(await read(frictionless.id)).toMatchObject({
      status: 'captured',
      authentication: { status: 'succeeded', challenged: false },
    });
    const declining = await createCharge(sandbox.current, chargeBody(withCard(TEST_CARDS.failed, 'required')));
    expect(await read(declining.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'card_declined',
      authentication: { status: 'succeeded', challenged: false },
    });
  });

  it('refuses an unknown authentication request', async () => {
    const result = await post(chargeBody(withCard(TEST_CARDS.captured, 'always')));
    expect(result.status).toBe(422);
    expect(fields(result.body)).toEqual(['payment_details.authentication']);
  });
});

describe('a challenge', () => {
  const challenged = () =>
    createCharge(sandbox.current, chargeBody(withCard(AUTHENTICATION_TEST_CARDS.challenge, 'required')));

  it('answers 201 pending with the issuer’s page, unguessable and for 10 minutes of the sandbox clock', async () => {
    const now = sandbox.current.state.clock.now().getTime();
    const charge = await challenged();
    expect(charge).toMatchObject({
      status: 'pending',
      authentication: { status: 'challenge_required', challenged: true },
    });
    const { url, expires_at } = charge.payment_fields.authentication;
    expect(url).toMatch(
      new RegExp(`^${sandbox.current.url}/elements/authentication/${charge.id}\\?token=[\\w-]{24,}$`),
    );
    expect(Date.parse(expires_at) - now).toBeGreaterThanOrEqual(TEN_MINUTES * 1000);
    expect(Date.parse(expires_at) - now).toBeLessThan(TEN_MINUTES * 1000 + 5000);
    const other = await challenged();
    expect(new URL(other.payment_fields.authentication.url).searchParams.get('token')).not.toBe(
      new URL(url).searchParams.get('token'),
    );
    // Nothing happens until the buyer answers.
    expect(await read(charge.id)).toMatchObject({ status: 'pending', payment_fields: charge.payment_fields });
  });

  it('goes on when the control confirms (captured), and fails when it says failed (authentication_failed)', async () => {
    const confirmed = await challenged();
    const answer = await authenticate(confirmed.id, 'succeeded');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'captured',
      payment_fields: null,
      authentication: { status: 'succeeded', challenged: true },
    });
    const refused = await challenged();
    expect((await authenticate(refused.id, 'failed')).body.data).toMatchObject({
      status: 'failed',
      failure_reason: 'authentication_failed',
      authentication: { status: 'failed', challenged: true },
    });
  });

  it('409 INVALID_STATE when no challenge waits; 404 for another merchant’s charge; 422 for another outcome', async () => {
    const charge = await challenged();
    expect((await authenticate(charge.id, 'maybe')).status).toBe(422);
    expect((await authenticate(charge.id, 'succeeded', 'strict')).status).toBe(404);
    expect((await authenticate(charge.id, 'succeeded')).status).toBe(200);
    const again = await authenticate(charge.id, 'failed');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('INVALID_STATE');
    const plain = await createCharge(sandbox.current, chargeBody());
    expect((await authenticate(plain.id, 'succeeded')).status).toBe(409);
  });

  it('fails with authentication_expired once 10 minutes pass on the sandbox clock unanswered', async () => {
    const charge = await challenged();
    await moveClock(sandbox.current, TEN_MINUTES - 1);
    expect((await read(charge.id)).status).toBe('pending');
    await moveClock(sandbox.current, 1);
    expect(await read(charge.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'authentication_expired',
      payment_fields: null,
      authentication: { status: 'expired', challenged: true },
    });
    expect((await authenticate(charge.id, 'succeeded')).status).toBe(409);
  });

  it('waits on a challenge card tokenized for a debit charge, and captures once confirmed', async () => {
    const tokenized = await call(sandbox.current, 'POST', '/v1/card-tokens', {
      auth: `Basic ${Buffer.from('pk_test_demo:').toString('base64')}`,
      json: card({ number: AUTHENTICATION_TEST_CARDS.challenge }),
    });
    const charge = await createCharge(
      sandbox.current,
      debitChargeBody({ payment_details: { card_token: tokenized.body.data.id } }),
    );
    expect(charge.payment_method).toBe('debit_card');
    expect(charge.authentication).toEqual({ status: 'challenge_required', challenged: true });
    expect((await authenticate(charge.id, 'succeeded')).body.data.status).toBe('captured');
  });
});

describe('the events of an authenticated charge', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('are charge.captured and charge.failed, as for any charge', async () => {
    const endpoint = await createEndpoint(sandbox.current, receiver.url, ['charge.captured', 'charge.failed']);
    const body = chargeBody(withCard(AUTHENTICATION_TEST_CARDS.challenge, 'required'));
    const confirmed = await createCharge(sandbox.current, body);
    const refused = await createCharge(sandbox.current, body);
    await authenticate(confirmed.id, 'succeeded');
    await authenticate(refused.id, 'failed');
    const requests = await waitFor(() => receiver.requests.length >= 2 && receiver.requests, 3000, '2 deliveries');
    const events = requests.map(
      (request) =>
        new Webhook(endpoint.secret ?? '').verify(request.body, headerRecord(request.headers)) as {
          type: string;
          data: { id: string; authentication: unknown };
        },
    );
    expect(events.map((event) => [event.type, event.data.id]).sort()).toEqual(
      [
        ['charge.captured', confirmed.id],
        ['charge.failed', refused.id],
      ].sort(),
    );
    expect(events.find((event) => event.data.id === refused.id)?.data.authentication).toEqual({
      status: 'failed',
      challenged: true,
    });
  });
});
