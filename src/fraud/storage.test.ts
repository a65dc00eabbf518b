import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession, saveSession, storageKey } from './storage';

const KEY = storageKey('pk_test_demo');
const live = () => ({ sessionId: 'fs_1', expiresAt: Date.now() + 60_000, localExpiresAt: Date.now() + 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('session storage', () => {
  it('keeps one entry per public key, in sessionStorage', () => {
    expect(KEY).toBe('pay-checkout:fraud-session:pk_test_demo');
    const session = live();
    saveSession(KEY, session);
    expect(JSON.parse(sessionStorage.getItem(KEY) as string)).toEqual(session);
    expect(loadSession(KEY)).toEqual(session);
    expect(loadSession(storageKey('pk_test_other'))).toBeUndefined();
  });

  it('forgets the entry', () => {
    saveSession(KEY, live());
    saveSession(KEY);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('never hands out an entry past its local expiry', () => {
    saveSession(KEY, { ...live(), localExpiresAt: Date.now() - 1 });
    expect(loadSession(KEY)).toBeUndefined();
  });

  it('reads a damaged entry as none', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(loadSession(KEY)).toBeUndefined();
  });

  it('treats blocked storage as empty and never throws', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => saveSession(KEY, live())).not.toThrow();
    expect(loadSession(KEY)).toBeUndefined();
  });

  it('survives a storage that refuses writes (Safari private mode)', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    vi.stubGlobal('sessionStorage', refusing);
    expect(() => saveSession(KEY, live())).not.toThrow();
  });
});
