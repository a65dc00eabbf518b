import { PayFormError } from './errors';

/** An HTTP reply; `body` is `undefined` when it was not JSON (an empty 2xx body reads as `{}`). */
export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * POSTs `payload` as JSON with the attempt's `Idempotency-Key`, within `timeoutMs` (body read included).
 * Throws `PayFormError` `TIMEOUT` (the request may have reached the server) or `NETWORK_ERROR` (it did not).
 */
export async function postJson(url: string, payload: unknown, idempotencyKey: string, timeoutMs: number): Promise<Reply> {
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
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(payload),
        signal: controller.signal,
      });
    } catch {
      throw new PayFormError(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
    }
    // From here the server did answer: a body that breaks off reads as "not JSON", unless time ran out.
    const text = await response.text().catch(() => undefined);
    if (text === undefined && timedOut) throw new PayFormError('TIMEOUT', response.status);
    return { status: response.status, headers: response.headers, body: text === undefined ? undefined : parseJson(text, response.ok) };
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
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
