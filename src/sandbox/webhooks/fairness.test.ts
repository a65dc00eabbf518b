/**
 * One merchant's stuck receivers never hold up another merchant's deliveries, and redelivery is rate limited.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { REDELIVERIES_PER_WINDOW } from '../kernel/rate-limiter';
import { call, chargeBody, createCharge, secretAuth, useSandbox } from '../test-harness/test-support';
import { MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT } from './dispatcher';
import { createEndpoint, listDeliveries, startReceiver, waitFor, type Receiver } from '../test-harness/test-receiver';

/** Long enough that, without a share per merchant, the other merchant would wait at least this. */
const ATTEMPT_TIMEOUT_MS = 3000;
/** The other merchant's delivery must arrive within this (real time). */
const FAIR_DELAY_MS = 750;
const sandbox = useSandbox({ webhooks: { attemptTimeoutMs: ATTEMPT_TIMEOUT_MS }, rateLimits: { transactions: 1000 } });

const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

describe('fair share of attempt slots', () => {
  it("delivers merchant B's event at once while merchant A's receivers accept and never answer", async () => {
    const stuck = [await startReceiver('hang'), await startReceiver('hang')];
    const healthy = await startReceiver(204);
    receivers.push(...stuck, healthy);
    for (const receiver of stuck)
      await createEndpoint(sandbox.current, receiver.url, ['charge.pending', 'charge.captured']);
    await createEndpoint(sandbox.current, healthy.url, ['charge.pending'], { merchant: 'nohosted' });
    // 12 charges, 2 events, 2 endpoints: 48 deliveries of A, far more than every slot.
    for (let count = 0; count < 12; count += 1) await createCharge(sandbox.current);
    await waitFor(
      () => stuck[0].open + stuck[1].open === MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT,
      2000,
      "A's share of slots to be held",
    );

    const started = Date.now();
    await createCharge(sandbox.current, chargeBody(), 'nohosted');
    await waitFor(() => healthy.requests.length === 1, ATTEMPT_TIMEOUT_MS * 2, "B's delivery");
    const delay = Date.now() - started;
    console.info(`merchant B's delivery arrived ${delay} ms after its charge, with merchant A's receivers stuck`);
    expect(delay).toBeLessThan(FAIR_DELAY_MS);
    expect(stuck[0].open + stuck[1].open).toBe(MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT);
    // Recorded once the reply has ended, a moment after the receiver got the request.
    const [delivery] = await waitFor(
      async () => {
        const { data } = await listDeliveries(sandbox.current, '?status=succeeded', 'nohosted');
        return data.length === 1 && data;
      },
      1000,
      "B's delivery to be recorded",
    );
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: [{ status_code: 204, error: null }] });
  });
});

describe('redelivery rate limit', () => {
  it(`accepts ${REDELIVERIES_PER_WINDOW} redeliveries a minute, then answers 429 with Retry-After until the window resets`, async () => {
    const receiver = await startReceiver(204);
    receivers.push(receiver);
    await createEndpoint(sandbox.current, receiver.url, ['charge.pending']);
    await createCharge(sandbox.current);
    const [delivery] = (await waitFor(
      async () => {
        const { data } = await listDeliveries(sandbox.current, '?status=succeeded');
        return data.length === 1 && data;
      },
      3000,
      'the delivery',
    )) as { id: string }[];
    const redeliver = () =>
      call(sandbox.current, 'POST', `/sandbox/postbacks/deliveries/${delivery.id}/redeliver`, { auth: secretAuth() });

    for (let count = 0; count < REDELIVERIES_PER_WINDOW; count += 1) expect((await redeliver()).status).toBe(202);
    const refused = await redeliver();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: 'RATE_LIMIT_EXCEEDED' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    sandbox.current.clock.advance(retryAfter);
    expect((await redeliver()).status).toBe(202);
  });
});
