import { parseRetryAfterMs } from '../interface/retry-after';
import { FraudSessionError } from './errors';
import { SESSION_LIFETIME_MS } from './session-lifetime';
import type { BrowserData, FraudSessionErrorCode } from './types';

/** The first retry waits half to all of this (jitter); each further one twice as long. */
const FIRST_BACKOFF_MS = 200;

/** A session as kept in memory and, as JSON under `pay-checkout:fraud-session:<publicKey>@<apiBase>`, in sessionStorage. Times are epoch milliseconds. */
export interface StoredSession {
  sessionId: string;
  /** The server's `expires_at`. */
  expiresAt: number;
  /** The same instant on the local clock (skew-corrected, never beyond request start + 30 min). */
  localExpiresAt: number;
}

/** `Retry-After` in milliseconds (delta-seconds or an HTTP date); NaN when absent or unreadable. */
export function retryAfterMs(value: string | null): number {
  return parseRetryAfterMs(value) ?? NaN;
}

/** The wait before retry number `attempt` + 1: exponential backoff, jittered to half to all of it. */
function backoffMs(attempt: number): number {
  const full = FIRST_BACKOFF_MS * 2 ** attempt;
  const jitter = 0.5 + Math.random() / 2;
  return full * jitter;
}

/** What a reply that is not a session means: 429 a rate limit, 401 and 403 a refused key, anything else an HTTP error. */
function replyFailureCode(status: number): FraudSessionErrorCode {
  if (status === 429) return 'rate_limited';
  if (status === 401 || status === 403) return 'invalid_key';
  return 'http';
}

/** Worth another attempt: a rate limit or a server error. */
const isRetriedStatus = (status: number): boolean => status === 429 || status >= 500;

/** How far the server's clock is ahead of ours, from its `Date` header (when CORS lets us read it); 0 when unknown. */
function clockSkewMs(headers: Headers, receivedAt: number): number {
  const skew = Date.parse(headers.get('date') ?? '') - receivedAt;
  return skew || 0; // NaN: no readable date
}

/**
 * The session in a 2xx reply: the documented envelope `{success: true, data: {session_id, expires_at}}`, its expiry
 * moved to the local clock. Undefined when the reply is not one, or when the session would already be over.
 */
async function readSession(response: Response, sentAt: number): Promise<StoredSession | undefined> {
  const receivedAt = Date.now();
  const reply = await response.json().catch(() => undefined);
  const data = reply?.success === true ? reply.data : undefined;
  const sessionId: unknown = data?.session_id;
  const expiresAt = Date.parse(data?.expires_at);
  // Never trust more than a session's lifetime (docs/service.md, "Fraud sessions").
  const localExpiresAt = Math.min(expiresAt - clockSkewMs(response.headers, receivedAt), sentAt + SESSION_LIFETIME_MS);
  const isLive = localExpiresAt > receivedAt; // false for NaN too: no readable expiry
  if (typeof sessionId !== 'string' || sessionId === '' || !isLive) return undefined;
  return { sessionId, expiresAt, localExpiresAt };
}

/** Waits `ms`; aborting clears the timer and leaves the wait unsettled (the caller has settled already). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((wake) => {
    const timer = setTimeout(wake, ms);
    signal.onabort = () => clearTimeout(timer);
  });
}

/**
 * POSTs the browser data until the service creates a session. Network errors, 5xx and 429 are retried
 * with jittered exponential backoff from 200 ms (or after `Retry-After`) while the wait ends before
 * `deadline`; otherwise the last failure is thrown at once. Gives up silently once `signal` aborts:
 * the caller has settled by then.
 */
export async function requestSession(
  url: string,
  publicKey: string,
  body: BrowserData,
  send: typeof fetch,
  signal: AbortSignal,
  deadline: number,
): Promise<StoredSession | undefined> {
  for (let attempt = 0; ; attempt++) {
    const sentAt = Date.now();
    let wait = backoffMs(attempt);
    let asked = NaN; // the service's Retry-After, in ms
    let failure = new FraudSessionError('network');
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa(`${publicKey}:`)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      if (response.ok) {
        const session = await readSession(response, sentAt);
        if (session) return session;
        failure = new FraudSessionError('malformed_response', response.status);
        throw failure;
      }
      failure = new FraudSessionError(replyFailureCode(response.status), response.status);
      if (!isRetriedStatus(response.status)) throw failure;
      asked = retryAfterMs(response.headers.get('retry-after'));
      wait = asked || wait;
    } catch (error) {
      // Anything but our own verdicts (a network error) is worth another attempt.
      if (signal.aborted || error === failure) throw error;
    }
    if (Date.now() + wait >= deadline) {
      if (asked) failure.retryAfterMs = asked;
      throw failure;
    }
    await pause(wait, signal);
  }
}
