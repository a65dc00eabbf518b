// The bench's HTTP load: keep-alive connections to 127.0.0.1 only, bounded in requests and in time.
import { Agent, request } from 'node:http';

export interface LoadStats {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Replies with another status than expected (or no reply). */
  errors: number;
  /** CPU this process (the load generator) used while loading, as a share of one core. */
  clientCpu: number;
  /** CPU time the server spent per request, in ms: steadier than req/s on a busy machine. */
  serverCpuMsPerRequest: number;
}

export interface Reply {
  status: number;
  body: unknown;
}

/** One request, ready to send many times: headers and body are built once. */
export type Send = () => Promise<number>;

export const CONCURRENCY = 32;
/** No slice sends more than this, whatever the speed. */
const MAX_REQUESTS_PER_SLICE = 40_000;

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

export function closeAgent(): void {
  agent.destroy();
}

function assertLoopback(base: string): void {
  if (new URL(base).hostname !== '127.0.0.1') throw new Error(`the bench only loads 127.0.0.1, not ${base}`);
}

function headersFor(auth: string | undefined, payload: Buffer | undefined): Record<string, string | number> {
  const headers: Record<string, string | number> = {};
  if (auth) headers.Authorization = auth;
  if (payload) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': payload.byteLength });
  return headers;
}

/** A request whose reply is drained unread: only its status counts. */
export function prepare(base: string, method: string, path: string, auth?: string, body?: unknown): Send {
  assertLoopback(base);
  const url = `${base}${path}`;
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const options = { method, agent, headers: headersFor(auth, payload) };
  return () =>
    new Promise((resolve) => {
      const req = request(url, options, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end(payload);
    });
}

/** The same request, its reply read whole (to seed the floor and to read totals). */
export function fetchReply(base: string, method: string, path: string, auth?: string, body?: unknown): Promise<Reply> {
  assertLoopback(base);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, agent, headers: headersFor(auth, payload) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

interface Slice {
  latencies: number[];
  errors: number;
  seconds: number;
  cpuSeconds: number;
  serverCpuSeconds: number;
}

/**
 * CONCURRENCY workers send `send()` until `seconds` pass or the slice's request cap is reached. `serverCpuSeconds`
 * reads the server's CPU time.
 */
export async function loadSlice(
  send: Send,
  expected: number,
  seconds: number,
  serverCpuSeconds: () => number,
): Promise<Slice> {
  const latencies: number[] = [];
  let errors = 0;
  const serverCpuBefore = serverCpuSeconds();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && latencies.length < MAX_REQUESTS_PER_SLICE) {
      const sentAt = performance.now();
      const status = await send();
      latencies.push(performance.now() - sentAt);
      if (status !== expected) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  return {
    latencies,
    errors,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    serverCpuSeconds: serverCpuSeconds() - serverCpuBefore,
  };
}

export function summarise(slices: Slice[]): LoadStats {
  const latencies = slices.flatMap((slice) => slice.latencies).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
    clientCpu: slices.reduce((sum, slice) => sum + slice.cpuSeconds, 0) / seconds,
    serverCpuMsPerRequest: (slices.reduce((sum, slice) => sum + slice.serverCpuSeconds, 0) * 1000) / latencies.length,
  };
}

/** Sends `count` requests, CONCURRENCY at a time; `send(i)` builds the i-th. Throws on an unexpected status. */
export async function sendMany(
  count: number,
  expected: number,
  send: (index: number) => Promise<number>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const status = await send(index);
      if (status !== expected) throw new Error(`seeding: request ${index} answered ${status}, not ${expected}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}
