import type { StoredSession } from './request';

/**
 * Where the tab keeps the session of one key and service: sessionStorage, not cookies (per tab, and never sent to
 * servers). One entry per public key and service, so a page aimed at another service never takes it.
 */
export const storageKey = (publicKey: string, apiBase: string): string =>
  `pay-checkout:fraud-session:${publicKey}@${apiBase}`;

export interface TabStorage {
  /** The tab's entry, or null. Throws when the entry is damaged or the storage blocked. */
  read(): StoredSession | null;
  /** Keeps `session` for the next pages of the tab, or removes the entry. */
  write(session: StoredSession | undefined): void;
  /** False once a write was refused (a private mode, a full quota): what the storage holds is then not ours. */
  readonly trusted: boolean;
}

/** The tab's entry under `key`, a StoredSession as JSON. A refused write leaves the session in memory only. */
export function tabStorage(key: string): TabStorage {
  let trusted = true;
  return {
    read: () => JSON.parse(sessionStorage.getItem(key) as string),
    write(session) {
      try {
        if (session) sessionStorage.setItem(key, JSON.stringify(session));
        else sessionStorage.removeItem(key);
      } catch {
        trusted = false;
      }
    },
    get trusted() {
      return trusted;
    },
  };
}
