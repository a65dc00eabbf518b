import { describe, expect, it, vi } from 'vitest';
import { FraudSessionError } from './errors';
import { createFraudSession } from './session';
import {
  clobberDocument,
  spyOnDocumentListeners,
  spyOnDocumentProperty,
  stubDocumentProperty,
} from '../interface/browser/test-dom';
import { created, fakeService, hanging, reply, sessionTestLifecycle, THIRTY_MINUTES } from './test-fetch';
import type { FraudSession, FraudSessionOptions, FraudSessionResult } from './types';

const KEY = 'pk_test_demo';
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const MINUTE = 60_000;
const REGISTRY = Symbol.for('pay-checkout.fraud-sessions');
const storageKey = (publicKey: string, apiBase = 'http://127.0.0.1:4010') =>
  `pay-checkout:fraud-session:${publicKey}@${apiBase}`;
const registry = () => (globalThis as { [REGISTRY]?: Map<string, FraudSession> })[REGISTRY];

const track = sessionTestLifecycle(NOW);

/** A session over a fake service; torn down after each test. */
function open(options: FraudSessionOptions = {}, publicKey = KEY) {
  return track(createFraudSession(publicKey, { ipLookup: false, ...options }));
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: FraudSessionError) => error,
  );

describe('one session per public key, per page', () => {
  it('returns the same object for the same key whatever the later options, kept on globalThis for the other build', () => {
    const first = open({ apiBase: 'https://pay.example/v1/' });
    expect(first.apiBase).toBe('https://pay.example');
    expect(open({ apiBase: 'https://other.example' })).toBe(first);
    expect(open()).toBe(first);
    expect(registry()?.get(KEY)).toBe(first);
    expect(open({}, 'pk_test_other')).not.toBe(first);
  });

  it('hands out a session another copy of the code registered', () => {
    const foreign = { publicKey: KEY, apiBase: 'http://127.0.0.1:4010' } as FraudSession;
    registry()?.set(KEY, foreign);
    try {
      expect(createFraudSession(KEY)).toBe(foreign);
    } finally {
      registry()?.delete(KEY);
    }
  });

  it('talks to the local sandbox by default', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    expect(session.apiBase).toBe('http://127.0.0.1:4010');
    await session.setup();
    expect(service.sessionRequests[0].url).toBe('http://127.0.0.1:4010/v1/fraud-sessions');
  });

  it('leaves the registry on teardown; the next call creates a new session', () => {
    const first = open();
    first.teardown();
    expect(registry()?.has(KEY)).toBe(false);
    expect(open()).not.toBe(first);
  });
});

describe('keys', () => {
  it('refuses a secret key before any request, lookup, timer or listener', async () => {
    const service = fakeService();
    const listen = spyOnDocumentListeners();
    const session = createFraudSession('sk_test_demo', { fetch: service.fetch });
    track(session);
    const failure = await failureOf(session.setup());
    expect(failure).toBeInstanceOf(FraudSessionError);
    expect(failure).toMatchObject({ code: 'secret_key' });
    expect(failure?.message).toMatch(/secret key.*pk_/);
    expect(service.mock).not.toHaveBeenCalled();
    expect(listen).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each(['', 'test_demo', 'pk_', 'PK_test_demo', 'pk_test demo', 'pk_test_demo ', 'pk_tést'])(
    'refuses %j as invalid_key',
    async (key) => {
      const service = fakeService();
      const failure = await failureOf(open({ fetch: service.fetch }, key).setup());
      expect(failure).toMatchObject({ code: 'invalid_key' });
      expect(service.mock).not.toHaveBeenCalled();
    },
  );

  it('refuses a key holding ":" before any request or lookup: the secret key after it would travel as the password', async () => {
    const service = fakeService();
    const session = track(createFraudSession('pk_test_demo:sk_test_demo', { fetch: service.fetch }));
    const failure = await failureOf(session.setup());
    expect(failure).toBeInstanceOf(FraudSessionError);
    expect(failure).toMatchObject({ code: 'invalid_key', status: undefined });
    expect(failure?.message).toMatch(/malformed.*no spaces and no ":"/);
    expect(service.mock).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    'pk_test_demo\n',
    '\tpk_test_demo',
    'pk_test\u0000demo',
    'pk_test\u007fdemo',
    'pk_test_demo\u00a0',
    'pk_test_demo\r\nX-Evil: 1',
  ])('refuses %j (whitespace or a control character) as invalid_key', async (key) => {
    const service = fakeService();
    expect(await failureOf(open({ fetch: service.fetch }, key).setup())).toMatchObject({ code: 'invalid_key' });
    expect(service.mock).not.toHaveBeenCalled();
  });

  it('reports a key the service refuses as invalid_key with its status', async () => {
    const failure = await failureOf(open({ fetch: fakeService([reply(401, { success: false })]).fetch }).setup());
    expect(failure).toMatchObject({ code: 'invalid_key', status: 401 });
  });
});

describe('the service address', () => {
  it.each([{}, { apiBase: '' }, { apiBase: '   ' }])(
    'refuses a key that is not a test key without apiBase (%j) before any request, lookup, timer or listener',
    async (options) => {
      const service = fakeService();
      const listen = spyOnDocumentListeners();
      const session = track(
        createFraudSession('pk_live_shop', { ...options, ipLookup: 'https://ip.example', fetch: service.fetch }),
      );
      const failure = await failureOf(session.setup());
      expect(failure).toBeInstanceOf(FraudSessionError);
      expect(failure).toMatchObject({ code: 'missing_api_base' });
      expect(failure?.message).toMatch(/pk_test_.*apiBase \(data-api-base, api-base\)/);
      expect(service.mock).not.toHaveBeenCalled();
      expect(listen).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it("is not the key's fault: a later call that gives apiBase gets a working session", async () => {
    const service = fakeService();
    const refused = track(createFraudSession('pk_live_shop', { ipLookup: false, fetch: service.fetch }));
    const session = open({ apiBase: 'https://pay.example', fetch: service.fetch }, 'pk_live_shop');
    expect(session).not.toBe(refused);
    await expect(session.setup()).resolves.toMatchObject({ sessionId: 'fs_1' });
    expect(service.sessionRequests[0].url).toBe('https://pay.example/v1/fraud-sessions');
    expect(createFraudSession('pk_live_shop')).toBe(session);
  });

  it('lets a test key go to the local sandbox by default', async () => {
    const service = fakeService();
    await open({ fetch: service.fetch }, 'pk_test_shop').setup();
    expect(service.sessionRequests[0].url).toBe('http://127.0.0.1:4010/v1/fraud-sessions');
  });
});

describe('setup()', () => {
  it('resolves to the new session and sends the browser data', async () => {
    const service = fakeService([reply(201, created('fs_first'))]);
    const session = open({ fetch: service.fetch });
    const result = await session.setup();
    expect(result).toEqual({ sessionId: 'fs_first', expiresAt: new Date(NOW + THIRTY_MINUTES) });
    expect(session.current).toEqual(result);
    expect(service.sessionRequests[0].body).toEqual({
      type: 'Other',
      host_name: location.hostname,
      cookies_accepted: true,
      user_agent: navigator.userAgent,
    });
  });

  it('shares one request among concurrent callers', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    const results = await Promise.all([session.setup(), session.setup(), session.setup()]);
    expect(service.sessionRequests).toHaveLength(1);
    expect(new Set(results.map((result) => result.sessionId)).size).toBe(1);
  });

  it('reuses the live, unconsumed session', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    const first = await session.setup();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(await session.setup()).toEqual(first);
    expect(service.sessionRequests).toHaveLength(1);
  });

  it('never returns a session past its local expiry', async () => {
    // The renewal fails, so the first session simply runs out.
    const service = fakeService([
      reply(201, created('fs_old')),
      reply(500),
      reply(500),
      reply(500),
      async () => reply(201, created('fs_new')),
    ]);
    const session = open({ fetch: service.fetch, timeoutMs: 500 });
    await session.setup();
    await vi.advanceTimersByTimeAsync(THIRTY_MINUTES);
    expect(session.current).toBeUndefined();
    const next = session.setup();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(next).resolves.toMatchObject({ sessionId: 'fs_new' });
  });
});

describe('the IP lookup', () => {
  it('starts when the session is created, not at setup()', () => {
    const service = fakeService();
    open({ ipLookup: undefined, fetch: service.fetch });
    expect(service.mock).toHaveBeenCalledWith('https://api.ipify.org?format=json', expect.anything());
  });

  it('puts the address in the body and remembers it for renewals', async () => {
    const lookup = vi.fn(async () => '203.0.113.7');
    const service = fakeService();
    const session = open({ ipLookup: lookup, fetch: service.fetch });
    await session.setup();
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(service.sessionRequests).toHaveLength(2);
    expect(service.sessionRequests.map(({ body }) => body.ip_address)).toEqual(['203.0.113.7', '203.0.113.7']);
    expect(lookup).toHaveBeenCalledOnce();
  });

  it('is not a teardown when it times out: a later setup() still gets a session', async () => {
    const service = fakeService([], hanging);
    const session = open({ ipLookup: 'https://ip.example', fetch: service.fetch });
    await vi.advanceTimersByTimeAsync(2000); // the lookup gave up
    await expect(session.setup()).resolves.toMatchObject({ sessionId: 'fs_1' });
    expect(service.sessionRequests[0].body).not.toHaveProperty('ip_address');
  });

  it('never blocks the session: after ipLookupTimeoutMs it goes on without ip_address', async () => {
    const service = fakeService([], hanging);
    const session = open({ ipLookup: 'https://ip.example', ipLookupTimeoutMs: 800, fetch: service.fetch });
    const result = session.setup();
    await vi.advanceTimersByTimeAsync(799);
    expect(service.sessionRequests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeDefined();
    expect(service.sessionRequests[0].body).not.toHaveProperty('ip_address');
  });
});

describe('the time budget', () => {
  it('rejects with timeout when the service hangs, and aborts the request', async () => {
    const service = fakeService([hanging]);
    const session = open({ fetch: service.fetch, timeoutMs: 3000 });
    const failure = failureOf(session.setup());
    await vi.advanceTimersByTimeAsync(3000);
    expect(await failure).toMatchObject({ code: 'timeout' });
    expect(service.sessionRequests[0].init.signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(1); // only the quiet retry, a minute later
  });

  it('settles in time even with a fetch that ignores its signal', async () => {
    const service = fakeService([() => new Promise<Response>(() => {})]);
    const session = open({ fetch: service.fetch, timeoutMs: 2000 });
    const failure = failureOf(session.setup());
    await vi.advanceTimersByTimeAsync(2000);
    expect(await failure).toMatchObject({ code: 'timeout' });
  });

  it('gives a hanging IP lookup half the budget at most: the session goes on without ip_address', async () => {
    const service = fakeService();
    const session = open({
      ipLookup: () => new Promise(() => {}),
      ipLookupTimeoutMs: 5000,
      timeoutMs: 1000,
      fetch: service.fetch,
    });
    const result = session.setup();
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toMatchObject({ sessionId: 'fs_1' });
    expect(service.sessionRequests[0].body).not.toHaveProperty('ip_address');
  });

  it.each([-5, 0, Infinity, 3e9, Number.NaN])('takes the default 10 s budget for timeoutMs %s', async (timeoutMs) => {
    const session = open({ timeoutMs, fetch: hanging as typeof fetch });
    let settled = false;
    const failure = failureOf(session.setup()).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ code: 'timeout' });
  });

  it('rejects with rate_limited at once when Retry-After does not fit', async () => {
    const service = fakeService([reply(429, {}, { 'Retry-After': '60' })]);
    const failure = await failureOf(open({ fetch: service.fetch }).setup());
    expect(failure).toMatchObject({ code: 'rate_limited', status: 429, retryAfterMs: 60_000 });
  });

  it('lets the next setup() try again after a failure', async () => {
    const service = fakeService([reply(422), reply(201, created('fs_retry'))]);
    const session = open({ fetch: service.fetch });
    expect(await failureOf(session.setup())).toMatchObject({ code: 'http', status: 422 });
    await expect(session.setup()).resolves.toMatchObject({ sessionId: 'fs_retry' });
  });
});

describe('consume()', () => {
  it('forgets the id, in memory and storage; the next setup() gets a new one', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    const listener = vi.fn();
    const first = await session.setup();
    session.subscribe(listener);
    session.consume();
    expect(session.current).toBeUndefined();
    expect(sessionStorage.getItem(storageKey(KEY))).toBeNull();
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    expect(service.sessionRequests).toHaveLength(1); // nothing fetched ahead: sessions are not wasted
    expect(listener).not.toHaveBeenCalled();
    const second = await session.setup();
    expect(second.sessionId).not.toBe(first.sessionId);
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalledWith(second);
  });
});

describe('renewal', () => {
  it('renews renewBeforeMs ahead of the expiry and tells the subscribers', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    const seen: FraudSessionResult[] = [];
    session.subscribe((result) => seen.push(result));
    const first = await session.setup();
    await vi.advanceTimersByTimeAsync(29 * MINUTE - 1);
    expect(service.sessionRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.sessionRequests).toHaveLength(2);
    expect(seen.map((result) => result.sessionId)).toEqual([first.sessionId, 'fs_2']);
    expect(session.current?.sessionId).toBe('fs_2');
    expect(await session.setup()).toEqual(seen[1]);
  });

  it('follows renewBeforeMs', async () => {
    const service = fakeService();
    await open({ fetch: service.fetch, renewBeforeMs: 5 * MINUTE }).setup();
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(service.sessionRequests).toHaveLength(2);
  });

  it('never renews sooner than halfway through a session, so short sessions cannot loop', async () => {
    const service = fakeService([reply(201, created('fs_short', new Date(NOW + 2 * MINUTE)))]);
    await open({ fetch: service.fetch }).setup();
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(service.sessionRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.sessionRequests).toHaveLength(2);
  });

  it('re-checks when the tab shows again after sleeping (late timers)', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    await session.setup();
    vi.setSystemTime(NOW + 45 * MINUTE); // the wall clock jumped, no timer ran
    expect(session.current).toBeUndefined();
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(service.sessionRequests).toHaveLength(2);
    expect(session.current?.sessionId).toBe('fs_2');
  });

  it('re-checks on pageshow (back/forward cache)', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    await session.setup();
    vi.setSystemTime(NOW + 29.5 * MINUTE);
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(service.sessionRequests).toHaveLength(2);
  });

  it('replaces a session used up meanwhile when the tab shows again, but asks for none before setup()', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(service.sessionRequests).toHaveLength(0);
    await session.setup();
    session.consume(); // e.g. its form was posted, and the page comes back from the back/forward cache
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.current?.sessionId).toBe('fs_2');
  });

  it("takes the tab's stored session on pageshow: another page used or replaced it meanwhile (back/forward cache)", async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    const heard: string[] = [];
    session.subscribe(({ sessionId }) => heard.push(sessionId));
    await session.setup();
    // Page B of this tab used fs_1 and stored its next one.
    sessionStorage.setItem(
      storageKey(KEY),
      JSON.stringify({ sessionId: 'fs_b', expiresAt: NOW + THIRTY_MINUTES, localExpiresAt: NOW + THIRTY_MINUTES }),
    );
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.current?.sessionId).toBe('fs_b');
    expect(heard).toEqual(['fs_1', 'fs_b']);
    expect(service.sessionRequests).toHaveLength(1);

    // Page B used it too and stored none: a new one is fetched.
    sessionStorage.removeItem(storageKey(KEY));
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.current?.sessionId).toBe('fs_2');
  });

  it('after a refusal (4xx but 429), wake-ups ask for nothing: only setup() tries again', async () => {
    const service = fakeService([reply(401)]);
    const session = open({ fetch: service.fetch });
    await failureOf(session.setup());
    session.consume();
    const wake = () => {
      dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      document.dispatchEvent(new Event('visibilitychange'));
    };
    wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(service.sessionRequests).toHaveLength(1);
  });

  it('retries a failed automatic renewal after the Retry-After asked, and not on every wake-up before that', async () => {
    const later = async () => reply(201, created('fs_3')); // expires 30 min after it is sent
    const service = fakeService([reply(201, created('fs_1')), reply(429, {}, { 'Retry-After': '3600' }), later]);
    const session = open({ fetch: service.fetch });
    await session.setup();
    await vi.advanceTimersByTimeAsync(29 * MINUTE); // the renewal runs and is refused with 429
    expect(service.sessionRequests).toHaveLength(2);
    for (let i = 0; i < 5; i++) document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(service.sessionRequests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(59 * MINUTE);
    expect(service.sessionRequests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(service.sessionRequests).toHaveLength(3);
    expect(session.current?.sessionId).toBe('fs_3');
  });

  it('after a failed setup(), tries once more a minute later, quietly, and tells subscribers', async () => {
    let up = false; // the service is down until the first setup() has failed
    const service = fakeService([async () => (up ? reply(201, created('fs_late')) : reply(503))]);
    const session = open({ fetch: service.fetch, timeoutMs: 1000 });
    const heard: string[] = [];
    session.subscribe(({ sessionId }) => heard.push(sessionId));
    const failure = failureOf(session.setup());
    await vi.advanceTimersByTimeAsync(1000);
    expect(await failure).toBeInstanceOf(FraudSessionError);
    up = true;
    const tried = service.sessionRequests.length;
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(service.sessionRequests.length).toBeGreaterThan(tried);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heard).toEqual(['fs_late']);
  });

  it('back from the back/forward cache, a request pending since before starts anew', async () => {
    const service = fakeService([hanging, async () => reply(201, created('fs_after'))]);
    const session = open({ fetch: service.fetch });
    const heard: string[] = [];
    session.subscribe(({ sessionId }) => heard.push(sessionId));
    const before = failureOf(session.setup()); // sent as the page left: it will never settle
    await vi.advanceTimersByTimeAsync(0);
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(await before).toMatchObject({ code: 'network' });
    expect(service.sessionRequests).toHaveLength(2);
    expect(session.current?.sessionId).toBe('fs_after');
    expect(heard).toEqual(['fs_after']);
  });

  it('takes the pageshow of a plain load for no wake-up: no storage read, no request', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    await session.setup();
    vi.setSystemTime(NOW + 45 * MINUTE); // even with the session gone
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).not.toHaveBeenCalled();
    expect(service.sessionRequests).toHaveLength(1);
  });

  it('collects the browser data once per page: renewals and retries send the same, without a new cookie check', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    await session.setup();
    const writesForOne = cookieWrites.mock.calls.length;
    session.consume();
    await session.setup();
    expect(writesForOne).toBeGreaterThan(0);
    expect(cookieWrites.mock.calls.length).toBe(writesForOne);
    expect(service.sessionRequests[1].body).toEqual(service.sessionRequests[0].body);
  });

  it('keeps its id in memory when sessionStorage refuses writes but still reads (private modes, a full quota)', async () => {
    const service = fakeService();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const session = open({ fetch: service.fetch });
    await session.setup();
    for (let i = 0; i < 5; i++) document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.current?.sessionId).toBe('fs_1');
    expect(service.sessionRequests).toHaveLength(1);
  });

  it.each([0, Number.NaN, -1e12])(
    'with renewBeforeMs %s a failing service is still asked at most every 30 s',
    async (renewBeforeMs) => {
      const service = fakeService([new TypeError('Failed to fetch')]);
      const session = open({ fetch: service.fetch, timeoutMs: 1000, renewBeforeMs });
      const failure = failureOf(session.setup());
      await vi.advanceTimersByTimeAsync(1000);
      await failure;
      const afterSetup = service.sessionRequests.length;
      await vi.advanceTimersByTimeAsync(MINUTE);
      // Two quiet retries at most in a minute, each within its own 1 s budget.
      expect(service.sessionRequests.length - afterSetup).toBeLessThanOrEqual(2 * afterSetup);
      expect(service.sessionRequests.length).toBeLessThan(40);
    },
  );

  it('a wake-up does not renew a session younger than 30 s, however short-lived', async () => {
    const service = fakeService([
      async () => reply(201, created(`fs_${Math.random()}`, new Date(Date.now() + 40_000))),
    ]);
    const session = open({ fetch: service.fetch });
    await session.setup();
    for (let i = 0; i < 5; i++) document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(service.sessionRequests).toHaveLength(1);
  });

  it('a session restored from the previous page is not renewed by itself before setup() is called', async () => {
    const service = fakeService();
    sessionStorage.setItem(
      storageKey(KEY),
      JSON.stringify({ sessionId: 'fs_kept', expiresAt: NOW + THIRTY_MINUTES, localExpiresAt: NOW + THIRTY_MINUTES }),
    );
    const session = open({ fetch: service.fetch });
    expect(session.current?.sessionId).toBe('fs_kept');
    await vi.advanceTimersByTimeAsync(29.5 * MINUTE);
    expect(service.sessionRequests).toHaveLength(0);
  });

  it('sends nothing when torn down while the IP lookup runs', async () => {
    const service = fakeService([], (init) => hanging(init));
    const session = open({ fetch: service.fetch, ipLookup: 'https://ip.example/' });
    const failure = failureOf(session.setup());
    session.teardown();
    expect(await failure).toMatchObject({ code: 'torn_down' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(service.sessionRequests).toHaveLength(0);
  });

  it('reads a timeoutMs given as a string of digits (plain JavaScript) as that number', async () => {
    const session = open({ timeoutMs: '3000' as unknown as number, fetch: hanging as typeof fetch });
    let settled = false;
    const failure = failureOf(session.setup()).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ code: 'timeout' });
  });

  it('renews a short-lived session no sooner than 30 s, so a bad reply cannot loop', async () => {
    const service = fakeService([reply(201, created('fs_short', new Date(NOW + 1000)))]);
    await open({ fetch: service.fetch }).setup();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(service.sessionRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.sessionRequests).toHaveLength(2);
  });

  it('does nothing while the tab is hidden, nor when the session is still far from expiry', async () => {
    const service = fakeService();
    await open({ fetch: service.fetch }).setup();
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    vi.setSystemTime(NOW + 45 * MINUTE);
    stubDocumentProperty('hidden', true);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(service.sessionRequests).toHaveLength(1);
  });

  it('still wakes up when the page holds an element named "hidden" (DOM clobbering)', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    await session.setup();
    const undo = clobberDocument('hidden', document.createElement('img'));
    try {
      vi.setSystemTime(NOW + 45 * MINUTE);
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    } finally {
      undo();
    }
    expect(service.sessionRequests).toHaveLength(2);
  });

  it('keeps the old session when a renewal fails', async () => {
    const service = fakeService([reply(201, created('fs_1')), reply(400)]);
    const session = open({ fetch: service.fetch });
    await session.setup();
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(service.sessionRequests).toHaveLength(2);
    expect(session.current?.sessionId).toBe('fs_1');
  });
});

describe('subscribe()', () => {
  it('unsubscribes', async () => {
    const session = open({ fetch: fakeService().fetch });
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    unsubscribe();
    await session.setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('isolates a listener that throws: reported, the others still called, setup() unharmed', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal('queueMicrotask', (task: () => void) => {
      try {
        task();
      } catch (error) {
        reported.push(error);
      }
    });
    const session = open({ fetch: fakeService().fetch });
    const other = vi.fn();
    session.subscribe(() => {
      throw new Error('merchant bug');
    });
    session.subscribe(other);
    await expect(session.setup()).resolves.toBeDefined();
    expect(other).toHaveBeenCalledOnce();
    expect(reported).toEqual([new Error('merchant bug')]);
  });
});

describe('persistence across the pages of one journey (same tab)', () => {
  it('stores the session in sessionStorage and the next page reuses it', async () => {
    const service = fakeService();
    const page1 = open({ fetch: service.fetch });
    const first = await page1.setup();
    expect(JSON.parse(sessionStorage.getItem(storageKey(KEY)) as string)).toEqual({
      sessionId: first.sessionId,
      expiresAt: NOW + THIRTY_MINUTES,
      localExpiresAt: NOW + THIRTY_MINUTES,
    });
    page1.teardown();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);

    const page2 = open({ fetch: service.fetch });
    expect(page2.current).toEqual(first);
    expect(await page2.setup()).toEqual(first);
    expect(service.sessionRequests).toHaveLength(1);
    // …and renews it on time.
    await vi.advanceTimersByTimeAsync(24 * MINUTE);
    expect(service.sessionRequests).toHaveLength(2);
  });

  it('ignores a stored session past its expiry', async () => {
    sessionStorage.setItem(
      storageKey(KEY),
      JSON.stringify({ sessionId: 'fs_stale', expiresAt: NOW - 1, localExpiresAt: NOW - 1 }),
    );
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    expect(session.current).toBeUndefined();
    expect((await session.setup()).sessionId).not.toBe('fs_stale');
  });

  it('works from memory when storage is blocked', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    const first = await session.setup();
    expect(await session.setup()).toEqual(first);
    expect(service.sessionRequests).toHaveLength(1);
  });
});

describe('teardown()', () => {
  it('rejects a pending setup() with torn_down and aborts its request', async () => {
    const service = fakeService([hanging]);
    const session = open({ fetch: service.fetch });
    const failure = failureOf(session.setup());
    await vi.advanceTimersByTimeAsync(0);
    session.teardown();
    expect(await failure).toMatchObject({ code: 'torn_down' });
    expect(service.sessionRequests[0].init.signal?.aborted).toBe(true);
    expect(await failureOf(session.setup())).toMatchObject({ code: 'torn_down' });
  });

  it('clears every timer: budget, backoff, IP lookup, renewal', async () => {
    const service = fakeService([reply(201, created()), reply(503)], hanging);
    const session = open({ ipLookup: 'https://ip.example', fetch: service.fetch });
    expect(vi.getTimerCount()).toBe(1); // the IP lookup's budget
    const result = session.setup();
    await vi.advanceTimersByTimeAsync(1500);
    await result;
    expect(vi.getTimerCount()).toBe(1); // the renewal
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(vi.getTimerCount()).toBe(2); // the renewal's budget and its backoff after a 503
    session.teardown();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('removes every listener it added', () => {
    const added: string[] = [];
    for (const target of [window, Object.getPrototypeOf(document)] as EventTarget[]) {
      const add = target.addEventListener;
      vi.spyOn(target, 'addEventListener').mockImplementation(function (this: EventTarget, type, ...rest) {
        added.push(type);
        return add.call(this, type, ...rest);
      });
    }
    const hidden = spyOnDocumentProperty('hidden');
    const wake = () => {
      document.dispatchEvent(new Event('visibilitychange'));
      dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    };
    const session = open();
    expect(added.sort()).toEqual(['pageshow', 'visibilitychange']);
    wake();
    expect(hidden).toHaveBeenCalledTimes(2); // both listeners ran
    session.teardown();
    wake();
    expect(hidden).toHaveBeenCalledTimes(2); // and run no more
  });

  it('stops notifying and renewing', async () => {
    const service = fakeService();
    const session = open({ fetch: service.fetch });
    const listener = vi.fn();
    await session.setup();
    session.subscribe(listener);
    session.teardown();
    expect(session.current).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(service.sessionRequests).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('without fetch', () => {
  it('rejects setup() with unsupported_environment', async () => {
    vi.stubGlobal('fetch', undefined);
    expect(await failureOf(open().setup())).toMatchObject({ code: 'unsupported_environment' });
  });
});
