/**
 * pay-checkout/testing — a merchant's own Playwright suite against the sandbox:
 *
 *   import { test, expect, cards } from 'pay-checkout/testing';
 *   test('pays by card', async ({ page, sandbox, webhooks, buyer }) => { … });
 *
 * Node ≥ 20, with `@playwright/test` (a peer dependency). docs/testing.md has the recipes.
 */
export { expect } from '@playwright/test';
export { test, type PayTestFixtures, type PayWorkerFixtures } from './fixtures';
export { cards, type TestCard } from './cards';
export type { Buyer, PixPaid } from './buyer';
export type { AuthenticationOutcome, SandboxFixture, SandboxMerchant } from './sandbox-handle';
export { DEMO_MERCHANT } from './sandbox-handle';
export { SANDBOX_URL_VARIABLE } from './sandbox-target';
export type { WaitForOptions, WebhookReceiver } from './webhook-receiver';
export { systemBrowser, SYSTEM_BROWSERS, type BrowserUse, type Engine } from './browsers';
export { TestingKitError, type TestingKitErrorCode } from './errors';
