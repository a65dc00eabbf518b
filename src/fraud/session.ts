import { browserData, isBrowser } from './browser-data';
import { FraudSessionError } from './errors';
import { lookupIp } from './ip-address';
import { requestSession, type StoredSession } from './request';
import type { BrowserData, FraudSession, FraudSessionOptions, FraudSessionResult } from './types';

// On globalThis, not in a module variable: the script-tag build and an ESM import are separate
// copies of this code and must still share one session per public key.
const REGISTRY = Symbol.for('pay-checkout.fraud-sessions');

/** The local sandbox: where a session goes without `apiBase` (and so where `<pay-form>` allows redirects by default). */
export const DEFAULT_API_BASE = 'http://127.0.0.1:4010';

/** A delay option that is no usable timer delay (not a number, below `least`, beyond what timers hold) takes `fallback`. */
export const timerDelay = (value: unknown, fallback: number, least = 1): number => {
  const ms = Number(value);
  return ms >= least && ms < 2e9 ? ms : fallback;
};

const toResult = ({ sessionId, expiresAt }: StoredSession): FraudSessionResult => ({ sessionId, expiresAt: new Date(expiresAt) });

/**
 * The fraud session of `publicKey` on this page. One per key: later calls return the
 * same object (and ignore their options). Starts the IP lookup at once, so that it is usually done
 * by the time `setup()` needs it.
 */
export function createFraudSession(publicKey: string, options: FraudSessionOptions = {}): FraudSession {
  const global = globalThis as { [REGISTRY]?: Map<string, FraudSession> };
  const registry = (global[REGISTRY] ||= new Map());
  const existing = registry.get(publicKey);
  if (existing) return existing;

  // Without trailing slashes, and without a trailing `/v1` (every path starts with it; an easy paste), as the client.
  const apiBase = (options.apiBase || DEFAULT_API_BASE).replace(/(\/v1)?\/*$/, '');
  const { fetch: send = globalThis.fetch } = options;
  const timeoutMs = timerDelay(options.timeoutMs, 1e4);
  const renewBeforeMs = timerDelay(options.renewBeforeMs, 6e4, 0);
  // Refused keys and servers get no lookup, no timer, no listener. A key is printable ASCII
  // (it goes into a Basic credential).
  const refusal = /^sk_/.test(publicKey)
    ? 'secret_key'
    : !/^pk_[!-~]+$/.test(publicKey)
      ? 'invalid_key'
      : !isBrowser(send) && 'unsupported_environment';
  // Where the tab keeps the session of this key. sessionStorage, not cookies: per tab, and never sent to servers.
  // The entry is a StoredSession as JSON.
  const stored = `pay-checkout:fraud-session:${publicKey}@${apiBase}`;
  const lifetime = new AbortController(); // aborted by teardown()
  const { signal } = lifetime;
  const listeners = new Set<(result: FraudSessionResult) => void>();
  let ipAddress: Promise<string | undefined>;
  // Collected once per page (the lookup runs once; the cookie check writes a cookie): renewals and retries reuse it.
  let collected: BrowserData | undefined;
  let live: StoredSession | undefined;
  let pending: Promise<FraudSessionResult> | undefined;
  let stopPending: ((code: 'timeout' | 'torn_down' | 'network') => void) | undefined;
  let renewal: ReturnType<typeof setTimeout> | undefined;
  let wanted = false; // setup() was called: from then on a session is kept at hand
  let pausedUntil = 0; // automatic renewals wait until then after a failure (for good after a refusal)
  let freshUntil = 0; // a live session is not renewed by a wake-up before then (30 s after it came)
  let storable = true; // false once sessionStorage refused a write: what it holds is then not ours

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
      storable = false; // memory only
    }
    // Never sooner than halfway, nor than 30 s: a short-lived session must not turn into a request loop.
    if (live) renewal = setTimeout(renew, Math.max(ms - renewBeforeMs, ms / 2, 3e4));
  }

  // Each listener on its own: one that throws is reported and does not stop the others.
  const notify = (fresh: FraudSessionResult) => listeners.forEach((listener) => queueMicrotask(() => listener(fresh)));

  /** Takes the tab's stored session when it differs from the one in memory (another page of the tab used or replaced it). */
  const restore = () => {
    try {
      const kept: StoredSession | null = JSON.parse(sessionStorage.getItem(stored) as string);
      if (storable && kept?.sessionId != live?.sessionId) {
        adopt(kept);
        if (live) notify(toResult(live));
      }
    } catch {
      // damaged or blocked: as it is
    }
  };


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
        if (!session) {
          // Automatic renewals pause a minute (or the Retry-After asked), then try again; after a refusal (a 4xx but
          // 429) only setup() tries.
          const { status, retryAfterMs } = error as FraudSessionError;
          const refused = (status as number) > 399 && (status as number) < 500 && status != 429;
          const pause = Math.min(Math.max(renewBeforeMs, retryAfterMs || 0, 3e4), 2e9);
          pausedUntil = refused ? Infinity : Date.now() + pause;
          clearTimeout(renewal);
          // The timer is the pause's own end: it renews even when it fires a hair before `pausedUntil`.
          if (!refused && !signal.aborted) renewal = setTimeout(() => renew((pausedUntil = 0)), pause);
          return reject(error);
        }
        adopt(session);
        pausedUntil = 0;
        freshUntil = Date.now() + 3e4; // wake-ups cannot turn a short-lived session into a request loop
        const fresh = toResult(session);
        resolve(fresh);
        notify(fresh);
      };
      stopPending = (code) => finish(new FraudSessionError(code));
      const budget = setTimeout(stopPending, timeoutMs, 'timeout');
      ipAddress
        // Nothing is sent once the attempt settled (timeout, teardown) while the lookup ran.
        .then((ip) =>
          run.signal.aborted ? undefined : requestSession(`${apiBase}/v1/fraud-sessions`, publicKey, (collected ||= browserData(ip)), send, run.signal, deadline),
        )
        .then((session) => finish(0, session), finish);
    }));

  // A failed renewal keeps the old session until it expires (see `finish` for when it is tried again).
  const renew = (_?: unknown) => wanted && Date.now() >= pausedUntil && fetchSession().catch(() => {});

  // Timers sleep with the tab, and a page in the back/forward cache misses what other pages of the tab did: when it
  // shows again, the tab's stored session holds, and one that is gone or near its end is renewed (once one was asked for).
  const recheck = (event: Event) => {
    const persisted = (event as PageTransitionEvent).persisted;
    // A plain load fires pageshow too: that is no wake-up (the constructor has just read the storage).
    if (document.hidden || (event.type == 'pageshow' && !persisted)) return;
    if (persisted) {
      // A request still pending when the page went into the back/forward cache may never settle: start anew.
      if (pending) {
        stopPending!('network');
        pausedUntil = 0;
      }
      // Only while this page was in the cache could another page of the tab have used or replaced the session.
      restore();
    }
    if (live ? left() <= renewBeforeMs && Date.now() >= freshUntil : 1) renew();
  };

  if (!refusal) {
    // Within half the setup budget: a hanging lookup must leave time for the session itself.
    ipAddress = lookupIp(options.ipLookup, Math.min(timerDelay(options.ipLookupTimeoutMs, 1500), timeoutMs / 2), send, signal);
    restore();
    // Removed by teardown(), through the controller's `signal`.
    document.addEventListener('visibilitychange', recheck, { signal });
    addEventListener('pageshow', recheck, { signal });
  }

  const session: FraudSession = {
    publicKey,
    apiBase,
    signal,
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
      if (registry.get(publicKey) == session) registry.delete(publicKey);
    },
  };
  registry.set(publicKey, session);
  return session;
}
