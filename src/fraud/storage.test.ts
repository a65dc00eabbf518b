// How a fraud session is kept in sessionStorage between the pages of one journey (same tab).
import { describe, expect, it, vi } from 'vitest';
import { createFraudSession } from './session';
import { fakeService, sessionTestLifecycle } from './test-fetch';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const KEY = 'pay-checkout:fraud-session:pk_test_demo@http://127.0.0.1:4010';
const live = (sessionId = 'fs_kept') => ({ sessionId, expiresAt: NOW + 60_000, localExpiresAt: NOW + 60_000 });

const track = sessionTestLifecycle(NOW);
function open(publicKey = 'pk_test_demo') {
  const service = fakeService();
  return { session: track(createFraudSession(publicKey, { ipLookup: false, fetch: service.fetch })), service };
}

describe('session storage', () => {
  it('keeps one entry per public key, in sessionStorage', async () => {
    sessionStorage.setItem(KEY, JSON.stringify(live()));
    expect(open().session.current).toEqual({ sessionId: 'fs_kept', expiresAt: new Date(NOW + 60_000) });
    const { session: other } = open('pk_test_other');
    expect(other.current).toBeUndefined();
    const { sessionId } = await other.setup();
    expect(
      JSON.parse(sessionStorage.getItem('pay-checkout:fraud-session:pk_test_other@http://127.0.0.1:4010') as string),
    ).toMatchObject({ sessionId });
    expect(JSON.parse(sessionStorage.getItem(KEY) as string)).toEqual(live());
  });

  it('forgets the entry', () => {
    sessionStorage.setItem(KEY, JSON.stringify(live()));
    open().session.consume();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('never hands out an entry past its local expiry', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ ...live(), localExpiresAt: NOW - 1 }));
    expect(open().session.current).toBeUndefined();
  });

  it('reads a damaged entry as none', async () => {
    sessionStorage.setItem(KEY, '{not json');
    const { session, service } = open();
    expect(session.current).toBeUndefined();
    await expect(session.setup()).resolves.toMatchObject({ sessionId: 'fs_1' });
    expect(service.sessionRequests).toHaveLength(1);
  });

  it('treats blocked storage as empty and never throws', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    const { session } = open();
    expect(session.current).toBeUndefined();
    await expect(session.setup()).resolves.toMatchObject({ sessionId: 'fs_1' });
    expect(() => session.consume()).not.toThrow();
  });

  it('survives a storage that refuses writes (Safari private mode)', async () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    vi.stubGlobal('sessionStorage', refusing);
    const { session } = open();
    const first = await session.setup();
    expect(session.current).toEqual(first); // kept in memory
  });
});
