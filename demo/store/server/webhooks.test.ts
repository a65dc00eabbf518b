// The demo store's receiver over real HTTP, with a real sandbox delivering to it: orders settle from verified events
// only, each event counts once, old news never reverts an order, and a receiver told to fail is retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, signWebhook } from 'pay-checkout/client';
import { startSandbox, type Sandbox } from 'pay-checkout/sandbox';
import { MAX_STORE_BODY_BYTES } from '../../shared/guards';
import { listenStore, type RunningStore } from '../../listen';
import { required } from '../../../src/interface/test-required';

let sandbox: Sandbox;
let store: RunningStore;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  store = await listenStore({ sandboxUrl: sandbox.url, port: 0, hostname: '127.0.0.1', env: {} });
});
afterAll(async () => {
  store.close();
  await sandbox.close();
});

const card = (number: string) => ({ number, holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2030, cvv: '123' });
const json = { 'Content-Type': 'application/json' };

async function checkout(number = '4111111111111111'): Promise<string> {
  const reply = await fetch(`${store.url}/api/checkout/demo`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      customer: { name: 'Ana Souza', email: 'ana@example.com' },
      payment_details: { card: card(number), installments: 1 },
    }),
  });
  expect(reply.status).toBe(201);
  return ((await reply.json()) as { data: { id: string } }).data.id;
}

const orderState = async (chargeId: string) => {
  const reply = await fetch(`${store.url}/api/console/orders/demo/${chargeId}`);
  return reply.status === 200
    ? ((await reply.json()) as { data: { state: string } }).data.state
    : `http ${reply.status}`;
};

/** A body the store has not seen, for charge `chargeId`, signed with `secret` (the store's own, or another). */
async function signedPost(type: string, chargeId: string, secret: string, id = `evt_test_${crypto.randomUUID()}`) {
  const body = JSON.stringify({
    id,
    type,
    created_at: new Date().toISOString(),
    data: { id: chargeId, amount: 1990, status: type.split('.')[1] },
  });
  const headers = await signWebhook(body, secret, { id });
  return fetch(`${store.url}/webhooks/pay/demo`, { method: 'POST', headers: { ...json, ...headers }, body });
}

const pay = () => createClient({ secretKey: 'sk_test_demo', baseUrl: sandbox.url }).sandbox;
const demoRegistration = () =>
  required(store.webhooks.registration('demo'), 'the demo merchant’s webhook registration');
const demoSecret = () => demoRegistration().secret;
const OTHER_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

describe('demo store webhooks', () => {
  it('registers one endpoint per merchant at start, each with its own made secret, on the store’s own address', () => {
    const registrations = (['demo', 'nohosted', 'strict'] as const).map((merchant) =>
      required(store.webhooks.registration(merchant), `the ${merchant} merchant’s webhook registration`),
    );
    for (const { secret, url, endpointId } of registrations) {
      expect(secret).toMatch(/^whsec_/);
      expect(url).toBe(`http://127.0.0.1:${store.port}/webhooks/pay/${url.split('/').at(-1)}`);
      expect(sandbox.state.postbackEndpoints.get(endpointId)?.secret).toBe(secret);
    }
    expect(new Set(registrations.map((r) => r.secret)).size).toBe(3);
  });

  it('verified: a charge created at checkout is received, then paid when the sandbox’s signed event arrives', async () => {
    const chargeId = await checkout();
    await expect.poll(() => orderState(chargeId)).toBe('paid');
    const declined = await checkout('4000000000000002');
    await expect.poll(() => orderState(declined)).toBe('failed');
  });

  it('unverified: a wrong secret, no signature or a re-serialised body get 400 and change nothing', async () => {
    const reply = await signedPost('charge.captured', 'ch_forged', OTHER_SECRET);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ error: 'WEBHOOK_UNVERIFIED', reason: 'invalid_signature' });

    const unsigned = await fetch(`${store.url}/webhooks/pay/demo`, {
      method: 'POST',
      headers: { ...json, 'webhook-id': 'evt_x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)) },
      body: JSON.stringify({ id: 'evt_x', type: 'charge.captured', created_at: '', data: { id: 'ch_forged' } }),
    });
    expect(unsigned.status).toBe(400);

    // The same event, signed right, but its body parsed and written again (spaces): not the bytes that were signed.
    const body = JSON.stringify({ id: 'evt_y', type: 'charge.captured', created_at: '', data: { id: 'ch_forged' } });
    const headers = await signWebhook(body, demoSecret(), { id: 'evt_y' });
    const reserialised = await fetch(`${store.url}/webhooks/pay/demo`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(JSON.parse(body), null, 1),
    });
    expect(reserialised.status).toBe(400);
    expect(await orderState('ch_forged')).toBe('http 404');
  });

  it('duplicate: the same webhook id twice is applied once', async () => {
    const first = await signedPost('charge.pending', 'ch_dup', demoSecret(), 'evt_dup');
    const second = await signedPost('charge.captured', 'ch_dup', demoSecret(), 'evt_dup');
    expect(((await first.json()) as any).data.outcome).toBe('applied');
    expect(second.status).toBe(200);
    expect(((await second.json()) as any).data.outcome).toBe('duplicate');
    expect(await orderState('ch_dup')).toBe('received');
  });

  it('out of order: charge.pending arriving after charge.captured does not revert the order', async () => {
    await signedPost('charge.captured', 'ch_late', demoSecret());
    const late = await signedPost('charge.pending', 'ch_late', demoSecret());
    expect(((await late.json()) as any).data.outcome).toBe('unchanged');
    expect(await orderState('ch_late')).toBe('paid');
  });

  it('a redelivery of an applied event changes nothing', async () => {
    const chargeId = await checkout();
    await expect.poll(() => orderState(chargeId)).toBe('paid');
    const page = await pay().listWebhookDeliveries({
      event_type: 'charge.captured',
      endpoint_id: demoRegistration().endpointId,
    });
    const delivery = required(
      page.data.find((d) => d.status === 'succeeded'),
      'a succeeded charge.captured delivery',
    );
    await pay().redeliverWebhook(delivery.id);
    await expect
      .poll(
        async () =>
          (await pay().listWebhookDeliveries({ endpoint_id: delivery.endpoint_id })).data.find(
            (d) => d.id === delivery.id,
          )?.attempts.length,
      )
      .toBe(2);
    expect(await orderState(chargeId)).toBe('paid');
  });

  it('the failure switch answers 500 without applying; the sandbox’s retry then settles the order', async () => {
    store.webhooks.failures.failNext(2);
    const chargeId = await checkout();
    // charge.pending and charge.captured both fail once; the order is only what the checkout recorded.
    const endpointId = demoRegistration().endpointId;
    const forCharge = async () =>
      (await pay().listWebhookDeliveries({ endpoint_id: endpointId, limit: 10 })).data.slice(0, 2);
    await expect.poll(async () => (await forCharge()).map((d) => d.attempts[0]?.status_code)).toEqual([500, 500]);
    expect(await orderState(chargeId)).toBe('received');
    // The first retry falls due 5 s later by the sandbox clock: moving it runs the attempt now.
    sandbox.clock.advance(6);
    await expect.poll(() => orderState(chargeId)).toBe('paid');
  });

  it('refuses a body over the store’s 64 KB cap with 413, before verifying anything', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(MAX_STORE_BODY_BYTES) });
    const reply = await fetch(`${store.url}/webhooks/pay/demo`, { method: 'POST', headers: json, body });
    expect(reply.status).toBe(413);
  });

  it('answers 404 for a merchant the store does not sell for', async () => {
    const reply = await fetch(`${store.url}/webhooks/pay/other`, { method: 'POST', headers: json, body: '{}' });
    expect(reply.status).toBe(404);
  });
});
