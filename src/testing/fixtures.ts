/**
 * The Playwright fixtures of pay-checkout/testing (contract, section 10): `sandbox` for the worker, `webhooks` and
 * `buyer` for each test, and the options `sandboxMerchant` (the merchant the kit acts as) and `sandboxUrl` (the
 * sandbox it acts on).
 */
import { test as base } from '@playwright/test';
import { createBuyer, type Buyer } from './buyer';
import {
  DEMO_MERCHANT,
  openSandbox,
  type OpenedSandbox,
  type SandboxFixture,
  type SandboxMerchant,
} from './sandbox-handle';
import { SANDBOX_URL_VARIABLE, sandboxTarget } from './sandbox-target';
import { openWebhooks } from './webhook-endpoint';
import type { WebhookReceiver } from './webhook-receiver';

export interface PayWorkerFixtures {
  /** The merchant the kit acts as (default the seeded `pk_test_demo` / `sk_test_demo`); set it in the config's `use`. */
  sandboxMerchant: SandboxMerchant;
  /** The running sandbox to act on (an http(s) origin); default `PAY_SANDBOX_URL`, else one started for the worker. */
  sandboxUrl: string | undefined;
  /** The sandbox at `sandboxUrl` or `PAY_SANDBOX_URL`, else one started for this worker on a free port. */
  sandbox: SandboxFixture;
  paySandboxLife: OpenedSandbox;
}

export interface PayTestFixtures {
  /** A receiver registered as the merchant's webhook endpoint for every event while the test runs. */
  webhooks: WebhookReceiver;
  buyer: Buyer;
  payFaultsCleared: void;
}

export const test = base.extend<PayTestFixtures, PayWorkerFixtures>({
  sandboxMerchant: [DEMO_MERCHANT, { scope: 'worker', option: true }],
  sandboxUrl: [undefined, { scope: 'worker', option: true }],
  paySandboxLife: [
    async ({ sandboxMerchant, sandboxUrl }, use) => {
      const target = sandboxTarget(sandboxUrl === undefined ? process.env : { [SANDBOX_URL_VARIABLE]: sandboxUrl });
      const opened = await openSandbox(target, sandboxMerchant);
      await use(opened);
      await opened.close();
    },
    { scope: 'worker' },
  ],
  sandbox: [async ({ paySandboxLife }, use) => use(paySandboxLife.fixture), { scope: 'worker' }],
  // Faults and installment terms a test set never leak into the next test of the worker.
  payFaultsCleared: [
    async ({ paySandboxLife }, use) => {
      await use();
      if (paySandboxLife.faultsPending()) await paySandboxLife.fixture.clearFaults();
      await paySandboxLife.restoreInstallmentTerms();
    },
    { auto: true },
  ],
  webhooks: async ({ sandbox }, use) => {
    const opened = await openWebhooks(sandbox);
    await use(opened.receiver);
    // Throws the first delivery that did not verify: the test fails with it.
    await opened.close();
  },
  buyer: async ({ sandbox }, use) => use(createBuyer(sandbox)),
});
