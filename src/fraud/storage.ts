import type { StoredSession } from './request';

/** Where the tab keeps the session of a key. sessionStorage, not cookies: per tab, so two tabs never share a single-use id, and never sent to servers. */
export const storageKey = (publicKey: string) => `pay-checkout:fraud-session:${publicKey}`;

/** The live session stored under `key`, if any. Unreadable storage (Safari private mode, blocked storage) reads as none. */
export function loadSession(key: string): StoredSession | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) as string);
    if (stored?.localExpiresAt > Date.now()) return stored;
  } catch {
    // memory only
  }
}

/** Stores the session, or forgets it when `session` is undefined. A storage failure leaves it in memory only. */
export function saveSession(key: string, session?: StoredSession): void {
  try {
    if (session) sessionStorage.setItem(key, JSON.stringify(session));
    else sessionStorage.removeItem(key);
  } catch {
    // memory only
  }
}
