// The merchant console says things in words, in the chosen language: money typed in reais, CPF/CNPJ punctuated, no
// code or field path on screen, no English on a Portuguese screen, and a message about an earlier action goes when the
// next one starts.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { chargesTexts } from '../../demo/console/browser/i18n/charges';
import { commonTexts } from '../../demo/console/browser/i18n/common';
import { registrationTexts } from '../../demo/console/browser/i18n/registration';
import { submerchantsTexts } from '../../demo/console/browser/i18n/submerchants';
import { webhookTexts } from '../../demo/console/browser/i18n/webhooks';
import { siteText } from '../../demo/shared/site-text';
import { englishOnly, ENGLISH_WORDS, phrasesIn } from '../../demo/test-english';
import { sandboxCall } from '../support/helpers';

const ENGLISH = new Set<string>();
for (const table of [commonTexts, chargesTexts, registrationTexts, submerchantsTexts, webhookTexts])
  englishOnly(table.en, table['pt-BR'], ENGLISH);
englishOnly(siteText('en'), siteText('pt-BR'), ENGLISH);

/** A service code (`LEGAL_REPRESENTATIVE_REQUIRED`) or field path (`documents.cnpj_card`, `tax_id`) shown as such. */
const CODE_OR_PATH = /\b[A-Z]{2,}_[A-Z_]+\b|\b[a-z]+\.[a-z_]+_[a-z_]+\b|\b[a-z]+_[a-z_]+\b/;

/** What the page shows (its code samples aside). */
const shownText = (page: Page) =>
  page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const code of clone.querySelectorAll('pre, script, style')) code.remove();
    return clone.innerText;
  });

async function expectPortuguese(page: Page, state: string): Promise<void> {
  const shown = await shownText(page);
  expect(phrasesIn(shown, ENGLISH), state).toEqual([]);
  const words = phrasesIn(shown, ENGLISH_WORDS);
  expect(
    words.map((word) => shown.match(new RegExp(`.{0,40}\\b${word}\\b.{0,40}`))?.[0]),
    state,
  ).toEqual([]);
  expect(CODE_OR_PATH.exec(shown)?.[0], state).toBeUndefined();
  expect(shown, state).not.toMatch(/["']/);
}

test('every view in pt-BR, in every state a company goes through, is Portuguese, in words', async ({ page }) => {
  await page.goto('/console?lang=pt-BR#/submerchants/new');
  await expect(page.locator('pc-submerchant-create form')).toBeVisible();
  await expectPortuguese(page, 'new submerchant');
  await page.getByLabel('Tíquete médio (R$)').fill('1.234,56');
  await page.locator('pc-submerchant-create button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/submerchants\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).hash.split('/').at(-1) ?? '';
  // Typed in reais, sent in cents.
  expect((await sandboxCall(`/v1/submerchants/${id}`)).body.data.average_ticket).toBe(123456);
  await expect(
    page.locator('pc-submerchant-detail dd').filter({ hasText: /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/ }),
  ).toHaveCount(1);

  // Submitted without a partner: the refusal in words, with its missing items named.
  await page.locator('pc-review-panel button').first().click();
  await expect(page.locator('pc-review-panel .form-summary')).toContainText('Cartão CNPJ');
  await expectPortuguese(page, 'review refused');

  await page.locator('pc-partners-panel form button[type="submit"]').click();
  await expect(page.locator('pc-partners-panel .console-table td').nth(1)).toHaveText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  const partnerStatus = page.locator('pc-partners-panel [role="status"]');
  await expect(partnerStatus).not.toBeEmpty();
  // The next action elsewhere: the partner panel's message is about the last one, and goes.
  await page.locator('pc-addresses-panel form button[type="submit"]').click();
  await expect(page.locator('pc-addresses-panel [role="status"]')).not.toBeEmpty();
  await expect(partnerStatus).toBeEmpty();
  await page.locator('pc-documents-panel button.secondary').first().click();
  await expect(page.locator('pc-documents-panel .console-table tbody tr').first()).toBeVisible();
  await expectPortuguese(page, 'detail with partner, documents, address');

  await page.goto('/console?lang=pt-BR#/submerchants');
  await expect(page.locator('pc-submerchant-list .console-table')).toBeVisible();
  await expectPortuguese(page, 'submerchant list');
  await page.goto('/console?lang=pt-BR#/charges');
  await page.locator('pc-charges .inline-grid button[type="submit"]').click();
  await expect(page.locator('pc-charges .console-table tbody tr').first()).toBeVisible();
  await expect(page.locator('pc-charges td.num').first()).toHaveText(/^R\$\s\d+,\d{2}$/);
  await expectPortuguese(page, 'charges');
  await page.goto('/console?lang=pt-BR#/webhooks');
  await expect(page.locator('pc-webhook-deliveries .pager')).toBeVisible({ timeout: 15_000 });
  await expectPortuguese(page, 'webhooks');
});
