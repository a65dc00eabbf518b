// The store under test, one per Playwright worker, talking to that worker's sandbox: workers never share a clock, a
// fault or a charge. Every page the tests open is the store's (`baseURL`).
import { test as kit } from 'pay-checkout/testing';
import { startStore } from '../store.mjs';

export { expect, cards } from 'pay-checkout/testing';

export const test = kit.extend<object, { store: { url: string } }>({
  store: [
    async ({ sandbox }, use) => {
      const store = await startStore({
        apiBase: sandbox.url,
        publicKey: sandbox.publicKey,
        secretKey: sandbox.secretKey,
      });
      await use(store);
      await store.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ store }, use) => use(store.url),
});
