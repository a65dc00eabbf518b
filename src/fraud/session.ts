import { browserData, isBrowser } from './browser-data';
import { FraudSessionError } from './errors';
import { lookupIp } from './ip-address';
import { requestSession, type StoredSession } from './request';
import { loadSession, saveSession, storageKey } from './storage';
import type { FraudSession, FraudSessionOptions, FraudSessionResult } from './types';

// On globalThis, not in a module variable: the script-tag build and an ESM import are separate
// copies of this code and must still share one session per key and service.
const REGISTRY = Symbol.for('pay-checkout.fraud-sessions');

const toResult = ({ sessionId, expiresAt }: StoredSession): FraudSessionResult => ({ sessionId, expiresAt: new Date(expiresAt) });

/**
 * The fraud session of `publicKey` on this page. One per key and `apiBase`: later calls return the
 * same object (and ignore their options). Starts the IP lookup at once, so that it is usually done
 * by the time `setup()` needs it.
 */
export function createFraudSession(publicKey: string, options: FraudSessionOptions = {}): FraudSession {
  const apiBase = (options.apiBase || 'http://127.0.0.1:4010').replace(/\/+$/, '');
  const registry = ((globalThis as { [REGISTRY]?: Map<string, FraudSession> })[REGISTRY] ||= new Map());
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
  const stored = storageKey(publicKey);
  const lifetime = new AbortController(); // aborted by teardown()
  const listeners = new Set<(result: FraudSessionResult) => void>();
  let ipAddress: Promise<string | undefined>;
  let live: StoredSession | undefined;
  let pending: Promise<FraudSessionResult> | undefined;
  let stopPending: (() => void) | undefined;
  let renewal: ReturnType<typeof setTimeout> | undefined;

  const current = () => (live && Date.now() < live.localExpiresAt ? toResult(live) : undefined);

  /** Makes `session` (or none) the current one in memory and schedules its renewal. */
  function adopt(session?: StoredSession) {
    live = session;
    clearTimeout(renewal);
    if (session) {
      const left = session.localExpiresAt - Date.now();
      // Never sooner than halfway, so that a short-lived session cannot turn into a request loop.
      renewal = setTimeout(renew, Math.max(left - renewBeforeMs, left / 2));
    }
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
        pending = stopPending = undefined;
        if (!session) return reject(error);
        adopt(session);
        saveSession(stored, session);
        const fresh = toResult(session);
        resolve(fresh);
        // Each listener on its own: one that throws is reported and does not stop the others.
        listeners.forEach((listener) => queueMicrotask(() => listener(fresh)));
      };
      const budget = setTimeout(() => finish(new FraudSessionError('timeout')), timeoutMs);
      stopPending = () => finish(new FraudSessionError('torn_down'));
      ipAddress
        .then((ip) => requestSession(`${apiBase}/v1/fraud-sessions`, publicKey, browserData(ip), send, run.signal, deadline))
        .then((session) => finish(0, session), finish);
    }));

  // A failed renewal keeps the old session until it expires; the next setup() tries again.
  const renew = () => fetchSession().catch(() => {});

  // Timers sleep with the tab (and with a page in the back/forward cache): re-check when it shows.
  const recheck = () => !document.hidden && live && Date.now() >= live.localExpiresAt - renewBeforeMs && renew();

  if (!refusal) {
    ipAddress = lookupIp(options.ipLookup, options.ipLookupTimeoutMs, send, lifetime);
    adopt(loadSession(stored));
    document.addEventListener('visibilitychange', recheck);
    addEventListener('pageshow', recheck);
  }

  const session: FraudSession = {
    publicKey,
    apiBase,
    get current() {
      return current();
    },
    async setup() {
      const refused = refusal || (lifetime.signal.aborted && 'torn_down');
      if (refused) throw new FraudSessionError(refused);
      return current() || fetchSession();
    },
    consume() {
      adopt();
      saveSession(stored);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    teardown() {
      lifetime.abort();
      stopPending?.();
      adopt();
      listeners.clear();
      if (!refusal) {
        document.removeEventListener('visibilitychange', recheck);
        removeEventListener('pageshow', recheck);
      }
      if (registry.get(registryKey) == session) registry.delete(registryKey);
    },
  };
  registry.set(registryKey, session);
  return session;
}
