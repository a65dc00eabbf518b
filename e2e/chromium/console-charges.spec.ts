// The console's charges say what happened to each payment (Chromium: a back-office tool): the method of each charge
// and a filter by it, a charge's own page (its Pix code's deadline or its boleto's due date, its 3-D Secure outcome,
// its webhook deliveries), the charge named on each delivery, and document file types in words. A sandbox and a store
// of its own: the lists hold exactly this file's charges.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { createClient, type ChargeCreateRequest, type PayClient } from '../../src/client/index';
import { startSandbox, type Sandbox } from '../../src/sandbox/index';
import { listenStore, type RunningStore } from '../../demo/listen';
import { watchPage } from '../support/helpers';

let sandbox: Sandbox;
let store: RunningStore;
let pay: PayClient;
const ids = { pixOldest: '', pixOlder: '', pix: '', boleto: '', credit: '', debit: '' };
let pixExpiresAt = '';
let boletoDueDate = '';

test.describe.configure({ mode: 'serial' });

const CUSTOMER = { name: 'Ana Souza', email: 'ana@example.com', type: 'individual', document: '52998224725' };
const ADDRESS = {
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  zip_code: '01310-100',
};
const CARD = { number: '4111111111111111', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2034, cvv: '123' };

function chargeOf(method: string, extra: object = {}): ChargeCreateRequest {
  return {
    amount: 2500,
    product_type: 'physical',
    payment_method: method,
    customer: CUSTOMER,
    items: [{ name: 'Coffee', quantity: 1, unit_price: 2500, tangible: true }],
    ...extra,
  } as unknown as ChargeCreateRequest;
}

test.beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  store = await listenStore({ sandboxUrl: sandbox.url, port: 0, hostname: 'localhost', env: {} });
  pay = createClient({ secretKey: 'sk_test_demo', baseUrl: sandbox.url });
  // Oldest first: the list shows them newest first (pix, pixOlder, debit, credit, boleto, pixOldest).
  ids.pixOldest = (await pay.charges.create(chargeOf('pix'))).id;
  const boleto = await pay.charges.create(chargeOf('boleto', { customer: { ...CUSTOMER, address: ADDRESS } }));
  ids.boleto = boleto.id;
  if (boleto.payment_method === 'boleto') boletoDueDate = boleto.payment_fields.boleto.due_date;
  const card = { card: CARD, installments: 1, authentication: 'required' };
  ids.credit = (await pay.charges.create(chargeOf('credit_card', { payment_details: card }))).id;
  ids.debit = (await pay.charges.create(chargeOf('debit_card', { payment_details: card }))).id;
  ids.pixOlder = (await pay.charges.create(chargeOf('pix'))).id;
  const pix = await pay.charges.create(chargeOf('pix'));
  ids.pix = pix.id;
  if (pix.payment_method === 'pix') pixExpiresAt = pix.payment_fields.pix.expires_at;
});
test.afterAll(async () => {
  store?.close();
  await sandbox?.close();
});

const rows = (page: Page) => page.locator('pc-charges table.console-table tbody tr');
const rowOf = (page: Page, id: string) => rows(page).filter({ hasText: id });

async function openCharges(page: Page, query = '') {
  await page.goto(`${store.url}/console${query}#/charges`);
  await expect(rows(page)).toHaveCount(6);
}

test('each charge’s method in words, and a filter by it (Pix, boleto, credit, debit)', async ({ page }) => {
  const watch = await watchPage(page);
  await openCharges(page);
  await expect(rowOf(page, ids.pix)).toContainText('Pix');
  await expect(rowOf(page, ids.boleto)).toContainText('Boleto');
  await expect(rowOf(page, ids.credit)).toContainText('Credit card');
  await expect(rowOf(page, ids.debit)).toContainText('Debit card');

  const status = page.locator('pc-charges .console-status').first();
  await page.getByLabel('Method').selectOption('pix');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows(page)).toHaveText([ids.pix, ids.pixOlder, ids.pixOldest].map((id) => new RegExp(id)));
  await expect(status).toHaveText('3 charges of this method among 6 read.');
  await page.getByLabel('Method').selectOption('boleto');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows(page)).toHaveText([new RegExp(ids.boleto)]);
  await page.getByLabel('Method').selectOption('credit_card');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows(page)).toHaveText([new RegExp(ids.credit)]);
  await page.getByLabel('Method').selectOption('debit_card');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows(page)).toHaveText([new RegExp(ids.debit)]);

  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByRole('columnheader', { name: 'Meio' })).toBeVisible();
  await expect(rowOf(page, ids.debit)).toContainText('Cartão de débito');
  await expect(page.getByLabel('Meio')).toContainText('Cartão de crédito');
  await watch.expectClean();
});

test('a page of a method’s charges: the cursor goes on where the last page stopped, and back', async ({ page }) => {
  await openCharges(page);
  const status = page.locator('pc-charges .console-status').first();
  const older = page.getByRole('button', { name: 'Older charges' });
  const newer = page.getByRole('button', { name: 'Newer charges' });
  await page.getByLabel('Method').selectOption('pix');
  await page.getByLabel('Per page').selectOption('2');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows(page)).toHaveText([new RegExp(ids.pix), new RegExp(ids.pixOlder)]);
  await expect(status).toHaveText('2 charges of this method among 2 read; older ones on the next page.');
  await expect(newer).toBeDisabled();
  await older.click();
  await expect(rows(page)).toHaveText([new RegExp(ids.pixOldest)]);
  await expect(status).toHaveText('1 charge of this method among 4 read.');
  await expect(older).toBeDisabled();
  await newer.click();
  await expect(rows(page)).toHaveText([new RegExp(ids.pix), new RegExp(ids.pixOlder)]);
  await expect(newer).toBeDisabled();
});

test('a charge’s page: its Pix code’s deadline, its boleto’s due date, its 3-D Secure outcome, its deliveries', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await openCharges(page);
  await page.getByRole('link', { name: `Open charge ${ids.pix}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Charge ${ids.pix}` })).toBeFocused();
  const fact = (label: string) =>
    page.locator('dl.facts dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Method')).toHaveText('Pix');
  const expected = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(pixExpiresAt),
  );
  await expect(fact('Pix code valid until')).toHaveText(expected);
  // The store's receiver got the charge's event: its delivery is listed on the charge's page.
  const deliveries = page.getByRole('table', { name: 'Webhook deliveries of this charge' });
  await expect(async () => {
    await page.reload();
    await expect(deliveries.locator('tbody tr')).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  await expect(deliveries.locator('tbody tr')).toContainText('Charge pending');
  await expect(deliveries.locator('tbody tr')).toContainText('Succeeded');

  await page.goto(`${store.url}/console#/charges/${ids.boleto}`);
  const due = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${boletoDueDate}T00:00:00Z`),
  );
  await expect(fact('Boleto due on')).toHaveText(due);

  await page.goto(`${store.url}/console#/charges/${ids.debit}`);
  await expect(fact('Method')).toHaveText('Debit card');
  await expect(fact('3-D Secure')).toHaveText('Confirmed, no challenge');
  await expect(fact('Card')).toHaveText('Visa •••• 1111');

  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(fact('Meio')).toHaveText('Cartão de débito');
  await expect(fact('3-D Secure')).toHaveText('Confirmada, sem desafio');
  await watch.expectClean();
});

test('each delivery in the Webhooks view names its charge, linked to the charge’s page', async ({ page }) => {
  await page.goto(`${store.url}/console#/webhooks`);
  const deliveries = page.locator('pc-webhook-deliveries table');
  await expect(deliveries.getByRole('columnheader', { name: 'Charge' })).toBeVisible();
  await deliveries
    .getByRole('link', { name: `Open charge ${ids.debit}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: `Charge ${ids.debit}` })).toBeVisible();
});

test('a document’s file types are words, in English and Portuguese', async ({ page }) => {
  await page.goto(`${store.url}/console#/submerchants/new`);
  await page.getByLabel('Legal name').fill('Aurora Cafés Ltda');
  await page.getByRole('button', { name: 'Create submerchant' }).click();
  const fileType = page.getByLabel('File type');
  await expect(fileType.locator('option')).toHaveText(['PDF document', 'PNG image', 'JPEG image']);
  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByLabel('Tipo do arquivo').locator('option')).toHaveText([
    'Documento PDF',
    'Imagem PNG',
    'Imagem JPEG',
  ]);
});
