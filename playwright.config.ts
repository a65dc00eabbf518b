import { defineConfig, type Project } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';
import { availableEngines, FIREFOX_PATH, type EngineName } from './e2e/engines/installed';
import { installFirefoxBidiShim } from './e2e/engines/firefox-bidi-shim';
import { E2E_SANDBOX_URL, E2E_SITE_URL } from './e2e/ports';

/**
 * Three engines, one runner. `chromium` and `firefox` run every spec through Playwright (Firefox: Debian's ESR over
 * WebDriver BiDi); `webkit` (WebKitGTK's MiniBrowser, driven by WebdriverIO) runs the engine-neutral journeys of
 * e2e/journeys, which the other two run as well. One engine alone: `npm run test:e2e -- --project=firefox`.
 */
const CHROMIUM_ONLY = [
  // The merchant console is a back-office tool, not a buyer's page.
  '**/console.spec.ts',
];

const engines = availableEngines();
if (engines.includes('firefox')) installFirefoxBidiShim();

const projects: Record<EngineName, Project> = {
  chromium: { name: 'chromium', use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions } },
  firefox: {
    name: 'firefox',
    // The journeys, and the buyer-facing layout check (no sideways scroll): a layout differs between engines.
    testMatch: ['journeys/**/*.spec.ts', 'layout.spec.ts'],
    use: {
      browserName: 'firefox',
      channel: 'moz-firefox',
      // The back/forward cache as a buyer's Firefox has it (an automated profile may keep no cached pages).
      launchOptions: { executablePath: FIREFOX_PATH, firefoxUserPrefs: { 'browser.sessionhistory.max_total_viewers': 8 } },
    },
  },
  webkit: { name: 'webkit', testMatch: 'journeys/**/*.spec.ts' },
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: E2E_SITE_URL,
    trace: 'retain-on-failure',
  },
  projects: engines.map((engine) => projects[engine]),
  webServer: {
    // The merchant's site on localhost and the sandbox on 127.0.0.1: two origins, as in production.
    command: 'npx tsx demo/server.ts',
    env: { SITE_PORT: new URL(E2E_SITE_URL).port, SANDBOX_PORT: new URL(E2E_SANDBOX_URL).port, E2E: '1' },
    url: `${E2E_SITE_URL}/healthz`,
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 60_000,
  },
});
