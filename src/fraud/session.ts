import { browserData, isBrowser } from './browser-data';
import { FraudSessionError } from './errors';
import { lookupIp } from './ip-address';
import { requestSession, type StoredSession } from './request';
import type { FraudSession, FraudSessionOptions, FraudSessionResult } from './types';

// On globalThis, not in a module variable: the script-tag build and an ESM import are separate
// copies of this code and must still share one session per key and service.
const REGISTRY = Symbol.for('pay-checkout.fraud-sessions');

/** The local sandbox: where a session goes without `apiBase` (and so where `<pay-form>` allows redirects by default). */
export const DEFAULT_API_BASE = 'http://127.0.0.1:4010';

const toResult = ({ sessionId, expiresAt }: StoredSession): FraudSessionResult => ({ sessionId, expiresAt: new Date(expiresAt) });

/**
 * The fraud session of `publicKey` on this page. One per key and `apiBase`: later calls return the
 * same object (and ignore their options). Starts the IP lookup at once, so that it is usually done
 * by the time `setup()` needs it.
 */
export function createFraudSession(publicKey: string, options: FraudSessionOptions = {}): FraudSession {
  // Without trailing slashes, and without a trailing `/v1` (every path starts with it; an easy paste), as the client.
  const apiBase = (options.apiBase || DEFAULT_API_BASE).replace(/(\/v1)?\/*$/, '');
  const global = globalThis as { [REGISTRY]?: Map<string, FraudSession> };
  const registry = (global[REGISTRY] ||= new Map());
  const registryKey = `${publicKey} ${apiBase}`;
  const existing = registry.get(registryKey);
  if (existing) return existing;

  const { timeoutMs = 1e4, renewBeforeMs = 6e4, fetch: send = globalThis.fetch } = options;
  // Refused keys and servers get no lookup, no timer, no listener. A key is printable ASCII
  // (it goes into a Basic credential).
  const refusal = /^sk_/.test(publicKey)
    ? 'secret_key'
    : !/^pk_[!-~]+$/.test(publicKey)
      ? 'invalid_key'
      : !isBrowser(send) && 'unsupported_environment';
  // Where the tab keeps the session of this key. sessionStorage, not cookies: per tab, so two tabs never
  // share a single-use id, and never sent to servers. The entry is a StoredSession as JSON.
  const stored = `pay-checkout:fraud-session:${publicKey}`;
  const lifetime = new AbortController(); // aborted by teardown()
  const { signal } = lifetime;
  const listeners = new Set<(result: FraudSessionResult) => void>();
  let ipAddress: Promise<string | undefined>;
  let live: StoredSession | undefined;
  let pending: Promise<FraudSessionResult> | undefined;
  let stopPending: ((code: 'timeout' | 'torn_down') => void) | undefined;
  let renewal: ReturnType<typeof setTimeout> | undefined;
  let wanted = false; // setup() was called: from then on a session is kept at hand

  /** Milliseconds the live session has left on the local clock; NaN when there is none. */
  const left = () => (live as StoredSession)?.localExpiresAt - Date.now();
  const current = () => (left() > 0 ? toResult(live!) : undefined);

  /**
   * Makes `session` (or none, or none once it is past its expiry) the current one, in memory and in
   * sessionStorage, and schedules its renewal. Unreadable storage (private modes) leaves it in memory only.
   */
  function adopt(session?: StoredSession | null) {
    live = session!;
    clearTimeout(renewal);
    const ms = left();
    if (!(ms > 0)) live = undefined;
    try {
      sessionStorage[live ? 'setItem' : 'removeItem'](stored, JSON.stringify(live));
    } catch {
      // memory only
    }
    // Never sooner than halfway, so that a short-lived session cannot turn into a request loop.
    if (live) renewal = setTimeout(renew, Math.max(ms - renewBeforeMs, ms / 2));
  }

  /** One request at a time, shared by every caller; settles within `timeoutMs` whatever the network does. */
  const fetchSession = () =>
    (pending ||= new Promise<FraudSessionResult>((resolve, reject) => {
      const deadline = Date.now() + timeoutMs;
      const run = new AbortController();
      const finish = (error: unknown, session?: StoredSession) => {
        if (run.signal.aborted) return; // settled already (timeout, teardown)
        run.abort();
        clearTimeout(budget);
        pending = undefined;
        if (!session) return reject(error);
        adopt(session);
        const fresh = toResult(session);
        resolve(fresh);
        // Each listener on its own: one that throws is reported and does not stop the others.
        listeners.forEach((listener) => queueMicrotask(() => listener(fresh)));
      };
      stopPending = (code) => finish(new FraudSessionError(code));
      const budget = setTimeout(stopPending, timeoutMs, 'timeout');
      ipAddress
        .then((ip) => requestSession(`${apiBase}/v1/fraud-sessions`, publicKey, browserData(ip), send, run.signal, deadline))
        .then((session) => finish(0, session), finish);
    }));

  // A failed renewal keeps the old session until it expires; the next setup() tries again.
  const renew = () => fetchSession().catch(() => {});

  // Timers sleep with the tab (and with a page in the back/forward cache): re-check when it shows. A session used up
  // meanwhile (consume(), e.g. as its form was posted) is replaced too, once one has been asked for.
  const recheck = () => !document.hidden && wanted && !(left() > renewBeforeMs) && renew();

  if (!refusal) {
    ipAddress = lookupIp(options.ipLookup, options.ipLookupTimeoutMs, send, signal);
    try {
      adopt(JSON.parse(sessionStorage.getItem(stored) as string));
    } catch {
      // damaged or blocked: none
    }
    // Removed by teardown(), through the controller's `signal`.
    document.addEventListener('visibilitychange', recheck, { signal });
    addEventListener('pageshow', recheck, { signal });
  }

  const session: FraudSession = {
    publicKey,
    apiBase,
    get current() {
      return current();
    },
    async setup() {
      const refused = refusal || (signal.aborted && 'torn_down');
      if (refused) throw new FraudSessionError(refused);
      wanted = true;
      return current() || fetchSession();
    },
    consume() {
      adopt();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    teardown() {
      lifetime.abort();
      stopPending?.('torn_down');
      clearTimeout(renewal);
      live = undefined;
      if (registry.get(registryKey) == session) registry.delete(registryKey);
    },
  };
  registry.set(registryKey, session);
  return session;
}
