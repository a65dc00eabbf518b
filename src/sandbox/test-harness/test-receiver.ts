/**
 * Test helpers of the webhook tests (not shipped: `test-*.ts`): a real HTTP receiver on 127.0.0.1 and small
 * calls to the webhook controls.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import type { Sandbox } from '../index';
import { webhookDispatcher } from '../webhooks/dispatcher';
import { call, secretAuth, type KEYS } from './test-support';

/** A status to answer with, or `hang`: never answer (the sandbox's timeout must cut it). */
export type Reply = number | 'hang';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Answers taken in order, one per request; once empty, `fallback` answers. */
  replies: Reply[];
  fallback: Reply;
  /** Requests being handled right now (hanging ones included), and the most at once. */
  open: number;
  maxOpen: number;
  close(): Promise<void>;
}

export async function startReceiver(fallback: Reply = 200): Promise<Receiver> {
  const hanging = new Set<ServerResponse>();
  const receiver: Receiver = {
    // Set once the server listens; the handler only runs after that.
    url: '',
    requests: [],
    replies: [],
    fallback,
    open: 0,
    maxOpen: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    receiver.open += 1;
    receiver.maxOpen = Math.max(receiver.maxOpen, receiver.open);
    response.on('close', () => {
      receiver.open -= 1;
      hanging.delete(response);
    });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = receiver.replies.shift() ?? receiver.fallback;
      if (reply === 'hang') hanging.add(response);
      else response.writeHead(reply, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

/** A URL where nothing listens: a port just freed. */
export async function refusingUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/hooks`;
}

type MerchantName = keyof typeof KEYS;

export async function createEndpoint(
  sandbox: Sandbox,
  url: string,
  events: string[],
  options: { merchant?: MerchantName; secret?: string | true | null } = {},
): Promise<{ id: string; secret?: string; status: string }> {
  const json = { url, events, secret: options.secret === undefined ? true : options.secret };
  const result = await call(sandbox, 'POST', '/sandbox/postbacks/endpoints', {
    auth: secretAuth(options.merchant),
    json,
  });
  if (result.status !== 201) throw new Error(`endpoint: ${result.status} ${result.text}`);
  return result.body.data;
}

export async function listDeliveries(sandbox: Sandbox, query = '', merchant: MerchantName = 'demo') {
  const result = await call(sandbox, 'GET', `/sandbox/postbacks/deliveries${query}`, { auth: secretAuth(merchant) });
  if (result.status !== 200) throw new Error(`deliveries: ${result.status} ${result.text}`);
  return result.body;
}

export const moveClock = (sandbox: Sandbox, seconds: number) =>
  call(sandbox, 'POST', '/sandbox/clock', { auth: secretAuth(), json: { advance_seconds: seconds } });

/**
 * Resolves once the sandbox's deliveries have settled: nothing deferred, queued or on the wire, so every attempt due by
 * now (the sandbox clock included, after a move) has been made and its receiver has the request. The positive signal
 * a "nothing more was sent" check waits for, instead of a pause.
 */
export const deliveriesSettled = (sandbox: Sandbox): Promise<void> => webhookDispatcher(sandbox.state).idle();

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 3000,
  what = 'condition',
): Promise<Exclude<T, undefined | false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as Exclude<T, undefined | false>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Headers as a plain record of strings, as verifiers take them. */
export const headerRecord = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );

export interface TricklingReceiver {
  url: string;
  /** Connections open right now, the most at once, and all accepted. */
  open: number;
  maxOpen: number;
  accepted: number;
  close(): Promise<void>;
}

/** Pause between two trickled bytes. */
const TRICKLE_INTERVAL_MS = 100;

/**
 * A receiver that sends `HTTP/1.1 200 OK` at once and then never finishes: it trickles one more header line
 * (`headers`) or one more byte of a long body (`body`) every TRICKLE_INTERVAL_MS. Counted per socket.
 */
export async function startTricklingReceiver(what: 'headers' | 'body'): Promise<TricklingReceiver> {
  const sockets = new Set<Socket>();
  const receiver = { open: 0, maxOpen: 0, accepted: 0 } as TricklingReceiver;
  const server = createNetServer((socket) => {
    sockets.add(socket);
    receiver.accepted += 1;
    receiver.open += 1;
    receiver.maxOpen = Math.max(receiver.maxOpen, receiver.open);
    let timer: NodeJS.Timeout | undefined;
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      receiver.open -= 1;
    });
    socket.once('data', () => {
      socket.write(what === 'headers' ? 'HTTP/1.1 200 OK\r\n' : 'HTTP/1.1 200 OK\r\ncontent-length: 1000000\r\n\r\n');
      let line = 0;
      timer = setInterval(() => {
        line += 1;
        socket.write(what === 'headers' ? `x-trickle-${line}: ${line}\r\n` : '.');
      }, TRICKLE_INTERVAL_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return receiver;
}

export interface SocketWatch {
  /** This process's client sockets connected to the port right now, and the most at once. */
  open: number;
  maxOpen: number;
  stop(): void;
}

/** Node's channel for each client socket this process creates. */
const CLIENT_SOCKET_CHANNEL = 'net.client.socket';

/**
 * Counts the client sockets of this process (the in-process sandbox's) connected to `url`'s port, from the sender's
 * side. A socket leaves the count on its own `close`, before the request that used it ends and frees its attempt
 * slot: the count is exact. A receiver's own count is not: several attempts cut in one turn can have their next
 * connections accepted before their closes are read.
 */
export function watchClientSockets(url: string): SocketWatch {
  const port = Number(new URL(url).port);
  const watch: SocketWatch = { open: 0, maxOpen: 0, stop: () => unsubscribe(CLIENT_SOCKET_CHANNEL, onSocket) };
  function onSocket(message: unknown): void {
    const { socket } = message as { socket: Socket };
    let counted = false;
    // Listening from the socket's creation: this listener runs before the HTTP client's own.
    socket.on('close', () => {
      if (counted) watch.open -= 1;
    });
    socket.once('connect', () => {
      if (socket.remotePort !== port) return;
      counted = true;
      watch.open += 1;
      watch.maxOpen = Math.max(watch.maxOpen, watch.open);
    });
  }
  subscribe(CLIENT_SOCKET_CHANNEL, onSocket);
  return watch;
}
