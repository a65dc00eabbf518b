// The README's quick start, as written: its `quickstart:<file>` blocks are read from README.md, written into a project
// of their own with pay-checkout installed as a package (this repository's build), and a buyer pays in both flows.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSandbox, type Sandbox } from '../../src/sandbox/index';
import { payOnHostedPage } from '../support/pay-form';
import { freePort, quickstartFiles } from './test-quickstart';

const REPOSITORY = resolve(import.meta.dirname, '../..');
// The server's first line once it listens.
const READY = /^Store on /m;
const SERVER_START_MS = 15_000;

let sandbox: Sandbox;
let project: string;
let server: ChildProcess;
let store: string;
let serverOutput = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The package as a merchant gets it: the built dist/ (npm run build), resolved through node_modules/pay-checkout.
  expect(existsSync(join(REPOSITORY, 'dist/client.js')), 'run `npm run build` first').toBe(true);
  const files = quickstartFiles(readFileSync(join(REPOSITORY, 'README.md'), 'utf8'));
  expect(Object.keys(files).sort()).toEqual(['checkout.html', 'hosted.html', 'return.html', 'server.mjs']);
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
      PAY_SECRET_KEY: 'sk_test_demo',
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

const chargesOf = () => [...sandbox.state.charges.values()];

async function payOnCheckoutPage(page: Page, number: string): Promise<void> {
  await page.goto(`${store}/`);
  await page.getByLabel('Name', { exact: true }).fill('Ana Souza');
  await page.getByLabel('E-mail').fill('ana@example.com');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Name on card').fill('ANA SOUZA');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.origin === store && url.pathname === '/return.html');
}

test('transparent: the buyer pays with the test card on the quick start page, and the result page shows the approval', async ({
  page,
}) => {
  await payOnCheckoutPage(page, '4111 1111 1111 1111');
  await expect(page.locator('#result')).toHaveText('Payment approved. Thank you!');
  const charge = chargesOf().at(-1);
  // The amount is the server's cart (2 × 69,90), the card went as a token, the fraud session was carried.
  expect(charge).toMatchObject({
    status: 'captured',
    amount: 13980,
    card_flow: 'transparent',
    card: { last4: '1111' },
  });
  expect(charge?.fraud_session_id).toBeTruthy();
  expect(serverOutput).not.toMatch(/Error/);
});

test('transparent: a declined card is shown as not approved', async ({ page }) => {
  await payOnCheckoutPage(page, '4000 0000 0000 0002');
  await expect(page.locator('#result')).toHaveText('Payment not approved.');
  expect(chargesOf().at(-1)).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
});

test.describe('hosted', () => {
  // A browser that prefers Portuguese on an English checkout: the hosted page follows the checkout, not the browser.
  test.use({ locale: 'pt-BR' });

  test('the buyer pays on the hosted card page in the checkout’s language, comes back, and the return page shows the approval', async ({
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
    await page.waitForURL((url) => url.origin === store && url.pathname === '/return.html');
    await expect(page.locator('#result')).toHaveText('Payment approved. Thank you!');
    // The return page took the charge id from the address once.
    expect(new URL(page.url()).searchParams.has('charge_id')).toBe(false);
    expect(chargesOf().at(-1)).toMatchObject({
      status: 'captured',
      amount: 13980,
      card_flow: 'hosted',
      installments: 2,
    });
  });
});
