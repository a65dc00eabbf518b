/**
 * Webhook deliveries of the service (Standard Webhooks): `verifyWebhook` checks one and returns its typed event;
 * `signWebhook` makes the headers of one, for a merchant's own tests of their handler.
 *
 * Async on Web Crypto rather than sync on `node:crypto`: the same code then runs in Node, in the Next.js App Router
 * on the edge runtime, in Cloudflare/Vercel/Deno workers and in Bun, and the client keeps no `node:` import.
 */
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
  WEBHOOK_SIGNATURE_VERSION,
  type WebhookEvent,
} from '../interface/webhook-event';
import { isRecord } from '../interface/plain-object';
import { ConfigurationError, WebhookVerificationError } from './errors';
import { base64ToBytes, constantTimeEqual, hmacSha256, secretKeyBytes, signatureFor } from './webhook-crypto';
import { rawBodyText, webhookHeaderValues, type WebhookHeadersInput, type WebhookRawBody } from './webhook-input';

export type { WebhookHeadersInput, WebhookRawBody };

/** How far a delivery's `webhook-timestamp` may be from now, either way, by default: the spec's 5 minutes. */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export interface VerifyWebhookOptions {
  /** Seconds a delivery's timestamp may differ from `now`, either way (default 300). Older: `timestamp_too_old`. */
  toleranceSeconds?: number;
  /** The current time, for tests (default the real clock). */
  now?: Date | (() => Date);
}

/**
 * Checks a webhook delivery and returns its event, or throws a `WebhookVerificationError` whose `code` says why.
 *
 * - `rawBody`: the body exactly as received (text, or a Buffer / bytes), never a parsed object.
 * - `headers`: the request's headers: fetch `Headers`, Node's `req.headers`, or a plain object in any letter case.
 * - `secret`: the endpoint's `whsec_…` secret.
 *
 * Several signatures in `webhook-signature` (a sender rotating its secret) pass when any one matches. The event may
 * arrive more than once and out of order: dedupe on `event.id` (also the `webhook-id` header).
 */
export async function verifyWebhook(
  rawBody: WebhookRawBody,
  headers: WebhookHeadersInput,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const tolerance = toleranceSeconds(options.toleranceSeconds);
  const nowSeconds = unixSeconds(options.now);
  const key = secretKeyBytes(secret);
  const body = rawBodyText(rawBody);
  const values = webhookHeaderValues(headers);
  const timestamp = checkedTimestamp(values.timestamp, nowSeconds, tolerance);

  const expected = await hmacSha256(key, values.id, timestamp, body);
  if (!signedBy(values.signature, expected)) {
    throw new WebhookVerificationError(
      'invalid_signature',
      `No ${WEBHOOK_SIGNATURE_VERSION} signature in ${WEBHOOK_HEADERS.signature} matches this body and secret. Check the secret is this endpoint's, ` +
        'and that the body is the raw text received (a body parsed and serialised again has other bytes).',
    );
  }
  return parsedEvent(body);
}

export interface SignWebhookOptions {
  /** The `webhook-id` (default the body's `id`, as the service sends it, else a random one). */
  id?: string;
  /** When it was signed (default now). */
  timestamp?: Date;
}

/** The three headers of a signed delivery, lower-case names as Node gives them (a type, so it fits any header record). */
export type WebhookSignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/**
 * Signs `rawBody` with `secret` the way the service does, for your own tests: post `rawBody` with these headers to
 * your handler, and it should accept it.
 */
export async function signWebhook(
  rawBody: string,
  secret: string,
  options: SignWebhookOptions = {},
): Promise<WebhookSignatureHeaders> {
  const key = secretKeyBytes(secret);
  const body = rawBodyText(rawBody);
  const id = options.id ?? eventIdOf(body) ?? `msg_${globalThis.crypto.randomUUID()}`;
  const timestamp = unixSeconds(options.timestamp);
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: await signatureFor(key, id, timestamp, body),
  } as WebhookSignatureHeaders;
}

function toleranceSeconds(value: number | undefined): number {
  if (value === undefined) return DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new ConfigurationError(
      'INVALID_ARGUMENT',
      `toleranceSeconds must be a number of seconds, 0 or more, got ${String(value)}.`,
    );
  }
  return value;
}

function unixSeconds(now: Date | (() => Date) | undefined): number {
  const date = typeof now === 'function' ? now() : (now ?? new Date());
  const milliseconds = date instanceof Date ? date.getTime() : Number.NaN;
  if (Number.isNaN(milliseconds))
    throw new ConfigurationError('INVALID_ARGUMENT', 'now must be a valid Date, or a function returning one.');
  return Math.floor(milliseconds / 1000);
}

/** Unix seconds, as digits only. */
const TIMESTAMP_PATTERN = /^\d{1,15}$/;

function checkedTimestamp(header: string, nowSeconds: number, tolerance: number): number {
  if (!TIMESTAMP_PATTERN.test(header)) {
    throw new WebhookVerificationError(
      'invalid_timestamp',
      `${WEBHOOK_HEADERS.timestamp} must be Unix seconds, got ${JSON.stringify(header.slice(0, 40))}.`,
    );
  }
  const timestamp = Number(header);
  const age = nowSeconds - timestamp;
  if (age > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_too_old',
      `The delivery was signed ${age} s ago, more than the ${tolerance} s tolerance: a replay, or a clock far behind.`,
    );
  }
  if (-age > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_too_new',
      `The delivery is signed ${-age} s in the future, more than the ${tolerance} s tolerance: check this server's clock.`,
    );
  }
  return timestamp;
}

/**
 * True when any `v1,<base64>` entry of the header is the expected MAC. Entries are space-separated; a trailing comma
 * is dropped, since a proxy that merges repeated headers joins them with ", ". Other versions are skipped.
 */
function signedBy(header: string, expected: Uint8Array): boolean {
  let matched = false;
  for (const entry of header.split(/\s+/)) {
    const [version, signature] = entry.replace(/,$/, '').split(',', 2);
    if (version !== WEBHOOK_SIGNATURE_VERSION || signature === undefined) continue;
    const candidate = base64ToBytes(signature);
    // Every entry is compared, even after a match, so the time taken does not say which one matched.
    if (candidate !== undefined && constantTimeEqual(candidate, expected)) matched = true;
  }
  return matched;
}

const KNOWN_EVENT_TYPES: ReadonlySet<string> = new Set(WEBHOOK_EVENT_TYPES);

function parsedEvent(body: string): WebhookEvent {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch (error) {
    throw new WebhookVerificationError('invalid_payload', 'The webhook body is correctly signed but is not JSON.', {
      cause: error,
    });
  }
  const event = payload as Partial<Record<keyof WebhookEvent, unknown>> | null;
  const isEvent =
    isRecord(event) &&
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.created_at === 'string' &&
    isRecord(event.data);
  if (!isEvent) {
    throw new WebhookVerificationError(
      'invalid_payload',
      'The webhook body is correctly signed but is not an event ({ id, type, created_at, data }).',
    );
  }
  if (!KNOWN_EVENT_TYPES.has(event.type as string)) {
    throw new WebhookVerificationError(
      'invalid_payload',
      `The event type ${JSON.stringify(event.type)} is unknown to this version of pay-checkout (it knows ${WEBHOOK_EVENT_TYPES.join(', ')}): update pay-checkout, or subscribe the endpoint to known events only.`,
    );
  }
  return payload as WebhookEvent;
}

function eventIdOf(body: string): string | undefined {
  try {
    const id = (JSON.parse(body) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}
