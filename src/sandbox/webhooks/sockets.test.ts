/**
 * Receivers that answer their status line and then trickle their headers or body: each holds one attempt slot
 * until the attempt deadline cuts its socket, so the sandbox's sockets never outnumber its attempt slots, and the
 * sandbox keeps answering its API even under a low descriptor limit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../index';
import { chargeBody, createCharge, createFraudSession, secretAuth, useSandbox } from '../test-harness/test-support';
import { MAX_CONCURRENT_ATTEMPTS, MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT } from './dispatcher';
import {
  createEndpoint,
  listDeliveries,
  startTricklingReceiver,
  waitFor,
  watchClientSockets,
  type SocketWatch,
  type TricklingReceiver,
} from '../test-harness/test-receiver';

const ATTEMPT_TIMEOUT_MS = 600;
/** Room for a loaded machine between the deadline and the socket being gone. */
const SLACK_MS = 400;
/**
 * The sandbox in another process is counted by its receiver, which may read the closes of several sockets cut in one
 * turn after the connections that took their slots: its count may run over by those, at most one merchant's share.
 */
const CLOSE_NOTICE_SLACK = MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT;
const MERCHANTS = ['demo', 'nohosted', 'strict'] as const;
/** The attempt deadline of the sandbox under a descriptor limit, and how many waves of attempts it is read through. */
const LIMITED_ATTEMPT_TIMEOUT_MS = 3000;
const TURNOVERS = 2;
const CHARGES_PER_MERCHANT = 4;
const sandbox = useSandbox({ webhooks: { attemptTimeoutMs: ATTEMPT_TIMEOUT_MS }, rateLimits: { transactions: 1000 } });

let receiver: TricklingReceiver | undefined;
let sockets: SocketWatch | undefined;
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
afterEach(async () => {
  process.off('warning', onWarning);
  sockets?.stop();
  sockets = undefined;
  await receiver?.close();
  receiver = undefined;
});

describe('a receiver that trickles its reply', () => {
  it.each(['body', 'headers'] as const)(
    'trickling its %s: at most the attempt slots of sockets at once, each cut at the deadline, no listener warning',
    async (what) => {
      warnings.length = 0;
      process.on('warning', onWarning);
      const trickling = await startTricklingReceiver(what);
      receiver = trickling;
      const watched = (sockets = watchClientSockets(trickling.url));
      // Every merchant at once, so every attempt slot is on the wire.
      for (const merchant of MERCHANTS) {
        await createEndpoint(sandbox.current, trickling.url, ['charge.pending', 'charge.captured'], { merchant });
        for (let count = 0; count < CHARGES_PER_MERCHANT; count += 1) {
          const body = chargeBody({ fraud_session_id: await createFraudSession(sandbox.current, merchant) });
          await createCharge(sandbox.current, body, merchant);
        }
      }
      const deliveries = MERCHANTS.length * CHARGES_PER_MERCHANT * 2;
      await waitFor(() => trickling.accepted >= deliveries, deliveries * ATTEMPT_TIMEOUT_MS, 'every first attempt');
      await waitFor(() => trickling.open === 0, ATTEMPT_TIMEOUT_MS + SLACK_MS, 'the last sockets to be cut');

      expect(watched.open).toBe(0);
      expect(watched.maxOpen).toBeGreaterThan(MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT);
      expect(watched.maxOpen).toBeLessThanOrEqual(MAX_CONCURRENT_ATTEMPTS);
      for (const merchant of MERCHANTS) {
        const { data } = await listDeliveries(sandbox.current, '?limit=100', merchant);
        expect(data).toHaveLength(CHARGES_PER_MERCHANT * 2);
        for (const delivery of data) {
          const [attempt] = delivery.attempts;
          expect(attempt.error).toMatch(/^timeout/);
          expect(attempt.duration_ms).toBeGreaterThanOrEqual(ATTEMPT_TIMEOUT_MS - 5);
          expect(attempt.duration_ms).toBeLessThan(ATTEMPT_TIMEOUT_MS + SLACK_MS);
          // A 200 whose body never ended is no success: the retry is scheduled.
          expect(delivery.status).toBe('pending');
        }
      }
      expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    },
    20_000,
  );
});

/** The sandbox of test-harness/test-fd-sandbox.ts under `ulimit -n`, and its address once it listens. */
async function spawnLimitedSandbox(
  descriptors: number,
  attemptTimeoutMs: number,
): Promise<{ child: ChildProcess; url: string }> {
  const script = fileURLToPath(new URL('../test-harness/test-fd-sandbox.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
  const child = spawn('bash', ['-c', `ulimit -n ${descriptors} && exec "$0" "$1"`, tsx, script], {
    env: { ...process.env, ATTEMPT_TIMEOUT_MS: String(attemptTimeoutMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening`)));
  });
  return { child, url };
}

describe('under a low descriptor limit', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGTERM');
    child = undefined;
  });

  it('keeps answering its API while hundreds of deliveries go to trickling receivers', async () => {
    const DESCRIPTORS = 256;
    const CHARGES = 400;
    const spawned = await spawnLimitedSandbox(DESCRIPTORS, LIMITED_ATTEMPT_TIMEOUT_MS);
    child = spawned.child;
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    // Only the address is used by the helpers below.
    const remote = { url: spawned.url } as Sandbox;
    const trickling = await startTricklingReceiver('body');
    receiver = trickling;
    for (const merchant of ['demo', 'nohosted'] as const) {
      await createEndpoint(remote, trickling.url, ['charge.pending', 'charge.captured'], { merchant });
    }

    let apiFailures = 0;
    // A new connection per read (no keep-alive pool): the sandbox must still have a descriptor to accept it with.
    const apiCall = () =>
      new Promise<void>((resolve) => {
        const request = httpGet(
          `${remote.url}/v1/charges?limit=1`,
          { headers: { authorization: secretAuth() }, agent: false, timeout: 5000 },
          (response) => {
            if (response.statusCode !== 200) apiFailures += 1;
            response.resume().on('end', resolve);
          },
        );
        request.on('timeout', () => request.destroy(new Error('no answer')));
        request.on('error', () => {
          apiFailures += 1;
          resolve();
        });
      });
    // Charges of two merchants in batches (2 deliveries each), with reads in between: 800 deliveries, far above the
    // descriptor limit if each held a socket.
    const BATCH = 20;
    for (let made = 0; made < CHARGES; made += BATCH) {
      const charges = Array.from({ length: BATCH }, (_, index) =>
        createCharge(remote, chargeBody(), index % 2 === 0 ? 'demo' : 'nohosted'),
      );
      await Promise.all(charges.map((charge) => charge.catch(() => (apiFailures += 1))));
      await Promise.all(Array.from({ length: 5 }, apiCall));
    }
    // Reads while the attempts turn over: each round waits for a whole new wave of attempts on the wire (the deadline
    // cut the last ones, and their slots took new sockets), then reads.
    const WAVE = 2 * MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT;
    await waitFor(() => trickling.accepted >= WAVE, 5000, 'attempts on the wire');
    for (let round = 0; round < TURNOVERS; round += 1) {
      const accepted = trickling.accepted;
      await waitFor(() => trickling.accepted >= accepted + WAVE, 3 * LIMITED_ATTEMPT_TIMEOUT_MS, 'the next wave');
      await apiCall();
    }
    expect(exited).toBe(false);
    expect(apiFailures).toBe(0);
    expect(trickling.maxOpen).toBeLessThanOrEqual(MAX_CONCURRENT_ATTEMPTS + CLOSE_NOTICE_SLACK);
  }, 60_000);
});
