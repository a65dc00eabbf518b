/**
 * The webhook endpoints and deliveries a sandbox keeps (its slice of the state, composed by src/sandbox/state.ts).
 */
import type { CreationIndex } from '../kernel/list-index';
import type { KernelState } from '../kernel/state';
import type { WebhookDeliveryRecord } from './delivery-record';

export interface PostbackEndpointRecord {
  id: string;
  merchant_id: string;
  url: string;
  /** Kept for signing; never leaves the sandbox. */
  secret: string | null;
  events: string[];
  /** `disabled` once the receiver answered 410 Gone. */
  status: 'active' | 'disabled';
  created_at: string;
  updated_at: string;
}

export interface WebhookSlice {
  postbackEndpoints: Map<string, PostbackEndpointRecord>;
  /** Webhook deliveries by id, in creation order. */
  webhookDeliveries: Map<string, WebhookDeliveryRecord>;
  /** Per merchant: its deliveries in creation order and by status, for the deliveries list (kernel/list-index.ts). */
  webhookDeliveryLists: Map<string, CreationIndex<WebhookDeliveryRecord>>;
  /** Per charge: the deliveries of its events in creation order (a charge has a handful), for the `charge_id` filter. */
  webhookDeliveriesByCharge: Map<string, WebhookDeliveryRecord[]>;
}

export const createWebhookSlice = (): WebhookSlice => ({
  postbackEndpoints: new Map(),
  webhookDeliveries: new Map(),
  webhookDeliveryLists: new Map(),
  webhookDeliveriesByCharge: new Map(),
});

/** What webhook delivery and the postback routes read and change. */
export type WebhookState = KernelState & WebhookSlice;
