// A page back from the back/forward cache after its form was posted: whatever became of the request for the next id
// while the page was left (still pending, or cut by the engine as the page went into the cache), a new one is asked
// for at once, and the page has a live id again.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from './session-lifetime';
import { createFraudSession } from './session';
import { created, fakeService, hanging, reply, sessionTestLifecycle } from './test-fetch';
import type { FraudSessionOptions } from './types';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const track = sessionTestLifecycle(NOW);
const open = (options: FraudSessionOptions) =>
  track(createFraudSession('pk_test_demo', { ipLookup: false, ...options }));
const backFromCache = () => dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
/** How some engines (WebKit) end a request when the page that made it goes into the cache: a plain network error. */
const cutByTheCache = new TypeError('Load failed');
/** Longer than a session request may take, its retries included. */
const ATTEMPT_MS = DEFAULT_TIMEOUT_MS + 1000;

describe('back from the back/forward cache after the id was used up', () => {
  it('asks again at once when the request for the next id failed as the page was left', async () => {
    // Cut by the engine as the page went into the cache, and again at each retry until the attempt's deadline.
    let leftPage = true;
    const next = async () => (leftPage ? Promise.reject(cutByTheCache) : reply(201, created('fs_next')));
    const service = fakeService([reply(201, created('fs_1')), next]);
    const session = open({ fetch: service.fetch });
    await session.setup();
    session.consume();
    const failed = session.setup().then(
      () => false,
      () => true,
    );
    await vi.advanceTimersByTimeAsync(ATTEMPT_MS);
    expect(await failed).toBe(true);
    const asked = service.sessionRequests.length;

    leftPage = false;
    backFromCache();
    await vi.advanceTimersByTimeAsync(0);
    expect(service.sessionRequests.length).toBe(asked + 1);
    expect(session.current?.sessionId).toBe('fs_next');
  });

  it('asks again at once when the request for the next id was still pending', async () => {
    const service = fakeService([reply(201, created('fs_1')), hanging, reply(201, created('fs_3'))]);
    const session = open({ fetch: service.fetch });
    await session.setup();
    session.consume();
    void session.setup().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);

    backFromCache();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.current?.sessionId).toBe('fs_3');
  });

  it('still asks nothing after the service refused the key', async () => {
    const service = fakeService([reply(201, created('fs_1')), reply(401)]);
    const session = open({ fetch: service.fetch });
    await session.setup();
    session.consume();
    await session.setup().catch(() => undefined);

    backFromCache();
    await vi.advanceTimersByTimeAsync(0);
    expect(service.sessionRequests).toHaveLength(2);
  });
});
