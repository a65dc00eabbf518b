// A customer's saved cards in the console (Chromium: a back-office tool): reached from a charge that names the
// customer, listed with brand, last four, expiry (an expired card marked) and the day each was saved, one page of the
// service's paged list at a time, in en and pt-BR. A sandbox and a store of its own: the card count is this file's.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { createClient, type ChargeCreateRequest, type PayClient } from '../../src/client/index';
import { startSandbox, type Sandbox } from '../../src/sandbox/index';
import { listenStore, type RunningStore } from '../../demo/listen';
import { watchPage } from '../support/helpers';

let sandbox: Sandbox;
let store: RunningStore;
let pay: PayClient;
let customerId = '';
let chargeId = '';

test.describe.configure({ mode: 'serial' });

/** Eleven cards (one entry per number and expiry): a page of ten, and one on the next. */
const SAVED_YEARS = [2030, 2031, 2032, 2033, 2034, 2035, 2036, 2037, 2038, 2039];
const CARDS_PER_PAGE = 10;

const chargeSaving = (customer: string, expMonth: number, expYear: number) =>
  ({
    amount: 2500,
    product_type: 'physical',
    payment_method: 'credit_card',
    customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
    items: [{ name: 'Coffee', quantity: 1, unit_price: 2500, tangible: true }],
    customer_id: customer,
    payment_details: {
      card: {
        number: '4111111111111111',
        holder_name: 'ANA SOUZA',
        exp_month: expMonth,
        exp_year: expYear,
        cvv: '123',
      },
      installments: 1,
      save_card: true,
    },
  }) as unknown as ChargeCreateRequest;

test.beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  store = await listenStore({ sandboxUrl: sandbox.url, port: 0, hostname: 'localhost', env: {} });
  pay = createClient({ secretKey: 'sk_test_demo', baseUrl: sandbox.url });
  customerId = (await pay.customers.create({ name: 'Ana Souza', email: 'ana@example.com' })).id;
  // The oldest card expires at the end of this month (sandbox clock); the clock then moves past it.
  const now = sandbox.clock.now();
  await pay.charges.create(chargeSaving(customerId, now.getUTCMonth() + 1, now.getUTCFullYear()));
  for (const year of SAVED_YEARS) chargeId = (await pay.charges.create(chargeSaving(customerId, 6, year))).id;
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2);
  sandbox.clock.advance((nextMonth - now.getTime()) / 1000);
  await expect.poll(async () => (await pay.customers.listCards(customerId)).pagination.total).toBe(11);
});
test.afterAll(async () => {
  store?.close();
  await sandbox?.close();
});

const rows = (page: Page) => page.locator('pc-customer-cards table.console-table tbody tr');

test('from a charge to its customer’s saved cards, paged, the expired one marked', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(`${store.url}/console#/charges/${chargeId}`);
  await page.getByRole('link', { name: 'Customer’s saved cards' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Customer Ana Souza');
  await expect(rows(page)).toHaveCount(CARDS_PER_PAGE);
  // Newest first: the card saved last (06/2039) on top.
  await expect(rows(page).first()).toContainText('Visa •••• 1111');
  await expect(rows(page).first()).toContainText('06/2039');
  await expect(page.locator('pc-customer-cards .pager')).toContainText('Page 1 of 2 · 11 saved cards');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Expired');
  await expect(rows(page).first().locator('.badge-expired')).toHaveCount(1);

  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Cliente Ana Souza');
  await expect(rows(page).first()).toContainText('Vencido');
  await expect(page.getByRole('columnheader', { name: 'Salvo em' })).toBeVisible();
  await watch.expectClean();
});
