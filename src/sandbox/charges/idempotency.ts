/**
 * Idempotency-Key on POST /v1/charges: the same key with the same body within 24 h replays the first
 * successful reply (no new charge); the same key with another body is refused. Refused requests are not
 * remembered, so a corrected retry may reuse its key. A record keeps a keyed fingerprint of the body and the reply,
 * which holds no card number or CVV (a charge shows brand, last 4 digits, holder and expiry only).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_SECONDS } from '../../interface/idempotency';
import { ApiError, validationError } from '../kernel/api-error';
import type { ChargeState } from './state';

/** The header value, validated; undefined when absent. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw validationError([
      { field: IDEMPOTENCY_HEADER, message: 'must be 1 to 255 visible ASCII characters (a uuid is a good choice)' },
    ]);
  }
  return key;
}

/** JSON with object keys sorted, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The fingerprint's key, drawn when the process starts and never written anywhere. A plain hash of a body that holds
 * a card could be reversed by guessing: with the rest of the order known, 1,000 tries give a CVV back. Keyed, a
 * record tells nothing about its body to whoever reads it without the key (docs/decisions.md).
 */
const FINGERPRINT_KEY_BYTES = 32;
const FINGERPRINT_KEY = randomBytes(FINGERPRINT_KEY_BYTES);

/**
 * What an idempotency record keeps of its request: the HMAC-SHA256 of its canonical JSON. Enough to tell the same
 * body from another (a different card included), and no card number or CVV is kept for the 24 h a record lives.
 */
export function requestFingerprint(body: unknown): string {
  return createHmac('sha256', FINGERPRINT_KEY).update(canonicalJson(body)).digest('hex');
}

const storeKey = (merchantId: string, key: string) => `${merchantId}\n${key}`;

export interface StoredReply {
  status: number;
  body: unknown;
}

export function findReplay(
  state: ChargeState,
  merchantId: string,
  key: string,
  fingerprint: string,
): StoredReply | undefined {
  const record = state.idempotency.get(storeKey(merchantId, key));
  if (!record) return undefined;
  if (state.clock.now().getTime() >= record.expiresAtMs) {
    state.idempotency.delete(storeKey(merchantId, key));
    return undefined;
  }
  if (record.fingerprint !== fingerprint) {
    throw new ApiError(
      'IDEMPOTENCY_KEY_REUSED',
      `This ${IDEMPOTENCY_HEADER} was already used with a different body; use a new key for a new charge.`,
    );
  }
  return { status: record.status, body: record.body };
}

export function rememberReply(
  state: ChargeState,
  merchantId: string,
  key: string,
  fingerprint: string,
  reply: StoredReply,
): void {
  // Re-inserted at the end, so the Map stays in expiry order for the purge (purge.ts).
  state.idempotency.delete(storeKey(merchantId, key));
  state.idempotency.set(storeKey(merchantId, key), {
    fingerprint,
    status: reply.status,
    body: reply.body,
    expiresAtMs: state.clock.now().getTime() + IDEMPOTENCY_TTL_SECONDS * 1000,
  });
}
