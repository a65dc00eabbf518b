// The demo store's checkouts as a buyer meets them: every seeded merchant ends in a clear outcome, and the script-tag
// page's order ends in a page, not raw JSON.
import { expect, test } from '../support/settled-page';
import { watchPage } from '../support/helpers';

for (const merchant of ['demo', 'strict'] as const) {
  test(`transparent checkout, merchant ${merchant}: declined, then approved with another card`, async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto(`/checkout/transparent?merchant=${merchant}&card_fields=inputs`);
    await expect(page.locator('pay-form input[name="fraud_session_id"]')).toHaveValue(/./);
    await page.locator('pay-form [autocomplete="cc-number"]').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.locator('#checkout-result')).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });

    // Nothing was charged: the form is ready for another card (the first card's CVV was emptied once it was a token).
    await page.locator('pay-form [autocomplete="cc-number"]').fill('4111 1111 1111 1111');
    await page.locator('pay-form [autocomplete="cc-csc"]').fill('123');
    await expect(page.locator('#card-brand')).toHaveText('Visa');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.locator('#checkout-result')).toHaveText(/^Order placed \(charge [0-9a-f-]{36}\)\.$/, {
      timeout: 15_000,
    });
    await watch.expectClean();
  });
}

test('transparent checkout in pt-BR: labels, the service’s installments in BRL, and the card brand as the buyer types', async ({
  page,
}) => {
  await page.goto('/checkout/transparent?lang=pt-BR&card_fields=inputs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout transparente');
  await expect(page.getByLabel('Número do cartão')).toBeVisible();
  // The service's quote for R$ 138,45, in the law's words (the first installment takes the odd cent).
  await expect(page.getByLabel('Parcelas').locator('option').nth(1)).toHaveText(/^2× de R\$\s69,23 sem juros$/);
  // The page's preset number shows its brand before any typing (pay-form.js runs in <head>, before the form is parsed).
  await expect(page.locator('#card-brand')).toHaveText('Visa');
  await page.getByLabel('Número do cartão').fill('5555 5555 5555 4444');
  await expect(page.locator('#card-brand')).toHaveText('Mastercard');
  // No card input has a name: a post without JavaScript carries no card data.
  expect(await page.locator('pay-form [autocomplete^="cc-"][name]').count()).toBe(0);
});

test('hosted checkout, merchant strict: the return page reads the charge with the strict merchant’s key', async ({
  page,
}) => {
  await page.goto('/checkout/hosted?merchant=strict');
  await expect(page.locator('pay-form input[name="fraud_session_id"]')).toHaveValue(/./);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/hosted\/charges\//);
  await page.locator('[autocomplete="cc-name"]').fill('ANA SOUZA');
  await page.locator('[autocomplete="cc-number"]').fill('4111 1111 1111 1111');
  await page.locator('[autocomplete="cc-exp"]').fill('12/30');
  await page.locator('[autocomplete="cc-csc"]').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/return\?merchant=strict/);
  await expect(page.locator('#return-status')).toHaveText(/^Payment approved/);
});

test('script-tag page: "Place order" shows what the back end received, as a page', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/script-tag');
  const sessionInput = page.locator('input[name="fraud_session_id"]');
  await expect(sessionInput).toHaveValue(/^[0-9a-f-]{36}$/);
  const sessionId = await sessionInput.inputValue();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
  await expect(page.locator('#received-session-id')).toHaveText(sessionId);
  await expect(page.locator('#order-received')).toContainText('ana@example.com');
  await watch.expectClean();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the transparent form sends the buyer to the hosted card page, in the page’s language, and no card data leaves', async ({
    page,
  }) => {
    const posted: string[] = [];
    page.on('request', (request) => request.url().includes('/api/checkout/') && posted.push(request.postData() ?? ''));
    await page.goto('/checkout/transparent?lang=pt-BR');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.waitForURL(/\/hosted\/charges\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByLabel('Número do cartão')).toBeVisible();
    expect(posted).toHaveLength(1);
    // Read as fields, not as text: the order id is random hex and may hold "123".
    for (const [name, value] of new URLSearchParams(posted[0])) {
      expect(name).not.toMatch(/cvv|exp_|holder|number/i);
      // No value shaped as a card number or a security code.
      expect(value).not.toMatch(/^[\d\s-]{12,23}$|^\d{3,4}$/);
    }
  });
});

test('Pix in pt-BR: the cart in Portuguese, and a link beside the Pix step to the sandbox’s bank-app page, which pays it', async ({
  page,
  context,
}) => {
  await page.goto('/checkout/transparent?lang=pt-BR&new_order=1');
  await expect(page.locator('.cart')).toContainText('Café em grãos 1 kg');
  await expect(page.locator('.cart')).not.toContainText('Coffee beans');
  await expect(page.locator('pay-form input[name="fraud_session_id"]')).toHaveValue(/./);
  const bankApp = page.getByRole('link', { name: 'Pagar este Pix no app de banco do sandbox (nova aba)' });
  await expect(bankApp).toBeHidden();

  await page.locator('pay-form input[name="payment_method"][value="pix"]').check();
  // A Pix needs the buyer's CPF or CNPJ, typed by the buyer.
  await page.locator('pay-form input[name="customer.document"]').fill('529.982.247-25');
  await page.locator('pay-form form button[type="submit"]').click();
  await expect(bankApp).toBeVisible({ timeout: 15_000 });
  await expect(bankApp).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/sandbox\/pix\/[A-Za-z0-9]{1,25}$/);

  const [bank] = await Promise.all([context.waitForEvent('page'), bankApp.click()]);
  await bank.locator('button.pay').click();
  // Closed only once the bank has answered: closing at once could cancel the payment's POST.
  await expect(bank.locator('.state[role="status"]')).toBeVisible();
  await bank.close();
  // The element hears of it through the store's status-url, and the link goes with the step.
  await expect(page.locator('pay-form')).toHaveJSProperty('state', 'succeeded', { timeout: 20_000 });
  await expect(bankApp).toBeHidden();
});

test('on a 360 px phone: the secure card frame takes the card box’s width (no badge beside it), and Pix takes an alphanumeric CNPJ typed in lower case', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/checkout/transparent?new_order=1');
  const frame = page.locator('pay-form [data-card-fields] iframe');
  await expect(frame).toBeVisible();
  // The frame shows the brand itself: the page's own badge would say it twice and take the frame's room.
  await expect(page.locator('#card-brand')).toHaveCount(0);
  const [frameBox, nameBox] = [await frame.boundingBox(), await page.getByLabel('Name on card').boundingBox()];
  expect(frameBox?.width).toBeGreaterThanOrEqual((nameBox?.width ?? 0) - 1);

  await page.locator('pay-form input[name="payment_method"][value="pix"]').check();
  const document = page.locator('pay-form input[name="customer.document"]');
  // A text keyboard on a phone: the letters of an alphanumeric CNPJ can be typed.
  await expect(document).toHaveAttribute('inputmode', 'text');
  await expect(document).toHaveAttribute('autocapitalize', 'characters');
  await document.fill('12.abc.345/01de-35');
  await page.locator('pay-form form button[type="submit"]').click();
  await expect(page.getByRole('link', { name: /Pay this Pix/ })).toBeVisible({ timeout: 15_000 });
});
