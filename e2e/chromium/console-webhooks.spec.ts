// The console's Webhooks view (Chromium: a back-office tool). It runs against a sandbox and a store of its own: the
// failure switch and the clock moves it makes must not reach the journeys running in parallel on the shared ones.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { startSandbox, type Sandbox } from '../../src/sandbox/index';
import { listenStore, type RunningStore } from '../../demo/listen';
import { watchPage } from '../support/helpers';
import { orderState, payHostedPage, startHostedOrder } from '../support/store-orders';

let sandbox: Sandbox;
let store: RunningStore;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  store = await listenStore({ sandboxUrl: sandbox.url, port: 0, hostname: 'localhost', env: {} });
});
test.afterAll(async () => {
  store?.close();
  await sandbox?.close();
});

/** A Chrome console line for a status the test provokes on purpose (the redelivery of a failing receiver is not one). */
const expectedFailure = /^Failed to load resource: the server responded with a status of 422/;

async function openWebhooks(page: Page, query = '') {
  await page.goto(`${store.url}/console${query}#/webhooks`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
}

const rowOf = (page: Page, eventType: string) =>
  page.locator('pc-webhook-deliveries tbody tr').filter({ hasText: eventType }).first();

test('a forced failure is retried when the clock moves; a redelivery succeeds; the order is paid once', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await openWebhooks(page);
  await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
  const receiver = page.getByRole('region', { name: 'This store’s receiver' });
  await expect(receiver).toContainText(`/webhooks/pay/demo`);
  await expect(receiver.locator('.receiver-state')).toHaveText('Answers normally (2xx once the signature checks out).');

  // Make the receiver fail the next 2 deliveries (the order's charge.pending and charge.captured).
  await receiver.getByLabel('Deliveries to fail').fill('2');
  await receiver.getByRole('button', { name: 'Fail the next deliveries' }).click();
  await expect(receiver.locator('.receiver-state')).toHaveText('Answers 500 to the next 2 deliveries.');

  const { chargeId, cardPage } = await startHostedOrder('demo', store.url);
  await payHostedPage(cardPage);
  const deliveries = page.getByRole('region', { name: 'Deliveries', exact: true });
  await deliveries.getByRole('button', { name: 'Refresh' }).click();
  const captured = rowOf(page, 'Charge captured');
  await expect(captured.locator('ol.attempts li').first()).toContainText('HTTP 500');
  await expect(captured.locator('.badge')).toHaveText('Pending');
  expect(await orderState(chargeId, 'demo', store.url)).toBe('received');

  // Move the sandbox clock past the first retry (5 s): the retries run now and succeed.
  await receiver.getByLabel('Move forward by').selectOption('5');
  await receiver.getByRole('button', { name: 'Move the clock' }).click();
  // The clock to the second: retries are seconds apart.
  await expect(receiver.getByRole('status')).toHaveText(/^Sandbox clock now .*\d{1,2}:\d{2}:\d{2}/);
  await expect(captured.locator('.badge')).toHaveText('Succeeded');
  await expect(captured.locator('ol.attempts li')).toHaveCount(2);
  await expect(captured.locator('ol.attempts li').nth(1)).toContainText('HTTP 200');
  await expect.poll(() => orderState(chargeId, 'demo', store.url)).toBe('paid');

  // Redeliver: a third attempt with the same webhook-id, which the store applies once (the order stays paid). The
  // button keeps the focus, and the table's box keeps its columns where they were.
  const box = deliveries.locator('.table-wrap');
  await box.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  const scrolled = await box.evaluate((element) => element.scrollLeft);
  await captured.getByRole('button', { name: /^Redeliver / }).click();
  await expect(captured.getByRole('button', { name: /^Redeliver / })).toBeFocused();
  await expect(deliveries.getByRole('status')).toHaveText('Sent again: its attempt is added to the delivery.');
  await expect(captured.locator('ol.attempts li')).toHaveCount(3);
  await expect(captured.locator('ol.attempts li').nth(2)).toContainText('HTTP 200');
  expect(await box.evaluate((element) => element.scrollLeft)).toBe(scrolled);
  await expect(captured.getByRole('button', { name: /^Redeliver / })).toBeFocused();
  expect(await orderState(chargeId, 'demo', store.url)).toBe('paid');

  // The receiver's panel shows the failures really left: a redelivery to it uses one up.
  await receiver.getByLabel('Deliveries to fail').fill('2');
  await receiver.getByRole('button', { name: 'Fail the next deliveries' }).click();
  await expect(receiver.locator('.receiver-state')).toHaveText('Answers 500 to the next 2 deliveries.');
  // Another action: what the receiver's panel said about the last one is gone.
  await captured.getByRole('button', { name: /^Redeliver / }).click();
  await expect(receiver.getByRole('status')).toBeEmpty();
  await expect(receiver.locator('.receiver-state')).toHaveText('Answers 500 to the next delivery.', {
    timeout: 10_000,
  });
  await expect(captured.locator('ol.attempts li')).toHaveCount(4);
  await receiver.getByRole('button', { name: 'Answer normally again' }).click();

  // A redelivery to a failing receiver shows its 500 and error-free next attempt schedule.
  await receiver.getByLabel('Minutes to fail').fill('2');
  await receiver.getByRole('button', { name: 'Fail for a while' }).click();
  await expect(receiver.locator('.receiver-state')).toContainText('Answers 500 to every delivery until');
  await captured.getByRole('button', { name: /^Redeliver / }).click();
  await expect(captured.locator('ol.attempts li')).toHaveCount(5);
  await expect(captured.locator('ol.attempts li').nth(4)).toContainText('HTTP 500');
  await receiver.getByRole('button', { name: 'Answer normally again' }).click();
  await expect(receiver.locator('.receiver-state')).toHaveText('Answers normally (2xx once the signature checks out).');

  // On a 360 px phone the deliveries table scrolls within itself; the page does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(captured).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Out of range: the field says why.
  await receiver.getByLabel('Deliveries to fail').fill('0');
  await receiver.getByRole('button', { name: 'Fail the next deliveries' }).click();
  await expect(receiver.getByLabel('Deliveries to fail')).toHaveAccessibleDescription(/from 1 to 100/);
  await watch.expectClean({ allowConsoleErrors: expectedFailure });
});

test('an endpoint with a secret the sandbox makes shows it once; in pt-BR the view is in Portuguese', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await openWebhooks(page);
  await page.getByLabel('Endpoint URL').fill('https://shop.example/hooks/made');
  await expect(page.getByRole('radio', { name: 'Have one made (shown once)' })).toBeChecked();
  await page.getByRole('button', { name: 'Create endpoint' }).click();
  const made = page.getByRole('region', { name: 'Copy this secret now' });
  const secret = (await made.locator('code.secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  await expect(page.getByRole('region', { name: 'Read back from the service' })).toContainText(
    'Configured (not shown)',
  );
  // Gone after another action (a read), and never shown again.
  await page.getByRole('button', { name: 'Read endpoint' }).click();
  await expect(page.getByText('Endpoint read.')).toBeVisible();
  await expect(made).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  await openWebhooks(page, '?lang=pt-BR');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Webhooks');
  await expect(page.getByRole('region', { name: 'Receptor desta loja' })).toContainText('Responde normalmente');
  await expect(
    page.getByRole('region', { name: 'Entregas', exact: true }).getByRole('columnheader', { name: 'Tentativas' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adiantar o relógio' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Gerar um (mostrado uma vez)' })).toBeChecked();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
  await watch.expectClean();
});
