import { chromiumLaunchOptions } from '../support/chromium';
import { SANDBOX, watchPage } from '../support/helpers';
import {
  expect,
  formState,
  openCheckout,
  payButton,
  payForm,
  recordCheckoutRequests,
  sessionInput,
  statusRegion,
  test,
  UUID,
} from '../support/pay-form';

// Playwright launches Chromium with its back/forward cache off; this file turns it back on.
// The demo serves every page with `Cache-Control: no-store`, which keeps a page that made fetches out of
// the cache, so the test serves the checkout page without that header (route.fetch + fulfill). A page
// fulfilled by a route has no known address space, so Chromium's Local Network Access checks would
// block its calls to the loopback sandbox: `local-network-access` is granted for that reason only.
test.use({
  launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
  permissions: ['local-network-access'],
});

const onHostedPage = (url: URL) => url.origin === SANDBOX && url.pathname.startsWith('/hosted/charges/');

test('back/forward cache: back from the hosted page, the form is idle and usable with a fresh fraud session id', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const requests = recordCheckoutRequests(page);
  await page.route('**/checkout/hosted', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['cache-control'];
    await route.fulfill({ response, headers });
  });
  await openCheckout(page, 'hosted');
  await page.evaluate(() =>
    addEventListener('pageshow', (event) => ((window as any).__restoredFromCache = event.persisted)),
  );

  await payButton(page).click();
  await page.waitForURL(onHostedPage);
  const sent = requests[0].postDataJSON().fraud_session_id;
  expect(sent).toMatch(UUID);

  // A restore from the cache fires no load event: wait for the commit only.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/checkout\/hosted$/);
  expect(await page.evaluate(() => (window as any).__restoredFromCache), 'restored from the back/forward cache').toBe(
    true,
  );
  await expect.poll(() => formState(page)).toBe('idle');
  await expect(payButton(page)).toBeEnabled();
  await expect(payForm(page)).not.toHaveAttribute('aria-busy', /.*/);
  await expect(statusRegion(page)).toHaveText('');
  await expect(sessionInput(page)).toHaveValue(UUID);
  await expect(sessionInput(page)).not.toHaveValue(sent);
  const fresh = await sessionInput(page).inputValue();

  // And it works: a second Pay goes out with the fresh id and reaches a hosted page again.
  await payButton(page).click();
  await page.waitForURL(onHostedPage);
  expect(requests).toHaveLength(2);
  expect(requests[1].postDataJSON().fraud_session_id).toBe(fresh);
  await watch.expectClean();
});
