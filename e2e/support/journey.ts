/**
 * The buyer journeys' fixtures, the same in the three projects: `tab` (a Playwright page in `chromium` and `firefox`,
 * a WebdriverIO session on WebKitGTK in `webkit`) and `rig` (the journey's own servers, e2e/support/engines/rig.ts). What the
 * browser sent is read where it arrived — in the rig — never from the engine's network events.
 */
import { test as base, expect, type Browser } from '@playwright/test';
import type { EngineName } from './engines/installed';
import { startRig, type Rig } from './engines/rig';
import { playwrightTab, type Tab } from './engines/tab';
import { startWebKitDriver, type WebKitDriver } from './engines/webkit';
import { SANDBOX, UUID } from './helpers';
import { E2E_SANDBOX_URL, E2E_SITE_URL } from './ports';

interface EngineHost {
  engine: EngineName;
  openTab(options: { bareWindow: boolean }): Promise<{ tab: Tab; close: () => Promise<void> }>;
}

/** How long a closing tab may take to finish loading, then to close (see `openTab`). */
const SETTLE_BOUND_MS = 5000;
const CLOSE_BOUND_MS = 5000;

export const test = base.extend<{ tab: Tab; rig: Rig; bareWindow: boolean }, { engineHost: EngineHost }>({
  /**
   * `test.use({ bareWindow: true })`: the page takes the browser's whole window, as on a phone, so `tab.setViewport`
   * reaches a phone's width in every engine (WebKit's MiniBrowser keeps its window as wide as its toolbar otherwise).
   */
  bareWindow: [false, { option: true }],
  engineHost: [
    async ({ playwright, browserName, channel, launchOptions }, use, workerInfo) => {
      if (workerInfo.project.name.startsWith('webkit')) {
        const webkit: WebKitDriver = await startWebKitDriver();
        await use({ engine: 'webkit', openTab: (options) => webkit.newTab(options) });
        await webkit.stop();
        return;
      }
      // Chromium as Playwright launches it has its back/forward cache off; a buyer's Chromium has it on.
      const ignoreDefaultArgs = browserName === 'chromium' ? ['--disable-back-forward-cache'] : undefined;
      const browser: Browser = await playwright[browserName].launch({ ...launchOptions, channel, ignoreDefaultArgs });
      await use({
        engine: browserName as EngineName,
        async openTab() {
          const context = await browser.newContext();
          const page = await context.newPage();
          // A journey may end while a form's reply is still loading, and Chromium can hang closing a page then (30 s in
          // a CI run): the page loads first, and the close is not waited on past CLOSE_BOUND_MS (the worker's browser
          // closes whatever is left).
          const close = async () => {
            await page.waitForLoadState('load', { timeout: SETTLE_BOUND_MS }).catch(() => undefined);
            await Promise.race([context.close(), new Promise((bounded) => setTimeout(bounded, CLOSE_BOUND_MS))]);
          };
          return { tab: playwrightTab(page, browserName as EngineName), close };
        },
      });
      await browser.close();
    },
    { scope: 'worker' },
  ],
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  rig: async ({}, use) => {
    const rig = await startRig({ site: E2E_SITE_URL, sandbox: E2E_SANDBOX_URL });
    await use(rig);
    await rig.close();
  },
  tab: async ({ engineHost, bareWindow }, use) => {
    const { tab, close } = await engineHost.openTab({ bareWindow });
    await use(tab);
    await close();
  },
});
export { expect };

export { SANDBOX, UUID };

export { ONE_ENGINE } from './helpers';

/** The name each engine's real user agent must be given in the fraud session's `type`. WebKitGTK says "Safari". */
export const EXPECTED_TYPE: Record<EngineName, string> = { chromium: 'Chrome', firefox: 'Firefox', webkit: 'Safari' };

/** Waits until `read` gives a value `accept` takes, and returns it (reads go through the tab, in any engine). */
export async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 10_000): Promise<T> {
  let last: T | undefined;
  try {
    await expect
      .poll(
        async () => {
          last = await read();
          return accept(last);
        },
        { timeout },
      )
      .toBe(true);
  } catch (error) {
    throw new Error(`Not reached within ${timeout} ms; last value read: ${JSON.stringify(last)}`, { cause: error });
  }
  return last as T;
}

/** The demo checkout's controls as the card journeys reach them (the element's light DOM). */
export const PAY_BUTTON = 'pay-form form button[type="submit"]';
export const SESSION_INPUT = 'pay-form input[name="fraud_session_id"]';
export const CARD_INPUT = {
  name: 'pay-form input[autocomplete="cc-name"]',
  number: 'pay-form input[autocomplete="cc-number"]',
  month: 'pay-form input[autocomplete="cc-exp-month"]',
  year: 'pay-form input[autocomplete="cc-exp-year"]',
  cvv: 'pay-form input[autocomplete="cc-csc"]',
  email: 'pay-form input[name="customer.email"]',
} as const;
