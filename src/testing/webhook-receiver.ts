/**
 * The `webhooks` fixture's receiver: an HTTP server on a free port of 127.0.0.1 that verifies every delivery (the
 * fixture verifies with the endpoint's secret: webhook-endpoint.ts) and keeps the events that verify. A delivery that
 * does not verify is kept as a failure, which fails the test.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEvent, WebhookEventType } from '../client/index';
import { TestingKitError } from './errors';

export const RECEIVER_HOST = '127.0.0.1';
/** How long `waitFor` waits by default: deliveries leave the sandbox right after the change. */
export const DEFAULT_WAIT_MS = 10_000;
const STATUS_RECEIVED = 204;
const STATUS_NOT_VERIFIED = 400;

export interface WaitForOptions {
  /** Only an event about this charge. */
  chargeId?: string;
  /** Milliseconds (default 10 000). */
  timeout?: number;
}

export interface WebhookReceiver {
  /** Where the sandbox delivers, e.g. `http://127.0.0.1:43117/webhooks`. */
  url: string;
  /** Every verified delivery in the order it arrived; a redelivered event appears again, with the same `id`. */
  received: WebhookEvent[];
  /** The first verified event of this type (for this charge), whether it already came or comes within the timeout. */
  waitFor(type: WebhookEventType, options?: WaitForOptions): Promise<WebhookEvent>;
}

export interface RunningReceiver extends WebhookReceiver {
  /** The deliveries that did not verify, each as the error that fails the test. */
  failures: TestingKitError[];
  close(): Promise<void>;
}

/** Checks one delivery: resolves to its event, or rejects with why it does not verify. */
export type Verifier = (rawBody: string, headers: IncomingMessage['headers']) => Promise<WebhookEvent>;

const RECEIVER_PATH = '/webhooks';

/** The charge an event is about, when it is about one. */
const chargeIdOf = (event: WebhookEvent): string | undefined =>
  event.type.startsWith('charge.') ? event.data.id : undefined;

const matches = (event: WebhookEvent, type: WebhookEventType, chargeId: string | undefined) =>
  event.type === type && (chargeId === undefined || chargeIdOf(event) === chargeId);

/** What `waitFor` says when it gives up: what it waited for, and what arrived instead. */
export function waitTimeoutMessage(
  type: WebhookEventType,
  options: WaitForOptions & { timeout: number },
  received: readonly WebhookEvent[],
): string {
  const wanted = `${type}${options.chargeId === undefined ? '' : ` for charge ${options.chargeId}`}`;
  const arrived = received.map((event) => {
    const chargeId = chargeIdOf(event);
    return chargeId === undefined ? event.type : `${event.type} (${chargeId})`;
  });
  const instead = arrived.length === 0 ? 'No event arrived.' : `Arrived instead: ${arrived.join(', ')}.`;
  return `No ${wanted} arrived within ${options.timeout} ms. ${instead}`;
}

interface Waiter {
  type: WebhookEventType;
  chargeId: string | undefined;
  resolve(event: WebhookEvent): void;
  reject(error: Error): void;
  /** Stops waiting without settling (the receiver closed with the test). */
  cancel(): void;
}

/** What a receiver keeps: the events that verified, the deliveries that did not, and the steps waiting for one. */
interface ReceiverState {
  received: WebhookEvent[];
  failures: TestingKitError[];
  waiters: Set<Waiter>;
}

function accept(state: ReceiverState, event: WebhookEvent): void {
  state.received.push(event);
  for (const waiter of state.waiters) if (matches(event, waiter.type, waiter.chargeId)) waiter.resolve(event);
}

function refuse(state: ReceiverState, failure: TestingKitError): void {
  state.failures.push(failure);
  // The test fails anyway: a waiting step says why at once instead of timing out.
  for (const waiter of state.waiters) waiter.reject(failure);
}

/** Answers one delivery: kept and 204 when it verifies, else kept as a failure and 400. */
async function receive(state: ReceiverState, verify: Verifier, request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString('utf8');
  try {
    accept(state, await verify(rawBody, request.headers));
    response.writeHead(STATUS_RECEIVED).end();
  } catch (error) {
    const why = error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : '';
    refuse(
      state,
      new TestingKitError(
        'webhook_not_verified',
        `A webhook delivery (webhook-id ${String(request.headers['webhook-id'])}) did not verify with the endpoint's secret. ${why}`,
        { cause: error },
      ),
    );
    response.writeHead(STATUS_NOT_VERIFIED).end();
  }
}

/** `waitFor`: an event that already came, the first failure, or a waiter settled by the next match or the timeout. */
function waitForEvent(state: ReceiverState, type: WebhookEventType, options: WaitForOptions): Promise<WebhookEvent> {
  const timeout = options.timeout ?? DEFAULT_WAIT_MS;
  const already = state.received.find((event) => matches(event, type, options.chargeId));
  if (already) return Promise.resolve(already);
  if (state.failures.length > 0) return Promise.reject(state.failures[0]);
  const waiting = new Promise<WebhookEvent>((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      state.waiters.delete(waiter);
    };
    const waiter: Waiter = {
      type,
      chargeId: options.chargeId,
      resolve: (event) => (settle(), resolve(event)),
      reject: (error) => (settle(), reject(error)),
      cancel: settle,
    };
    const timer = setTimeout(
      () =>
        waiter.reject(
          new TestingKitError('webhook_timeout', waitTimeoutMessage(type, { ...options, timeout }, state.received)),
        ),
      timeout,
    );
    state.waiters.add(waiter);
  });
  // A step that starts waiting, then acts, awaits later: a refusal meanwhile is not an unhandled rejection.
  waiting.catch(() => {});
  return waiting;
}

/** Listens on a free port of RECEIVER_HOST; resolves to the port. */
async function listenOnFreePort(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, RECEIVER_HOST, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

export async function startWebhookReceiver(verify: Verifier): Promise<RunningReceiver> {
  const state: ReceiverState = { received: [], failures: [], waiters: new Set() };
  const server = createServer((request, response) => void receive(state, verify, request, response));
  const port = await listenOnFreePort(server);
  return {
    url: `http://${RECEIVER_HOST}:${port}${RECEIVER_PATH}`,
    received: state.received,
    failures: state.failures,
    waitFor: (type, options = {}) => waitForEvent(state, type, options),
    close: () =>
      new Promise<void>((resolve) => {
        for (const waiter of state.waiters) waiter.cancel();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
