/**
 * Webhook delivery over real HTTP, to a real receiver: which events, in what shape, signed how, listed how, and
 * never across merchants. Every delivery is checked with the independent `standardwebhooks` package.
 */
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  card,
  call,
  chargeBody,
  createCharge,
  hostedChargeBody,
  merchantId,
  secretAuth,
  useSandbox,
} from '../test-harness/test-support';
import { apiOf, approve, completePf, reject, submit } from '../test-harness/test-api';
import { required } from '../../interface/test-required';
import {
  createEndpoint,
  deliveriesSettled,
  headerRecord,
  listDeliveries,
  startReceiver,
  waitFor,
  type Receiver,
  type ReceivedRequest,
} from '../test-harness/test-receiver';

const sandbox = useSandbox({ webhooks: { attemptTimeoutMs: 500 } });
const CHARGE_EVENTS = ['charge.pending', 'charge.captured', 'charge.failed'];

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

const received = (count: number) =>
  waitFor(() => receiver.requests.length >= count && receiver.requests, 3000, `${count} deliveries`);
const bodyOf = (request: ReceivedRequest) => JSON.parse(request.body);
const ofType = (requests: ReceivedRequest[], type: string) =>
  required(
    requests.find((request) => bodyOf(request).type === type),
    `a ${type} delivery`,
  );

/** Verifies with the endpoint's signing secret and the standardwebhooks package (throws when the signature or timestamp is wrong). */
function verified(endpoint: { secret?: string }, request: ReceivedRequest) {
  const secret = required(endpoint.secret, 'the endpoint’s signing secret');
  return new Webhook(secret).verify(request.body, headerRecord(request.headers)) as Record<string, any>;
}

describe('charge events', () => {
  it('delivers charge.pending then charge.captured, signed, with the charge as the API returns it', async () => {
    const endpoint = await createEndpoint(sandbox.current, receiver.url, CHARGE_EVENTS);
    sandbox.current.clock.advance(3600); // the body follows the sandbox clock, the signature header real time
    const created = await createCharge(sandbox.current);
    const requests = await received(2);
    const read = await call(sandbox.current, 'GET', `/v1/charges/${created.id}`, { auth: secretAuth() });

    const pending = verified(endpoint, ofType(requests, 'charge.pending'));
    const captured = verified(endpoint, ofType(requests, 'charge.captured'));
    expect(pending).toEqual({
      id: expect.stringMatching(/^evt_\w+$/),
      type: 'charge.pending',
      created_at: expect.any(String),
      data: created,
    });
    expect(captured).toEqual({
      id: expect.stringMatching(/^evt_\w+$/),
      type: 'charge.captured',
      created_at: expect.any(String),
      data: read.body.data,
    });
    expect(captured.data.status).toBe('captured');
    expect(pending.id).not.toBe(captured.id);
    expect(Date.parse(pending.created_at)).toBeGreaterThan(Date.now() + 3500 * 1000);

    for (const request of requests) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/hooks');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['webhook-id']).toBe(bodyOf(request).id);
      expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
      expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    }
  });

  it('delivers charge.failed for a declined card', async () => {
    const endpoint = await createEndpoint(sandbox.current, receiver.url, ['charge.failed']);
    await createCharge(
      sandbox.current,
      chargeBody({ payment_details: { card: card({ number: '4000000000000002' }) } }),
    );
    const [request] = await received(1);
    expect(verified(endpoint, request)).toMatchObject({
      type: 'charge.failed',
      data: { status: 'failed', failure_reason: 'card_declined' },
    });
  });

  it('delivers a hosted charge: pending with its redirect_url, then captured when the buyer submits the page', async () => {
    const endpoint = await createEndpoint(sandbox.current, receiver.url, CHARGE_EVENTS);
    const charge = await createCharge(sandbox.current, hostedChargeBody());
    const [first] = await received(1);
    expect(verified(endpoint, first)).toMatchObject({
      type: 'charge.pending',
      data: { id: charge.id, payment_fields: charge.payment_fields },
    });

    const page = new URL(charge.payment_fields.redirect_url);
    const fields = { holder_name: 'ANA SILVA', number: '4111 1111 1111 1111', exp: '12/99', cvv: '123' };
    const submitted = await call(sandbox.current, 'POST', `${page.pathname}${page.search}`, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(submitted.status).toBe(303);
    const requests = await received(2);
    expect(verified(endpoint, requests[1])).toMatchObject({
      type: 'charge.captured',
      data: { id: charge.id, status: 'captured', payment_fields: null, card: { last4: '1111' } },
    });
  });

  it('sends only the events the endpoint names', async () => {
    await createEndpoint(sandbox.current, receiver.url, ['charge.captured']);
    await createCharge(sandbox.current);
    const [request] = await received(1);
    await deliveriesSettled(sandbox.current);
    expect(receiver.requests).toHaveLength(1);
    expect(bodyOf(request).type).toBe('charge.captured');
  });

  it('sends no signature header to an endpoint without a secret', async () => {
    await createEndpoint(sandbox.current, receiver.url, ['charge.pending'], { secret: null });
    await createCharge(sandbox.current);
    const [request] = await received(1);
    expect(request.headers['webhook-id']).toMatch(/^evt_/);
    expect(request.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(request.headers).not.toHaveProperty('webhook-signature');
  });
});

describe('submerchant events', () => {
  const api = apiOf(() => sandbox.current);

  it('delivers pending_review, rejected, pending (request-resubmission), pending_review and active, each with the submerchant in that state', async () => {
    const endpoint = await createEndpoint(sandbox.current, receiver.url, [
      'submerchant.pending_review',
      'submerchant.active',
      'submerchant.rejected',
      'submerchant.pending',
    ]);
    const { submerchant } = await completePf(api);
    const steps: [string, () => Promise<unknown>][] = [
      ['submerchant.pending_review', () => submit(api, submerchant.id)],
      ['submerchant.rejected', () => reject(api, submerchant.id)],
      ['submerchant.pending', () => api.post(`/v1/submerchants/${submerchant.id}/request-resubmission`)],
      ['submerchant.pending_review', () => submit(api, submerchant.id)],
      ['submerchant.active', () => approve(api, submerchant.id)],
    ];
    for (const [index, [type, step]] of steps.entries()) {
      const reply = (await step()) as { status: number; body: { data: unknown } };
      expect(reply.status).toBe(200);
      const requests = await received(index + 1);
      const event = verified(endpoint, requests[index]);
      expect(event).toMatchObject({ type, data: reply.body.data });
      expect(event.data.status).toBe(type.slice('submerchant.'.length));
    }
    expect(
      (await listDeliveries(sandbox.current)).data.map((delivery: { event_type: string }) => delivery.event_type),
    ).toEqual(steps.map(([type]) => type).reverse());
  });
});

describe('GET /sandbox/postbacks/deliveries', () => {
  it('lists each event to each endpoint, newest first, with its attempts', async () => {
    const endpoint = await createEndpoint(sandbox.current, receiver.url, CHARGE_EVENTS);
    await createCharge(sandbox.current);
    const requests = await received(2);
    const list = await waitFor(async () => {
      const body = await listDeliveries(sandbox.current);
      return body.data.every((delivery: { status: string }) => delivery.status === 'succeeded') && body;
    });
    expect(list.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(list.data.map((delivery: { event_type: string }) => delivery.event_type)).toEqual([
      'charge.captured',
      'charge.pending',
    ]);
    const captured = list.data[0];
    expect(captured).toEqual({
      id: expect.stringMatching(/^dlv_\w+$/),
      event_id: ofType(requests, 'charge.captured').headers['webhook-id'],
      event_type: 'charge.captured',
      charge_id: bodyOf(ofType(requests, 'charge.captured')).data.id,
      endpoint_id: endpoint.id,
      status: 'succeeded',
      attempts: [{ at: expect.any(String), status_code: 200, error: null, duration_ms: expect.any(Number) }],
      next_attempt_at: null,
    });
    expect(Number.isNaN(Date.parse(captured.attempts[0].at))).toBe(false);
  });

  it('filters by endpoint_id, event_type and status, and pages', async () => {
    const first = await createEndpoint(sandbox.current, receiver.url, CHARGE_EVENTS);
    const second = await createEndpoint(sandbox.current, receiver.url, ['charge.captured']);
    await createCharge(sandbox.current);
    await received(3);
    await waitFor(async () => (await listDeliveries(sandbox.current, '?status=succeeded')).pagination.total === 3);
    expect((await listDeliveries(sandbox.current, `?endpoint_id=${second.id}`)).data).toEqual([
      expect.objectContaining({ endpoint_id: second.id, event_type: 'charge.captured' }),
    ]);
    expect(
      (await listDeliveries(sandbox.current, `?endpoint_id=${first.id}&event_type=charge.pending`)).pagination.total,
    ).toBe(1);
    expect((await listDeliveries(sandbox.current, '?event_type=charge.captured')).pagination.total).toBe(2);
    expect((await listDeliveries(sandbox.current, '?status=pending')).pagination.total).toBe(0);
    const page = await listDeliveries(sandbox.current, '?limit=2&page=2');
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it("filters by charge_id: that charge's deliveries only, read from its own index", async () => {
    await createEndpoint(sandbox.current, receiver.url, CHARGE_EVENTS);
    await createCharge(sandbox.current);
    await createCharge(sandbox.current);
    await received(4);
    const all = await waitFor(async () => {
      const body = await listDeliveries(sandbox.current, '?status=succeeded');
      return body.pagination.total === 4 && body;
    });
    const chargeId = all.data[0].charge_id;
    const ofCharge = await listDeliveries(sandbox.current, `?charge_id=${chargeId}`);
    expect(ofCharge.pagination.total).toBe(2);
    expect(ofCharge.data.map((delivery: { charge_id: string; event_type: string }) => delivery.charge_id)).toEqual([
      chargeId,
      chargeId,
    ]);
    expect((await listDeliveries(sandbox.current, `?charge_id=${chargeId}&status=pending`)).pagination.total).toBe(0);
    expect((await listDeliveries(sandbox.current, `?charge_id=${chargeId}&event_type=charge.pending`)).data).toEqual([
      expect.objectContaining({ charge_id: chargeId, event_type: 'charge.pending' }),
    ]);
    expect((await listDeliveries(sandbox.current, '?charge_id=ch_none')).pagination.total).toBe(0);
  });

  it.each([
    ['status', '?status=done'],
    ['event_type', '?event_type=captured'],
    ['endpoint_id', '?endpoint_id='],
    ['colour', '?colour=blue'],
    ['status', '?status=pending&status=failed'],
    ['limit', '?limit=101'],
  ])('refuses a bad %s (422)', async (field, query) => {
    const result = await call(sandbox.current, 'GET', `/sandbox/postbacks/deliveries${query}`, { auth: secretAuth() });
    expect(result.status).toBe(422);
    expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('needs the secret key', async () => {
    expect((await call(sandbox.current, 'GET', '/sandbox/postbacks/deliveries')).status).toBe(401);
  });
});

describe('merchant isolation', () => {
  it("never delivers one merchant's events to another's endpoint, lists or redelivers them", async () => {
    const other = await startReceiver();
    try {
      await createEndpoint(sandbox.current, other.url, CHARGE_EVENTS, { merchant: 'strict' });
      await createEndpoint(sandbox.current, receiver.url, CHARGE_EVENTS);
      await createCharge(sandbox.current);
      await received(2);
      await deliveriesSettled(sandbox.current);
      expect(other.requests).toHaveLength(0);
      expect((await listDeliveries(sandbox.current, '', 'strict')).pagination.total).toBe(0);

      const [delivery] = (await listDeliveries(sandbox.current)).data;
      const foreign = await call(sandbox.current, 'POST', `/sandbox/postbacks/deliveries/${delivery.id}/redeliver`, {
        auth: secretAuth('strict'),
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ success: false, error: 'NOT_FOUND' });
      for (const request of receiver.requests) {
        expect(bodyOf(request).data.merchant_id).toBe(merchantId(sandbox.current, 'pk_test_demo'));
      }
    } finally {
      await other.close();
    }
  });
});
