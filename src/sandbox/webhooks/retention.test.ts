/**
 * No pending delivery is dropped: with the receiver down, every delivery stays listed until its schedule gives it
 * up, and finished deliveries are forgotten FINISHED_DELIVERY_RETENTION_SECONDS after they finished.
 */
import { describe, expect, it } from 'vitest';
import { PURGE_INTERVAL_SECONDS } from '../purge';
import { createCharge, useSandbox } from '../test-harness/test-support';
import { RETRY_DELAYS_MS } from './schedule';
import { FINISHED_DELIVERY_RETENTION_SECONDS } from './store';
import {
  createEndpoint,
  deliveriesSettled,
  listDeliveries,
  moveClock,
  refusingUrl,
} from '../test-harness/test-receiver';

const CHARGES = 600;
const BATCH = 50;
const sandbox = useSandbox({ rateLimits: { transactions: 10_000 } });

const settled = () => deliveriesSettled(sandbox.current);
const totalOf = async (query: string) =>
  (await listDeliveries(sandbox.current, `?limit=1${query}`)).pagination.total as number;

describe('delivery retention', () => {
  it('lists all 1,200 deliveries of 600 charges to a receiver that is down, pending then failed, then forgets them after 3 days', async () => {
    await createEndpoint(sandbox.current, await refusingUrl(), ['charge.pending', 'charge.captured']);
    for (let made = 0; made < CHARGES; made += BATCH) {
      await Promise.all(Array.from({ length: BATCH }, () => createCharge(sandbox.current)));
    }
    await settled();
    expect(await totalOf('')).toBe(2 * CHARGES);
    expect(await totalOf('&status=pending')).toBe(2 * CHARGES);

    // The whole retry schedule by the sandbox clock, in one move: every attempt that fell due runs, then gives up.
    const scheduleSeconds = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0) / 1000;
    await moveClock(sandbox.current, scheduleSeconds + PURGE_INTERVAL_SECONDS);
    await settled();
    expect(await totalOf('&status=failed')).toBe(2 * CHARGES);
    expect(await totalOf('&status=pending')).toBe(0);

    // Kept through the retention (the request runs the minute sweep)…
    await moveClock(sandbox.current, FINISHED_DELIVERY_RETENTION_SECONDS - 2 * PURGE_INTERVAL_SECONDS);
    expect(await totalOf('')).toBe(2 * CHARGES);
    // …and forgotten after it.
    await moveClock(sandbox.current, 2 * PURGE_INTERVAL_SECONDS);
    expect(await totalOf('')).toBe(0);
    expect(sandbox.current.state.webhookDeliveries.size).toBe(0);
  }, 60_000);
});
