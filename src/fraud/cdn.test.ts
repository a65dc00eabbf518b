import { afterEach, expect, it, vi } from 'vitest';
import { fakeService } from './test-fetch';
import type { FraudSession } from './types';

afterEach(() => {
  (window as { PayCheckout?: { session?: FraudSession } }).PayCheckout?.session?.teardown();
  delete (window as { PayCheckout?: unknown }).PayCheckout;
  delete (document as { currentScript?: unknown }).currentScript;
  vi.unstubAllGlobals();
});

it('boots from its own <script> tag when loaded', async () => {
  vi.stubGlobal('fetch', fakeService().fetch);
  const script = document.createElement('script');
  script.dataset.publicKey = 'pk_test_demo';
  script.dataset.ipLookup = 'off';
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  await import('./cdn');
  const global = (window as { PayCheckout?: { session?: FraudSession } }).PayCheckout;
  expect(global?.session?.publicKey).toBe('pk_test_demo');
  await expect(global?.session?.setup()).resolves.toMatchObject({ sessionId: 'fs_1' });
});
