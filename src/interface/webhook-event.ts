/**
 * Webhook events and their delivery (docs/service.md, "Webhooks"; the Standard Webhooks specification). Zod-free and
 * browser-safe: the sandbox signs with these rules and `verifyWebhook` checks with the same ones.
 */
import type { Charge } from './charge';
import type { SavedCardEventData } from './customer';
import type { SubmerchantRecord } from './submerchant-records';

export const CHARGE_EVENT_TYPES = ['charge.pending', 'charge.captured', 'charge.failed', 'charge.expired'] as const;
export const SUBMERCHANT_EVENT_TYPES = [
  'submerchant.pending_review',
  'submerchant.active',
  'submerchant.rejected',
  'submerchant.pending',
] as const;
/** A card was saved under a customer (a captured charge that asked `save_card`). */
export const CUSTOMER_EVENT_TYPES = ['customer.card_saved'] as const;
/** Every event the sandbox emits. */
export const WEBHOOK_EVENT_TYPES = [
  ...CHARGE_EVENT_TYPES,
  ...SUBMERCHANT_EVENT_TYPES,
  ...CUSTOMER_EVENT_TYPES,
] as const;

export type ChargeEventType = (typeof CHARGE_EVENT_TYPES)[number];
export type SubmerchantEventType = (typeof SUBMERCHANT_EVENT_TYPES)[number];
export type CustomerEventType = (typeof CUSTOMER_EVENT_TYPES)[number];
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

interface WebhookEventBase<T extends WebhookEventType, D> {
  /** `evt_…`; also the `webhook-id` header, the same on every attempt: receivers dedupe on it. */
  id: string;
  type: T;
  /** When the change happened, by the sandbox clock (ISO 8601). */
  created_at: string;
  /** The resource as the API returns it, in the state the event names. */
  data: D;
}

export type ChargeEvent = { [T in ChargeEventType]: WebhookEventBase<T, Charge> }[ChargeEventType];
export type SubmerchantEvent = {
  [T in SubmerchantEventType]: WebhookEventBase<T, SubmerchantRecord>;
}[SubmerchantEventType];
/** `customer.card_saved`: the saved card as listed (never more of the card), with its `customer_id`. */
export type CustomerEvent = WebhookEventBase<'customer.card_saved', SavedCardEventData>;
/** The body of a delivery, a union by `type`. */
export type WebhookEvent = ChargeEvent | SubmerchantEvent | CustomerEvent;

/** Header names of a delivery (lower case, as HTTP/2 and Node give them). */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** `whsec_` + base64 of the HMAC key bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_SECRET_MIN_BYTES = 24;
export const WEBHOOK_SECRET_MAX_BYTES = 64;
/** Version tag of an HMAC-SHA256 signature in `webhook-signature` (`v1,<base64>`; several are space-separated). */
export const WEBHOOK_SIGNATURE_VERSION = 'v1';

/** What is signed: `<webhook-id>.<webhook-timestamp>.<raw body>`. */
export function webhookSignedContent(id: string, timestamp: number | string, body: string): string {
  return `${id}.${timestamp}.${body}`;
}

/** Shape of a secret (`whsec_` + canonical, padded base64); the byte count is checked where it is decoded. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export interface WebhookDeliveryAttempt {
  /** When the attempt started, by the sandbox clock (ISO 8601). */
  at: string;
  /** The receiver's HTTP status; null when none came (refused, timed out, network error). */
  status_code: number | null;
  /** Why no status came (`timeout after 10000 ms`, `connection refused (ECONNREFUSED)`…); null when one did. */
  error: string | null;
  /** Real milliseconds from sending to the status (or the failure). */
  duration_ms: number;
}

/** One event to one endpoint (`GET /sandbox/postbacks/deliveries`). */
export interface WebhookDelivery {
  id: string;
  event_id: string;
  event_type: string;
  /** The charge the event is about (`charge.*` events); null for another resource's event. */
  charge_id: string | null;
  endpoint_id: string;
  status: WebhookDeliveryStatus;
  /** Oldest first. */
  attempts: WebhookDeliveryAttempt[];
  /** When the next scheduled attempt falls due (sandbox clock); null once succeeded or given up. */
  next_attempt_at: string | null;
}
