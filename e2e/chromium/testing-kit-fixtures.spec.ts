// pay-checkout/testing's fixtures as a suite meets them: faults a test set are gone in the next test of the worker,
// the webhook endpoint lives only while its test runs, and a delivery that does not verify is refused and fails its
// test.
import { signWebhook } from 'pay-checkout/client';
import { expect, test, TestingKitError } from 'pay-checkout/testing';
import { openWebhooks } from '../../src/testing/webhook-endpoint';

const FORGED_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

test.describe.configure({ mode: 'serial' });

test.describe('pay-checkout/testing fixtures', () => {
  let endpointUrl = '';

  test('a test sets faults and registers a webhook endpoint', async ({ sandbox, webhooks }) => {
    await sandbox.setFaults({ rules: [{ path: '/v1/charges', status: 503, times: 5 }] });
    expect((await sandbox.client.sandbox.getFaults()).rules).toHaveLength(1);
    endpointUrl = webhooks.url;
    expect(new URL(webhooks.url).hostname).toBe('127.0.0.1');
  });

  test('the next test of the worker finds no fault, and the previous receiver gone', async ({ sandbox }) => {
    expect((await sandbox.client.sandbox.getFaults()).rules).toEqual([]);
    await expect(fetch(endpointUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  // The `webhooks` fixture's own life (openWebhooks), opened here so that its end can be watched: a forged delivery is
  // refused on the wire, a waiting step is stopped with it, and the end of the test throws it — what fails that test.
  test('a delivery that does not verify is refused, stops a waiting step, and is thrown when the test ends', async ({
    sandbox,
  }) => {
    const opened = await openWebhooks(sandbox);
    let ended: unknown = 'still open';
    try {
      const waiting = opened.receiver.waitFor('charge.captured', { chargeId: 'x' });
      const body = JSON.stringify({ id: 'evt_forged', type: 'charge.captured', created_at: '', data: { id: 'x' } });
      const reply = await fetch(opened.receiver.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await signWebhook(body, FORGED_SECRET)) },
        body,
      });
      expect(reply.status).toBe(400);
      const refusal = { code: 'webhook_not_verified', message: expect.stringMatching(/webhook-id evt_forged/) };
      await expect(waiting).rejects.toMatchObject(refusal);
      ended = await opened.close().then(
        () => 'closed without an error',
        (error: unknown) => error,
      );
      expect(ended).toBeInstanceOf(TestingKitError);
      expect(ended).toMatchObject(refusal);
    } finally {
      if (ended === 'still open') await opened.close().catch(() => undefined);
    }
  });

  test('waitFor says what arrived instead when its event does not come', async ({ webhooks }) => {
    await expect(webhooks.waitFor('charge.captured', { chargeId: 'ch_none', timeout: 100 })).rejects.toThrow(
      'No charge.captured for charge ch_none arrived within 100 ms. No event arrived.',
    );
  });
});
