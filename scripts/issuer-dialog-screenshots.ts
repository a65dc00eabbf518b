// Part of `npm run docs:screenshots`: the issuer's 3-D Secure page in <pay-form>'s dialog on a 360×640 phone, in each
// engine the buyer journeys run in (Chromium and Firefox through Playwright, WebKitGTK through WebdriverIO), from a fresh
// sandbox and demo store on free ports. docs/screenshots/issuer-dialog-360-<engine>.png.
import { writeFile } from 'node:fs/promises';
import { chromium, firefox } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { awaitIssuerPage, CHALLENGE_CARD, openCardCheckout, payWithCard } from '../e2e/support/card-challenge';
import { installFirefoxBidiShim } from '../src/testing/firefox-bidi-shim';
import { availableEngines, FIREFOX_PATH, type EngineName } from '../e2e/support/engines/installed';
import { playwrightTab, type Tab } from '../e2e/support/engines/tab';
import { startWebKitDriver } from '../e2e/support/engines/webkit';
import { listenStore } from '../demo/listen';
import { startSandbox } from '../src/sandbox/index';

const OUT = 'docs/screenshots';
const PHONE = { width: 360, height: 640 };

/** A tab of `engine` with nothing of another's, and how to close it with its browser. */
async function openTab(engine: EngineName): Promise<{ tab: Tab; close: () => Promise<unknown> }> {
  if (engine === 'webkit') {
    const driver = await startWebKitDriver();
    const { tab, close } = await driver.newTab({ bareWindow: true });
    return { tab, close: () => close().finally(() => driver.stop()) };
  }
  if (engine === 'firefox') installFirefoxBidiShim();
  const browser =
    engine === 'chromium'
      ? await chromium.launch(chromiumLaunchOptions)
      : await firefox.launch({ channel: 'moz-firefox', executablePath: FIREFOX_PATH });
  const page = await browser.newPage();
  return { tab: playwrightTab(page, engine), close: () => browser.close() };
}

const sandbox = await startSandbox({ port: 0 });
const site = await listenStore({ sandboxUrl: sandbox.url, port: 0, hostname: '127.0.0.1', env: {} });
try {
  for (const engine of availableEngines()) {
    const { tab, close } = await openTab(engine);
    try {
      await tab.setViewport(PHONE.width, PHONE.height);
      await openCardCheckout(tab, site.url);
      await payWithCard(tab, CHALLENGE_CARD);
      await awaitIssuerPage(tab);
      // The frame's page painted, not only laid out.
      await tab.evaluate(
        () => new Promise<void>((painted) => requestAnimationFrame(() => requestAnimationFrame(() => painted()))),
      );
      const path = `${OUT}/issuer-dialog-${PHONE.width}-${engine}.png`;
      await writeFile(path, await tab.screenshot());
      console.log(path);
    } finally {
      await close();
    }
  }
} finally {
  site.close();
  await sandbox.close();
}
