import { describe, expect, it } from 'vitest';
import { basic, browserData, call, KEYS, publicAuth, secretAuth, useSandbox } from './test-harness/test-support';

const sandbox = useSandbox({ rateLimits: { transactions: 5, queries: 7, default: 4 } });

const limitHeaders = (headers: Headers) => ({
  limit: Number(headers.get('x-ratelimit-limit')),
  remaining: Number(headers.get('x-ratelimit-remaining')),
  reset: Number(headers.get('x-ratelimit-reset')),
});

describe('rate limits', () => {
  it('sends X-RateLimit-* on every /v1 response, 4xx included, counting down', async () => {
    const first = await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() });
    const second = await call(sandbox.current, 'GET', `/v1/charges/${crypto.randomUUID()}`, { auth: secretAuth() });
    const third = await call(sandbox.current, 'GET', '/v1/charges?page=0', { auth: secretAuth() });
    expect([first.status, second.status, third.status]).toEqual([200, 404, 422]);
    expect(limitHeaders(first.headers)).toMatchObject({ limit: 5, remaining: 4 });
    expect(limitHeaders(second.headers)).toMatchObject({ limit: 5, remaining: 3 });
    expect(limitHeaders(third.headers)).toMatchObject({ limit: 5, remaining: 2 });
    const nowSeconds = sandbox.current.clock.now().getTime() / 1000;
    expect(limitHeaders(first.headers).reset).toBeGreaterThan(nowSeconds);
    expect(limitHeaders(first.headers).reset).toBeLessThanOrEqual(Math.ceil(nowSeconds) + 60);
    expect(first.headers.get('retry-after')).toBeNull();
  });

  it('answers 429 RATE_LIMIT_EXCEEDED with Retry-After, and resets after the window on the sandbox clock', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() })).status).toBe(200);
    const refused = await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: 'RATE_LIMIT_EXCEEDED' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limitHeaders(refused.headers)).toMatchObject({ limit: 5, remaining: 0 });

    sandbox.current.clock.advance(retryAfter);
    const again = await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() });
    expect(again.status).toBe(200);
    expect(limitHeaders(again.headers)).toMatchObject({ limit: 5, remaining: 4 });
  });

  it('shares one counter between the public and the secret key of a merchant', async () => {
    await call(sandbox.current, 'POST', '/v1/fraud-sessions', { auth: publicAuth(), json: browserData() });
    await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${crypto.randomUUID()}`, {
      auth: basic(KEYS.demo.pk, KEYS.demo.sk),
    });
    const third = await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${crypto.randomUUID()}`, {
      auth: secretAuth(),
    });
    expect(limitHeaders(third.headers)).toMatchObject({ limit: 4, remaining: 1 });
    // Another merchant has its own counters.
    const other = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth('strict'),
      json: browserData(),
    });
    expect(limitHeaders(other.headers)).toMatchObject({ limit: 4, remaining: 3 });
  });

  it('counts categories apart: charges are Transactions, submerchants Queries, the rest Default', async () => {
    const charges = await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() });
    const submerchants = await call(sandbox.current, 'GET', '/v1/submerchants', { auth: secretAuth() });
    const other = await call(sandbox.current, 'GET', '/v1/whatever', { auth: secretAuth() });
    expect(limitHeaders(charges.headers)).toMatchObject({ limit: 5, remaining: 4 });
    expect(limitHeaders(submerchants.headers)).toMatchObject({ limit: 7, remaining: 6 });
    expect(limitHeaders(other.headers)).toMatchObject({ limit: 4, remaining: 3 });
  });

  it('counts requests without a known merchant per caller IP, with 10x the default limits, so 401s carry the headers too', async () => {
    const first = await call(sandbox.current, 'GET', '/v1/charges');
    const second = await call(sandbox.current, 'GET', '/v1/charges', { auth: basic('sk_unknown') });
    expect([first.status, second.status]).toEqual([401, 401]);
    expect(limitHeaders(first.headers)).toMatchObject({ limit: 50, remaining: 49 });
    expect(limitHeaders(second.headers)).toMatchObject({ limit: 50, remaining: 48 });
    // Per category, like a merchant's counters.
    const submerchants = await call(sandbox.current, 'GET', '/v1/submerchants');
    const other = await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${crypto.randomUUID()}`);
    expect(limitHeaders(submerchants.headers)).toMatchObject({ limit: 70, remaining: 69 });
    expect(limitHeaders(other.headers)).toMatchObject({ limit: 40, remaining: 39 });
    // The merchant's own counter is untouched.
    const merchant = await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() });
    expect(limitHeaders(merchant.headers)).toMatchObject({ limit: 5, remaining: 4 });
  });

  it('keeps answering 401 to many unauthenticated calls (past the merchant limit), and 429 only past 10x', async () => {
    for (let i = 0; i < 50; i += 1) {
      const result = await call(sandbox.current, 'POST', '/v1/charges', {
        auth: i % 2 ? basic('sk_unknown') : null,
        json: {},
      });
      expect(result.status, `call ${i + 1}`).toBe(401);
      expect(result.body.error).toBe('UNAUTHORIZED');
      expect(limitHeaders(result.headers)).toMatchObject({ limit: 50, remaining: 49 - i });
    }
    const refused = await call(sandbox.current, 'POST', '/v1/charges', { json: {} });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A merchant's own requests are not affected by the anonymous window.
    expect((await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() })).status).toBe(200);
  });

  it('lets PUT /sandbox/rate-limits customise one merchant, omitted categories back to the default', async () => {
    const put = await call(sandbox.current, 'PUT', '/sandbox/rate-limits', {
      auth: secretAuth(),
      json: { transactions: 2 },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ transactions: 2, queries: 7, default: 4 });
    await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() });
    await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() });
    expect((await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() })).status).toBe(429);
    const otherMerchant = await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth('strict') });
    expect(limitHeaders(otherMerchant.headers).limit).toBe(5);

    const reset = await call(sandbox.current, 'PUT', '/sandbox/rate-limits', { auth: secretAuth(), json: {} });
    expect(reset.body.data.transactions).toBe(5);
    expect((await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() })).status).toBe(200);
  });

  it('validates PUT /sandbox/rate-limits', async () => {
    for (const json of [{ transactions: 0 }, { queries: 1.5 }, { default: '10' }, { other: 1 }, []]) {
      const result = await call(sandbox.current, 'PUT', '/sandbox/rate-limits', { auth: secretAuth(), json });
      expect(result.status, JSON.stringify(json)).toBe(422);
      expect(result.body.error).toBe('VALIDATION_ERROR');
    }
  });

  it('does not limit /sandbox routes', async () => {
    for (let i = 0; i < 12; i += 1) {
      const result = await call(sandbox.current, 'GET', '/sandbox/ip');
      expect(result.status).toBe(200);
      expect(result.headers.get('x-ratelimit-limit')).toBeNull();
    }
    for (let i = 0; i < 8; i += 1)
      expect((await call(sandbox.current, 'GET', '/sandbox/rate-limits', { auth: secretAuth() })).status).toBe(200);
  });

  it('uses the default limits 100 / 200 / 100 when not customised (1000 / 2000 / 1000 for anonymous callers)', async () => {
    const { startSandbox } = await import('./index');
    const plain = await startSandbox({ port: 0 });
    try {
      const charges = await call(plain, 'GET', '/v1/charges', { auth: secretAuth() });
      const submerchants = await call(plain, 'GET', '/v1/submerchants', { auth: secretAuth() });
      const other = await call(plain, 'POST', '/v1/fraud-sessions', { auth: publicAuth(), json: browserData() });
      expect([charges, submerchants, other].map((result) => limitHeaders(result.headers).limit)).toEqual([
        100, 200, 100,
      ]);
      const anonymous = await Promise.all(
        ['/v1/charges', '/v1/submerchants', '/v1/fraud-sessions'].map((path) => call(plain, 'GET', path)),
      );
      expect(anonymous.map((result) => result.status)).toEqual([401, 401, 401]);
      expect(anonymous.map((result) => limitHeaders(result.headers).limit)).toEqual([1000, 2000, 1000]);
    } finally {
      await plain.close();
    }
  });
});
