import { test } from './pay-form-helpers';
test('dbg', async ({ page }) => {
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
  page.on('response', (r) => console.log('resp', r.status(), r.url()));
  await page.route('**/checkout/hosted', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    console.log(headers);
    delete headers['cache-control'];
    await route.fulfill({ response, headers });
  });
  await page.goto('/checkout/hosted');
  await page.waitForTimeout(2000);
  console.log(await page.evaluate(() => document.querySelector('input[name=fraud_session_id]')?.outerHTML));
});
