import { describe, expect, it, vi } from 'vitest';

describe('pay-checkout/pay-form entry', () => {
  it('defines <pay-form> once, even when the module is evaluated twice', async () => {
    const first = await import('./index');
    vi.resetModules();
    const second = await import('./index');

    expect(second.PayForm).not.toBe(first.PayForm);
    expect(customElements.get('pay-form')).toBe(first.PayForm);
    expect(document.createElement('pay-form')).toBeInstanceOf(first.PayForm);
    expect(typeof second.readHostedReturn).toBe('function');
  });
});
