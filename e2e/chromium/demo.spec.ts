import { expect, test } from '../support/settled-page';
import { watchPage } from '../support/helpers';

const uuid = /^[0-9a-f-]{36}$/;

test('home page: every integration is one click away', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/');
  for (const name of ['Script tag', 'SPA (ESM)', 'Hosted checkout', 'Transparent checkout', 'Console']) {
    await expect(page.getByRole('navigation').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await watch.expectClean();
});

test('script-tag page: a live session id, its browser data and its countdown', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/script-tag');
  await expect(page.locator('#session-id')).toHaveText(uuid);
  await expect(page.locator('input[name="fraud_session_id"]')).toHaveValue(
    await page.locator('#session-id').innerText(),
  );
  await expect(page.locator('#session-countdown')).toHaveText(/^(29|30):\d\d$/);
  await expect(page.locator('#browser-data')).toContainText('Chrome');
  const before = await page.locator('#session-id').innerText();
  await page.getByRole('button', { name: /consume/i }).click();
  await expect(page.locator('#session-id')).toHaveText(uuid);
  await expect(page.locator('#session-id')).not.toHaveText(before);
  await watch.expectClean();
});

test('SPA page: <pay-form> imported as an ES module shares the session and takes a payment', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/spa');
  await expect(page.locator('#session-id')).toHaveText(uuid);
  const sessionId = await page.locator('#session-id').innerText();
  await expect(page.locator('pay-form input[name="fraud_session_id"]')).toHaveValue(sessionId);
  const request = page.waitForRequest((r) => r.url().includes('/api/checkout/'));
  await page.getByRole('button', { name: /^Pay/ }).click();
  expect((await request).postDataJSON().fraud_session_id).toBe(sessionId);
  // The page polls the back end until the charge leaves `pending` (up to 2.5 s): more than the default wait on a busy machine.
  await expect(page.locator('#checkout-result')).toHaveText(/Order placed/, { timeout: 15_000 });
  // The attempt used the id up: the panel shows the next one.
  await expect(page.locator('#session-id')).not.toHaveText(sessionId);
  await watch.expectClean();
});
