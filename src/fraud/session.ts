import { boundedAttempt, type StopCode } from './attempt';
import { browserData } from './browser-data';
import { FraudSessionError } from './errors';
import { lookupIp } from './ip-address';
import { renewalSchedule } from './renewals';
import { requestSession, type StoredSession } from './request';
import { sessionConfig, type SessionConfig } from './session-config';
import { storageKey, tabStorage } from './tab-storage';
import type {
  BrowserData,
  FraudSession,
  FraudSessionErrorCode,
  FraudSessionOptions,
  FraudSessionResult,
} from './types';
import { onWakeUp } from './wake-up';

// On globalThis, not in a module variable: the script-tag build and an ESM import are separate
// copies of this code and must still share one session per public key.
const REGISTRY = Symbol.for('pay-checkout.fraud-sessions');

function registry(): Map<string, FraudSession> {
  const global = globalThis as { [REGISTRY]?: Map<string, FraudSession> };
  global[REGISTRY] ||= new Map();
  return global[REGISTRY];
}

const toResult = ({ sessionId, expiresAt }: StoredSession): FraudSessionResult => ({
  sessionId,
  expiresAt: new Date(expiresAt),
});

/** Milliseconds `session` has left on the local clock. */
const msLeft = (session: StoredSession): number => session.localExpiresAt - Date.now();

/**
 * The fraud session of `publicKey` on this page. One per key: later calls return the
 * same object (and ignore their options). Starts the IP lookup at once, so that it is usually done
 * by the time `setup()` needs it.
 */
export function createFraudSession(publicKey: string, options: FraudSessionOptions = {}): FraudSession {
  const sessions = registry();
  const existing = sessions.get(publicKey);
  if (existing) return existing;

  const config = sessionConfig(publicKey, options);
  const session = config.refusal ? refusedSession(config, config.refusal) : keptSession(config);
  // A missing apiBase is the options' fault, not the key's: a later call that gives one gets a working session.
  if (config.refusal === 'missing_api_base') return session;
  sessions.set(publicKey, session);
  session.signal.addEventListener('abort', () => {
    if (sessions.get(publicKey) === session) sessions.delete(publicKey);
  });
  return session;
}

/** A session that cannot start (a refused key, no browser): every `setup()` rejects with why. Holds no lookup, timer or listener. */
function refusedSession({ publicKey, apiBase }: SessionConfig, refusal: FraudSessionErrorCode): FraudSession {
  const lifetime = new AbortController();
  return {
    publicKey,
    apiBase,
    signal: lifetime.signal,
    current: undefined,
    setup: () => Promise.reject(new FraudSessionError(refusal)),
    consume() {},
    subscribe: () => () => {},
    teardown: () => lifetime.abort(),
  };
}

/** The requests for new sessions of one kept session: one at a time, shared by every caller. */
interface SessionRequests {
  /** The running request, else a new one. */
  fetch(): Promise<FraudSessionResult>;
  /** Cuts the running request short with `code`; false when none was running. */
  stop(code: StopCode): boolean;
}

/**
 * Requests for new sessions, each within the configured timeout. The IP lookup starts at once, so that it is usually
 * done by the first request; the page's data is collected once (the cookie check writes a cookie): renewals and
 * retries send the same. When a request settles: `received` or `failed` first, then the caller's promise, then
 * `announce` for a new session.
 */
function sessionRequests(
  config: SessionConfig,
  signal: AbortSignal,
  received: (session: StoredSession) => void,
  failed: (failure: FraudSessionError) => void,
  announce: (result: FraudSessionResult) => void,
): SessionRequests {
  const { publicKey, apiBase, send, timeoutMs } = config;
  const ipAddress = lookupIp(config.ipLookup, config.ipLookupTimeoutMs, send, signal);
  let pageData: BrowserData | undefined;
  // The request running, if any, and how to cut it short.
  let pending: Promise<FraudSessionResult> | undefined;
  let stopPending: ((code: StopCode) => void) | undefined;

  /** Once the IP lookup is done, POSTs the page's data; gives up when the attempt settled (timeout, teardown) meanwhile. */
  function sendRequest(attemptSignal: AbortSignal, deadline: number): Promise<StoredSession | undefined> {
    return ipAddress.then((ip) => {
      if (attemptSignal.aborted) return undefined;
      pageData ||= browserData(ip);
      return requestSession(`${apiBase}/v1/fraud-sessions`, publicKey, pageData, send, attemptSignal, deadline);
    });
  }

  function fetch(): Promise<FraudSessionResult> {
    if (pending) return pending;
    const deadline = Date.now() + timeoutMs;
    pending = new Promise((resolve, reject) => {
      stopPending = boundedAttempt(
        (attemptSignal) => sendRequest(attemptSignal, deadline),
        timeoutMs,
        // Synchronous: by the time a stop() returns, the state says no request is pending.
        (outcome) => {
          pending = undefined;
          stopPending = undefined;
          if ('failure' in outcome) {
            failed(outcome.failure);
            reject(outcome.failure);
            return;
          }
          received(outcome.session);
          const fresh = toResult(outcome.session);
          resolve(fresh);
          announce(fresh);
        },
      );
    });
    return pending;
  }

  function stop(code: StopCode): boolean {
    if (!stopPending) return false;
    stopPending(code);
    return true;
  }

  return { fetch, stop };
}

/**
 * A session kept live for the page: fetched at `setup()`, shared with the other pages of the tab through its
 * storage, renewed ahead of its expiry, and checked again when the page wakes up.
 */
// One closure on purpose: its inner steps as named objects cost ~60 B gzip, past pay-form.js's budget (docs/budgets.md).
function keptSession(config: SessionConfig): FraudSession {
  const { publicKey, apiBase, renewBeforeMs } = config;
  const lifetime = new AbortController(); // aborted by teardown(): removes every listener
  const { signal } = lifetime;
  const storage = tabStorage(storageKey(publicKey, apiBase));
  const renewals = renewalSchedule(renewBeforeMs, renew);
  const listeners = new Set<(result: FraudSessionResult) => void>();
  const requests = sessionRequests(
    config,
    signal,
    (session) => {
      hold(session);
      renewals.received();
    },
    (failure) => renewals.failed(failure, signal.aborted),
    notify,
  );
  // The session in hand, if any (it may have expired since).
  let held: StoredSession | undefined;

  /** The held session while it lives. */
  const current = () => (held && msLeft(held) > 0 ? held : undefined);

  /** Holds `session` (or none, or none once it is past its expiry), in memory and in the tab's storage, and plans its renewal. */
  function hold(session: StoredSession | null | undefined) {
    held = session && msLeft(session) > 0 ? session : undefined;
    storage.write(held);
    renewals.planFor(held ? msLeft(held) : NaN);
  }

  // Each listener on its own: one that throws is reported and does not stop the others.
  function notify(result: FraudSessionResult) {
    listeners.forEach((listener) => queueMicrotask(() => listener(result)));
  }

  /** Takes the tab's stored session when it differs from the one in memory (another page of the tab used or replaced it). */
  function takeFromTab() {
    let kept: StoredSession | null;
    try {
      kept = storage.read();
    } catch {
      return; // damaged or blocked: as it is
    }
    if (!storage.trusted || kept?.sessionId === held?.sessionId) return;
    hold(kept);
    if (held) notify(toResult(held));
  }

  /** An automatic renewal, when the rules allow one. A failed one keeps the held session until it expires. */
  function renew() {
    if (renewals.mayRun()) requests.fetch().catch(() => {});
  }

  function wakeUp(backFromCache: boolean) {
    if (backFromCache) {
      // A request still pending when the page went into the back/forward cache may never settle; one that failed as
      // the page was left (WebKit cuts it then, or its deadline ran out while the page was frozen) paused the
      // renewals, and the page would come back without an id. Either way, a page with no live id asks anew.
      if (requests.stop('network') || !current()) renewals.resume();
      takeFromTab();
    }
    if (renewals.wakeUpWantsRenewal(held && msLeft(held))) renew();
  }

  takeFromTab();
  onWakeUp(wakeUp, signal);

  return {
    publicKey,
    apiBase,
    signal,
    get current() {
      const live = current();
      return live && toResult(live);
    },
    async setup() {
      if (signal.aborted) throw new FraudSessionError('torn_down');
      renewals.want();
      const live = current();
      return live ? toResult(live) : requests.fetch();
    },
    consume() {
      hold(undefined);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    teardown() {
      lifetime.abort();
      requests.stop('torn_down');
      renewals.stop();
      held = undefined;
    },
  };
}
