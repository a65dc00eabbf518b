import { describe, expect, it } from 'vitest';
import { pageOf } from '../kernel/list-index';
import { createSandboxState, resetSandboxState } from '../state';
import {
  addAttempt,
  chargeDeliveries,
  deliveryIndexOf,
  finish,
  FINISHED_DELIVERY_RETENTION_SECONDS,
  MAX_ATTEMPTS_KEPT,
  newDelivery,
  purgeFinishedDeliveries,
} from './store';

const fields = (merchant: string, event: number) => ({
  merchant_id: merchant,
  endpoint_id: 'endpoint',
  event_id: `evt_${event}`,
  event_type: 'charge.captured',
  charge_id: `ch_${event % 2}`,
  body: '{}',
});

describe('delivery store retention', () => {
  it('forgets finished deliveries once they are FINISHED_DELIVERY_RETENTION_SECONDS old, and never a pending one', () => {
    const state = createSandboxState();
    const made = [1, 2, 3, 4].map((event) => newDelivery(state, fields('a', event)));
    const retentionMs = FINISHED_DELIVERY_RETENTION_SECONDS * 1000;
    finish(state, made[0], 'succeeded', 0);
    finish(state, made[1], 'failed', 1000);
    finish(state, made[2], 'failed', 5000);
    purgeFinishedDeliveries(state, retentionMs + 999);
    expect([...state.webhookDeliveries.values()].map((delivery) => delivery.event_id)).toEqual([
      'evt_2',
      'evt_3',
      'evt_4',
    ]);
    purgeFinishedDeliveries(state, retentionMs * 100);
    expect([...state.webhookDeliveries.values()].map((delivery) => delivery.event_id)).toEqual(['evt_4']);
  });

  it("keeps each merchant's list index in step with status changes and retention", () => {
    const state = createSandboxState();
    const made = [1, 2, 3].map((event) => newDelivery(state, fields('a', event)));
    newDelivery(state, fields('b', 9));
    finish(state, made[0], 'failed', 0);
    const listed = (status?: string) =>
      pageOf(deliveryIndexOf(state, 'a').select(status, {}), { page: 1, limit: 10 }).page.map(
        (delivery) => delivery.event_id,
      );
    expect(listed()).toEqual(['evt_3', 'evt_2', 'evt_1']);
    expect(listed('failed')).toEqual(['evt_1']);
    expect(listed('pending')).toEqual(['evt_3', 'evt_2']);
    purgeFinishedDeliveries(state, FINISHED_DELIVERY_RETENTION_SECONDS * 1000);
    expect(listed()).toEqual(['evt_3', 'evt_2']);
    expect(listed('failed')).toEqual([]);
    expect(deliveryIndexOf(state, 'b').size).toBe(1);
  });

  it("indexes each charge's deliveries, and forgets them with retention", () => {
    const state = createSandboxState();
    const made = [1, 2, 3, 4].map((event) => newDelivery(state, fields('a', event)));
    newDelivery(state, { ...fields('a', 5), event_type: 'submerchant.approved', charge_id: null });
    const ofCharge = (id: string) => chargeDeliveries(state, id).map((delivery) => delivery.event_id);
    expect(ofCharge('ch_1')).toEqual(['evt_1', 'evt_3']);
    expect(ofCharge('ch_0')).toEqual(['evt_2', 'evt_4']);
    finish(state, made[0], 'succeeded', 0);
    finish(state, made[1], 'succeeded', 0);
    finish(state, made[3], 'succeeded', 0);
    purgeFinishedDeliveries(state, FINISHED_DELIVERY_RETENTION_SECONDS * 1000);
    expect(ofCharge('ch_1')).toEqual(['evt_3']);
    expect(ofCharge('ch_0')).toEqual([]);
    expect(state.webhookDeliveriesByCharge.has('ch_0')).toBe(false);
  });

  it('keeps the newest attempts of a delivery redelivered many times', () => {
    const delivery = newDelivery(createSandboxState(), fields('a', 1));
    for (let index = 0; index < MAX_ATTEMPTS_KEPT + 5; index += 1) {
      addAttempt(delivery, {
        at: new Date(index * 1000).toISOString(),
        status_code: 200,
        error: null,
        duration_ms: index,
      });
    }
    expect(delivery.attempts).toHaveLength(MAX_ATTEMPTS_KEPT);
    expect(delivery.attempts[0].duration_ms).toBe(5);
  });

  it('is emptied by reset with the rest of the state', () => {
    const state = createSandboxState();
    newDelivery(state, fields('a', 1));
    resetSandboxState(state);
    expect(state.webhookDeliveries.size).toBe(0);
  });
});
