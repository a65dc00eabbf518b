import { defineConfig, type Project } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { availableEngines, FIREFOX_PATH, type EngineName } from './e2e/support/engines/installed';
import { installFirefoxBidiShim } from './src/testing/firefox-bidi-shim';
import { E2E_SANDBOX_URL, E2E_SITE_URL } from './e2e/support/ports';

/**
 * Three engines, one runner. The folder a spec sits in names the engines it runs in:
 *   e2e/all-engines       the engine-neutral buyer journeys: Chromium, Firefox (Debian's ESR over WebDriver BiDi) and
 *                         WebKit (WebKitGTK's MiniBrowser, driven by WebdriverIO)
 *   e2e/chromium-firefox  buyer-facing layout (no sideways scroll) and the testing kit's buyer: they differ between
 *                         engines (in Firefox, the checkout's own views; the rest is tagged `@one-engine`)
 *   e2e/chromium          everything checked once, in Chromium: the merchant console (a back-office tool), the black-box
 *                         pages, <pay-form>'s detailed behaviour
 * One engine alone: `npm run test:e2e -- --project=firefox`.
 */
const SPECS = {
  allEngines: 'all-engines/**/*.spec.ts',
  chromiumFirefox: 'chromium-firefox/**/*.spec.ts',
  chromium: 'chromium/**/*.spec.ts',
};

const engines = availableEngines();
if (engines.includes('firefox')) installFirefoxBidiShim();

const projects: Record<EngineName, Project> = {
  chromium: {
    name: 'chromium',
    testMatch: [SPECS.allEngines, SPECS.chromiumFirefox, SPECS.chromium],
    use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions },
  },
  firefox: {
    name: 'firefox',
    testMatch: [SPECS.allEngines, SPECS.chromiumFirefox],
    use: {
      browserName: 'firefox',
      channel: 'moz-firefox',
      // The back/forward cache as a buyer's Firefox has it (an automated profile may keep no cached pages).
      launchOptions: {
        executablePath: FIREFOX_PATH,
        firefoxUserPrefs: { 'browser.sessionhistory.max_total_viewers': 8 },
      },
    },
  },
  webkit: { name: 'webkit', testMatch: SPECS.allEngines },
};

/**
 * Journeys that move the sandbox's clock (tagged `@sandbox-clock`) run after every other test, one engine at a time
 * and one journey at a time (`workers: 1`): the clock is the whole sandbox's, and sessions, tokens, challenges and
 * countdowns of journeys running beside them would jump (a challenge whose issuer page loads after another journey's
 * move shows itself expired).
 */
const MOVES_SANDBOX_CLOCK = /@sandbox-clock/;

/** Journeys tagged `@one-engine` (e2e/support/journey.ts `ONE_ENGINE`) run in Chromium only. */
const ONE_ENGINE = /@one-engine/;

const mainProjects: Project[] = engines.map((engine) => ({
  ...projects[engine],
  grepInvert: engine === 'chromium' ? MOVES_SANDBOX_CLOCK : [MOVES_SANDBOX_CLOCK, ONE_ENGINE],
}));
const clockProjects: Project[] = [];
for (const engine of engines) {
  const previous = clockProjects.at(-1);
  clockProjects.push({
    ...projects[engine],
    name: `${engine}-sandbox-clock`,
    testMatch: SPECS.allEngines,
    grep: MOVES_SANDBOX_CLOCK,
    workers: 1,
    grepInvert: engine === 'chromium' ? undefined : ONE_ENGINE,
    dependencies: previous?.name ? [previous.name] : mainProjects.map((project) => project.name ?? ''),
  });
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One per core: a third worker on two cores was tried and ran no faster (the browsers keep both cores busy).
  workers: 2,
  // docs/decisions.md, "Tests and CI": once more under CI, printed as flaky; never locally.
  retries: process.env.CI && process.env.CI !== 'false' ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: E2E_SITE_URL,
    trace: 'retain-on-failure',
  },
  projects: [...mainProjects, ...clockProjects],
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
