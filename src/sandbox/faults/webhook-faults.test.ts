/**
 * Webhook faults over real HTTP, to a real receiver: duplicates with the same webhook-id, a delay before the first
 * attempt, batches sent newest first; only the merchant that set them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  chargeBody,
  createCharge,
  createFraudSession,
  secretAuth,
  useSandbox,
  type KEYS,
} from '../test-harness/test-support';
import {
  createEndpoint,
  listDeliveries,
  startReceiver,
  waitFor,
  type Receiver,
  type ReceivedRequest,
} from '../test-harness/test-receiver';

const sandbox = useSandbox({ webhooks: { attemptTimeoutMs: 500 } });

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

async function setFaults(json: unknown, merchant: keyof typeof KEYS = 'demo') {
  const result = await call(sandbox.current, 'PUT', '/sandbox/faults', { auth: secretAuth(merchant), json });
  if (result.status !== 200) throw new Error(`faults: ${result.status} ${result.text}`);
}

const received = (count: number, target: Receiver = receiver) =>
  waitFor(() => target.requests.length >= count && target.requests, 5000, `${count} deliveries`);
const typeOf = (request: ReceivedRequest) => JSON.parse(request.body).type as string;
const idOf = (request: ReceivedRequest) => request.headers['webhook-id'];
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('duplicate_rate', () => {
  it('sends each delivery a second time with the same webhook-id, logged as a second attempt', async () => {
    await setFaults({ rules: [], webhooks: { duplicate_rate: 1 } });
    await createEndpoint(sandbox.current, receiver.url, ['charge.captured']);
    await createCharge(sandbox.current);
    const [first, second] = await received(2);
    expect(idOf(second)).toBe(idOf(first));
    expect(second.body).toBe(first.body);
    await settle(200);
    expect(receiver.requests).toHaveLength(2);
    const { data } = await listDeliveries(sandbox.current);
    expect(data).toHaveLength(1);
    expect(data[0].attempts.map((attempt: { status_code: number }) => attempt.status_code)).toEqual([200, 200]);
  });

  it('with a seed, the same deliveries are doubled each time', async () => {
    const doubledPattern = async () => {
      const target = await startReceiver();
      try {
        await setFaults({ seed: 5, rules: [], webhooks: { duplicate_rate: 0.5 } });
        await createEndpoint(sandbox.current, target.url, ['charge.captured']);
        const charges: string[] = [];
        for (let index = 0; index < 8; index += 1) charges.push((await createCharge(sandbox.current)).id);
        await received(8, target);
        await settle(300);
        const counts = new Map<string, number>();
        for (const request of target.requests) {
          const chargeId = JSON.parse(request.body).data.id as string;
          counts.set(chargeId, (counts.get(chargeId) ?? 0) + 1);
        }
        return charges.map((id) => (counts.get(id) === 2 ? 'd' : '.')).join('');
      } finally {
        await target.close();
      }
    };
    const first = await doubledPattern();
    sandbox.current.reset();
    expect(await doubledPattern()).toBe(first);
    expect(first).toContain('d');
    expect(first).toContain('.');
  });

  it("leaves other merchants' deliveries alone", async () => {
    await setFaults({ rules: [], webhooks: { duplicate_rate: 1 } }, 'demo');
    await createEndpoint(sandbox.current, receiver.url, ['charge.captured'], { merchant: 'strict' });
    const fraudSessionId = await createFraudSession(sandbox.current, 'strict');
    await createCharge(sandbox.current, chargeBody({ fraud_session_id: fraudSessionId }), 'strict');
    await received(1);
    await settle(300);
    expect(receiver.requests).toHaveLength(1);
  });
});

describe('delay_ms', () => {
  it('holds the first attempt back that long, and the deliveries log says when it is due', async () => {
    await setFaults({ rules: [], webhooks: { delay_ms: 700 } });
    await createEndpoint(sandbox.current, receiver.url, ['charge.captured']);
    const started = performance.now();
    await createCharge(sandbox.current);
    const pending = await waitFor(async () => (await listDeliveries(sandbox.current)).data[0], 500, 'the delivery');
    expect(pending.attempts).toEqual([]);
    expect(Date.parse(pending.next_attempt_at) - sandbox.current.clock.now().getTime()).toBeGreaterThan(300);
    await received(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(690);
  });
});

describe('reorder', () => {
  it('sends the deliveries an endpoint gets close together newest first', async () => {
    await setFaults({ rules: [], webhooks: { reorder: true } });
    await createEndpoint(sandbox.current, receiver.url, ['charge.pending', 'charge.captured']);
    const first = await createCharge(sandbox.current);
    await createCharge(sandbox.current);
    const requests = await received(4);
    const sent = requests.map(
      (request) => `${JSON.parse(request.body).data.id === first.id ? 1 : 2}:${typeOf(request)}`,
    );
    expect(sent).toEqual(['2:charge.captured', '2:charge.pending', '1:charge.captured', '1:charge.pending']);
  });

  it('keeps newest first when a move of the clock makes the whole batch due at once', async () => {
    await setFaults({ rules: [], webhooks: { reorder: true, delay_ms: 30_000 } });
    await createEndpoint(sandbox.current, receiver.url, ['charge.pending', 'charge.captured']);
    await createCharge(sandbox.current);
    await waitFor(async () => (await listDeliveries(sandbox.current)).data.length === 2, 1000, 'two deliveries');
    sandbox.current.clock.advance(60);
    const requests = await received(2);
    expect(requests.map(typeOf)).toEqual(['charge.captured', 'charge.pending']);
  });
});
