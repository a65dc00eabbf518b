/**
 * Failed attempts over real HTTP: retries by the sandbox clock and by real time, 410, timeouts, refused
 * connections, redelivery, the concurrency cap and teardown.
 */
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../index';
import { call, createCharge, secretAuth, useSandbox } from '../test-harness/test-support';
import { DEFAULT_ATTEMPT_TIMEOUT_MS, MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT } from './dispatcher';
import { MAX_SCHEDULED_ATTEMPTS, RETRY_DELAYS_MS } from './schedule';
import { required } from '../../interface/test-required';
import {
  createEndpoint,
  deliveriesSettled,
  headerRecord,
  listDeliveries,
  moveClock,
  refusingUrl,
  startReceiver,
  waitFor,
  type Receiver,
} from '../test-harness/test-receiver';

const ATTEMPT_TIMEOUT_MS = 300;
const sandbox = useSandbox({ webhooks: { attemptTimeoutMs: ATTEMPT_TIMEOUT_MS } });
/**
 * An attempt's deadline past the test's own timeout: a request or a close that waited for an attempt to end would
 * outlast the test, however busy the machine; one that does not wait needs no stopwatch to show it.
 */
const HELD_ATTEMPT_MS = 60_000;
/** How long a check may take to hold on a loaded two-core runner (the tests' own limit is 20 s). */
const BUSY_RUNNER_MS = 10_000;

/** A sandbox of its own whose attempts are held for HELD_ATTEMPT_MS; closed after `use`. */
async function withHeldAttempts(use: (held: Sandbox) => Promise<void>) {
  const held = await startSandbox({ port: 0, webhooks: { attemptTimeoutMs: HELD_ATTEMPT_MS } });
  try {
    await use(held);
  } finally {
    await held.close();
  }
}

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

/** The only delivery of the demo merchant (of `on`, the file's sandbox unless given), once `check` holds for it. */
async function deliveryWhen(check: (delivery: any) => boolean, what: string, on: Sandbox = sandbox.current) {
  return waitFor(
    async () => {
      const [delivery] = (await listDeliveries(on)).data;
      return delivery !== undefined && check(delivery) && delivery;
    },
    BUSY_RUNNER_MS,
    what,
  );
}
const withAttempts = (count: number) => (delivery: any) => delivery.attempts.length >= count;
const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** Verifies every received request with the endpoint's signing secret (throws when a signature is wrong). */
function verifyAll(endpoint: { secret?: string }) {
  const secret = required(endpoint.secret, 'the endpoint’s signing secret');
  for (const request of receiver.requests) new Webhook(secret).verify(request.body, headerRecord(request.headers));
}

describe('retries', () => {
  it('retries a 500 five seconds later by the sandbox clock, with the same webhook-id, and succeeds', async () => {
    receiver.replies.push(500);
    const endpoint = await createEndpoint(sandbox.current, receiver.url, ['charge.captured']);
    await createCharge(sandbox.current);
    const failed = await deliveryWhen(withAttempts(1), 'the first attempt');
    expect(failed).toMatchObject({ status: 'pending', attempts: [{ status_code: 500, error: null }] });
    expect(failed.next_attempt_at).toBe(plusMs(failed.attempts[0].at, 5000));

    expect((await moveClock(sandbox.current, 5)).status).toBe(200);
    const done = await deliveryWhen((delivery) => delivery.status === 'succeeded', 'the retry');
    expect(done.attempts.map((attempt: { status_code: number }) => attempt.status_code)).toEqual([500, 200]);
    expect(done.next_attempt_at).toBeNull();
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1].headers['webhook-id']).toBe(receiver.requests[0].headers['webhook-id']);
    expect(receiver.requests[1].body).toBe(receiver.requests[0].body);
    verifyAll(endpoint);
  });

  it('follows the whole schedule as the clock moves, then gives up after the eighth attempt', async () => {
    // A time source that stands still: only the moves below make an attempt due, so "a second early" stays a second
    // early however long the machine takes between two steps.
    const still = new Date();
    const frozen = await startSandbox({
      port: 0,
      now: () => still,
      webhooks: { attemptTimeoutMs: ATTEMPT_TIMEOUT_MS },
    });
    try {
      receiver.fallback = 503;
      await createEndpoint(frozen, receiver.url, ['charge.captured']);
      await createCharge(frozen);
      await deliveryWhen(withAttempts(1), 'the first attempt', frozen);
      for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
        const before = await deliveryWhen(withAttempts(index + 1), `attempt ${index + 1}`, frozen);
        expect(before.next_attempt_at).toBe(plusMs(before.attempts[index].at, delay));
        // Not yet due a second early: the dispatcher has looked at the moved clock and sent nothing.
        await moveClock(frozen, delay / 1000 - 1);
        await deliveriesSettled(frozen);
        expect(receiver.requests).toHaveLength(index + 1);
        await moveClock(frozen, 1);
        await deliveryWhen(withAttempts(index + 2), `attempt ${index + 2}`, frozen);
      }
      const given = await deliveryWhen((delivery) => delivery.status === 'failed', 'giving up', frozen);
      expect(given.attempts).toHaveLength(MAX_SCHEDULED_ATTEMPTS);
      expect(given.next_attempt_at).toBeNull();
      await moveClock(frozen, 48 * 3600);
      await deliveriesSettled(frozen);
      expect(receiver.requests).toHaveLength(MAX_SCHEDULED_ATTEMPTS);
    } finally {
      await frozen.close();
    }
  });

  it('runs, on one long clock move, every attempt that fell due in the skipped time, then gives up', async () => {
    receiver.fallback = 500;
    await createEndpoint(sandbox.current, receiver.url, ['charge.captured']);
    await createCharge(sandbox.current);
    await deliveryWhen(withAttempts(1), 'the first attempt');
    await moveClock(sandbox.current, 2 * 24 * 3600);
    const given = await deliveryWhen((delivery) => delivery.status === 'failed', 'giving up');
    expect(given.attempts).toHaveLength(MAX_SCHEDULED_ATTEMPTS);
    expect(receiver.requests).toHaveLength(MAX_SCHEDULED_ATTEMPTS);
    expect(new Set(receiver.requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
  });

  it('is driven by real time too: the retry comes when the time source reaches it, without a clock control', async () => {
    let shiftMs = 0;
    const timed = await startSandbox({ port: 0, now: () => new Date(Date.now() + shiftMs) });
    try {
      receiver.replies.push(500);
      await createEndpoint(timed, receiver.url, ['charge.captured']);
      await createCharge(timed);
      await waitFor(() => receiver.requests.length === 1, BUSY_RUNNER_MS, 'the first attempt');
      shiftMs = 5000; // as if 5 s had passed
      await waitFor(() => receiver.requests.length === 2, BUSY_RUNNER_MS, 'the retry by time');
      const [delivery] = (await listDeliveries(timed)).data;
      await waitFor(
        async () => (await listDeliveries(timed)).data[0].status === 'succeeded',
        BUSY_RUNNER_MS,
        'success',
      );
      expect(delivery.attempts[0].status_code).toBe(500);
    } finally {
      await timed.close();
    }
  });
});

describe('410 Gone', () => {
  it('disables the endpoint: that delivery and its other pending ones fail, and it gets nothing more', async () => {
    receiver.replies.push(500, 410);
    const endpoint = await createEndpoint(sandbox.current, receiver.url, ['charge.pending']);
    await createCharge(sandbox.current);
    await deliveryWhen(withAttempts(1), 'the 500');
    await createCharge(sandbox.current);
    await waitFor(() => receiver.requests.length === 2, BUSY_RUNNER_MS, 'the 410');
    const list = await waitFor(async () => {
      const body = await listDeliveries(sandbox.current);
      return body.data.every((delivery: { status: string }) => delivery.status === 'failed') && body;
    });
    expect(
      list.data.map((delivery: any) => [
        delivery.attempts.map((attempt: any) => attempt.status_code),
        delivery.next_attempt_at,
      ]),
    ).toEqual([
      [[410], null],
      [[500], null],
    ]);
    const read = await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${endpoint.id}`, { auth: secretAuth() });
    expect(read.body.data.status).toBe('disabled');

    await createCharge(sandbox.current);
    await moveClock(sandbox.current, 3600);
    const redeliver = await call(
      sandbox.current,
      'POST',
      `/sandbox/postbacks/deliveries/${list.data[0].id}/redeliver`,
      { auth: secretAuth() },
    );
    expect(redeliver.status).toBe(409);
    expect(redeliver.body).toMatchObject({ success: false, error: 'INVALID_STATE' });
    // The new charge's event has fanned out and the moved clock has been looked at: still nothing sent.
    await deliveriesSettled(sandbox.current);
    expect(receiver.requests).toHaveLength(2);
    expect((await listDeliveries(sandbox.current)).pagination.total).toBe(2);
  });
});

describe('failures without a status', () => {
  it('cuts a receiver that never answers at the attempt timeout, and schedules the retry', async () => {
    receiver.fallback = 'hang';
    await createEndpoint(sandbox.current, receiver.url, ['charge.captured']);
    await createCharge(sandbox.current);
    const delivery = await deliveryWhen(withAttempts(1), 'the timeout');
    const [attempt] = delivery.attempts;
    expect(attempt).toMatchObject({ status_code: null, error: `timeout: no status within ${ATTEMPT_TIMEOUT_MS} ms` });
    // A timer never fires early; a late one only says the machine is busy. The sandbox's own deadline, not the
    // default one, is what cut it.
    expect(attempt.duration_ms).toBeGreaterThanOrEqual(ATTEMPT_TIMEOUT_MS - 5);
    expect(attempt.duration_ms).toBeLessThan(DEFAULT_ATTEMPT_TIMEOUT_MS);
    expect(delivery).toMatchObject({ status: 'pending', next_attempt_at: plusMs(attempt.at, 5000) });
    await waitFor(() => receiver.open === 0, BUSY_RUNNER_MS, 'the hanging request to be cut');
  });

  it('fails fast on a port where nothing listens, and retries it', async () => {
    // Fast: well before a deadline of HELD_ATTEMPT_MS, which the refused attempt does not wait for.
    await withHeldAttempts(async (held) => {
      await createEndpoint(held, await refusingUrl(), ['charge.captured']);
      await createCharge(held);
      const first = await deliveryWhen(withAttempts(1), 'the refused attempt', held);
      expect(first.attempts[0]).toMatchObject({ status_code: null, error: 'connection refused (ECONNREFUSED)' });
      expect(first.attempts[0].duration_ms).toBeLessThan(HELD_ATTEMPT_MS);
      expect(first.status).toBe('pending');
      await moveClock(held, 5);
      const second = await deliveryWhen(withAttempts(2), 'the second refused attempt', held);
      expect(second.attempts[1].error).toBe('connection refused (ECONNREFUSED)');
      expect(second.next_attempt_at).toBe(plusMs(second.attempts[1].at, 5 * 60 * 1000));
    });
  });
});

describe('redelivery', () => {
  it('sends a delivered event once more now, same webhook-id, freshly signed, as one more attempt', async () => {
    const endpoint = await createEndpoint(sandbox.current, receiver.url, ['charge.captured']);
    await createCharge(sandbox.current);
    const delivered = await deliveryWhen((delivery) => delivery.status === 'succeeded', 'the delivery');
    const reply = await call(sandbox.current, 'POST', `/sandbox/postbacks/deliveries/${delivered.id}/redeliver`, {
      auth: secretAuth(),
    });
    expect(reply.status).toBe(202);
    expect(reply.body.data).toMatchObject({ id: delivered.id, event_id: delivered.event_id });
    const again = await deliveryWhen(withAttempts(2), 'the redelivery');
    expect(again).toMatchObject({ id: delivered.id, status: 'succeeded', next_attempt_at: null });
    expect(receiver.requests.map((request) => request.headers['webhook-id'])).toEqual([
      delivered.event_id,
      delivered.event_id,
    ]);
    verifyAll(endpoint);
  });

  it('turns a given-up delivery into a succeeded one when the receiver answers 2xx', async () => {
    receiver.fallback = 500;
    await createEndpoint(sandbox.current, receiver.url, ['charge.captured']);
    await createCharge(sandbox.current);
    await deliveryWhen(withAttempts(1), 'the first attempt');
    await moveClock(sandbox.current, 2 * 24 * 3600);
    const failed = await deliveryWhen((delivery) => delivery.status === 'failed', 'giving up');
    expect(failed.attempts).toHaveLength(MAX_SCHEDULED_ATTEMPTS);
    receiver.fallback = 204;
    await call(sandbox.current, 'POST', `/sandbox/postbacks/deliveries/${failed.id}/redeliver`, { auth: secretAuth() });
    const healed = await deliveryWhen((delivery) => delivery.status === 'succeeded', 'the redelivery');
    expect(healed.attempts.at(-1)).toMatchObject({ status_code: 204, error: null });
  });

  it('answers 404 for an unknown delivery', async () => {
    const result = await call(sandbox.current, 'POST', '/sandbox/postbacks/deliveries/dlv_nope/redeliver', {
      auth: secretAuth(),
    });
    expect(result.status).toBe(404);
  });
});

describe('load and teardown', () => {
  it('never holds an API request: every reply comes while its attempts still hang', async () => {
    await withHeldAttempts(async (held) => {
      receiver.fallback = 'hang';
      await createEndpoint(held, receiver.url, ['charge.pending', 'charge.captured']);
      // A reply that waited for an attempt would come HELD_ATTEMPT_MS later, past the test's timeout.
      for (let count = 0; count < 12; count += 1) await createCharge(held);
      await waitFor(
        () => receiver.open === MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT,
        BUSY_RUNNER_MS,
        'a share of attempts on the wire',
      );
      const { data } = await listDeliveries(held, '?limit=100');
      expect(data.length).toBeGreaterThan(0);
      expect(data.flatMap((delivery: { attempts: unknown[] }) => delivery.attempts)).toEqual([]);
    });
  });

  it("keeps at most a merchant's share of attempts open, and gets every first attempt out", async () => {
    receiver.fallback = 'hang';
    await createEndpoint(sandbox.current, receiver.url, ['charge.pending', 'charge.captured']);
    for (let count = 0; count < 12; count += 1) await createCharge(sandbox.current);
    await waitFor(() => receiver.requests.length >= 24, BUSY_RUNNER_MS, 'every first attempt');
    expect(receiver.maxOpen).toBe(MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT);
  });

  it('stops sending when the sandbox closes: attempts on the wire are cut, nothing is sent after', async () => {
    const closing = await startSandbox({ port: 0, webhooks: { attemptTimeoutMs: HELD_ATTEMPT_MS } });
    receiver.fallback = 'hang';
    await createEndpoint(closing, receiver.url, ['charge.captured']);
    await createCharge(closing);
    await waitFor(() => receiver.open === 1, BUSY_RUNNER_MS, 'the attempt on the wire');
    // Anything sent from now on is answered at once, so settling below also covers an attempt made after the close.
    receiver.fallback = 200;
    // A close that waited for the attempt would wait HELD_ATTEMPT_MS, past the test's timeout.
    await closing.close();
    await waitFor(() => receiver.open === 0, BUSY_RUNNER_MS, 'the connection to close');
    // Well past the cut attempt's retry: the dispatcher has handled the move (settled), and sent nothing.
    closing.clock.advance(3600);
    await deliveriesSettled(closing);
    expect(receiver.requests).toHaveLength(1);
  });
});
