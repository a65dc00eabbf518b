// The README's quick start, as written: its `quickstart:<file>` blocks are read from README.md, written into a project
// of their own with pay-checkout installed as a package (this repository's build), and a buyer pays by card (both
// flows), Pix and boleto.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { createClient } from '../../src/client/index';
import { payTestCharge, startSandbox, type Sandbox } from '../../src/sandbox/index';
import { createBuyer } from '../../src/testing/buyer';
import { payOnHostedPage } from '../support/pay-form';
import { txidOf } from '../support/pix-boleto';
import { freePort, quickstartFiles } from './test-quickstart';

const REPOSITORY = resolve(import.meta.dirname, '../..');
// The server's first line once it listens.
const READY = /^Store on /m;
const SERVER_START_MS = 15_000;
const SECRET_KEY = 'sk_test_demo';
// The server's cart: 2 × R$ 69,90.
const CART_AMOUNT = 13980;
const APPROVED = 'Payment approved. Thank you!';
// Valid test documents: a CPF pays as an individual, a CNPJ as a company.
const CPF = '529.982.247-25';
const CNPJ = '11.222.333/0001-81';
const ADDRESS = {
  Street: 'Avenida Paulista',
  Number: '1000',
  Neighborhood: 'Bela Vista',
  City: 'São Paulo',
  State: 'SP',
  CEP: '01310-100',
};
// A store page's own scripts: the element, and the Pix and boleto steps it loads from beside itself.
const STEPS_FILE = '/pay-form-steps.js';
// docs/pay-form.md, "Add debit": the one line a merchant adds to the quick start's checkout.
const ADD_DEBIT_RECIPE = /^```html recipe:add-debit\n([\s\S]*?)^```$/m;
const CARD_RADIO = '<label><input type="radio" name="payment_method" value="credit_card" checked> Card</label>\n';

let sandbox: Sandbox;
let project: string;
let server: ChildProcess;
let store: string;
let serverOutput = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The package as a merchant gets it: the built dist/ (npm run build), resolved through node_modules/pay-checkout.
  expect(existsSync(join(REPOSITORY, 'dist/cdn/pay-form-steps.js')), 'run `npm run build` first').toBe(true);
  const files = quickstartFiles(readFileSync(join(REPOSITORY, 'README.md'), 'utf8'));
  expect(Object.keys(files).sort()).toEqual(['checkout.html', 'hosted.html', 'result.html', 'server.mjs']);
  project = mkdtempSync(join(tmpdir(), 'pay-quickstart-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(project, name), text);
  mkdirSync(join(project, 'node_modules'));
  symlinkSync(REPOSITORY, join(project, 'node_modules/pay-checkout'), 'dir');

  sandbox = await startSandbox({ port: 0 });
  const port = await freePort();
  store = `http://localhost:${port}`;
  // Only the environment variables the README names.
  server = spawn(process.execPath, ['server.mjs'], {
    cwd: project,
    env: {
      PATH: process.env.PATH,
      PAY_SECRET_KEY: SECRET_KEY,
      PAY_PUBLIC_KEY: 'pk_test_demo',
      PAY_API_BASE: sandbox.url,
      PORT: String(port),
    },
  });
  const collect = (chunk: Buffer) => (serverOutput += chunk.toString());
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  await expect
    .poll(() => serverOutput, { timeout: SERVER_START_MS, message: 'the quick start server starts' })
    .toMatch(READY);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill();
    await once(server, 'exit');
  }
  await sandbox?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

const lastCharge = () => [...sandbox.state.charges.values()].at(-1);
const result = (page: Page) => page.locator('#result');

/** Every page error and every address the page asked for, to check at the end of a journey. */
function watch(page: Page) {
  const seen = { errors: [] as string[], origins: new Set<string>(), paths: [] as string[] };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.origins.add(url.origin);
    if (url.origin === store) seen.paths.push(url.pathname);
  });
  return seen;
}

async function fillBuyer(page: Page, document?: string): Promise<void> {
  await page.goto(`${store}/`);
  await page.getByLabel('Name', { exact: true }).fill('Ana Souza');
  await page.getByLabel('E-mail').fill('ana@example.com');
  if (document) await page.getByLabel('CPF or CNPJ').fill(document);
}

/** Pays with card `number`; a card that is paid takes the buyer to the result page (`pay-success`). */
async function payByCard(page: Page, number: string, { paid = true } = {}): Promise<void> {
  await fillBuyer(page);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Name on card').fill('ANA SOUZA');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  if (paid) await page.waitForURL((url) => url.origin === store && url.pathname === '/result');
}

test('card: the buyer pays with the test card, the result page shows the approval and keeps it on a reload', async ({
  page,
}) => {
  const seen = watch(page);
  await payByCard(page, '4111 1111 1111 1111');
  await expect(result(page)).toHaveText(APPROVED);
  await expect(page.getByRole('link', { name: 'Try again' })).toBeHidden();
  const charge = lastCharge();
  // The amount is the server's cart, the card went as a token, the fraud session was carried.
  expect(charge).toMatchObject({
    status: 'captured',
    amount: CART_AMOUNT,
    payment_method: 'credit_card',
    card_flow: 'transparent',
    card: { last4: '1111' },
    customer: { document: null, address: null },
  });
  // The fraud session got the buyer's address from the store itself (ip-lookup): no third party was asked.
  const session = sandbox.state.fraudSessions.get(charge?.fraud_session_id ?? '');
  expect(session?.ip_address).toMatch(/^(127\.0\.0\.1|::1)$/);
  expect([...seen.origins].sort()).toEqual([store, sandbox.url].sort());
  // A card never loads the Pix and boleto steps.
  expect(seen.paths).not.toContain(STEPS_FILE);

  await page.reload();
  await expect(result(page)).toHaveText(APPROVED);
  expect(seen.errors).toEqual([]);
  expect(serverOutput).not.toMatch(/Error/);
});

test('card: a declined card is no pay-success: the checkout says it was declined and takes another card', async ({
  page,
}) => {
  await payByCard(page, '4000 0000 0000 0002', { paid: false });
  await expect(page.locator('pay-form [part="status"]')).toHaveText(
    'Payment declined: the card was refused. Try another card.',
  );
  expect(page.url()).toBe(`${store}/`);
  expect(lastCharge()).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
  await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();
});

test('Pix: the step shows the amount, the buyer pays in the bank app, and the page goes on to the approval', async ({
  page,
  context,
}) => {
  const seen = watch(page);
  await fillBuyer(page, CPF);
  await page.getByLabel('Pix').check();
  // Only the chosen method's inputs are shown: no card, no address.
  await expect(page.getByLabel('Card number')).toBeHidden();
  await expect(page.getByLabel('Street')).toBeHidden();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.locator('pay-form [part~="pix-amount"]')).toContainText('139,80');
  const qrCode = await page.locator('pay-form [part~="pix-code"]').inputValue();
  const charge = lastCharge();
  expect(charge).toMatchObject({
    status: 'pending',
    amount: CART_AMOUNT,
    payment_method: 'pix',
    customer: { type: 'individual', document: '52998224725', address: null },
  });
  expect(seen.paths).toContain(STEPS_FILE);

  // The buyer's phone: the sandbox's bank-app page for the code's txid, paid with its one button.
  const phone = await context.newPage();
  await phone.goto(`${sandbox.url}/sandbox/pix/${encodeURIComponent(txidOf(qrCode))}`);
  await phone.getByRole('button', { name: /^Pay/ }).click();
  await expect.poll(() => lastCharge()?.status).toBe('captured');
  // Closed only once the bank's answer page has loaded: Chromium's close of a tab still loading the reply to its form's
  // POST can hang (seen for the whole 30 s in a CI run).
  await expect(phone.locator('.state[role="status"]')).toBeVisible();
  await phone.close();

  // <pay-form> sees the payment through status-url; pay-success takes the buyer to the result page.
  await page.waitForURL((url) => url.pathname === '/result' && url.searchParams.get('charge_id') === charge?.id);
  await expect(result(page)).toHaveText(APPROVED);
  await page.reload();
  await expect(result(page)).toHaveText(APPROVED);
  expect(seen.errors).toEqual([]);
});

test('boleto: the step shows the boleto, the result page says it is pending, then shows it paid', async ({ page }) => {
  const seen = watch(page);
  await fillBuyer(page, CNPJ);
  await page.getByLabel('Boleto').check();
  await expect(page.getByLabel('Card number')).toBeHidden();
  for (const [label, value] of Object.entries(ADDRESS)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.locator('pay-form [part~="boleto-amount"]')).toContainText('139,80');
  const charge = lastCharge();
  expect(charge).toMatchObject({
    status: 'pending',
    payment_method: 'boleto',
    customer: {
      type: 'company',
      document: '11222333000181',
      address: { street: 'Avenida Paulista', number: '1000', state: 'SP', zip_code: '01310-100' },
    },
  });
  // The line the buyer reads is the service's, digit for digit.
  const issued = await createClient({ secretKey: SECRET_KEY, baseUrl: sandbox.url }).charges.retrieve(charge?.id ?? '');
  const shown = (await page.locator('pay-form [part~="boleto-line"]').textContent()) ?? '';
  expect(issued.payment_method === 'boleto' && issued.payment_fields.boleto.digitable_line).toBe(
    shown.replace(/\D/g, ''),
  );

  await page.getByRole('link', { name: 'Follow this payment' }).click();
  await page.waitForURL((url) => url.pathname === '/result' && url.searchParams.get('charge_id') === charge?.id);
  await expect(result(page)).toHaveText(/^Boleto issued/);
  // The buyer pays at a bank: the page, still open, follows it.
  await payTestCharge(sandbox.url, SECRET_KEY, charge?.id ?? '');
  await expect(result(page)).toHaveText(APPROVED);
  expect(seen.errors).toEqual([]);
});

test.describe('hosted', () => {
  // A browser that prefers Portuguese on an English checkout: the hosted page follows the checkout, not the browser.
  test.use({ locale: 'pt-BR' });

  test('the buyer pays on the hosted card page in the checkout’s language, comes back, and the result page shows the approval', async ({
    page,
  }) => {
    await page.goto(`${store}/hosted.html`);
    await page.getByLabel('Name', { exact: true }).fill('Ana Souza');
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Installments').selectOption('2');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.origin === sandbox.url && url.pathname.startsWith('/hosted/charges/'));
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await payOnHostedPage(page, { number: '4111111111111111' });
    await page.waitForURL((url) => url.origin === store && url.pathname === '/result');
    await expect(result(page)).toHaveText(APPROVED);
    expect(lastCharge()).toMatchObject({
      status: 'captured',
      amount: CART_AMOUNT,
      card_flow: 'hosted',
      installments: 2,
    });
  });
});

test('the pages’ icon: the browser’s request answers 204, not a 404 in the console', async () => {
  const icon = await fetch(`${store}/favicon.ico`);
  expect(icon.status).toBe(204);
});

test.describe('debit, added as docs/pay-form.md says: one radio', () => {
  let checkoutPage = '';

  test.beforeAll(() => {
    const recipe = ADD_DEBIT_RECIPE.exec(readFileSync(join(REPOSITORY, 'docs/pay-form.md'), 'utf8'))?.[1];
    expect(recipe, 'docs/pay-form.md has the "Add debit" recipe').toBeTruthy();
    checkoutPage = readFileSync(join(project, 'checkout.html'), 'utf8');
    expect(checkoutPage).toContain(CARD_RADIO);
    // The server reads its pages on each request: the store now offers debit, nothing else changed.
    writeFileSync(join(project, 'checkout.html'), checkoutPage.replace(CARD_RADIO, `${CARD_RADIO}${recipe}`));
  });
  test.afterAll(() => writeFileSync(join(project, 'checkout.html'), checkoutPage));

  async function payByDebit(page: Page, number: string): Promise<void> {
    await fillBuyer(page);
    await page.getByLabel('Debit card').check();
    // The card's inputs stay; the installments are credit's only.
    await expect(page.getByLabel('Installments')).toBeHidden();
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Name on card').fill('ANA SOUZA');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay' }).click();
  }

  test('the bank asks: the buyer confirms on its page, and the result page shows the approval', async ({ page }) => {
    const seen = watch(page);
    await payByDebit(page, '4000 0000 0000 3220');
    await createBuyer(sandbox).authenticate(page, 'succeeded');
    await page.waitForURL((url) => url.origin === store && url.pathname === '/result');
    await expect(result(page)).toHaveText(APPROVED);
    expect(lastCharge()).toMatchObject({
      status: 'captured',
      amount: CART_AMOUNT,
      payment_method: 'debit_card',
      installments: 1,
      authentication: { status: 'succeeded', challenged: true },
    });
    expect(seen.errors).toEqual([]);
  });

  test('a card its bank cannot authenticate: the buyer is told to use another card, and nothing is paid', async ({
    page,
  }) => {
    await payByDebit(page, '4000 0000 0000 3055');
    // Worded from the failure_reason the store's status route returns.
    await expect(page.locator('pay-form [part="status"]')).toHaveText(
      'The payment was not completed: this card’s bank cannot confirm the purchase online. Try another card.',
    );
    expect(page.url()).toBe(`${store}/`);
    expect(lastCharge()).toMatchObject({
      status: 'failed',
      payment_method: 'debit_card',
      failure_reason: 'authentication_unavailable',
    });
    await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});
