import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../client/index';
import { DEMO_MERCHANT, openSandbox, type OpenedSandbox } from './sandbox-handle';
import { capturedCardCharge } from './test-charges';
import { newWebhookSecret, openWebhooks } from './webhook-endpoint';

let sandbox: OpenedSandbox;
beforeAll(async () => {
  sandbox = await openSandbox({ kind: 'in-process' }, DEMO_MERCHANT);
});
afterAll(async () => {
  await sandbox.close();
});

describe('openWebhooks', () => {
  it('registers an endpoint for every event, receives the sandbox’s signed deliveries, and removes it after', async () => {
    const webhooks = await openWebhooks(sandbox.fixture);
    const charge = await sandbox.fixture.client.charges.create(capturedCardCharge());
    const captured = await webhooks.receiver.waitFor('charge.captured', { chargeId: charge.id });
    expect(captured.data).toMatchObject({ id: charge.id, status: 'captured' });
    await webhooks.close();

    const endpoints = await sandbox.fixture.client.sandbox.listWebhookDeliveries({ event_type: 'charge.captured' });
    const endpointId = endpoints.data.find((delivery) => delivery.event_id === captured.id)?.endpoint_id ?? '';
    await expect(sandbox.fixture.client.webhookEndpoints.retrieve(endpointId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('fails the test, once closed, when a delivery did not verify', async () => {
    const webhooks = await openWebhooks(sandbox.fixture);
    const body = JSON.stringify({ id: 'evt_forged', type: 'charge.captured', created_at: '', data: { id: 'x' } });
    await fetch(webhooks.receiver.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await signWebhook(body, newWebhookSecret())) },
      body,
    });
    await expect(webhooks.close()).rejects.toMatchObject({ code: 'webhook_not_verified' });
  });
});
