import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredSession } from './request';
import { storageKey, tabStorage } from './tab-storage';

const KEY = storageKey('pk_test_abc', 'https://api.example');
const SESSION: StoredSession = { sessionId: 'fs_1', expiresAt: 1_000, localExpiresAt: 900 };

describe('tabStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('keeps one entry per public key and service', () => {
    expect(KEY).toBe('pay-checkout:fraud-session:pk_test_abc@https://api.example');
    expect(storageKey('pk_test_abc', 'http://127.0.0.1:4010')).not.toBe(KEY);
  });

  it('writes the session as JSON, reads it back, and removes it when given none', () => {
    const storage = tabStorage(KEY);
    expect(storage.read()).toBeNull();
    storage.write(SESSION);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '')).toEqual(SESSION);
    expect(storage.read()).toEqual(SESSION);
    storage.write(undefined);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(storage.trusted).toBe(true);
  });

  it('throws on a damaged entry (the caller keeps what it holds)', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(() => tabStorage(KEY).read()).toThrow();
  });

  it('is no longer trusted once a write was refused, and does not throw', () => {
    const storage = tabStorage(KEY);
    vi.stubGlobal('sessionStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    expect(() => storage.write(SESSION)).not.toThrow();
    expect(storage.trusted).toBe(false);
  });
});
