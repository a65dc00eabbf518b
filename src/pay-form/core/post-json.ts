import { PayFormError } from './errors';

/** An HTTP reply; `body` is `undefined` when it was not JSON (an empty 2xx body reads as `{}`). */
export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * POSTs `payload` as JSON with the given headers (the attempt's `Idempotency-Key`, a credential), within `timeoutMs`
 * (body read included). `redirect: 'error'` makes a redirect a network error instead of a request sent elsewhere.
 * Throws `PayFormError` `TIMEOUT` (the request may have reached the server) or `NETWORK_ERROR` (it did not).
 */
export async function postJson(
  url: string,
  payload: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
  redirect: RequestRedirect = 'follow',
): Promise<Reply> {
  // Before the request: a payload that is not JSON (a cycle, a BigInt) is the page's fault, not the network's.
  const body = JSON.stringify(payload);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body,
        signal: controller.signal,
        redirect,
      });
    } catch {
      throw new PayFormError(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
    }
    // From here the server did answer: a body that breaks off reads as "not JSON", unless time ran out.
    const text = await response.text().catch(() => undefined);
    if (text === undefined && timedOut) throw new PayFormError('TIMEOUT', response.status);
    return {
      status: response.status,
      headers: response.headers,
      body: text === undefined ? undefined : parseJson(text, response.ok),
    };
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string, ok: boolean): unknown {
  if (text.trim() === '') return ok ? {} : undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A fresh idempotency key for one attempt. `crypto.randomUUID` exists only in secure contexts, so a
 * plain-http development page falls back to a v4 UUID built from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const random = crypto.getRandomValues(new Uint8Array(32));
  // Template digits: `4` is the version; `y` takes one of 8, 9, a, b (the RFC 4122 variant).
  let i = 0;
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) =>
    (c === 'x' ? random[i++] & 15 : (random[i++] & 3) | 8).toString(16),
  );
}
