/**
 * The `webhooks` fixture's life: a receiver, registered with a fresh secret as an endpoint of the sandbox's merchant
 * for every event while the test runs, then removed (the sandbox allows a merchant only so many endpoints). Each
 * delivery is verified with `verifyWebhook` of pay-checkout/client, as a merchant's own receiver would.
 */
import { randomBytes } from 'node:crypto';
import { verifyWebhook, WEBHOOK_EVENT_TYPES } from '../client/index';
import { sandboxControl, type SandboxFixture } from './sandbox-handle';
import { startWebhookReceiver, type RunningReceiver } from './webhook-receiver';

/** Random bytes of the endpoint's secret (Standard Webhooks: 24 to 64). */
const SECRET_BYTES = 32;

/** A `whsec_` secret made here, so the receiver knows it before the first delivery can arrive. */
export const newWebhookSecret = () => `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;

export interface OpenedWebhooks {
  receiver: RunningReceiver;
  /** Removes the endpoint and stops the receiver; then throws the first delivery that did not verify, if any. */
  close(): Promise<void>;
}

export async function openWebhooks(sandbox: SandboxFixture, secret = newWebhookSecret()): Promise<OpenedWebhooks> {
  const receiver = await startWebhookReceiver((rawBody, headers) => verifyWebhook(rawBody, headers, secret));
  let endpointId: string;
  try {
    const endpoint = await sandbox.client.sandbox.createWebhookEndpoint({
      url: receiver.url,
      events: [...WEBHOOK_EVENT_TYPES],
      secret,
    });
    endpointId = endpoint.id;
  } catch (error) {
    await receiver.close();
    throw error;
  }
  return {
    receiver,
    close: async () => {
      try {
        await sandboxControl(sandbox.url, sandbox.secretKey, 'DELETE', `/sandbox/postbacks/endpoints/${endpointId}`);
      } finally {
        await receiver.close();
      }
      const [failure] = receiver.failures;
      if (failure) throw failure;
    },
  };
}
