import { sleep, untilAborted } from './abort';
import { FraudSessionError } from './errors';
import type { BrowserData } from './types';

/** A session as kept in memory and in sessionStorage. Times are epoch milliseconds. */
export interface StoredSession {
  sessionId: string;
  /** The server's `expires_at`. */
  expiresAt: number;
  /** The same instant on the local clock (skew-corrected, never beyond request start + 30 min). */
  localExpiresAt: number;
}

// The interface: "A session lives 30 minutes".
const LIFETIME_MS = 30 * 60_000;
const BACKOFF_BASE_MS = 200;

/** `Retry-After` in milliseconds (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get('retry-after');
  if (!value) return;
  const wait = /^\d+$/.test(value) ? +value * 1e3 : Date.parse(value) - now;
  return isNaN(wait) ? undefined : Math.max(wait, 0);
}

async function readSession(response: Response, sentAt: number, receivedAt: number): Promise<StoredSession> {
  let data;
  try {
    const body = await response.json();
    if (body.success === true) data = body.data;
  } catch {
    // not JSON: malformed below
  }
  const expiresAt = Date.parse(data?.expires_at);
  // The server's clock may differ from ours: `Date` (when CORS lets us read it) tells by how much.
  const skew = Date.parse(response.headers.get('date') as string) - receivedAt || 0;
  const localExpiresAt = Math.min(expiresAt - skew, sentAt + LIFETIME_MS);
  if (typeof data?.session_id != 'string' || !data.session_id || !(localExpiresAt > receivedAt)) {
    throw new FraudSessionError('malformed_response', response.status);
  }
  return { sessionId: data.session_id, expiresAt, localExpiresAt };
}

/**
 * POSTs the browser data until the service creates a session. Network errors, 5xx and 429 are retried
 * with jittered exponential backoff (429 waits for `Retry-After`) as long as the wait ends before
 * `deadline`; otherwise the last failure is thrown at once. `signal` aborts everything (budget, teardown).
 */
export async function requestSession(
  url: string,
  publicKey: string,
  body: BrowserData,
  send: typeof fetch,
  signal: AbortSignal,
  deadline: number,
): Promise<StoredSession> {
  for (let attempt = 0; ; attempt++) {
    let failure: FraudSessionError;
    let wait = (0.5 + Math.random() / 2) * BACKOFF_BASE_MS * 2 ** attempt;
    const sentAt = Date.now();
    try {
      const response = await untilAborted(
        send(url, {
          method: 'POST',
          headers: { Authorization: `Basic ${btoa(`${publicKey}:`)}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal,
        }),
        signal,
      );
      const { status } = response;
      if (response.ok) return await untilAborted(readSession(response, sentAt, Date.now()), signal);
      if (status != 429 && status < 500) {
        throw new FraudSessionError(status == 401 || status == 403 ? 'invalid_key' : 'http', status);
      }
      failure = new FraudSessionError(status == 429 ? 'rate_limited' : 'http', status);
      wait = retryAfterMs(response) ?? wait;
    } catch (error) {
      if (signal.aborted || error instanceof FraudSessionError) throw error;
      failure = new FraudSessionError('network');
    }
    if (Date.now() + wait >= deadline) throw failure;
    await sleep(wait, signal);
  }
}
