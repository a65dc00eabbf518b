import { FraudSessionError } from './errors';
import { SESSION_LIFETIME_MS } from './session-lifetime';
import type { BrowserData } from './types';

/** The first retry waits half to all of this (jitter); each further one twice as long. */
const FIRST_BACKOFF_MS = 200;
const MS_PER_SECOND = 1000;

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
  if (!value) return NaN;
  const ms = /^\d+$/.test(value) ? Number(value) * MS_PER_SECOND : Date.parse(value) - Date.now();
  return Math.max(ms, 0);
}

/** The wait before retry number `attempt` + 1: jittered exponential backoff. */
const backoffMs = (attempt: number): number => FIRST_BACKOFF_MS * 2 ** attempt * (0.5 + Math.random() / 2);

/** A refused key: 401 or 403. */
const isKeyRefusal = (status: number): boolean => status == 401 || status == 403;

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
      const { status, headers } = response;
      if (response.ok) {
        // The documented envelope: `{success: true, data: {session_id, expires_at}}`.
        const receivedAt = Date.now();
        const reply = await response.json().catch(() => 0);
        const { session_id: sessionId, expires_at } = (reply?.success === true && reply.data) || {};
        const expiresAt = Date.parse(expires_at);
        // The server's clock may differ from ours: `Date` (when CORS lets us read it) tells by how much.
        // The interface says a session lives 30 minutes: never trust more than that.
        const skew = Date.parse(headers.get('date') as string) - receivedAt || 0;
        const localExpiresAt = Math.min(expiresAt - skew, sentAt + SESSION_LIFETIME_MS);
        if (!sessionId || typeof sessionId != 'string' || !(localExpiresAt > receivedAt)) {
          failure = new FraudSessionError('malformed_response', status);
          throw failure;
        }
        return { sessionId, expiresAt, localExpiresAt };
      }
      failure = new FraudSessionError(status == 429 ? 'rate_limited' : isKeyRefusal(status) ? 'invalid_key' : 'http', status);
      const retried = status == 429 || status >= 500;
      if (!retried) throw failure;
      asked = retryAfterMs(headers.get('retry-after'));
      wait = asked || wait;
    } catch (error) {
      // Anything but our own verdicts (a network error) is worth another attempt.
      if (signal.aborted || error == failure) throw error;
    }
    if (Date.now() + wait >= deadline) {
      if (asked) failure.retryAfterMs = asked;
      throw failure;
    }
    // Aborting clears the timer and leaves this wait unsettled: the caller has settled already.
    await new Promise((wake) => {
      const timer = setTimeout(wake, wait);
      signal.onabort = () => clearTimeout(timer);
    });
  }
}
