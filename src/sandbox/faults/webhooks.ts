/**
 * Applies a merchant's webhook faults to its deliveries, through the hooks of the delivery code
 * (webhooks/delivery-faults.ts): a delay before the first attempt, batches sent newest first, and a share of
 * deliveries sent a second time with the same `webhook-id` once the first copy was taken.
 */
import { REORDER_WINDOW_MS } from '../../interface/sandbox-faults';
import type { DeliveryFaults } from '../webhooks/delivery-faults';
import type { WebhookDeliveryRecord } from '../webhooks/delivery-record';
import type { FaultState, MerchantFaults } from './state';

/**
 * Between two deliveries of a reordered batch: enough for one attempt to reach a local receiver before the next
 * starts, so the receiver sees them in the order they were sent.
 */
export const REORDER_STEP_MS = 25;
const MAX_BATCH_SIZE = REORDER_WINDOW_MS / REORDER_STEP_MS;

/**
 * When a delivery due at `dueMs` goes in its endpoint's batch: each one joining goes a step before the one made
 * just before it, so the batch reaches the receiver newest first. A delivery made once the batch has begun to go
 * out, or once it is full, opens the next batch.
 */
function reorderedDueMs(faults: MerchantFaults, endpointId: string, dueMs: number): number {
  const batch = faults.reorderBatches.get(endpointId);
  const latestGoesAtMs = batch ? batch.firstGoesAtMs - (batch.size - 1) * REORDER_STEP_MS : 0;
  if (!batch || batch.size >= MAX_BATCH_SIZE || dueMs >= latestGoesAtMs) {
    faults.reorderBatches.set(endpointId, { firstGoesAtMs: dueMs + REORDER_WINDOW_MS, size: 1 });
    return dueMs + REORDER_WINDOW_MS;
  }
  batch.size += 1;
  // Never before the delivery was made: one made late in the batch simply goes at once, still before the others.
  return Math.max(dueMs, latestGoesAtMs - REORDER_STEP_MS);
}

export function deliveryFaults(state: FaultState): DeliveryFaults {
  const toDuplicate = new WeakSet<WebhookDeliveryRecord>();
  return {
    made(delivery) {
      const faults = state.merchantFaults.get(delivery.merchant_id);
      if (!faults?.webhooks || delivery.nextAttemptMs === null) return;
      const { duplicate_rate, delay_ms, reorder } = faults.webhooks;
      if (faults.webhookDraw() < duplicate_rate) toDuplicate.add(delivery);
      const dueMs = delivery.nextAttemptMs + delay_ms;
      delivery.nextAttemptMs = reorder ? reorderedDueMs(faults, delivery.endpoint_id, dueMs) : dueMs;
    },
    duplicateAfterSuccess: (delivery) => toDuplicate.delete(delivery),
  };
}
