/**
 * Where webhook faults (src/sandbox/faults/) reach delivery: the app installs them per sandbox state, and the fan-out
 * (events.ts) and the dispatcher ask. Without them delivery is as docs/webhooks.md says.
 */
import type { WebhookDeliveryRecord } from './delivery-record';
import type { WebhookState } from './state';

export interface DeliveryFaults {
  /** A delivery was just made, due now: may move its first attempt later (`nextAttemptMs`, sandbox clock). */
  made(delivery: WebhookDeliveryRecord): void;
  /** After the scheduled attempt that succeeded: whether to send the same delivery once more now. */
  duplicateAfterSuccess(delivery: WebhookDeliveryRecord): boolean;
}

const installed = new WeakMap<WebhookState, DeliveryFaults>();

export function installDeliveryFaults(state: WebhookState, faults: DeliveryFaults): void {
  installed.set(state, faults);
}

export const deliveryFaultsOf = (state: WebhookState): DeliveryFaults | undefined => installed.get(state);
