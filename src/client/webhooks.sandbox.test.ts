/**
 * End to end: a real sandbox delivers signed events over HTTP to a Node receiver, and `verifyWebhook` checks them
 * with the endpoint's secret and Node's own `req.headers` and raw body, as a merchant's handler would.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox';
import { createClient } from './client';
import { WebhookVerificationError } from './errors';
import { cardCharge } from './test-fixtures';
import { verifyWebhook } from './webhooks';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const DELIVERY_WAIT_MS = 5_000;
let sandbox: Sandbox;
let receiver: Server;
let receiverUrl: string;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await sandbox.close();
});

async function deliveriesOf(chargeId: string, count: number): Promise<Delivery[]> {
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  for (;;) {
    const found = deliveries.filter((delivery) => delivery.body.toString('utf8').includes(chargeId));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('verifyWebhook against the sandbox', () => {
  it('verifies the charge events the sandbox signs, and refuses them with another secret', async () => {
    const client = createClient({ secretKey: 'sk_test_demo', baseUrl: sandbox.url });
    const endpoint = await client.sandbox.createWebhookEndpoint({
      url: receiverUrl,
      events: ['charge.pending', 'charge.captured'],
      secret: true,
    });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const secret = endpoint.secret as string;

    const charge = await client.charges.create(cardCharge());
    const received = await deliveriesOf(charge.id, 2);
    expect(received).toHaveLength(2);

    const events = await Promise.all(
      received.map((delivery) => verifyWebhook(delivery.body, delivery.headers, secret)),
    );
    expect(events.map((event) => event.type).sort()).toEqual(['charge.captured', 'charge.pending']);
    for (const event of events) {
      if (event.type === 'charge.captured' || event.type === 'charge.pending') expect(event.data.id).toBe(charge.id);
      expect(event.id).toBe(received[events.indexOf(event)].headers['webhook-id']);
    }

    const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const refused = await verifyWebhook(received[0].body, received[0].headers, other).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WebhookVerificationError);
    expect(refused).toMatchObject({ code: 'invalid_signature' });

    // The receiver answers after recording the request: the sandbox marks the attempt a moment later.
    const statuses = async () =>
      (await client.sandbox.listWebhookDeliveries({ endpoint_id: endpoint.id })).data.map(
        (delivery) => delivery.status,
      );
    await expect.poll(statuses, { timeout: DELIVERY_WAIT_MS }).toEqual(['succeeded', 'succeeded']);
  });
});
