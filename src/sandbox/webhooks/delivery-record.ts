/**
 * A delivery as the sandbox keeps it (one event to one endpoint); webhooks/state.ts holds them,
 * store.ts makes them and src/sandbox/purge.ts forgets finished ones.
 */
import type { WebhookDeliveryAttempt, WebhookDeliveryStatus } from '../../interface/webhook-event';

export interface WebhookDeliveryRecord {
  id: string;
  merchant_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  /** The charge a `charge.*` event is about (the deliveries of one charge are also indexed by it); else null. */
  charge_id: string | null;
  /** When the event made it, sandbox clock: its place in the merchant's list (kernel/list-index.ts). */
  created_at: string;
  /** The exact bytes sent on every attempt (serialised once, when the event happened). */
  body: string;
  status: WebhookDeliveryStatus;
  attempts: WebhookDeliveryAttempt[];
  /** Epoch ms, sandbox clock, of the next scheduled attempt; null once succeeded or given up. */
  nextAttemptMs: number | null;
  /** Epoch ms, sandbox clock, when it last became succeeded or failed; null while pending. */
  finishedAtMs: number | null;
  /** Scheduled attempts made so far (redeliveries not counted): they pick the next retry delay. */
  scheduledAttempts: number;
  /** A scheduled attempt is queued or on the wire: do not queue it again. */
  scheduledBusy: boolean;
  /** A redelivery is queued and not yet started: another request joins it. */
  redeliveryQueued: boolean;
}
