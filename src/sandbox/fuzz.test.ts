/**
 * Property-based: random JSON and random text at every body-taking route of the sandbox core never
 * produce a 5xx, and a refused request changes nothing.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './index';
import {
  basic,
  browserData,
  call,
  card,
  chargeBody,
  createCharge,
  hostedChargeBody,
  KEYS,
  publicAuth,
  secretAuth,
  useSandbox,
} from './test-harness/test-support';

const sandbox = useSandbox({ rateLimits: { transactions: 1_000_000, queries: 1_000_000, default: 1_000_000 } });
const RUNS = 60;

function snapshot(current: Sandbox) {
  const { state } = current;
  return JSON.stringify({
    charges: [...state.charges.values()],
    sessions: [...state.fraudSessions.values()],
    endpoints: [...state.postbackEndpoints.values()],
    idempotency: state.idempotency.size,
    limits: [...state.customRateLimits.entries()],
    clock: state.clock.offsetSeconds(),
  });
}

const outcomes = new Map<string, number[]>();

afterAll(() => {
  if (process.env.FUZZ_REPORT)
    console.log(Object.fromEntries([...outcomes].map(([name, statuses]) => [name, [...new Set(statuses)].sort()])));
  // Nothing a client sent may reach the internal-error path.
  expect(sandbox.current.state.internalErrors).toBe(0);
});

/** Each field: its valid value, absent, null, or anything at all. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [
      key,
      fc.oneof(
        { weight: 12, arbitrary: fc.constant(value) },
        fc.constant(undefined),
        fc.constant(null),
        fc.jsonValue({ maxDepth: 3 }),
      ),
    ]),
  );
  const extras = fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }), {
    freq: 4,
  });
  return fc.tuple(fc.record(fields), extras).map(([base, extra]) => {
    const body: Record<string, unknown> = { ...extra, ...base };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    return body;
  });
}

const anyJson = fc.jsonValue({ maxDepth: 4 });
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('{', '[1,', '"', 'null', '{}', 'true', '\u0000'),
);

interface Target {
  name: string;
  method: string;
  path: string | (() => Promise<string>);
  auth: () => string;
  valid: Record<string, unknown>;
  /** How many records a success adds, read from the state. */
  count: (current: Sandbox) => number;
}

const targets: Target[] = [
  {
    name: 'POST /v1/fraud-sessions',
    method: 'POST',
    path: '/v1/fraud-sessions',
    auth: () => publicAuth(),
    valid: browserData(),
    count: (s) => s.state.fraudSessions.size,
  },
  {
    name: 'POST /v1/charges (transparent)',
    method: 'POST',
    path: '/v1/charges',
    auth: () => secretAuth(),
    valid: chargeBody(),
    count: (s) => s.state.charges.size,
  },
  {
    name: 'POST /v1/charges (hosted)',
    method: 'POST',
    path: '/v1/charges',
    auth: () => secretAuth(),
    valid: hostedChargeBody(),
    count: (s) => s.state.charges.size,
  },
  {
    name: 'POST /v1/charges (strict merchant)',
    method: 'POST',
    path: '/v1/charges',
    auth: () => secretAuth('strict'),
    valid: chargeBody({ fraud_session_id: crypto.randomUUID() }),
    count: (s) => s.state.charges.size,
  },
  {
    name: 'POST /sandbox/clock',
    method: 'POST',
    path: '/sandbox/clock',
    auth: () => secretAuth(),
    valid: { advance_seconds: 0 },
    count: () => 0,
  },
  {
    name: 'PUT /sandbox/rate-limits',
    method: 'PUT',
    path: '/sandbox/rate-limits',
    auth: () => secretAuth(),
    valid: { transactions: 1_000_000, queries: 1_000_000, default: 1_000_000 },
    count: () => 0,
  },
  {
    name: 'POST /sandbox/postbacks/endpoints',
    method: 'POST',
    path: '/sandbox/postbacks/endpoints',
    auth: () => secretAuth(),
    valid: { url: 'https://a.example/h', events: ['charge.pending'], secret: 's' },
    count: (s) => s.state.postbackEndpoints.size,
  },
];

async function send(target: Target, body: string, contentType = 'application/json') {
  const path = typeof target.path === 'string' ? target.path : await target.path();
  const before = snapshot(sandbox.current);
  const countBefore = target.count(sandbox.current);
  const result = await call(sandbox.current, target.method, path, {
    auth: target.auth(),
    body,
    headers: { 'content-type': contentType },
  });
  expect(result.status, result.text).toBeLessThan(500);
  outcomes.set(target.name, [...(outcomes.get(target.name) ?? []), result.status]);
  if (result.status >= 400) {
    expect(snapshot(sandbox.current)).toBe(before);
    expect(result.body).toMatchObject({ success: false, error: expect.any(String), message: expect.any(String) });
  } else {
    expect(target.count(sandbox.current) - countBefore).toBeLessThanOrEqual(1);
  }
}

describe.each(targets)('$name under random input', (target) => {
  it('never answers 5xx to near-valid bodies; refusals change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(mutated(target.valid), (body) => send(target, JSON.stringify(body))),
      { numRuns: RUNS },
    );
  });

  it('never answers 5xx to arbitrary JSON', async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, (body) => send(target, JSON.stringify(body))),
      { numRuns: RUNS },
    );
  });

  it('never answers 5xx to arbitrary text, with or without the JSON content type', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyText,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        (text, type) => send(target, text, type),
      ),
      { numRuns: RUNS },
    );
  });
});

describe('random requests elsewhere', () => {
  const printable = fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 80,
  });

  it('never answers 5xx to random Authorization headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          printable,
          printable.map((text) => `Basic ${text}`),
          printable.map((text) => basic(text, KEYS.demo.sk)),
        ),
        async (auth) => {
          const result = await call(sandbox.current, 'GET', '/v1/charges', { auth: auth.trim() || null });
          expect([200, 401, 403]).toContain(result.status);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('never answers 5xx to random list queries and paths', async () => {
    await createCharge(sandbox.current);
    const key = fc.constantFrom('page', 'limit', 'date_from', 'date_to', 'status', 'search', 'x');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, printable), { maxLength: 4 }), printable, async (pairs, path) => {
        const query = new URLSearchParams(pairs).toString();
        const list = await call(sandbox.current, 'GET', `/v1/charges?${query}`, { auth: secretAuth() });
        expect([200, 422]).toContain(list.status);
        const other = await call(sandbox.current, 'GET', `/v1/charges/${encodeURIComponent(path)}`, {
          auth: secretAuth(),
        });
        expect(other.status).toBeLessThan(500);
        const anywhere = await call(sandbox.current, 'GET', `/${encodeURI(path).replace(/^\/+/, '')}`, {
          auth: secretAuth(),
        });
        expect(anywhere.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('never answers 5xx to random hosted form submissions; refusals leave the charge pending', async () => {
    const field = fc.oneof(printable, fc.constantFrom('4111111111111111', '4000000000000002', '12/99', '123', ''));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('holder_name', 'number', 'exp', 'cvv', 'other'), field),
        async (fields) => {
          const charge = await createCharge(sandbox.current, hostedChargeBody());
          const url = new URL(charge.payment_fields.redirect_url);
          const result = await call(sandbox.current, 'POST', `${url.pathname}${url.search}`, {
            body: new URLSearchParams(fields).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
          expect([303, 422]).toContain(result.status);
          const status = sandbox.current.state.charges.get(charge.id)?.status;
          expect(status).toBe(
            result.status === 422
              ? 'pending'
              : new URL(result.headers.get('location') ?? '').searchParams.get('status'),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('keeps valid card input valid: well-formed charges with any amount and items are created', async () => {
    const item = fc.record({
      name: fc.string({ minLength: 1, maxLength: 20 }).filter((name) => name.trim() !== ''),
      quantity: fc.integer({ min: 1, max: 50 }),
      unit_price: fc.integer({ min: 0, max: 1e6 }),
      tangible: fc.boolean(),
    });
    // Without a minimum installment, every count up to the merchant's largest is offered for R$ 1,00 and more.
    const terms = await call(sandbox.current, 'PUT', '/sandbox/installment-terms', {
      auth: secretAuth(),
      json: { min_installment: 0 },
    });
    expect(terms.status).toBe(200);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 1e9 }),
        fc.array(item, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 12 }),
        async (amount, items, installments) => {
          const result = await call(sandbox.current, 'POST', '/v1/charges', {
            auth: secretAuth(),
            json: chargeBody({ amount, items, payment_details: { card: card(), installments } }),
          });
          expect(result.status, result.text).toBe(201);
          expect(result.body.data).toMatchObject({ amount, installments, status: 'pending' });
          expect(result.body.data.installment_plan.installments).toBe(installments);
        },
      ),
      { numRuns: 30 },
    );
  });
});
