import { describe, expect, it } from 'vitest';
import { createSandboxState, resetSandboxState } from '../state';
import { addAttempt, finish, MAX_ATTEMPTS_KEPT, newDelivery, trimDeliveries } from './store';

const fields = (merchant: string, event: number) => ({
  merchant_id: merchant,
  endpoint_id: 'endpoint',
  event_id: `evt_${event}`,
  event_type: 'charge.captured',
  body: '{}',
});

describe('delivery store limits', () => {
  it("keeps a merchant's newest deliveries, dropping finished ones before pending ones, and never another merchant's", () => {
    const state = createSandboxState();
    const made = [1, 2, 3, 4, 5].map((event) => newDelivery(state, fields('a', event)));
    newDelivery(state, fields('b', 6));
    finish(made[2], 'succeeded');
    finish(made[3], 'failed');
    trimDeliveries(state, 'a', 3);
    expect([...state.webhookDeliveries.values()].map((delivery) => delivery.event_id)).toEqual(['evt_1', 'evt_2', 'evt_5', 'evt_6']);
    trimDeliveries(state, 'a', 2);
    expect([...state.webhookDeliveries.values()].map((delivery) => delivery.event_id)).toEqual(['evt_2', 'evt_5', 'evt_6']);
  });

  it('keeps the newest attempts of a delivery redelivered many times', () => {
    const delivery = newDelivery(createSandboxState(), fields('a', 1));
    for (let index = 0; index < MAX_ATTEMPTS_KEPT + 5; index += 1) {
      addAttempt(delivery, { at: new Date(index * 1000).toISOString(), status_code: 200, error: null, duration_ms: index });
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
