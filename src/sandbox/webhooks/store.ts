/**
 * Deliveries as the sandbox keeps them: one event to one endpoint, with its attempts and schedule. They live in
 * `state.webhookDeliveries` (creation order) and, per merchant, in a list index like every other list
 * (`deliveryIndexOf`), so `reset()` forgets them with everything else. A status changes through `finish` only, so
 * the index follows.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookDelivery, WebhookDeliveryAttempt, WebhookDeliveryStatus } from '../../interface/webhook-event';
import { CreationIndex } from '../kernel/list-index';
import type { WebhookState } from './state';
import type { WebhookDeliveryRecord } from './delivery-record';

export type { WebhookDeliveryRecord } from './delivery-record';

/**
 * How long a finished delivery (succeeded or failed) stays listed, by the sandbox clock, counted from when it
 * finished. Pending deliveries are always kept: each one ends within its retry schedule, so memory is bounded by
 * the deliveries made in that schedule plus this retention.
 */
export const FINISHED_DELIVERY_RETENTION_SECONDS = 3 * 24 * 60 * 60;
/** Attempts kept per delivery: 8 scheduled ones fit; only redeliveries go beyond, and the oldest of those go. */
export const MAX_ATTEMPTS_KEPT = 50;

/** `prefix_` + 32 hex digits. */
export const prefixedId = (prefix: string): string => `${prefix}_${randomUUID().replaceAll('-', '')}`;

/** The merchant's deliveries in creation order and by status (made on first use). */
export function deliveryIndexOf(state: WebhookState, merchantId: string): CreationIndex<WebhookDeliveryRecord> {
  let index = state.webhookDeliveryLists.get(merchantId);
  if (!index) {
    index = new CreationIndex<WebhookDeliveryRecord>();
    state.webhookDeliveryLists.set(merchantId, index);
  }
  return index;
}

export function newDelivery(
  state: WebhookState,
  fields: Pick<WebhookDeliveryRecord, 'merchant_id' | 'endpoint_id' | 'event_id' | 'event_type' | 'charge_id' | 'body'>,
): WebhookDeliveryRecord {
  const now = state.clock.now();
  const record: WebhookDeliveryRecord = {
    ...fields,
    id: prefixedId('dlv'),
    created_at: now.toISOString(),
    status: 'pending',
    attempts: [],
    nextAttemptMs: now.getTime(),
    finishedAtMs: null,
    scheduledAttempts: 0,
    scheduledBusy: false,
    redeliveryQueued: false,
  };
  state.webhookDeliveries.set(record.id, record);
  deliveryIndexOf(state, record.merchant_id).add(record);
  if (record.charge_id !== null) {
    const ofCharge = state.webhookDeliveriesByCharge.get(record.charge_id) ?? [];
    state.webhookDeliveriesByCharge.set(record.charge_id, ofCharge);
    ofCharge.push(record);
  }
  return record;
}

/** Forgets the deliveries that finished FINISHED_DELIVERY_RETENTION_SECONDS or more before `nowMs`. */
export function purgeFinishedDeliveries(state: WebhookState, nowMs: number): void {
  const finishedBefore = nowMs - FINISHED_DELIVERY_RETENTION_SECONDS * 1000;
  // Finish order is not creation order (retries, redeliveries): every delivery is looked at, once a sweep.
  const goneByMerchant = new Map<string, Set<WebhookDeliveryRecord>>();
  for (const [id, delivery] of state.webhookDeliveries) {
    if (delivery.finishedAtMs !== null && delivery.finishedAtMs <= finishedBefore && !delivery.redeliveryQueued) {
      state.webhookDeliveries.delete(id);
      const gone = goneByMerchant.get(delivery.merchant_id) ?? new Set();
      goneByMerchant.set(delivery.merchant_id, gone.add(delivery));
    }
  }
  for (const [merchantId, gone] of goneByMerchant) {
    deliveryIndexOf(state, merchantId).removeAll(gone);
    forgetChargeDeliveries(state, gone);
  }
}

/** The deliveries of one charge's events, oldest first: the list's `charge_id` filter reads only these. */
export const chargeDeliveries = (state: WebhookState, chargeId: string): readonly WebhookDeliveryRecord[] =>
  state.webhookDeliveriesByCharge.get(chargeId) ?? [];

function forgetChargeDeliveries(state: WebhookState, gone: ReadonlySet<WebhookDeliveryRecord>): void {
  for (const delivery of gone) {
    if (delivery.charge_id === null) continue;
    const left = chargeDeliveries(state, delivery.charge_id).filter((kept) => !gone.has(kept));
    if (left.length) state.webhookDeliveriesByCharge.set(delivery.charge_id, left);
    else state.webhookDeliveriesByCharge.delete(delivery.charge_id);
  }
}

export function addAttempt(delivery: WebhookDeliveryRecord, attempt: WebhookDeliveryAttempt): void {
  delivery.attempts.push(attempt);
  if (delivery.attempts.length > MAX_ATTEMPTS_KEPT)
    delivery.attempts.splice(0, delivery.attempts.length - MAX_ATTEMPTS_KEPT);
}

/** Ends the schedule at `nowMs` (sandbox clock): no attempt is made any more unless redelivered. */
export function finish(
  state: WebhookState,
  delivery: WebhookDeliveryRecord,
  status: Exclude<WebhookDeliveryStatus, 'pending'>,
  nowMs: number,
): void {
  const previous = delivery.status;
  delivery.status = status;
  deliveryIndexOf(state, delivery.merchant_id).statusChanged(delivery, previous);
  delivery.nextAttemptMs = null;
  delivery.finishedAtMs = nowMs;
}

export function presentDelivery(delivery: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: delivery.id,
    event_id: delivery.event_id,
    event_type: delivery.event_type,
    charge_id: delivery.charge_id,
    endpoint_id: delivery.endpoint_id,
    status: delivery.status,
    attempts: delivery.attempts.map((attempt) => ({ ...attempt })),
    next_attempt_at: delivery.nextAttemptMs === null ? null : new Date(delivery.nextAttemptMs).toISOString(),
  };
}
