/**
 * Deliveries as the sandbox keeps them: one event to one endpoint, with its attempts and schedule. They live in
 * `state.webhookDeliveries` (creation order), so `reset()` forgets them with everything else.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookDelivery, WebhookDeliveryAttempt, WebhookDeliveryStatus } from '../../interface/webhook-event';
import type { SandboxState } from '../state';
import type { WebhookDeliveryRecord } from './delivery-record';

export type { WebhookDeliveryRecord } from './delivery-record';

/** Deliveries kept per merchant; older ones are dropped, finished ones before pending ones. */
export const MAX_DELIVERIES_PER_MERCHANT = 1000;
/** Attempts kept per delivery: 8 scheduled ones fit; only redeliveries go beyond, and the oldest of those go. */
export const MAX_ATTEMPTS_KEPT = 50;

/** `prefix_` + 32 hex digits. */
export const prefixedId = (prefix: string): string => `${prefix}_${randomUUID().replaceAll('-', '')}`;

export function newDelivery(
  state: SandboxState,
  fields: Pick<WebhookDeliveryRecord, 'merchant_id' | 'endpoint_id' | 'event_id' | 'event_type' | 'body'>,
): WebhookDeliveryRecord {
  const record: WebhookDeliveryRecord = {
    ...fields,
    id: prefixedId('dlv'),
    status: 'pending',
    attempts: [],
    nextAttemptMs: state.clock.now().getTime(),
    scheduledAttempts: 0,
    scheduledBusy: false,
    redeliveryQueued: false,
  };
  state.webhookDeliveries.set(record.id, record);
  trimDeliveries(state, fields.merchant_id);
  return record;
}

/** Keeps a merchant's deliveries at MAX_DELIVERIES_PER_MERCHANT: drops the oldest finished, else the oldest. */
export function trimDeliveries(state: SandboxState, merchantId: string, max: number = MAX_DELIVERIES_PER_MERCHANT): void {
  if (state.webhookDeliveries.size <= max) return;
  const own: WebhookDeliveryRecord[] = [];
  for (const delivery of state.webhookDeliveries.values()) if (delivery.merchant_id === merchantId) own.push(delivery);
  let excess = own.length - max;
  if (excess <= 0) return;
  for (const delivery of own) {
    if (excess === 0) return;
    if (delivery.status !== 'pending') {
      state.webhookDeliveries.delete(delivery.id);
      excess -= 1;
    }
  }
  for (const delivery of own) {
    if (excess === 0) return;
    if (state.webhookDeliveries.delete(delivery.id)) excess -= 1;
  }
}

export function addAttempt(delivery: WebhookDeliveryRecord, attempt: WebhookDeliveryAttempt): void {
  delivery.attempts.push(attempt);
  if (delivery.attempts.length > MAX_ATTEMPTS_KEPT) delivery.attempts.splice(0, delivery.attempts.length - MAX_ATTEMPTS_KEPT);
}

/** Ends the schedule: no attempt is made any more unless redelivered. */
export function finish(delivery: WebhookDeliveryRecord, status: Exclude<WebhookDeliveryStatus, 'pending'>): void {
  delivery.status = status;
  delivery.nextAttemptMs = null;
}

export function presentDelivery(delivery: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: delivery.id,
    event_id: delivery.event_id,
    event_type: delivery.event_type,
    endpoint_id: delivery.endpoint_id,
    status: delivery.status,
    attempts: delivery.attempts.map((attempt) => ({ ...attempt })),
    next_attempt_at: delivery.nextAttemptMs === null ? null : new Date(delivery.nextAttemptMs).toISOString(),
  };
}
