/**
 * Standard Webhooks signing, server side (node:crypto). The rules themselves (what is signed, the secret's
 * shape) live in src/interface/webhook-event.ts, shared with `verifyWebhook`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_VERSION,
  webhookSignedContent,
} from '../../interface/webhook-event';

/** 32 bytes: the HMAC-SHA256 block-size sweet spot, inside the 24–64 a secret may hold (docs/service.md, "Webhooks"). */
export const GENERATED_SECRET_BYTES = 32;

export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(GENERATED_SECRET_BYTES).toString('base64');
}

/** The HMAC key of a `whsec_…` secret (already validated by the endpoint schema). */
export function secretKey(secret: string): Buffer {
  return Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
}

/** `v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>`. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret))
    .update(webhookSignedContent(id, timestampSeconds, body))
    .digest('base64');
  return `${WEBHOOK_SIGNATURE_VERSION},${mac}`;
}

/** The headers of one attempt; `timestampSeconds` is real time, so receivers' tolerance checks pass. */
export function deliveryHeaders(
  eventId: string,
  body: string,
  secret: string | null,
  timestampSeconds: number,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [WEBHOOK_HEADERS.id]: eventId,
    [WEBHOOK_HEADERS.timestamp]: String(timestampSeconds),
  };
  if (secret !== null) headers[WEBHOOK_HEADERS.signature] = signWebhook(secret, eventId, timestampSeconds, body);
  return headers;
}
