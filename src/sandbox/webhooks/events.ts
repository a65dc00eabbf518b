/**
 * Event emission: the one call the places that change a charge or a submerchant make. It records one delivery
 * per subscribed endpoint and returns; sending happens later (see dispatcher.ts), so a request never waits on it.
 */
import type { WebhookEventType } from '../../interface/webhook-event';
import type { SandboxState } from '../state';
import { webhookDispatcher } from './dispatcher';
import { newDelivery, prefixedId } from './store';

/**
 * Emits `type` for `merchantId`'s subscribed, active endpoints. `data` is the resource as the API returns it, at
 * the moment of the change: it is serialised here, so later changes do not leak into this event.
 */
export function emitEvent(state: SandboxState, merchantId: string, type: WebhookEventType, data: unknown): void {
  const endpoints = [];
  for (const endpoint of state.postbackEndpoints.values()) {
    if (endpoint.merchant_id === merchantId && endpoint.status === 'active' && endpoint.events.includes(type)) endpoints.push(endpoint);
  }
  if (endpoints.length === 0) return;
  const event = { id: prefixedId('evt'), type, created_at: state.clock.now().toISOString(), data };
  const body = JSON.stringify(event);
  for (const endpoint of endpoints) {
    newDelivery(state, { merchant_id: merchantId, endpoint_id: endpoint.id, event_id: event.id, event_type: type, body });
  }
  webhookDispatcher(state).wake();
}
