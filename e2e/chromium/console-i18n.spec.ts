// The merchant console in one language at a time: the switch reaches every line at once, survives a reload, error
// boxes speak the chosen language, old messages go when the situation changes, and error boxes keep forms in line.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { required } from '../../src/interface/test-required';

const listLine = (page: Page) => page.locator('pc-charges > section > .console-status');

async function openCharges(page: Page, path = '/console#/charges') {
  await page.goto(path);
  await expect(listLine(page)).toHaveText(/^(Page|Página) \d+ (of|de) \d+/);
}

/** The top edge of an element, in CSS pixels. */
const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

test('after the switch, the list’s top line is in Portuguese at once; a reload keeps the language', async ({
  page,
}) => {
  await openCharges(page);
  await expect(listLine(page)).toHaveText(/^Page 1 of \d+ · \d+ charges?$/);
  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(listLine(page)).toHaveText(/^Página 1 de \d+ · \d+ cobranças?$/);
  await expect(page).toHaveURL(/[?&]lang=pt-BR/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Console do lojista');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(listLine(page)).toHaveText(/^Página/);

  // Without ?lang= (a bookmark, a new tab): the last choice.
  await page.goto('/console#/charges');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Console do lojista');
  await page.getByLabel('Idioma').selectOption('en');
  await page.goto('/console#/charges');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merchant console');
});

test('error boxes in Portuguese carry no English sentence from the service', async ({ page }) => {
  await openCharges(page, '/console?lang=pt-BR#/charges');
  await page.getByLabel('Quantas (1–10)').fill('11');
  await page.getByRole('button', { name: 'Criar cobranças de demonstração' }).click();
  const count = page.getByLabel('Quantas (1–10)');
  await expect(count).toHaveAccessibleDescription('Quantas (1–10) deve ser um número inteiro de 1 a 10');
  const summary = page.locator('pc-charges .form-summary');
  await expect(summary).toContainText('Não deu certo — Alguns campos não foram aceitos.');
  await expect(summary).not.toContainText('Check the highlighted fields');

  await page.goto('/console?lang=pt-BR#/webhooks');
  await page.getByLabel('ID do endpoint').fill('00000000-0000-4000-8000-000000000000');
  await page.getByRole('button', { name: 'Ler endpoint' }).click();
  const readError = page.getByRole('alert');
  await expect(readError).toContainText('Não deu certo — Não encontrado');
  await expect(readError).not.toContainText(/not found|No such/i);
});

test('error boxes keep the row in line: Demo charges with 11, and Read with an unknown id', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCharges(page);
  const demo = page.locator('pc-charges .inline-grid');
  await page.getByLabel('How many (1–10)').fill('11');
  await page.getByRole('button', { name: 'Create demo charges' }).click();
  await expect(page.getByLabel('How many (1–10)')).toHaveAttribute('aria-invalid', 'true');
  const name = demo.getByLabel('Customer name');
  const count = demo.getByLabel('How many (1–10)');
  const button = demo.getByRole('button', { name: 'Create demo charges' });
  expect(Math.abs((await top(name)) - (await top(count))), 'the two inputs on one line').toBeLessThanOrEqual(1);
  expect(Math.abs((await top(button)) - (await top(count))), 'the button level with the inputs').toBeLessThanOrEqual(2);
  // The summary has a line of its own, above the fields.
  const demoSummaryBox = required(await demo.locator('.form-summary').boundingBox(), 'the summary’s box');
  expect(demoSummaryBox.y + demoSummaryBox.height).toBeLessThanOrEqual(await top(name));

  await page.goto('/console#/webhooks');
  const read = page.locator('pc-webhooks form.inline-grid');
  await read.getByLabel('Endpoint ID').fill('not-an-endpoint');
  await read.getByRole('button', { name: 'Read endpoint' }).click();
  await expect(read.locator('.form-summary')).toBeVisible();
  const id = read.getByLabel('Endpoint ID');
  expect(
    Math.abs((await top(read.getByRole('button', { name: 'Read endpoint' }))) - (await top(id))),
  ).toBeLessThanOrEqual(2);
  const summaryBox = required(await read.locator('.form-summary').boundingBox(), 'the summary’s box');
  expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(await top(id));
});

test('old messages go once the situation changes', async ({ page }) => {
  await openCharges(page);
  await page.getByLabel('How many (1–10)').fill('1');
  await page.getByRole('button', { name: 'Create demo charges' }).click();
  const demoStatus = page.locator('pc-charges .panel .console-status');
  await expect(demoStatus).toHaveText('1 demo charge(s) created.');
  // Another list asked for: the creation message is about another moment.
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(listLine(page)).toHaveText(/^Page 1/);
  await expect(demoStatus).toHaveText('');

  // A failed read, then a new action in the other form: the read's error box goes.
  await page.goto('/console#/webhooks');
  const read = page.locator('pc-webhooks form.inline-grid');
  await read.getByLabel('Endpoint ID').fill('00000000-0000-4000-8000-000000000000');
  await read.getByRole('button', { name: 'Read endpoint' }).click();
  await expect(read.locator('.form-summary')).toBeVisible();
  await page.getByLabel('Endpoint URL').fill('ftp://shop.example');
  await page.getByRole('button', { name: 'Create endpoint' }).click();
  await expect(page.getByLabel('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(read.locator('.form-summary')).toHaveCount(0);
});
