/**
 * Request faults over real HTTP: each kind (latency, 429, each 5xx, a dropped connection), `rate` with a seed,
 * `times`, the path forms, the merchant they belong to, and the refusals of a bad rule.
 */
import { describe, expect, it } from 'vitest';
import {
  call,
  chargeBody,
  publicAuth,
  secretAuth,
  useSandbox,
  browserData,
  type KEYS,
} from '../test-harness/test-support';

const sandbox = useSandbox();

type Merchant = keyof typeof KEYS;

async function setFaults(json: unknown, merchant: Merchant = 'demo') {
  const result = await call(sandbox.current, 'PUT', '/sandbox/faults', { auth: secretAuth(merchant), json });
  if (result.status !== 200) throw new Error(`faults: ${result.status} ${result.text}`);
  return result.body.data;
}

const listCharges = (merchant: Merchant = 'demo') =>
  call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth(merchant) });
const chargeCount = async (merchant: Merchant = 'demo') => (await listCharges(merchant)).body.pagination.total;
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};
const unknownUuid = () => crypto.randomUUID();

describe('the controls', () => {
  it('PUT replaces the rules, GET shows them filled in with a picked seed, DELETE clears them', async () => {
    const set = await setFaults({ rules: [{ path: '/v1/charges', status: 503 }] });
    expect(set.seed).toEqual(expect.any(Number));
    expect(set.rules).toEqual([
      {
        method: null,
        path: '/v1/charges',
        latency_ms: null,
        status: 503,
        rate: 1,
        drop_connection: null,
        times: null,
        applied: 0,
      },
    ]);
    expect(set.webhooks).toBeNull();
    await setFaults({ seed: 7, rules: [{ method: 'GET', latency_ms: 10 }], webhooks: { reorder: true } });
    const read = await call(sandbox.current, 'GET', '/sandbox/faults', { auth: secretAuth() });
    expect(read.body.data).toMatchObject({
      seed: 7,
      rules: [{ method: 'GET', latency_ms: 10 }],
      webhooks: { duplicate_rate: 0, delay_ms: 0, reorder: true },
    });
    expect(read.body.data.rules).toHaveLength(1);
    const cleared = await call(sandbox.current, 'DELETE', '/sandbox/faults', { auth: secretAuth() });
    expect(cleared.body.data).toEqual({ seed: null, rules: [], webhooks: null });
    expect((await call(sandbox.current, 'GET', '/sandbox/faults', { auth: secretAuth() })).body.data.rules).toEqual([]);
  });

  it('want the secret key', async () => {
    const json = { rules: [{ status: 503 }] };
    expect((await call(sandbox.current, 'PUT', '/sandbox/faults', { auth: publicAuth(), json })).status).toBe(403);
    expect((await call(sandbox.current, 'PUT', '/sandbox/faults', { json })).status).toBe(401);
  });

  it('are never faulted themselves, nor any other /sandbox control', async () => {
    await setFaults({ rules: [{ status: 503 }, { drop_connection: true }] });
    expect((await call(sandbox.current, 'GET', '/sandbox/clock', { auth: secretAuth() })).status).toBe(200);
    expect((await call(sandbox.current, 'GET', '/sandbox/faults', { auth: secretAuth() })).status).toBe(200);
    expect((await listCharges()).status).toBe(503);
  });
});

describe('latency', () => {
  it('holds the answer latency_ms back; a request the rule does not match answers meanwhile', async () => {
    await setFaults({ rules: [{ method: 'GET', path: '/v1/charges', latency_ms: 1000 }] });
    const answered: string[] = [];
    const slow = timed(() => listCharges()).then((result) => {
      answered.push('slow');
      return result;
    });
    const fast = await call(sandbox.current, 'GET', '/v1/submerchants', { auth: secretAuth() });
    answered.push('fast');
    expect(fast.status).toBe(200);
    const { value, ms } = await slow;
    expect(value.status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(990);
    expect(answered).toEqual(['fast', 'slow']);
  });

  const LATENCY_MS = 2000;
  it("never delays another merchant's requests: B answers while A still waits", async () => {
    await setFaults({ rules: [{ latency_ms: LATENCY_MS }] }, 'demo');
    const started = performance.now();
    let aAnsweredAt = 0;
    const a = listCharges('demo').then((result) => {
      aAnsweredAt = performance.now() - started;
      return result;
    });
    const b = await timed(() => listCharges('strict'));
    expect(b.value.status).toBe(200);
    expect(b.ms).toBeLessThan(LATENCY_MS);
    expect(aAnsweredAt).toBe(0);
    expect((await a).status).toBe(200);
    expect(aAnsweredAt).toBeGreaterThanOrEqual(LATENCY_MS - 10);
  });

  it('handles a request before holding its answer back (a slow reply, not a lost request)', async () => {
    await setFaults({ rules: [{ method: 'POST', path: '/v1/charges', latency_ms: 300 }] });
    const created = await timed(() =>
      call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json: chargeBody() }),
    );
    expect(created.value.status).toBe(201);
    expect(created.ms).toBeGreaterThanOrEqual(290);
    expect(await chargeCount()).toBe(1);
  });

  it('survives a client that gives up while it waits', async () => {
    await setFaults({ rules: [{ path: '/v1/charges', latency_ms: 2000 }] });
    for (const method of ['GET', 'POST']) {
      const giveUp = AbortSignal.timeout(100);
      const body = method === 'POST' ? JSON.stringify(chargeBody()) : undefined;
      const headers = { authorization: secretAuth(), 'content-type': 'application/json' };
      await expect(
        fetch(`${sandbox.current.url}/v1/charges`, { method, headers, body, signal: giveUp }),
      ).rejects.toThrow();
    }
    await setFaults({ rules: [{ path: '/v1/charges', latency_ms: 2000, status: 503 }] });
    const giveUp = AbortSignal.timeout(100);
    await expect(
      fetch(`${sandbox.current.url}/v1/charges`, { headers: { authorization: secretAuth() }, signal: giveUp }),
    ).rejects.toThrow();
    await call(sandbox.current, 'DELETE', '/sandbox/faults', { auth: secretAuth() });
    expect((await listCharges()).status).toBe(200);
    expect(sandbox.current.state.internalErrors).toBe(0);
  });
});

describe('status', () => {
  it('429 comes with Retry-After and the rate-limit failure envelope', async () => {
    await setFaults({ rules: [{ path: '/v1/charges', status: 429 }] });
    const result = await listCharges();
    expect(result.status).toBe(429);
    expect(result.headers.get('retry-after')).toBe('1');
    expect(result.body).toMatchObject({ success: false, error: 'RATE_LIMIT_EXCEEDED' });
    expect(result.body.message).toEqual(expect.any(String));
  });

  it.each([
    [500, 'INTERNAL_ERROR'],
    [502, 'BAD_GATEWAY'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'GATEWAY_TIMEOUT'],
  ])('%i answers the failure envelope %s and changes nothing', async (status, error) => {
    await setFaults({ rules: [{ method: 'POST', path: '/v1/charges', status }] });
    const result = await call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json: chargeBody() });
    expect(result.status).toBe(status);
    expect(result.body).toEqual({ success: false, message: expect.any(String), error });
    expect(result.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(await chargeCount()).toBe(0);
    expect(sandbox.current.state.internalErrors).toBe(0);
  });

  it('applies to requests made with the public key too', async () => {
    await setFaults({ rules: [{ path: '/v1/fraud-sessions', status: 502 }] });
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth(),
      json: browserData(),
    });
    expect(result.status).toBe(502);
    expect(sandbox.current.state.fraudSessions.size).toBe(0);
  });
});

describe('drop_connection', () => {
  it('closes the connection without an answer: fetch sees a network error, and nothing changed', async () => {
    await setFaults({ rules: [{ method: 'POST', path: '/v1/charges', drop_connection: true }] });
    const attempt = fetch(`${sandbox.current.url}/v1/charges`, {
      method: 'POST',
      headers: { authorization: secretAuth(), 'content-type': 'application/json' },
      body: JSON.stringify(chargeBody()),
    });
    await expect(attempt).rejects.toThrow(TypeError);
    expect(await chargeCount()).toBe(0);
    expect(sandbox.current.state.internalErrors).toBe(0);
  });
});

describe('rate, seed and times', () => {
  const pattern = async (count: number) => {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) statuses.push((await listCharges()).status);
    return statuses.map((status) => (status === 503 ? 'x' : '.')).join('');
  };

  it('the same seed gives the same hits and misses; another seed other ones', async () => {
    const rules = [{ path: '/v1/charges', status: 503, rate: 0.5 }];
    await setFaults({ seed: 42, rules });
    const first = await pattern(24);
    await setFaults({ seed: 42, rules });
    expect(await pattern(24)).toBe(first);
    expect(first).toContain('x');
    expect(first).toContain('.');
    await setFaults({ seed: 43, rules });
    expect(await pattern(24)).not.toBe(first);
  });

  it('rate 0 never applies', async () => {
    await setFaults({ rules: [{ status: 503, rate: 0 }] });
    expect(await pattern(5)).toBe('.....');
  });

  it('times: applies that many times, then the next matching rule (or none) decides', async () => {
    await setFaults({ rules: [{ path: '/v1/charges', status: 503, times: 2 }] });
    expect(await pattern(4)).toBe('xx..');
    const read = await call(sandbox.current, 'GET', '/sandbox/faults', { auth: secretAuth() });
    expect(read.body.data.rules[0].applied).toBe(2);
    await setFaults({
      rules: [
        { path: '/v1/charges', status: 429, times: 1 },
        { path: '/v1', status: 503, times: 1 },
      ],
    });
    expect((await listCharges()).status).toBe(429);
    expect((await listCharges()).status).toBe(503);
    expect((await listCharges()).status).toBe(200);
  });
});

describe('which requests', () => {
  it('a path without * is a prefix, segment by segment', async () => {
    await setFaults({ rules: [{ path: '/v1/charges', status: 503 }] });
    const path = (p: string) => call(sandbox.current, 'GET', p, { auth: secretAuth() });
    expect((await path('/v1/charges')).status).toBe(503);
    expect((await path(`/v1/charges/${unknownUuid()}`)).status).toBe(503);
    expect((await path('/v1/chargesx')).status).toBe(404);
    expect((await path('/v1/submerchants')).status).toBe(200);
  });

  it('* stands for exactly one segment, and a path with * matches whole paths only', async () => {
    await setFaults({ rules: [{ path: '/v1/submerchants/*', status: 503 }] });
    const path = (p: string) => call(sandbox.current, 'GET', p, { auth: secretAuth() });
    expect((await path(`/v1/submerchants/${unknownUuid()}`)).status).toBe(503);
    expect((await path('/v1/submerchants')).status).toBe(200);
    expect((await path(`/v1/submerchants/${unknownUuid()}/documents`)).status).toBe(404);
    await setFaults({ rules: [{ path: '/v1/submerchants/*/documents', status: 503 }] });
    expect((await path(`/v1/submerchants/${unknownUuid()}/documents`)).status).toBe(503);
    expect((await path(`/v1/submerchants/${unknownUuid()}/addresses`)).status).toBe(404);
  });

  it('by method', async () => {
    await setFaults({ rules: [{ method: 'POST', status: 503 }] });
    expect((await listCharges()).status).toBe(200);
    const created = await call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json: chargeBody() });
    expect(created.status).toBe(503);
  });

  it("never another merchant's requests, with either key", async () => {
    await setFaults({ rules: [{ status: 503 }] }, 'demo');
    expect((await listCharges('demo')).status).toBe(503);
    expect((await listCharges('strict')).status).toBe(200);
    const session = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth('strict'),
      json: browserData(),
    });
    expect(session.status).toBe(201);
    expect(
      (await call(sandbox.current, 'GET', '/sandbox/faults', { auth: secretAuth('strict') })).body.data.rules,
    ).toEqual([]);
  });
});

describe('a bad rule', () => {
  it.each([
    [{ rules: [{ latency_ms: 30_001 }] }, 'rules.0.latency_ms'],
    [{ rules: [{ latency_ms: -1 }] }, 'rules.0.latency_ms'],
    [{ rules: [{ status: 404 }] }, 'rules.0.status'],
    [{ rules: [{ status: 503, rate: 1.5 }] }, 'rules.0.rate'],
    [{ rules: [{ status: 503, method: 'FETCH' }] }, 'rules.0.method'],
    [{ rules: [{ status: 503, path: '/sandbox/clock' }] }, 'rules.0.path'],
    [{ rules: [{ status: 503, path: '/v1/char*' }] }, 'rules.0.path'],
    [{ rules: [{ status: 503, times: 0 }] }, 'rules.0.times'],
    [{ rules: [{ status: 503, drop_connection: true }] }, 'rules.0.drop_connection'],
    [{ rules: [{ status: 503 }, { method: 'GET' }] }, 'rules.1'],
    [{ rules: [{ status: 503, retry: true }] }, 'rules.0.retry'],
    [{ seed: -1, rules: [] }, 'seed'],
    [{ seed: 2 ** 32, rules: [] }, 'seed'],
    [{ rules: [], webhooks: { duplicate_rate: 2 } }, 'webhooks.duplicate_rate'],
    [{ rules: [], webhooks: { delay_ms: 30_001 } }, 'webhooks.delay_ms'],
    [{ rules: [], webhooks: { reorder: 'yes' } }, 'webhooks.reorder'],
    [{}, 'rules'],
  ])('%j: 422 naming %s, and the faults in force stay', async (json, field) => {
    await setFaults({ seed: 1, rules: [{ path: '/v1/charges', status: 503 }] });
    const result = await call(sandbox.current, 'PUT', '/sandbox/faults', { auth: secretAuth(), json });
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('VALIDATION_ERROR');
    expect(result.body.details.map((detail: { field: string }) => detail.field)).toEqual([field]);
    expect((await listCharges()).status).toBe(503);
  });
});
