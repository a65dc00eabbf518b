import { chromiumLaunchOptions } from './chromium';
import { SANDBOX, watchPage } from './helpers';
import { expect, formState, openCheckout, payButton, payForm, recordCheckoutRequests, sessionInput, statusRegion, test, UUID } from './pay-form-helpers';

// Playwright turns Chromium's back/forward cache off by default; this file turns it back on.
test.use({ launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test('back from the hosted page: the form is usable again, with a fresh fraud session id', async ({ page }) => {
  const watch = await watchPage(page);
  const requests = recordCheckoutRequests(page);
  await page.route('**/checkout/hosted', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['cache-control'];
    await route.fulfill({ response, headers });
  });
  await openCheckout(page, 'hosted');
  await page.evaluate(() => {
    addEventListener('pageshow', (event) => ((window as any).__restored = event.persisted));
  });
  await payButton(page).click();
  await page.waitForURL((url) => url.origin === SANDBOX && url.pathname.startsWith('/hosted/charges/'));
  const sent = requests[0].postDataJSON().fraud_session_id;
  expect(sent).toMatch(UUID);

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/hosted$/);
  const restored = await page.evaluate(() => (window as any).__restored);
  console.log('restored from bfcache:', restored, await page.evaluate(() => JSON.stringify((performance.getEntriesByType('navigation')[0] as any).notRestoredReasons)));
  await expect.poll(() => formState(page)).toBe('idle');
  await expect(payButton(page)).toBeEnabled();
  await expect(payForm(page)).not.toHaveAttribute('aria-busy', /.*/);
  await expect(statusRegion(page)).toHaveText('');
  await expect(sessionInput(page)).toHaveValue(UUID);
  await expect(sessionInput(page)).not.toHaveValue(sent);
  await watch.expectClean();
});
