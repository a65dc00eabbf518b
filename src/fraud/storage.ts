import type { StoredSession } from './request';

const keyOf = (publicKey: string) => `pay-checkout:fraud-session:${publicKey}`;

/**
 * The tab's live session for this key: `null` when there is none (or it expired), `undefined` when
 * storage cannot be read (Safari private mode, blocked storage), where the session lives in memory only.
 * sessionStorage, not cookies: per tab, so two tabs never share a single-use id, and never sent to servers.
 */
export function loadSession(publicKey: string): StoredSession | null | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(publicKey)) as string);
    return typeof stored?.sessionId == 'string' && stored.expiresAt > 0 && stored.localExpiresAt > Date.now() ? stored : null;
  } catch {
    return;
  }
}

/** Stores the session, or forgets it when `session` is undefined. Storage failures leave the session in memory only. */
export function saveSession(publicKey: string, session?: StoredSession): void {
  try {
    if (session) sessionStorage.setItem(keyOf(publicKey), JSON.stringify(session));
    else sessionStorage.removeItem(keyOf(publicKey));
  } catch {
    // memory only
  }
}
