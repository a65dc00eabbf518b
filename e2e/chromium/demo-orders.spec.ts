// The demo store's orders as a buyer meets them: one cart is paid once (Back, a reload, a second tab), and the return
// page after the hosted card page says something final — also after a reload, a Cancel, a decline or a made-up id.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { sandboxCall } from '../support/helpers';
import { payOnHostedPage } from '../support/pay-form';

const APPROVED = /^Order placed \(charge ([0-9a-f-]{36})\)\.$/;
const SETTLED_MS = 15_000;
const ALREADY_PAID = 'This order is already paid, so it was not charged again.';

async function openCheckout(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('pay-form input[name="fraud_session_id"]')).toHaveValue(/./);
}

/** Every charge the store's back end answered to this browser's checkouts (other tests' charges are not counted). */
function recordCharges(context: BrowserContext): Set<string> {
  const ids = new Set<string>();
  context.on('response', async (response) => {
    if (!response.url().includes('/api/checkout/') || !response.ok()) return;
    const id = ((await response.json().catch(() => ({}))) as { data?: { id?: string } }).data?.id;
    if (id) ids.add(id);
  });
  return ids;
}

/** The transparent checkout with the card in the page's own inputs, which the demo fills in with a test card. */
const TRANSPARENT_INPUTS = '/checkout/transparent?card_fields=inputs';

test('an approved order cannot be paid again: not after Back, not after a reload, not from a second tab', async ({
  page,
  context,
}) => {
  const charges = recordCharges(context);
  // A second tab opened before the payment keeps a form the order can no longer use.
  const stale = await context.newPage();
  await openCheckout(stale, TRANSPARENT_INPUTS);
  await openCheckout(page, TRANSPARENT_INPUTS);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.locator('#checkout-result')).toHaveText(APPROVED, { timeout: SETTLED_MS });
  const chargeId = APPROVED.exec((await page.locator('#checkout-result').textContent()) ?? '')?.[1] ?? '';
  expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data.status).toBe('captured');

  // Back (from another page), a reload and a new tab find the same order, paid: the page says so and offers no form.
  const arrivals: ((tab: Page) => Promise<unknown>)[] = [
    async (tab) => {
      await tab.goto('/');
      await tab.goBack();
    },
    (tab) => tab.reload(),
  ];
  const second = await context.newPage();
  for (const [tab, arrive] of [
    [page, arrivals[0]],
    [page, arrivals[1]],
    [second, (tab: Page) => tab.goto(TRANSPARENT_INPUTS)],
  ] as const) {
    await arrive(tab);
    await expect(tab.locator('#order-paid')).toContainText('This order is already paid.');
    await expect(tab.locator('pay-form')).toHaveCount(0);
    await expect(tab.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  }
  // The tab left open with the form: the store itself refuses the payment.
  await stale.getByRole('button', { name: /^Pay/ }).click();
  await expect(stale.locator('pay-form [part="status"]')).toHaveText(ALREADY_PAID);
  expect([...charges]).toEqual([chargeId]);

  // "Start a new order" opens a new one, which can be paid.
  await page.getByRole('link', { name: 'Start a new order' }).click();
  await expect(page.locator('#order-paid')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
});

test('"Cancel and go back to the store" on the hosted page: "payment cancelled", no endless waiting, also after a reload', async ({
  page,
}) => {
  await openCheckout(page, '/checkout/hosted?lang=pt-BR');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await page.waitForURL(/\/hosted\/charges\//);
  await page.getByRole('link', { name: 'Cancelar e voltar à loja' }).click();
  await page.waitForURL((url) => url.pathname === '/return');
  const status = page.locator('#return-status');
  const cancelled = 'Pagamento cancelado. Nada foi cobrado; o seu carrinho continua no checkout.';
  await expect(status).toHaveText(cancelled);
  await page.reload();
  await expect(status).toHaveText(cancelled);
  // Back at the checkout, Pay goes to the same charge's card page: the order still has one charge.
  await page.getByRole('link', { name: 'Voltar ao checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/hosted\?lang=pt-BR$/);
});

test('a declined hosted payment offers "Try again", back to the checkout', async ({ page }) => {
  await openCheckout(page, '/checkout/hosted');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/hosted\/charges\//);
  await payOnHostedPage(page, { number: '4000000000000002' });
  await page.waitForURL((url) => url.pathname === '/return');
  await expect(page.locator('#return-status')).toHaveAttribute('data-status', 'failed', { timeout: SETTLED_MS });
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/checkout\/hosted$/);
});

test('a charge id the store never made gets the neutral state at once, and is not polled', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => request.url().includes('/api/orders/') && reads.push(request.url()));
  await page.goto('/return?merchant=demo&charge_id=00000000-0000-4000-8000-000000000000&status=captured');
  await expect(page.locator('#return-status')).toHaveText(/^We can’t show this payment here\./);
  // A read would have started when the page's script ran: a request the page starts after load is reported after it.
  await page.waitForLoadState('load');
  const marker = page.waitForRequest((request) => new URL(request.url()).pathname === '/healthz');
  await page.evaluate(() => fetch('/healthz', { cache: 'no-store' }));
  await marker;
  expect(reads).toEqual([]);
});
