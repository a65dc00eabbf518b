// Sandbox throughput against a floor measured in the same run: the sandbox (dist/sandbox-cli.js) and a minimal Hono
// app answering the same JSON (floor-server.mjs) take turns on the same core under the same load, so a burst of
// other work on the machine hits both. Lists are measured over 1,000 and over 50,000 stored charges.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  closeAgent,
  fetchReply,
  loadSlice,
  prepare,
  sendMany,
  summarise,
  type LoadStats,
  type Reply,
  type Send,
} from './load-client';
import { startPinned, type PinnedServer } from './pinned-server';

export interface ComparedRow {
  name: string;
  sandbox: LoadStats;
  floor: LoadStats;
}

export interface SandboxResult {
  rows: ComparedRow[];
  /** p50 over 50,000 stored charges ÷ p50 over 1,000, per list row. */
  listGrowth: { name: string; p50Ratio: number; throughputRatio: number; cpuRatio: number }[];
  pinned: boolean;
}

export const SMALL_STORE = 1_000;
export const LARGE_STORE = 50_000;

/** How long the sandbox part loads each row. */
export interface SandboxPlan {
  /** Each row alternates sandbox and floor this many times... */
  slices: number;
  /** ...for this long each. */
  sliceSeconds: number;
  /** Charges stored before the lists are measured the first time. */
  smallStore: number;
  /** Whether the lists are measured over LARGE_STORE stored charges too (storing them takes most of a minute). */
  largeStore: boolean;
}

export const FULL_SANDBOX_PLAN: SandboxPlan = {
  slices: 2,
  sliceSeconds: 1.25,
  smallStore: SMALL_STORE,
  largeStore: true,
};
/** `npm run bench -- --short`: every row once, briefly, lists over a small store only: proves that the part runs. */
export const SHORT_SANDBOX_PLAN: SandboxPlan = { slices: 1, sliceSeconds: 0.5, smallStore: 100, largeStore: false };

const basic = (user: string) => `Basic ${Buffer.from(`${user}:`).toString('base64')}`;
const SECRET = basic('sk_test_demo');
const PUBLIC = basic('pk_test_demo');
/** The highest custom limit the sandbox accepts: the bench measures the server, not its rate limiter's refusals. */
const NO_RATE_LIMIT = 1_000_000;

const chargeBody = (i: number) => ({
  amount: 1000 + i,
  product_type: 'physical',
  payment_method: 'credit_card',
  customer: { name: `Buyer ${i}`, email: `buyer${i}@example.com`, type: 'individual' },
  items: [{ name: 'Item', quantity: 1, unit_price: 1000 + i, tangible: true }],
  payment_details: {
    card: { number: '4111111111111111', holder_name: 'BUYER', exp_month: 12, exp_year: 2030, cvv: '123' },
  },
});

const sessionBody = {
  ip_address: '203.0.113.7',
  type: 'Chrome',
  host_name: 'shop.example',
  cookies_accepted: true,
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
};

interface BenchRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  auth: string;
  body?: unknown;
  expected: number;
}

const listRequests = (stored: string): BenchRequest[] => [
  {
    name: `GET /v1/charges?limit=20 (${stored} stored)`,
    method: 'GET',
    path: '/v1/charges?limit=20',
    auth: SECRET,
    expected: 200,
  },
  {
    name: `GET /v1/charges?status=captured&limit=20 (${stored})`,
    method: 'GET',
    path: '/v1/charges?status=captured&limit=20',
    auth: SECRET,
    expected: 200,
  },
  {
    name: `GET /v1/charges?search=buyer 99 (${stored})`,
    method: 'GET',
    path: '/v1/charges?search=buyer%2099',
    auth: SECRET,
    expected: 200,
  },
];

const postRequests: BenchRequest[] = [
  {
    name: 'POST /v1/fraud-sessions',
    method: 'POST',
    path: '/v1/fraud-sessions',
    auth: PUBLIC,
    body: sessionBody,
    expected: 201,
  },
  {
    name: 'POST /v1/charges (stores one each)',
    method: 'POST',
    path: '/v1/charges',
    auth: SECRET,
    body: chargeBody(0),
    expected: 201,
  },
];

/** Starts a floor that answers each of `requests` with the reply the sandbox gave it. */
async function startFloor(sandboxUrl: string, requests: BenchRequest[], workDir: string): Promise<PinnedServer> {
  const replies = [];
  for (const request of requests) {
    const reply: Reply = await fetchReply(sandboxUrl, request.method, request.path, request.auth, request.body);
    if (reply.status !== request.expected) throw new Error(`${request.name}: the sandbox answered ${reply.status}`);
    const [path, query = ''] = request.path.split(/(?=\?)/);
    replies.push({ method: request.method, path, query, status: reply.status, body: reply.body });
  }
  const file = join(workDir, `floor-replies-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(replies));
  return startPinned('the floor server', 'scripts/bench/floor-server.mjs', { FLOOR_REPLIES: file });
}

async function compare(
  request: BenchRequest,
  sandbox: PinnedServer,
  floor: PinnedServer,
  { slices, sliceSeconds }: SandboxPlan,
): Promise<ComparedRow> {
  const sandboxSend: Send = prepare(sandbox.url, request.method, request.path, request.auth, request.body);
  const floorSend: Send = prepare(floor.url, request.method, request.path, request.auth, request.body);
  const sandboxSlices = [];
  const floorSlices = [];
  for (let slice = 0; slice < slices; slice += 1) {
    sandboxSlices.push(await loadSlice(sandboxSend, request.expected, sliceSeconds, sandbox.cpuSeconds));
    floorSlices.push(await loadSlice(floorSend, request.expected, sliceSeconds, floor.cpuSeconds));
  }
  return { name: request.name, sandbox: summarise(sandboxSlices), floor: summarise(floorSlices) };
}

async function storedCharges(sandboxUrl: string): Promise<number> {
  const reply = await fetchReply(sandboxUrl, 'GET', '/v1/charges?limit=1', SECRET);
  return (reply.body as { pagination: { total: number } }).pagination.total;
}

async function storeChargesUpTo(sandboxUrl: string, target: number): Promise<void> {
  const have = await storedCharges(sandboxUrl);
  await sendMany(target - have, 201, (index) =>
    prepare(sandboxUrl, 'POST', '/v1/charges', SECRET, chargeBody(have + index))(),
  );
  const now = await storedCharges(sandboxUrl);
  if (now !== target) throw new Error(`expected ${target} stored charges, found ${now}`);
}

async function measureLists(
  sandbox: PinnedServer,
  stored: string,
  workDir: string,
  plan: SandboxPlan,
): Promise<ComparedRow[]> {
  const requests = listRequests(stored);
  const floor = await startFloor(sandbox.url, requests, workDir);
  try {
    const rows = [];
    for (const request of requests) rows.push(await compare(request, sandbox, floor, plan));
    return rows;
  } finally {
    await floor.stop();
  }
}

export async function measureSandbox(plan: SandboxPlan = FULL_SANDBOX_PLAN): Promise<SandboxResult> {
  const workDir = mkdtempSync(join(tmpdir(), 'pay-checkout-bench-'));
  const sandbox = await startPinned('the sandbox', 'dist/sandbox-cli.js');
  try {
    const limits = await fetchReply(sandbox.url, 'PUT', '/sandbox/rate-limits', SECRET, {
      transactions: NO_RATE_LIMIT,
      queries: NO_RATE_LIMIT,
      default: NO_RATE_LIMIT,
    });
    if (limits.status !== 200) throw new Error(`raising the rate limits answered ${limits.status}`);

    await storeChargesUpTo(sandbox.url, plan.smallStore);
    const small = await measureLists(sandbox, plan.smallStore.toLocaleString('en'), workDir, plan);

    const postFloor = await startFloor(sandbox.url, postRequests, workDir);
    const posts = [];
    try {
      for (const request of postRequests) posts.push(await compare(request, sandbox, postFloor, plan));
    } finally {
      await postFloor.stop();
    }

    if (!plan.largeStore) return { rows: [...posts, ...small], listGrowth: [], pinned: sandbox.pinned };
    await storeChargesUpTo(sandbox.url, LARGE_STORE);
    const large = await measureLists(sandbox, LARGE_STORE.toLocaleString('en'), workDir, plan);

    const listGrowth = small.map((row, index) => ({
      name: row.name.replace(/ \([\d,]+.*$/, ''),
      p50Ratio: large[index].sandbox.p50Ms / row.sandbox.p50Ms,
      throughputRatio: row.sandbox.perSecond / large[index].sandbox.perSecond,
      cpuRatio: large[index].sandbox.serverCpuMsPerRequest / row.sandbox.serverCpuMsPerRequest,
    }));
    return { rows: [...posts, ...small, ...large], listGrowth, pinned: sandbox.pinned };
  } finally {
    await sandbox.stop();
    closeAgent();
    rmSync(workDir, { recursive: true, force: true });
  }
}
