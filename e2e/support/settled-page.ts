/**
 * `@playwright/test`'s `test`, whose `page` is let finish loading before Playwright closes it: Chromium can hang on
 * closing a page whose form reply is still loading, for the whole test timeout (seen in CI runs), and a journey may end
 * right as its last form is posted. The three-engine journeys' tab does the same (./journey.ts).
 */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** How long a finished journey's page may take to load before it is closed anyway. */
const SETTLE_BOUND_MS = 5000;

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(page);
    await page.waitForLoadState('load', { timeout: SETTLE_BOUND_MS }).catch(() => undefined);
  },
});
