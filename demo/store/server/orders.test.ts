// The order book alone: states only move forward, each webhook id counts once, memory stays bounded.
import { describe, expect, it } from 'vitest';
import type { ChargeEvent } from 'pay-checkout/client';
import { OrderBook } from './orders';
import { ReceiverFailures } from './receiver-failures';

const event = (type: ChargeEvent['type'], chargeId = 'ch_1', id = `evt_${type}`) =>
  ({ id, type, created_at: '2030-01-01T00:00:00Z', data: { id: chargeId, amount: 1990 } }) as unknown as ChargeEvent;

describe('order book', () => {
  it('received at creation, paid on charge.captured', () => {
    const book = new OrderBook();
    expect(book.received('demo', 'ch_1', 1990).state).toBe('received');
    expect(book.applyChargeEvent('demo', 'evt_1', event('charge.captured'))).toBe('applied');
    expect(book.get('demo', 'ch_1')).toMatchObject({ state: 'paid', amount: 1990 });
  });

  it('expired on charge.expired (a Pix or boleto left unpaid), and settled: a late pending changes nothing', () => {
    const book = new OrderBook();
    book.received('demo', 'ch_1', 1990);
    expect(book.applyChargeEvent('demo', 'evt_1', event('charge.expired'))).toBe('applied');
    expect(book.applyChargeEvent('demo', 'evt_2', event('charge.pending'))).toBe('unchanged');
    expect(book.get('demo', 'ch_1')?.state).toBe('expired');
  });

  it('applies a webhook id once: a second delivery of it is a duplicate', () => {
    const book = new OrderBook();
    expect(book.applyChargeEvent('demo', 'evt_1', event('charge.failed'))).toBe('applied');
    expect(book.applyChargeEvent('demo', 'evt_1', event('charge.failed'))).toBe('duplicate');
    expect(book.get('demo', 'ch_1')?.state).toBe('failed');
  });

  it('never goes back: charge.pending after charge.captured leaves the order paid, and the checkout reply too', () => {
    const book = new OrderBook();
    book.applyChargeEvent('demo', 'evt_a', event('charge.captured'));
    expect(book.applyChargeEvent('demo', 'evt_b', event('charge.pending'))).toBe('unchanged');
    book.received('demo', 'ch_1');
    expect(book.get('demo', 'ch_1')?.state).toBe('paid');
  });

  it('a settled order stays settled: a later failed event does not undo paid', () => {
    const book = new OrderBook();
    book.applyChargeEvent('demo', 'evt_a', event('charge.captured'));
    expect(book.applyChargeEvent('demo', 'evt_b', event('charge.failed'))).toBe('unchanged');
    expect(book.get('demo', 'ch_1')?.state).toBe('paid');
  });

  it('keeps merchants apart: the same charge id at another merchant is another order', () => {
    const book = new OrderBook();
    book.applyChargeEvent('demo', 'evt_1', event('charge.captured'));
    expect(book.get('strict', 'ch_1')).toBeUndefined();
    expect(book.applyChargeEvent('strict', 'evt_1', event('charge.failed'))).toBe('applied');
  });

  it('stays bounded: the oldest orders and webhook ids are dropped first', () => {
    const book = new OrderBook(() => new Date(), { orders: 2, webhookIds: 2 });
    for (const id of ['a', 'b', 'c'])
      book.applyChargeEvent('demo', `evt_${id}`, event('charge.pending', `ch_${id}`, `evt_${id}`));
    expect(book.get('demo', 'ch_a')).toBeUndefined();
    expect(book.get('demo', 'ch_c')?.state).toBe('received');
    expect(book.applyChargeEvent('demo', 'evt_a', event('charge.captured', 'ch_a'))).toBe('applied');
  });
});

describe('receiver failure switch', () => {
  it('fails the next N deliveries, then none', () => {
    const failures = new ReceiverFailures();
    failures.failNext(2);
    expect([failures.takeFailure(), failures.takeFailure(), failures.takeFailure()]).toEqual([true, true, false]);
  });

  it('fails every delivery until the time is up', () => {
    let now = 0;
    const failures = new ReceiverFailures(() => now);
    failures.failFor(2);
    expect(failures.settings().until).toBe(new Date(120_000).toISOString());
    now = 119_999;
    expect(failures.takeFailure()).toBe(true);
    now = 120_000;
    expect(failures.takeFailure()).toBe(false);
    expect(failures.settings()).toEqual({ remaining: 0, until: null });
  });

  it('refuses counts and durations out of range, naming the field', () => {
    const failures = new ReceiverFailures();
    expect(() => failures.failNext(0)).toThrow(expect.objectContaining({ field: 'count' }));
    expect(() => failures.failNext(1.5)).toThrow(expect.objectContaining({ field: 'count' }));
    expect(() => failures.failFor(61)).toThrow(expect.objectContaining({ field: 'minutes' }));
  });
});
