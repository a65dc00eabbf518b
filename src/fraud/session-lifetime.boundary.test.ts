// The edge of a fraud session's 30 minutes in the browser, to the millisecond (fake timers from NOW): the session in
// hand is used up to its last millisecond, and never at 30 minutes. Its automatic renewal is refused, so the first
// session simply runs out.
import { describe, expect, it, vi } from 'vitest';
import { createFraudSession } from './session';
import { SESSION_LIFETIME_MS } from './session-lifetime';
import { created, fakeService, reply, sessionTestLifecycle } from './test-fetch';

const NOW = Date.UTC(2026, 2, 2, 15, 0, 0);
const ONE_SECOND_MS = 1000;
const track = sessionTestLifecycle(NOW);

/** A session set up at NOW, whose renewal (about a minute before its end) is refused, at `ageMs` after NOW. */
async function sessionAged(ageMs: number) {
  const service = fakeService([
    reply(201, created('fs_first')),
    reply(400, { success: false, error: 'VALIDATION_ERROR' }),
    // Made when asked: it lives 30 minutes from then.
    async () => reply(201, created('fs_next')),
  ]);
  const session = track(createFraudSession('pk_test_demo', { ipLookup: false, fetch: service.fetch }));
  await expect(session.setup()).resolves.toMatchObject({ sessionId: 'fs_first' });
  await vi.advanceTimersByTimeAsync(ageMs);
  expect(Date.now() - NOW).toBe(ageMs);
  // The first request, and the renewal it refused.
  expect(service.sessionRequests).toHaveLength(2);
  return { session, service };
}

describe('a fraud session in the browser, at the end of its 30 minutes', () => {
  it.each([
    ['1 s', ONE_SECOND_MS],
    ['1 ms', 1],
  ])('is still the one setup() gives %s before the end, without a request', async (_name, beforeEndMs) => {
    const { session, service } = await sessionAged(SESSION_LIFETIME_MS - beforeEndMs);
    expect(session.current?.sessionId).toBe('fs_first');
    await expect(session.setup()).resolves.toMatchObject({ sessionId: 'fs_first' });
    expect(service.sessionRequests).toHaveLength(2);
  });

  it('is gone at 30 minutes exactly: setup() asks for a new one', async () => {
    const { session, service } = await sessionAged(SESSION_LIFETIME_MS);
    expect(session.current).toBeUndefined();
    await expect(session.setup()).resolves.toMatchObject({ sessionId: 'fs_next' });
    expect(service.sessionRequests).toHaveLength(3);
  });

  it('ends 30 minutes after its request was sent even when the reply promises more', async () => {
    const service = fakeService([reply(201, created('fs_long', new Date(NOW + 2 * SESSION_LIFETIME_MS))), reply(400)]);
    const session = track(createFraudSession('pk_test_demo', { ipLookup: false, fetch: service.fetch }));
    await session.setup();
    await vi.advanceTimersByTimeAsync(SESSION_LIFETIME_MS - 1);
    expect(session.current?.sessionId).toBe('fs_long');
    await vi.advanceTimersByTimeAsync(1);
    expect(session.current).toBeUndefined();
  });
});
