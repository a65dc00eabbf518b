/**
 * Event emission: the one call the places that change a charge or a submerchant make. It serialises the event and
 * returns; recording one delivery per subscribed endpoint happens on later turns of the event loop (the
 * dispatcher's `defer`), a chunk of endpoints per turn, and sending after that (dispatcher.ts). So a request never
 * waits on its events, however many endpoints its merchant has.
 */
import type { WebhookEventType } from '../../interface/webhook-event';
import type { WebhookState } from './state';
import { webhookDispatcher } from './dispatcher';
import { deliveryFaultsOf } from './delivery-faults';
import { newDelivery, prefixedId } from './store';

const CHARGE_EVENT_PREFIX = 'charge.';

/** Endpoints looked at per turn of the event loop while an event fans out. */
export const FAN_OUT_ENDPOINTS_PER_TURN = 200;

/**
 * Emits `type` for `merchantId`'s subscribed, active endpoints. `data` is the resource as the API returns it, at
 * the moment of the change: it is serialised here, so later changes do not leak into this event.
 */
export function emitEvent(state: WebhookState, merchantId: string, type: WebhookEventType, data: unknown): void {
  const event = { id: prefixedId('evt'), type, created_at: state.clock.now().toISOString(), data };
  const chargeId = type.startsWith(CHARGE_EVENT_PREFIX) ? ((data as { id?: string }).id ?? null) : null;
  const body = JSON.stringify(event);
  // A live view of the endpoints: one created before the fan-out reaches it gets the event too; a reset ends it.
  const endpoints = state.postbackEndpoints.values();
  webhookDispatcher(state).defer(() => {
    for (let looked = 0; looked < FAN_OUT_ENDPOINTS_PER_TURN; looked += 1) {
      const next = endpoints.next();
      if (next.done === true) return false;
      const endpoint = next.value;
      if (endpoint.merchant_id === merchantId && endpoint.status === 'active' && endpoint.events.includes(type)) {
        const delivery = newDelivery(state, {
          merchant_id: merchantId,
          endpoint_id: endpoint.id,
          event_id: event.id,
          event_type: type,
          charge_id: chargeId,
          body,
        });
        deliveryFaultsOf(state)?.made(delivery);
      }
    }
    return true;
  });
}
