import { afterEach, describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, type WebhookEvent } from '../client/index';
import { newWebhookSecret } from './webhook-endpoint';
import { startWebhookReceiver, waitTimeoutMessage, type RunningReceiver } from './webhook-receiver';

const SECRET = newWebhookSecret();
const OTHER_SECRET = newWebhookSecret();

const chargeEvent = (type: string, chargeId: string, id = `evt_${chargeId}_${type}`) =>
  ({
    id,
    type,
    created_at: '2026-01-01T00:00:00Z',
    data: { id: chargeId, status: type.split('.')[1] },
  }) as never as WebhookEvent;

let receiver: RunningReceiver;
afterEach(async () => {
  await receiver?.close();
});

const start = async () => {
  receiver = await startWebhookReceiver((body, headers) => verifyWebhook(body, headers, SECRET));
  return receiver;
};

/** Posts an event to the receiver as the sandbox would, signed with `secret`. */
async function deliver(event: WebhookEvent, secret = SECRET): Promise<number> {
  const body = JSON.stringify(event);
  const headers = await signWebhook(body, secret);
  const reply = await fetch(receiver.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return reply.status;
}

describe('the webhook receiver', () => {
  it('listens on a free port of 127.0.0.1', async () => {
    const { url } = await start();
    const address = new URL(url);
    expect(address.hostname).toBe('127.0.0.1');
    expect(Number(address.port)).toBeGreaterThan(0);
  });

  it('keeps each verified delivery, answers 2xx, and waitFor finds the event of that charge', async () => {
    await start();
    expect(await deliver(chargeEvent('charge.pending', 'ch_a'))).toBe(204);
    const waiting = receiver.waitFor('charge.captured', { chargeId: 'ch_b' });
    expect(await deliver(chargeEvent('charge.captured', 'ch_a'))).toBe(204);
    expect(await deliver(chargeEvent('charge.captured', 'ch_b'))).toBe(204);
    expect((await waiting).data.id).toBe('ch_b');
    // Already arrived: found at once.
    expect((await receiver.waitFor('charge.pending')).data.id).toBe('ch_a');
    expect(receiver.received.map((event) => event.type)).toEqual([
      'charge.pending',
      'charge.captured',
      'charge.captured',
    ]);
    expect(receiver.failures).toEqual([]);
  });

  it('refuses a delivery that does not verify, keeps it as the test’s failure, and stops a waiting step with it', async () => {
    await start();
    const waiting = receiver.waitFor('charge.captured');
    expect(await deliver(chargeEvent('charge.captured', 'ch_forged', 'evt_forged'), OTHER_SECRET)).toBe(400);
    await expect(waiting).rejects.toMatchObject({
      code: 'webhook_not_verified',
      message: expect.stringMatching(/webhook-id evt_forged.*invalid_signature/),
    });
    expect(receiver.received).toEqual([]);
    expect(receiver.failures).toHaveLength(1);
  });

  it('times out saying what it waited for and what arrived instead', async () => {
    await start();
    await deliver(chargeEvent('charge.pending', 'ch_a'));
    await deliver(chargeEvent('charge.failed', 'ch_a'));
    await expect(receiver.waitFor('charge.captured', { chargeId: 'ch_a', timeout: 50 })).rejects.toMatchObject({
      code: 'webhook_timeout',
      message:
        'No charge.captured for charge ch_a arrived within 50 ms. Arrived instead: charge.pending (ch_a), charge.failed (ch_a).',
    });
  });
});

describe('waitTimeoutMessage', () => {
  it('says when nothing arrived at all', () => {
    expect(waitTimeoutMessage('charge.expired', { timeout: 10_000 }, [])).toBe(
      'No charge.expired arrived within 10000 ms. No event arrived.',
    );
  });

  it('names a submerchant event by its type alone', () => {
    const event = { id: 'evt_1', type: 'submerchant.active', created_at: '', data: { id: 'sm_1' } } as never;
    expect(waitTimeoutMessage('submerchant.rejected', { timeout: 5 }, [event])).toBe(
      'No submerchant.rejected arrived within 5 ms. Arrived instead: submerchant.active.',
    );
  });
});
