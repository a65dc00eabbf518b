/**
 * An event's fan-out runs outside the call that emitted it, a chunk of endpoints per turn of the event loop: one
 * charge of a merchant with thousands of endpoints never holds the loop.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxState, type SandboxState } from '../state';
import { newId, SEEDED_MERCHANTS } from '../kernel/state';
import { closeWebhookDelivery, webhookDispatcher } from './dispatcher';
import { emitEvent, FAN_OUT_ENDPOINTS_PER_TURN } from './events';
import { refusingUrl } from '../test-harness/test-receiver';

const ENDPOINTS = 5 * FAN_OUT_ENDPOINTS_PER_TURN;
const merchantId = SEEDED_MERCHANTS[0].id;

let state: SandboxState | undefined;
afterEach(async () => {
  if (state) await closeWebhookDelivery(state);
  state = undefined;
});

describe('event fan-out', () => {
  it('records nothing during the call, then one delivery per endpoint over several turns', async () => {
    const current = createSandboxState();
    state = current;
    const url = await refusingUrl();
    const now = current.clock.now().toISOString();
    for (let index = 0; index < ENDPOINTS; index += 1) {
      const id = newId();
      current.postbackEndpoints.set(id, {
        id,
        merchant_id: merchantId,
        url,
        secret: null,
        events: ['charge.captured'],
        status: 'active',
        created_at: now,
        updated_at: now,
      });
    }

    emitEvent(current, merchantId, 'charge.captured', { id: 'charge' });
    expect(current.webhookDeliveries.size).toBe(0);
    // A turn of the loop in between: the fan-out has started and is not finished.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(current.webhookDeliveries.size).toBeGreaterThan(0);
    expect(current.webhookDeliveries.size).toBeLessThan(ENDPOINTS);

    await webhookDispatcher(current).idle();
    expect(current.webhookDeliveries.size).toBe(ENDPOINTS);
    expect(new Set([...current.webhookDeliveries.values()].map((delivery) => delivery.endpoint_id)).size).toBe(
      ENDPOINTS,
    );
  });
});
