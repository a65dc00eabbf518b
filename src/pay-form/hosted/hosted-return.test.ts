import { describe, expect, it, vi } from 'vitest';
import { readHostedReturn } from './hosted-return';

describe('readHostedReturn', () => {
  it('reads charge_id and status once and removes them from the address, keeping the rest', () => {
    const state = { step: 'review' };
    window.history.replaceState(state, '', '/checkout/done?order=42&charge_id=ch_123&status=captured#receipt');

    expect(readHostedReturn()).toEqual({ chargeId: 'ch_123', status: 'captured' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/checkout/done?order=42#receipt',
    );
    expect(window.history.state).toEqual(state);
    // A reload (or a second call) finds nothing to process.
    expect(readHostedReturn()).toBeUndefined();
  });

  it('returns undefined and leaves history alone without charge_id', () => {
    const history = { state: null, replaceState: vi.fn() };
    expect(readHostedReturn({ href: 'https://shop.example.com/done?status=captured' }, history)).toBeUndefined();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('works on a given location and history, with the status optional', () => {
    const history = { state: { a: 1 }, replaceState: vi.fn() };
    expect(readHostedReturn({ href: 'https://shop.example.com/done?charge_id=ch_9' }, history)).toEqual({
      chargeId: 'ch_9',
      status: undefined,
    });
    expect(history.replaceState).toHaveBeenCalledWith({ a: 1 }, '', 'https://shop.example.com/done');
  });

  it('reads and removes the return on a page whose path starts with // (not taken for another host)', () => {
    window.history.replaceState(null, '', `${window.location.origin}//shop//done?charge_id=ch_7&status=failed`);

    expect(readHostedReturn()).toEqual({ chargeId: 'ch_7', status: 'failed' });
    expect(window.location.pathname + window.location.search).toBe('//shop//done');
    expect(readHostedReturn()).toBeUndefined();
  });
});
