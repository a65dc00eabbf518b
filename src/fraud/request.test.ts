import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FraudSessionError } from './errors';
import { requestSession, retryAfterMs } from './request';
import { created, fakeService, hanging, reply, THIRTY_MINUTES } from './test-fetch';
import type { BrowserData } from './types';

const URL = 'http://127.0.0.1:4010/v1/fraud-sessions';
const BODY: BrowserData = {
  ip_address: '203.0.113.7',
  type: 'Chrome',
  host_name: 'shop.example',
  cookies_accepted: true,
  user_agent: 'Mozilla/5.0 Chrome/131.0.0.0',
};
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.spyOn(Math, 'random').mockReturnValue(0.5); // backoff: 150 ms, 300 ms, 600 ms…
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function request(service: ReturnType<typeof fakeService>, budgetMs = 10_000, signal = new AbortController().signal) {
  return requestSession(URL, 'pk_test_demo', BODY, service.fetch, signal, Date.now() + budgetMs);
}

/** Runs `promise` to its end on fake time; resolves to its error, or to what it resolved with. */
async function settle<T>(promise: Promise<T>): Promise<T | FraudSessionError> {
  const outcome = promise.catch((error: FraudSessionError) => error);
  await vi.runAllTimersAsync();
  return outcome;
}

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('0')).toBe(0);
    expect(retryAfterMs(new Date(NOW + 5000).toUTCString())).toBe(5000);
    expect(retryAfterMs(new Date(NOW - 5000).toUTCString())).toBe(0);
  });

  it('is NaN when absent or unreadable', () => {
    expect(retryAfterMs(null)).toBeNaN();
    expect(retryAfterMs('soon')).toBeNaN();
  });
});

describe('requestSession', () => {
  it('POSTs the browser data with the public key as Basic credentials', async () => {
    const service = fakeService([reply(201, created('fs_abc'))]);
    const session = await request(service);
    expect(session).toEqual({
      sessionId: 'fs_abc',
      expiresAt: NOW + THIRTY_MINUTES,
      localExpiresAt: NOW + THIRTY_MINUTES,
    });
    const [{ url, init, body }] = service.sessionRequests;
    expect(url).toBe(URL);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Authorization: `Basic ${btoa('pk_test_demo:')}`,
      'Content-Type': 'application/json',
    });
    expect(body).toEqual(BODY);
  });

  describe('expiry on the local clock', () => {
    it('corrects for a server clock running ahead, read from the Date header', async () => {
      const serverNow = NOW + 5 * 60_000;
      const answer = reply(201, created('fs_1', new Date(serverNow + THIRTY_MINUTES)), {
        Date: new Date(serverNow).toUTCString(),
      });
      const session = await request(fakeService([answer]));
      expect(session?.expiresAt).toBe(serverNow + THIRTY_MINUTES);
      expect(session?.localExpiresAt).toBe(NOW + THIRTY_MINUTES);
    });

    it('corrects for a server clock running behind', async () => {
      const serverNow = NOW - 10 * 60_000;
      const answer = reply(201, created('fs_1', new Date(serverNow + 20 * 60_000)), {
        Date: new Date(serverNow).toUTCString(),
      });
      expect((await request(fakeService([answer])))?.localExpiresAt).toBe(NOW + 20 * 60_000);
    });

    it('never trusts a session beyond request start + 30 minutes', async () => {
      // No readable Date header and a local clock 10 minutes behind the server's.
      const answer = reply(201, created('fs_1', new Date(NOW + 40 * 60_000)));
      const session = await request(fakeService([answer]));
      expect(session?.localExpiresAt).toBe(NOW + THIRTY_MINUTES);
      expect(session?.expiresAt).toBe(NOW + 40 * 60_000);
    });

    it('keeps an earlier expires_at as it is', async () => {
      const session = await request(fakeService([reply(201, created('fs_1', new Date(NOW + 10 * 60_000)))]));
      expect(session?.localExpiresAt).toBe(NOW + 10 * 60_000);
    });
  });

  it.each([
    [
      'success false',
      { success: false, message: 'no', data: { session_id: 'fs_1', expires_at: new Date(NOW + 1e6).toISOString() } },
    ],
    ['no data', { success: true, message: 'ok' }],
    ['no session_id', { success: true, data: { expires_at: new Date(NOW + 1e6).toISOString() } }],
    ['an empty session_id', { success: true, data: { session_id: '', expires_at: new Date(NOW + 1e6).toISOString() } }],
    [
      'a numeric session_id',
      { success: true, data: { session_id: 42, expires_at: new Date(NOW + 1e6).toISOString() } },
    ],
    ['an unreadable expires_at', { success: true, data: { session_id: 'fs_1', expires_at: 'tomorrow' } }],
    [
      'an expires_at already past',
      { success: true, data: { session_id: 'fs_1', expires_at: new Date(NOW - 1000).toISOString() } },
    ],
    ['a body that is not JSON', '<html>OK</html>'],
    ['a JSON null', 'null'],
  ])('refuses a 2xx with %s as malformed_response, without retrying', async (_, body) => {
    const service = fakeService([reply(201, body)]);
    const failure = await settle(request(service));
    expect(failure).toBeInstanceOf(FraudSessionError);
    expect(failure).toMatchObject({ code: 'malformed_response', status: 201 });
    expect(service.sessionRequests).toHaveLength(1);
  });

  it.each([
    [401, 'invalid_key'],
    [403, 'invalid_key'],
    [400, 'http'],
    [404, 'http'],
    [422, 'http'],
  ])('never retries %i: %s', async (status, code) => {
    const service = fakeService([reply(status, { success: false, message: 'refused', error: 'X' })]);
    const failure = await settle(request(service));
    expect(failure).toMatchObject({ code, status });
    expect((failure as Error).message).toContain(`HTTP ${status}`);
    expect(service.sessionRequests).toHaveLength(1);
  });

  it('retries a 5xx after a jittered backoff', async () => {
    const service = fakeService([reply(503), reply(502), reply(201, created('fs_after'))]);
    const session = request(service);
    await vi.advanceTimersByTimeAsync(149);
    expect(service.sessionRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 200 ms × (0.5 + 0.5 × 0.5)
    expect(service.sessionRequests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(300); // doubled
    expect(service.sessionRequests).toHaveLength(3);
    await expect(session).resolves.toMatchObject({ sessionId: 'fs_after' });
  });

  it('keeps the backoff jittered between half and all of the exponential step', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const low = fakeService([reply(500), reply(201, created())]);
    const first = request(low);
    await vi.advanceTimersByTimeAsync(100);
    expect(low.sessionRequests).toHaveLength(2);
    await first;
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const high = fakeService([reply(500), reply(201, created())]);
    const second = request(high);
    await vi.advanceTimersByTimeAsync(198);
    expect(high.sessionRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(high.sessionRequests).toHaveLength(2);
    await second;
  });

  it('retries a network error', async () => {
    const service = fakeService([new TypeError('Failed to fetch'), reply(201, created('fs_net'))]);
    await expect(settle(request(service))).resolves.toMatchObject({ sessionId: 'fs_net' });
    expect(service.sessionRequests).toHaveLength(2);
  });

  it('waits for Retry-After (seconds) on 429', async () => {
    const service = fakeService([
      reply(429, { error: 'RATE_LIMIT_EXCEEDED' }, { 'Retry-After': '2' }),
      reply(201, created()),
    ]);
    const session = request(service);
    await vi.advanceTimersByTimeAsync(1999);
    expect(service.sessionRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.sessionRequests).toHaveLength(2);
    await expect(session).resolves.toBeDefined();
  });

  it('waits for Retry-After given as an HTTP date', async () => {
    const later = new Date(NOW + 3000).toUTCString();
    const service = fakeService([reply(429, {}, { 'Retry-After': later }), reply(201, created())]);
    const session = request(service);
    await vi.advanceTimersByTimeAsync(2999);
    expect(service.sessionRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(session).resolves.toBeDefined();
  });

  it('rejects with rate_limited at once when Retry-After does not fit in the budget', async () => {
    const service = fakeService([reply(429, {}, { 'Retry-After': '30' })]);
    const failure = await request(service, 10_000).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(Date.now()).toBe(NOW);
    expect(service.sessionRequests).toHaveLength(1);
  });

  it('gives up before the budget ends: the last failure, with its status', async () => {
    const service = fakeService([reply(500)]);
    const failure = await settle(request(service, 2000));
    expect(failure).toMatchObject({ code: 'http', status: 500 });
    // 150 + 300 + 600 = 1050 ms of waits; the next (1200 ms) would end after the budget.
    expect(service.sessionRequests).toHaveLength(4);
    expect(Date.now() - NOW).toBe(1050);
  });

  it('ends with network when the service stays unreachable', async () => {
    const service = fakeService([new TypeError('Failed to fetch')]);
    await expect(settle(request(service, 1000))).resolves.toMatchObject({ code: 'network' });
  });

  it('stops when its signal aborts: no timer left, no further request', async () => {
    const control = new AbortController();
    const service = fakeService([reply(503)]);
    const session = request(service, 10_000, control.signal);
    const settled = vi.fn();
    session.then(settled, settled);
    await vi.advanceTimersByTimeAsync(10);
    expect(vi.getTimerCount()).toBe(1); // the backoff
    control.abort();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(service.sessionRequests).toHaveLength(1);
    expect(settled).not.toHaveBeenCalled(); // its caller has settled already
  });

  it('passes its signal to fetch, so aborting cancels the request', async () => {
    const control = new AbortController();
    const service = fakeService([hanging]);
    request(service, 10_000, control.signal).catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(service.sessionRequests[0].init.signal).toBe(control.signal);
  });
});
