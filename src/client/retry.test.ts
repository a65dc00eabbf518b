import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import { ApiError, ConfigurationError, NetworkError, TimeoutError } from './errors';
import type { ClientOptions } from './options';
import { normaliseRetry, retryDelayMs } from './retry';
import { errorReply, okReply, scriptedFetch } from './test-fake-fetch';
import { cardCharge } from './test-fixtures';

const BASE = 'http://service.test';
const endpoint = { id: 'we_1' };
const rateLimited = (retryAfter: string) =>
  errorReply(
    429,
    'RATE_LIMIT_EXCEEDED',
    'Too many requests.',
    {},
    { 'Retry-After': retryAfter, 'X-RateLimit-Remaining': '0' },
  );

function clientWith(options: Partial<ClientOptions>, ...steps: Parameters<typeof scriptedFetch>) {
  const fake = scriptedFetch(...steps);
  const client = createClient({ secretKey: 'sk_x', baseUrl: BASE, fetch: fake.fetch, ...options });
  return { client, fake };
}

/** Settles `promise` into a value or the error, so fake-timer tests never leave a rejection unobserved. */
const settle = (promise: PromiseLike<unknown>) =>
  Promise.resolve(promise).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2025-01-01T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retry policy', () => {
  it('is off by default: a 429 is thrown at once', async () => {
    const { client, fake } = clientWith({}, rateLimited('1'));
    const error = await client.webhookEndpoints.retrieve('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMIT_EXCEEDED',
      rateLimit: { remaining: 0, retryAfterSeconds: 1 },
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('waits exactly Retry-After seconds before retrying a read', async () => {
    const { client, fake } = clientWith({ retry: { limit: 2 } }, rateLimited('3'), okReply(endpoint));
    const result = settle(client.webhookEndpoints.retrieve('x'));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ value: endpoint });
    expect(fake.requests).toHaveLength(2);
  });

  it('reads an HTTP-date Retry-After', async () => {
    const { client, fake } = clientWith({ retry: 1 }, rateLimited('Wed, 01 Jan 2025 00:00:05 GMT'), okReply(endpoint));
    const result = settle(client.webhookEndpoints.retrieve('x'));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ value: endpoint });
  });

  it('does not retry early when Retry-After exceeds maxDelayMs: the 429 comes back at once', async () => {
    const { client, fake } = clientWith({ retry: { limit: 3, maxDelayMs: 5_000 } }, rateLimited('60'));
    const result = await settle(client.webhookEndpoints.retrieve('x'));
    expect(result).toMatchObject({ error: { status: 429, rateLimit: { retryAfterSeconds: 60 } } });
    expect(fake.requests).toHaveLength(1);
  });

  it('backs off exponentially on 5xx without Retry-After, capped by maxDelayMs, and gives up after `limit` retries', async () => {
    const unavailable = () => errorReply(503, 'INTERNAL_ERROR', 'Down.');
    const { client, fake } = clientWith(
      { retry: { limit: 3, maxDelayMs: 500 } },
      unavailable(),
      unavailable(),
      unavailable(),
      unavailable(),
    );
    const result = settle(client.webhookEndpoints.retrieve('x'));
    await vi.advanceTimersByTimeAsync(300); // 1st retry after 300 ms
    expect(fake.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(500); // 2nd after min(600, 500)
    expect(fake.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(500); // 3rd after min(1200, 500)
    expect(fake.requests).toHaveLength(4);
    expect(await result).toMatchObject({ error: { status: 503 } });
  });

  it('retries a network failure of a read', async () => {
    const { client, fake } = clientWith({ retry: 1 }, new TypeError('socket hang up'), okReply(endpoint));
    const result = settle(client.webhookEndpoints.retrieve('x'));
    await vi.advanceTimersByTimeAsync(300);
    expect(await result).toEqual({ value: endpoint });
    expect(fake.requests).toHaveLength(2);
  });

  it('never retries a 4xx other than 429', async () => {
    const { client, fake } = clientWith({ retry: 3 }, errorReply(404, 'NOT_FOUND', 'Nope'));
    expect(await settle(client.webhookEndpoints.retrieve('x'))).toMatchObject({ error: { status: 404 } });
    expect(fake.requests).toHaveLength(1);
  });

  it('never retries a write without an idempotency key', async () => {
    const browserData = { type: 'Other', host_name: 'h', cookies_accepted: true, user_agent: 'u' } as const;
    const { client, fake } = clientWith({ retry: 3, publicKey: 'pk_x' }, rateLimited('1'));
    expect(await settle(client.fraudSessions.create(browserData))).toMatchObject({ error: { status: 429 } });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a write that carries an idempotency key, resending the same key and body', async () => {
    const charge = cardCharge();
    const { client, fake } = clientWith(
      { retry: 1 },
      new TypeError('connection reset'),
      okReply({ id: 'ch_1' }, {}, 201),
    );
    const result = settle(client.charges.create(charge, { idempotencyKey: 'order-42' }));
    await vi.advanceTimersByTimeAsync(300);
    expect(await result).toEqual({ value: { id: 'ch_1' } });
    expect(fake.requests.map((request) => request.headers.get('idempotency-key'))).toEqual(['order-42', 'order-42']);
    expect(await Promise.all(fake.requests.map((request) => request.json()))).toEqual([charge, charge]);
  });

  it('does not retry the same write without the key', async () => {
    const charge = cardCharge();
    const { client, fake } = clientWith({ retry: 3 }, new TypeError('connection reset'));
    expect(await settle(client.charges.create(charge))).toMatchObject({ error: { code: 'NETWORK_ERROR' } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].headers.has('idempotency-key')).toBe(false);
  });

  it('stops waiting when the caller aborts during the retry delay', async () => {
    const { client, fake } = clientWith({ retry: 1 }, rateLimited('30'));
    const controller = new AbortController();
    const result = settle(client.webhookEndpoints.retrieve('x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort(new Error('gave up'));
    expect(await result).toMatchObject({ error: { message: 'gave up' } });
    expect(fake.requests).toHaveLength(1);
  });

  it('sends a fresh request per attempt, each passing through beforeRequest', async () => {
    let attempts = 0;
    const { client, fake } = clientWith(
      { retry: 1, hooks: { beforeRequest: [(request) => void request.headers.set('X-Attempt', String(++attempts))] } },
      rateLimited('0'),
      okReply(endpoint),
    );
    const result = settle(client.webhookEndpoints.retrieve('x'));
    await vi.advanceTimersByTimeAsync(0);
    expect(await result).toEqual({ value: endpoint });
    expect(fake.requests.map((request) => request.headers.get('x-attempt'))).toEqual(['1', '2']);
  });
});

describe('retryDelayMs', () => {
  const policy = normaliseRetry({ limit: 2, maxDelayMs: 10_000 });
  const target = { method: 'GET', path: '/v1/x' };
  const apiError = (status: number, headers: Record<string, string> = {}) =>
    new ApiError({
      status,
      code: 'X',
      message: 'x',
      details: undefined,
      rateLimit: undefined,
      requestId: undefined,
      headers: new Headers(headers),
      body: null,
      target,
    });

  it('does not retry a timeout: the attempt already spent the budget', () => {
    expect(retryDelayMs(new TimeoutError(target, 1000), 1, policy)).toBeUndefined();
  });

  it('stops past the limit', () => {
    expect(retryDelayMs(new NetworkError(target, 'x'), 3, policy)).toBeUndefined();
  });

  it.each([429, 500, 502, 503, 504])('retries %s', (status) => {
    expect(retryDelayMs(apiError(status), 1, policy)).toBe(300);
  });

  it('prefers Retry-After on a 503', () => {
    expect(retryDelayMs(apiError(503, { 'Retry-After': '7' }), 1, policy)).toBe(7_000);
  });

  it('refuses a NaN or negative limit or maxDelayMs (NaN would retry without end), and caps maxDelayMs at what a timer holds', () => {
    for (const retry of [
      { limit: Number.NaN },
      { limit: -1 },
      { limit: 2, maxDelayMs: Number.NaN },
      { limit: 2, maxDelayMs: -5 },
    ]) {
      expect(() => normaliseRetry(retry), JSON.stringify(retry)).toThrow(ConfigurationError);
    }
    expect(normaliseRetry({ limit: 2, maxDelayMs: Infinity }).maxDelayMs).toBe(2 ** 31 - 1);
  });

  it('defaults: no retries, 60 s max delay; a number is the limit', () => {
    expect(normaliseRetry(undefined)).toEqual({ limit: 0, maxDelayMs: 60_000 });
    expect(normaliseRetry(2)).toEqual({ limit: 2, maxDelayMs: 60_000 });
  });
});
