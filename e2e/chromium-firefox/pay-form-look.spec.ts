// How <pay-form>'s default look and the demo's CSS show a refused card field, the card brand and the summary, at a
// phone's width: the field marked in the error colour with an icon by its message, the brand beside the number without
// squeezing it, the summary inside the payment box; the same in the transparent and hosted flows.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { ONE_ENGINE } from '../support/helpers';

const ERROR_COLOR = 'rgb(179, 38, 30)';
const AMEX_BAD_CHECK_DIGIT = '3782 822463 10006';

test.use({ viewport: { width: 360, height: 800 } });

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
};

const style = (locator: Locator, property: string, pseudo?: string) =>
  locator.evaluate((element, [name, where]) => getComputedStyle(element, where || null).getPropertyValue(name), [
    property,
    pseudo ?? '',
  ] as const);

/** The message element <pay-form> tied to `input`. */
const messageOf = (page: Page, input: Locator) =>
  input.evaluate((element) => element.getAttribute('aria-describedby')).then((id) => page.locator(`[id="${id}"]`));

async function expectMarked(page: Page, input: Locator): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(await style(input, 'border-top-color')).toBe(ERROR_COLOR);
  const message = await messageOf(page, input);
  await expect(message).toBeVisible();
  expect(await style(message, 'color')).toBe(ERROR_COLOR);
  // The icon beside the message, silent for screen readers (its alternative text is empty).
  expect(await style(message, 'content', '::before')).toBe('"!" / ""');
  // Right under its input, not elsewhere on the page.
  const [field, text] = [await box(input), await box(message)];
  expect(text.y - (field.y + field.height)).toBeLessThan(16);
  // The summary sits inside the payment box.
  const [area, summary] = [await box(page.locator('pay-form')), await box(page.locator('pay-form [part="status"]'))];
  expect(summary.y + summary.height).toBeLessThanOrEqual(area.y + area.height);
  expect(summary.x + summary.width).toBeLessThanOrEqual(area.x + area.width);
}

test('transparent checkout: an Amex number keeps its room beside the brand, which stays level with it when refused', async ({
  page,
}) => {
  await page.goto('/checkout/transparent?card_fields=inputs');
  const number = page.locator('pay-form [autocomplete="cc-number"]');
  const brand = page.locator('#card-brand');
  await number.fill(AMEX_BAD_CHECK_DIGIT);
  await expect(brand).toHaveText('Amex');
  const row = await box(page.locator('.card-number'));
  const [input, badge] = [await box(number), await box(brand)];
  expect(input.width).toBeGreaterThanOrEqual(row.width * 0.6);
  expect(Math.abs(badge.y - input.y)).toBeLessThanOrEqual(3);
  expect(badge.x + badge.width).toBeLessThanOrEqual(row.x + row.width + 0.5);

  await page.locator('pay-form [autocomplete="cc-csc"]').fill('1234');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expectMarked(page, number);
  // The fields locked while the attempt ran are editable again.
  await expect(page.getByLabel('Installments')).toBeEnabled();
  await expect(number).toBeEnabled();
  const [after, badgeAfter] = [await box(number), await box(brand)];
  expect(Math.abs(badgeAfter.y - after.y)).toBeLessThanOrEqual(3);
  expect(after.width).toBe(input.width);
});

test('hosted checkout: a field the back end refuses looks as in the transparent flow', ONE_ENGINE, async ({ page }) => {
  await page.route('**/api/checkout/**', (route) =>
    route.fulfill({
      status: 422,
      json: {
        success: false,
        message: 'Invalid',
        error: 'VALIDATION_ERROR',
        details: [{ field: 'customer.email', message: 'is required', rule: 'required' }],
      },
    }),
  );
  await page.goto('/checkout/hosted');
  await expect(page.locator('pay-form input[name="fraud_session_id"]')).toHaveValue(/./);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expectMarked(page, page.locator('pay-form [name="customer.email"]'));
});

test('plain turns the default look off', ONE_ENGINE, async ({ page }) => {
  await page.goto('/checkout/transparent?card_fields=inputs');
  await page.locator('pay-form').evaluate((element) => element.setAttribute('plain', ''));
  const number = page.locator('pay-form [autocomplete="cc-number"]');
  await number.fill(AMEX_BAD_CHECK_DIGIT);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(await style(number, 'border-top-color')).not.toBe(ERROR_COLOR);
  expect(await style(await messageOf(page, number), 'content', '::before')).toBe('none');
});

/** Chooses `method` on a new order's transparent checkout, pays, and waits for its step. */
async function showStep(page: Page, method: 'pix' | 'boleto'): Promise<Locator> {
  await page.goto('/checkout/transparent?new_order=1');
  await expect(page.locator('pay-form input[name="fraud_session_id"]')).toHaveValue(/./);
  await page.locator(`pay-form input[name="payment_method"][value="${method}"]`).check();
  // The buyer's CPF: the checkout asks for it with Pix and boleto.
  await page.locator('pay-form input[name="customer.document"]').fill('529.982.247-25');
  await page.locator('pay-form button[type=submit]').click();
  // Playwright's CSS reaches into the element's open shadow root.
  const step = page.locator(`pay-form [part~="${method}-step"]`);
  await expect(step).toBeVisible({ timeout: 15_000 });
  return step;
}

for (const method of ['pix', 'boleto'] as const) {
  test(`${method} step at 360 px: the code box fits the step, and Copy is a secondary button`, async ({ page }) => {
    const step = await showStep(page, method);
    const [area, code] = [await box(step), await box(page.locator(`pay-form [part~="${method}-code"]`))];
    expect(code.x + code.width, 'the code box’s right edge').toBeLessThanOrEqual(area.x + area.width + 0.5);
    const copy = page.locator('pay-form [part~="copy-button"]');
    // Outlined in the accent colour on white, with rounded corners: not the browser's grey default, not a second Pay.
    expect(await style(copy, 'background-color')).toBe('rgb(255, 255, 255)');
    expect(await style(copy, 'color')).toBe('rgb(31, 77, 216)');
    expect(await style(copy, 'border-top-style')).toBe('solid');
    expect(await style(copy, 'border-top-color')).toBe('rgb(31, 77, 216)');
    expect(await style(copy, 'border-top-left-radius')).not.toBe('0px');
  });
}

test('boleto step at 390 px: the billing address rows show every value whole', ONE_ENGINE, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await showStep(page, 'boleto');
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('pay-form input[name^="customer.address."]')]
      .filter((input) => input.scrollWidth > input.clientWidth + 1)
      .map((input) => `${input.name}: ${input.value}`),
  );
  expect(cut).toEqual([]);
});
