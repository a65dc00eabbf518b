/**
 * The cryptography of Standard Webhooks signatures (HMAC-SHA256 over `<id>.<timestamp>.<body>`), on Web Crypto
 * (`globalThis.crypto.subtle`) so it runs alike in Node ≥ 20, Deno, Bun, edge runtimes and browsers, with no
 * `node:` import. Shared by `verifyWebhook` and `signWebhook`.
 */
import {
  WEBHOOK_SECRET_MAX_BYTES,
  WEBHOOK_SECRET_MIN_BYTES,
  WEBHOOK_SECRET_PATTERN,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_VERSION,
  webhookSignedContent,
} from '../interface/webhook-event';
import { ConfigurationError, WebhookVerificationError } from './errors';

const SECRET_RULE = `${WEBHOOK_SECRET_PREFIX} followed by the base64 of ${WEBHOOK_SECRET_MIN_BYTES} to ${WEBHOOK_SECRET_MAX_BYTES} bytes`;

/**
 * The HMAC key bytes of a secret: `whsec_<base64>` as the sandbox shows it, or the bare base64 (what Standard
 * Webhooks libraries also accept). Spaces around it are dropped: a secret pasted into an env file often carries a
 * newline.
 */
export function secretKeyBytes(secret: unknown): Uint8Array {
  if (typeof secret !== 'string') {
    throw new WebhookVerificationError(
      'invalid_secret',
      `The webhook secret must be a string (${SECRET_RULE}), got ${typeof secret}.`,
    );
  }
  const trimmed = secret.trim();
  const prefixed = trimmed.startsWith(WEBHOOK_SECRET_PREFIX) ? trimmed : `${WEBHOOK_SECRET_PREFIX}${trimmed}`;
  const bytes = WEBHOOK_SECRET_PATTERN.test(prefixed)
    ? base64ToBytes(prefixed.slice(WEBHOOK_SECRET_PREFIX.length))
    : undefined;
  if (bytes === undefined || bytes.length < WEBHOOK_SECRET_MIN_BYTES || bytes.length > WEBHOOK_SECRET_MAX_BYTES) {
    throw new WebhookVerificationError(
      'invalid_secret',
      `The webhook secret must be ${SECRET_RULE} (the secret shown once when the endpoint was created), got ${describeSecret(trimmed)}.`,
    );
  }
  return bytes;
}

/** What a refused secret looked like, without any of its characters (messages end up in logs). */
function describeSecret(secret: string): string {
  if (secret === '') return 'an empty string';
  const prefix = secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? `with the ${WEBHOOK_SECRET_PREFIX} prefix`
    : `without the ${WEBHOOK_SECRET_PREFIX} prefix`;
  return `a string of ${secret.length} characters ${prefix}`;
}

/** `v1,<base64 of HMAC-SHA256(key, "<id>.<timestamp>.<body>")>`. */
export async function signatureFor(key: Uint8Array, id: string, timestamp: number, body: string): Promise<string> {
  return `${WEBHOOK_SIGNATURE_VERSION},${bytesToBase64(await hmacSha256(key, id, timestamp, body))}`;
}

export async function hmacSha256(key: Uint8Array, id: string, timestamp: number, body: string): Promise<Uint8Array> {
  const subtle = webCrypto();
  const cryptoKey = await subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const content = new TextEncoder().encode(webhookSignedContent(id, timestamp, body));
  return new Uint8Array(await subtle.sign('HMAC', cryptoKey, content));
}

function webCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) {
    throw new ConfigurationError(
      'MISSING_WEB_CRYPTO',
      'Webhook signatures need Web Crypto (globalThis.crypto.subtle): Node ≥ 20, Deno, Bun and edge runtimes have it.',
    );
  }
  return subtle;
}

/**
 * Compares in time that depends only on the lengths (public: a SHA-256 MAC is always 32 bytes), never on where the
 * first difference is, so response times tell an attacker nothing about how close a forged signature came.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index] ^ b[index];
  return difference === 0;
}

/** Bytes of a base64 text, or undefined when it is not base64. */
export function base64ToBytes(text: string): Uint8Array | undefined {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return undefined;
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function bytesToBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}
