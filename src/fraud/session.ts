import { untilAborted } from './abort';
import { browserData, isBrowser } from './browser-data';
import { FraudSessionError } from './errors';
import { lookupIp } from './ip-address';
import { requestSession, type StoredSession } from './request';
import { loadSession, saveSession } from './storage';
import type { FraudSession, FraudSessionErrorCode, FraudSessionOptions, FraudSessionResult } from './types';

// On globalThis, not in a module variable: the script-tag build and an ESM import are separate
// copies of this code and must still share one session per key and service.
const REGISTRY = Symbol.for('pay-checkout.fraud-sessions');

/**
 * The fraud session of `publicKey` on this page: created once per key and `apiBase`, later calls
 * return the same object (their options are ignored). Starts the IP lookup at once, so that it is
 * usually done by the time `setup()` is called.
 */
export function createFraudSession(publicKey: string, options: FraudSessionOptions = {}): FraudSession {
  publicKey = String(publicKey ?? '').trim();
  const apiBase = (options.apiBase || 'http://127.0.0.1:4010').replace(/\/+$/, '');
  const registry: Map<string, FraudSession> = ((globalThis as Record<symbol, unknown>)[REGISTRY] ||= new Map()) as Map<
    string,
    FraudSession
  >;
  const registryKey = `${publicKey} ${apiBase}`;
  const existing = registry.get(registryKey);
  if (existing) return existing;

  const { timeoutMs = 10_000, renewBeforeMs = 60_000 } = options;
  const send = options.fetch || globalThis.fetch;
  const refusal: FraudSessionErrorCode | undefined = /^sk_/.test(publicKey)
    ? 'secret_key'
    : !/^pk_\S/.test(publicKey)
      ? 'invalid_key'
      : isBrowser(send)
        ? undefined
        : 'unsupported_environment';
  const lifetime = new AbortController();
  const listeners = new Set<(result: FraudSessionResult) => void>();
  let live: StoredSession | undefined | null;
  let result: FraudSessionResult | undefined;
  let pending: Promise<FraudSessionResult> | undefined;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let ipAddress: Promise<string | undefined>;

  const current = () => (live && Date.now() < live.localExpiresAt ? result : undefined);

  function adopt(session: StoredSession | undefined | null) {
    live = session;
    result = session ? { sessionId: session.sessionId, expiresAt: new Date(session.expiresAt) } : undefined;
    clearTimeout(renewTimer);
    if (session) {
      const left = session.localExpiresAt - Date.now();
      // Never sooner than halfway: a short-lived session must not turn renewal into a request loop.
      renewTimer = setTimeout(renew, Math.max(left - renewBeforeMs, left / 2));
    }
  }

  function fetchSession(): Promise<FraudSessionResult> {
    return (pending ||= (async () => {
      const deadline = Date.now() + timeoutMs;
      const run = new AbortController();
      const stop = () => run.abort();
      const budget = setTimeout(stop, timeoutMs);
      lifetime.signal.addEventListener('abort', stop);
      try {
        const ip = await untilAborted(ipAddress, run.signal);
        const url = `${apiBase}/v1/fraud-sessions`;
        const session = await requestSession(url, publicKey, browserData(ip), send, run.signal, deadline);
        adopt(session);
        saveSession(publicKey, session);
        const fresh = result as FraudSessionResult;
        listeners.forEach((listener) => {
          try {
            listener(fresh);
          } catch (error) {
            // A faulty listener must not break the session nor the other listeners; still report it.
            setTimeout(() => {
              throw error;
            });
          }
        });
        return fresh;
      } catch (error) {
        throw run.signal.aborted ? new FraudSessionError(lifetime.signal.aborted ? 'torn_down' : 'timeout') : error;
      } finally {
        clearTimeout(budget);
        lifetime.signal.removeEventListener('abort', stop);
        pending = undefined;
      }
    })());
  }

  // A failed renewal keeps the old session until it expires; the next setup() tries again.
  const renew = () => fetchSession().catch(() => {});

  // Timers sleep with the tab and a page restored from the back/forward cache kept its old state:
  // re-check when the page shows again. Another page of this tab may have consumed the id meanwhile.
  function recheck() {
    if (!live || pending || document.visibilityState != 'visible') return;
    const stored = loadSession(publicKey);
    if ((stored !== undefined && stored?.sessionId !== live.sessionId) || Date.now() >= live.localExpiresAt - renewBeforeMs) {
      renew();
    }
  }

  if (!refusal) {
    ipAddress = lookupIp(options.ipLookup, options.ipLookupTimeoutMs, send, lifetime.signal);
    adopt(loadSession(publicKey));
    document.addEventListener('visibilitychange', recheck);
    addEventListener('pageshow', recheck);
  }

  const session: FraudSession = {
    publicKey,
    apiBase,
    get current() {
      return current();
    },
    setup() {
      const code = refusal || (lifetime.signal.aborted && 'torn_down');
      if (code) return Promise.reject(new FraudSessionError(code));
      const live = current();
      return live ? Promise.resolve(live) : fetchSession();
    },
    consume() {
      adopt(undefined);
      saveSession(publicKey);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    teardown() {
      lifetime.abort();
      adopt(undefined);
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
