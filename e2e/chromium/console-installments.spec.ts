// The console says each card charge's installments as the buyer was charged them (Chromium: a back-office tool): the
// count, each installment, the total with interest and the CET, on the charges list (a column) and on a charge's page,
// in en and pt-BR. A sandbox and a store of its own: the list holds exactly this file's charges.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { createClient, type ChargeCreateRequest } from '../../src/client/index';
import { startSandbox, type Sandbox } from '../../src/sandbox/index';
import { listenStore, type RunningStore } from '../../demo/listen';
import { watchPage } from '../support/helpers';

let sandbox: Sandbox;
let store: RunningStore;
const ids = { tenTimes: '', threeTimes: '', pix: '' };

test.describe.configure({ mode: 'serial' });

const CUSTOMER = { name: 'Ana Souza', email: 'ana@example.com', type: 'individual', document: '52998224725' };
const CARD = { number: '4111111111111111', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2034, cvv: '123' };

/** R$ 1.000,00 by `method`, with `extra` fields. */
const costly = (method: string, extra: object = {}) =>
  ({
    amount: 100000,
    product_type: 'physical',
    payment_method: method,
    customer: CUSTOMER,
    items: [{ name: 'Espresso machine', quantity: 1, unit_price: 100000, tangible: true }],
    ...extra,
  }) as unknown as ChargeCreateRequest;

test.beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  store = await listenStore({ sandboxUrl: sandbox.url, port: 0, hostname: 'localhost', env: {} });
  const pay = createClient({ secretKey: 'sk_test_demo', baseUrl: sandbox.url });
  const card = (installments: number, total: number) => ({
    payment_details: { card: CARD, installments, installment_total: total },
  });
  ids.threeTimes = (await pay.charges.create(costly('credit_card', card(3, 100000)))).id;
  ids.tenTimes = (await pay.charges.create(costly('credit_card', card(10, 111270)))).id;
  ids.pix = (await pay.charges.create(costly('pix'))).id;
});
test.afterAll(async () => {
  store?.close();
  await sandbox?.close();
});

const rowOf = (page: Page, id: string) =>
  page.locator('pc-charges table.console-table tbody tr').filter({ hasText: id });
/** The cell of a row under the column named `column`. */
async function cellOf(page: Page, id: string, column: string) {
  const headers = await page.locator('pc-charges table.console-table thead th').allTextContents();
  return rowOf(page, id).locator('td').nth(headers.indexOf(column));
}
const fact = (page: Page, label: string) =>
  page.locator('dl.facts dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('the charges list: each card charge’s installments, the total with interest and the CET', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(`${store.url}/console#/charges`);
  await expect(rowOf(page, ids.tenTimes)).toBeVisible();
  await expect(await cellOf(page, ids.tenTimes, 'Installments')).toHaveText(
    /^10× R\$\s111,27 with interest: total R\$\s1\.112,70 \(CET 26\.68 % a year\)$/,
  );
  await expect(await cellOf(page, ids.threeTimes, 'Installments')).toHaveText(/^3× R\$\s333,34 interest-free$/);
  await expect(await cellOf(page, ids.pix, 'Installments')).toHaveText('—');

  await page.goto(`${store.url}/console?lang=pt-BR#/charges`);
  await expect(await cellOf(page, ids.tenTimes, 'Parcelas')).toHaveText(
    /^10× R\$\s111,27 com juros: total R\$\s1\.112,70 \(CET 26,68 % a\.a\.\)$/,
  );
  await watch.expectClean();
});

test('a charge’s page: the count, each installment, the total charged, the monthly rate and the CET', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto(`${store.url}/console#/charges/${ids.tenTimes}`);
  await expect(fact(page, 'Amount')).toHaveText(/^R\$\s1\.000,00$/);
  await expect(fact(page, 'Installments')).toHaveText(/^10× R\$\s111,27 with interest/);
  await expect(fact(page, 'Each installment')).toHaveText(/^R\$\s111,27$/);
  await expect(fact(page, 'Total charged')).toHaveText(/^R\$\s1\.112,70$/);
  await expect(fact(page, 'Monthly interest rate')).toHaveText('1.99 %');
  await expect(fact(page, 'CET \\(total effective cost, a year\\)')).toHaveText('26.68 %');

  await page.goto(`${store.url}/console?lang=pt-BR#/charges/${ids.tenTimes}`);
  await expect(fact(page, 'Total cobrado')).toHaveText(/^R\$\s1\.112,70$/);
  await expect(fact(page, 'Taxa de juros ao mês')).toHaveText('1,99 %');
  await expect(fact(page, 'CET \\(custo efetivo total ao ano\\)')).toHaveText('26,68 %');

  // Interest-free: no rate to state.
  await page.goto(`${store.url}/console#/charges/${ids.threeTimes}`);
  await expect(fact(page, 'Total charged')).toHaveText(/^R\$\s1\.000,00$/);
  await expect(fact(page, 'Monthly interest rate')).toHaveCount(0);
  await watch.expectClean();
});
