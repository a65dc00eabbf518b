// Sandbox throughput: the sandbox alone in a child process pinned to one core, loaded over keep-alive
// HTTP from this process (on the other core). Bounded in requests and in time; loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { once } from 'node:events';

export interface LoadRow {
  name: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

const PORT = 4199;
const BASE = `http://127.0.0.1:${PORT}`;
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const basic = (user: string) => `Basic ${Buffer.from(`${user}:`).toString('base64')}`;

function send(method: string, path: string, auth: string, body?: unknown): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${BASE}${path}`,
      { method, agent, headers: { Authorization: auth, ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function load(name: string, expected: number, run: () => Promise<number>, seconds = 3, concurrency = 32, maxRequests = 60_000): Promise<LoadRow> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && latencies.length < maxRequests) {
      const t0 = performance.now();
      const status = await run().catch(() => 0);
      latencies.push(performance.now() - t0);
      if (status !== expected) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { name, requests: latencies.length, perSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99), errors };
}

const chargeBody = (i: number) => ({
  amount: 1000 + i,
  product_type: 'physical',
  payment_method: 'credit_card',
  customer: { name: `Buyer ${i}`, email: `buyer${i}@example.com`, type: 'individual' },
  items: [{ name: 'Item', quantity: 1, unit_price: 1000 + i, tangible: true }],
  payment_details: { card: { number: '4111111111111111', holder_name: 'BUYER', exp_month: 12, exp_year: 2030, cvv: '123' } },
});

export async function measureSandbox(): Promise<LoadRow[]> {
  const pin = spawnSync('taskset', ['--version']).status === 0 ? ['taskset', '-c', '0'] : [];
  const [command, ...args] = [...pin, process.execPath, 'dist/sandbox-cli.js'];
  const child = spawn(command, args, { env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await once(child.stdout!, 'data');
    const secret = basic('sk_test_demo');
    const huge = 1_000_000; // the highest custom limit the sandbox accepts
    const limits = JSON.stringify({ transactions: huge, queries: huge, default: huge });
    await new Promise<void>((resolve, reject) => {
      const req = request(`${BASE}/sandbox/rate-limits`, { method: 'PUT', agent, headers: { Authorization: secret, 'Content-Type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`rate-limits: ${res.statusCode}`))));
      });
      req.end(limits);
    });
    for (let i = 0; i < 1000; i += 50) await Promise.all(Array.from({ length: 50 }, (_, j) => send('POST', '/v1/charges', secret, chargeBody(i + j))));

    const sessionBody = { ip_address: '203.0.113.7', type: 'Chrome', host_name: 'shop.example', cookies_accepted: true, user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' };
    const rows = [
      await load('POST /v1/fraud-sessions', 201, () => send('POST', '/v1/fraud-sessions', basic('pk_test_demo'), sessionBody)),
      await load('GET /v1/charges?limit=20 (1,000 stored)', 200, () => send('GET', '/v1/charges?limit=20', secret)),
      await load('GET /v1/charges?search=buyer 99 (1,000 stored)', 200, () => send('GET', '/v1/charges?search=buyer%2099', secret)),
    ];
    return rows;
  } finally {
    child.kill('SIGTERM');
    agent.destroy();
  }
}
