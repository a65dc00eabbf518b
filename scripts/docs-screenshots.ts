// `npm run docs:screenshots`: the README's pictures of the demo, taken by Playwright in Chromium from a fresh
// sandbox and demo store (on free ports, so a running `npm run demo` is not disturbed).
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { listenStore } from '../demo/listen';
import { startSandbox } from '../src/sandbox/index';

const OUT = 'docs/screenshots';
const sandbox = await startSandbox({ port: 0 });
const site = await listenStore({ sandboxUrl: sandbox.url, port: 0, hostname: '127.0.0.1', env: {} });
const base = site.url;
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1200, height: 820 } });

async function shot(name: string, target: Page = page, fullPage = false) {
  await target.screenshot({ path: `${OUT}/${name}.png`, fullPage });
  console.log(`${OUT}/${name}.png`);
}

try {
  await page.goto(`${base}/script-tag`);
  await page
    .locator('#session-id')
    .filter({ hasText: /^[0-9a-f-]{36}$/ })
    .waitFor();
  await page.locator('#browser-data dd').first().waitFor();
  await shot('script-tag');

  // Today's default checkout: the payment-method choice and the secure card fields (a frame served by the sandbox).
  await page.goto(`${base}/checkout/transparent`);
  await page.waitForFunction(
    () => (document.querySelector('pay-form input[name="fraud_session_id"]') as HTMLInputElement | null)?.value,
  );
  const cardFields = page.frameLocator('[data-card-fields] iframe');
  await cardFields.locator('[autocomplete="cc-number"]').fill('4111 1111 1111 1111');
  await cardFields.locator('[autocomplete="cc-exp"]').fill('12/30');
  await cardFields.locator('[autocomplete="cc-csc"]').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page
    .locator('#checkout-result')
    .filter({ hasText: /Order placed/ })
    .waitFor();
  // The whole page: the outcome sits below the card, under the fold of a laptop screen.
  await shot('transparent-checkout-approved', page, true);

  // <pay-form>'s default look (docs/pay-form.md): a refused card number, its message, the brand and the summary.
  await page.setViewportSize({ width: 390, height: 820 });
  // A new order: this buyer's order was paid above, and a paid order's checkout shows its notice, not the form.
  await page.goto(`${base}/checkout/transparent?card_fields=inputs&new_order=1`);
  await page.locator('[autocomplete="cc-number"]').fill('3782 822463 10006');
  await page.locator('[autocomplete="cc-csc"]').fill('1234');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.locator('[autocomplete="cc-number"][aria-invalid="true"]').waitFor();
  await page.locator('pay-form').screenshot({ path: `${OUT}/pay-form-default-look.png` });
  console.log(`${OUT}/pay-form-default-look.png`);
  await page.setViewportSize({ width: 1200, height: 820 });

  await page.goto(`${base}/checkout/hosted?merchant=nohosted`);
  await page.waitForFunction(
    () => (document.querySelector('pay-form input[name="fraud_session_id"]') as HTMLInputElement | null)?.value,
  );
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.locator('pay-form').locator('[part="status"]').filter({ hasText: /./ }).waitFor();
  await shot('hosted-checkout-error');

  // A new buyer: the store keeps one order per buyer, and this one's order was paid above.
  const buyer = await browser.newPage({ viewport: { width: 1200, height: 820 } });
  await buyer.goto(`${base}/checkout/hosted`);
  await buyer.waitForFunction(
    () => (document.querySelector('pay-form input[name="fraud_session_id"]') as HTMLInputElement | null)?.value,
  );
  await buyer.getByRole('button', { name: /^Pay/ }).click();
  await buyer.waitForURL(/\/hosted\/charges\//);
  await buyer.locator('[autocomplete="cc-name"]').fill('ANA SOUZA');
  await buyer.locator('[autocomplete="cc-number"]').fill('4111 1111 1111 1111');
  await buyer.locator('[autocomplete="cc-exp"]').fill('12/30');
  await buyer.locator('[autocomplete="cc-csc"]').fill('123');
  await shot('hosted-card-page', buyer);

  await page.goto(`${base}/console#/submerchants/new`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(300);
  await shot('console-new-submerchant');

  await page.goto(`${base}/console#/charges`);
  await page.waitForTimeout(800);
  await shot('console-charges');
} finally {
  await browser.close();
  site.close();
  await sandbox.close();
}
