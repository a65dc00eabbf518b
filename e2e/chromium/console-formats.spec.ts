// The merchant console shows what it reads in words and in the forms people write: partner qualifications named in the
// chosen language, a CEP with its hyphen, amounts with thousands separators (read back as the same cents), an
// alphanumeric CNPJ typed in lower case shown as `12.ABC.345/01DE-35`, and the sandbox clock on every view, which
// delivery times follow.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { randomCnpj } from '../../demo/console/browser/tax-id';
import { sandboxCall } from '../support/helpers';

const RAW_QUALIFICATIONS = /\b(DIRECTOR|ADMIN|OWNER|OWNER-ADMIN|ATTORNEY)\b/;

async function createCompany(page: Page): Promise<string> {
  await page.goto('/console?lang=pt-BR#/submerchants/new');
  const revenue = page.getByLabel('Faturamento mensal (R$)');
  await expect(revenue).toHaveValue('85.000,00');
  await expect(page.getByLabel('Tíquete médio (R$)')).toHaveValue('45,00');
  await revenue.fill('1.234.567,89');
  await page.locator('pc-submerchant-create button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/submerchants\/[0-9a-f-]{36}$/);
  return new URL(page.url()).hash.split('/').at(-1) ?? '';
}

test('partner qualifications in words, the CEP with its hyphen, amounts grouped and read back as cents', async ({
  page,
}) => {
  const id = await createCompany(page);
  const sent = (await sandboxCall(`/v1/submerchants/${id}`)).body.data;
  expect(sent).toMatchObject({ monthly_revenue: 123_456_789, average_ticket: 4500 });

  const partners = page.locator('pc-partners-panel');
  const qualification = partners.getByLabel('Qualificação');
  const offered = await qualification.locator('option').allTextContents();
  expect(offered).toEqual(expect.arrayContaining(['Diretor', 'Sócio-administrador', 'Procurador']));
  expect(offered.join(' ')).not.toMatch(RAW_QUALIFICATIONS);
  await qualification.selectOption({ label: 'Diretor' });
  await partners.locator('form button[type="submit"]').click();
  const partnerRow = partners.locator('.console-table tbody tr').first();
  await expect(partnerRow).toContainText('Diretor');

  const addresses = page.locator('pc-addresses-panel');
  await addresses.getByLabel('CEP').fill('01310200');
  await addresses.locator('form button[type="submit"]').click();
  await expect(addresses.locator('li.address')).toContainText('01310-200');

  await page.goto(`/console?lang=en#/submerchants/${id}`);
  await expect(partnerRow).toContainText('Director');
  await expect(partnerRow).not.toContainText(RAW_QUALIFICATIONS);
  await expect(addresses.locator('li.address')).toContainText('01310-200');
  await page.goto('/console?lang=en#/submerchants/new');
  await expect(page.getByLabel('Monthly revenue (R$)')).toHaveValue('85,000.00');
});

test('the sandbox clock is shown on every view, in both languages, with the note that delivery times follow it', async ({
  page,
}) => {
  const views = ['#/submerchants', '#/charges', '#/webhooks', '#/submerchants/new'];
  for (const [lang, label, note] of [
    ['en', 'Sandbox clock:', /Delivery times.*follow this clock/],
    ['pt-BR', 'Relógio do sandbox:', /horários das entregas.*seguem este relógio/],
  ] as const) {
    for (const view of views) {
      await page.goto(`/console?lang=${lang}${view}`);
      const clock = page.locator('pc-sandbox-clock');
      await expect(clock).toContainText(label);
      await expect(clock).toContainText(note);
      await expect(clock.locator('time')).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
    }
  }
  // The time shown is the sandbox's, which may be ahead of this computer's.
  const sandboxNow = Date.parse((await sandboxCall('/sandbox/clock')).body.data.now);
  const shown = await page.locator('pc-sandbox-clock time').textContent();
  const [hours, minutes] =
    (shown ?? '')
      .match(/(\d{1,2}):(\d{2})/)
      ?.slice(1)
      .map(Number) ?? [];
  const expected = new Date(sandboxNow);
  const minutesOfDay = (h: number, m: number) => h * 60 + m;
  const gap = Math.abs(minutesOfDay(hours, minutes) - minutesOfDay(expected.getHours(), expected.getMinutes()));
  expect(Math.min(gap, 24 * 60 - gap)).toBeLessThanOrEqual(1);
});

test('a company registered with an alphanumeric CNPJ typed in lower case: it and its company partner shown punctuated, in capitals', async ({
  page,
}) => {
  const cnpj = randomCnpj({ alphanumeric: true }); // e.g. 12.ABC.345/0001-35
  const typed = (value: string) => value.replace(/[./-]/g, '').toLowerCase();
  await page.goto('/console?lang=en#/submerchants/new');
  const taxId = page.getByLabel('Tax ID (CNPJ)');
  // Letters on a phone's keyboard, in capitals.
  await expect(taxId).toHaveAttribute('inputmode', 'text');
  await expect(taxId).toHaveAttribute('autocapitalize', 'characters');
  await taxId.fill(typed(cnpj));
  await taxId.blur();
  await expect(taxId).toHaveValue(cnpj);
  await page.locator('pc-submerchant-create button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/submerchants\/[0-9a-f-]{36}$/);
  await expect(page.locator('pc-submerchant-detail dd').filter({ hasText: cnpj })).toHaveCount(1);

  const partners = page.locator('pc-partners-panel');
  await partners.getByLabel('Partner entity type').selectOption('pj');
  const partnerCnpj = randomCnpj({ alphanumeric: true });
  await partners.getByLabel('Document (CPF or CNPJ)').fill(typed(partnerCnpj));
  await partners.locator('form button[type="submit"]').click();
  await expect(partners.locator('.console-table td').nth(1)).toHaveText(partnerCnpj);
});
