import { describe, expect, it, vi } from 'vitest';
import { stepsBesideScript, STEPS_FILE, useStepsLoader } from '../core/on-demand';
import { loadSteps } from './load-steps';

describe('loading the payment steps', () => {
  it('imports pay-form-steps.js beside the script tag’s own file, wherever the page is', async () => {
    const importModule = vi.fn(async () => ({ loaded: true }));
    await expect(
      stepsBesideScript('https://cdn.example/pay-checkout/1.2.0/pay-form.js?v=3', importModule)(STEPS_FILE),
    ).resolves.toEqual({ loaded: true });
    expect(importModule).toHaveBeenCalledWith(`https://cdn.example/pay-checkout/1.2.0/${STEPS_FILE}`);
  });

  it('refuses with PAYMENT_STEP_UNAVAILABLE when the script tag had no address', async () => {
    const importModule = vi.fn();
    await expect(stepsBesideScript('', importModule)(STEPS_FILE)).rejects.toMatchObject({
      code: 'PAYMENT_STEP_UNAVAILABLE',
    });
    await expect(stepsBesideScript(undefined, importModule)(STEPS_FILE)).rejects.toMatchObject({
      code: 'PAYMENT_STEP_UNAVAILABLE',
    });
    expect(importModule).not.toHaveBeenCalled();
  });

  it('the ES entry loads the steps’ own module', async () => {
    vi.resetModules();
    const { loadSteps: load } = await import('./load-steps');
    await import('../index');
    const steps = await load();
    expect(typeof steps.StepDisplay).toBe('function');
  });

  it('uses the loader an entry set', async () => {
    const module = {} as Awaited<ReturnType<typeof loadSteps>>;
    useStepsLoader(async () => module);
    await expect(loadSteps()).resolves.toBe(module);
  });
});
