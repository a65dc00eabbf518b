// pay-checkout/testing's `buyer.fillCard` on the demo store's three card entries, in Chromium and Firefox: the
// service's secure fields (a frame of another origin), the page's own inputs (found by their autofill tokens, month
// and year apart) and the sandbox's hosted card page; and `buyer.authenticate` on the issuer's 3-D Secure page, framed
// in <pay-form>'s dialog or shown whole by the hosted flow. WebKit is not here: this repository drives WebKitGTK with
// WebdriverIO, and the kit's buyer works through Playwright's Page.
import { cards, expect, test } from 'pay-checkout/testing';
import { checkoutResult, checkoutUrl, payButton, sessionInput } from '../support/pay-form';
import { ONE_ENGINE, UUID } from '../support/helpers';
import { chargePosted, createCustomer, customerSession, saveCard } from '../support/saved-cards';

// A returning buyer's saved cards: the sandbox's captured Visa and Amex (the `/e2e/saved-cards` fixture lists them).
const VISA = '4111111111111111';
const AMEX = '378282246310005';

// The checkout page adds the store's order to the element's own outcome; the return page, with no element, says it whole.
const ORDER_PLACED = /^Order placed \(charge [0-9a-f-]{36}\)\.$/;
const RETURN_APPROVED = /^Payment approved \(charge [0-9a-f-]{36}\)\.$/;
const SLOW = 15_000;

test.describe('buyer.fillCard', () => {
  test('types the card into the secure fields’ frame, and the holder’s name beside it', async ({ page, buyer }) => {
    await page.goto(checkoutUrl('transparent', { card_fields: 'secure' }));
    await expect(sessionInput(page)).toHaveValue(UUID);
    await buyer.fillCard(page, { ...cards.approved, name: 'MARIA C PEREIRA' });

    const frame = page.locator('pay-form [data-card-fields] iframe').contentFrame();
    await expect(frame.locator('#pc-number')).toHaveValue('4111 1111 1111 1111');
    await expect(frame.locator('#pc-expiry')).toHaveValue(cards.approved.expiry);
    await expect(frame.locator('#pc-cvv')).toHaveValue(cards.approved.cvv);
    await expect(page.locator('pay-form input[autocomplete="cc-name"]')).toHaveValue('MARIA C PEREIRA');
    // Left in view: a click that scrolls first may land in the frame in Chromium (docs/decisions.md).
    await expect(payButton(page)).toBeInViewport();
    await payButton(page).click();
    await expect(checkoutResult(page)).toHaveText(ORDER_PLACED, { timeout: SLOW });
  });

  // In Firefox: the frame's path above and the dialog's path below, where the kit differs by engine.
  test(
    'fills the page’s own inputs by their autofill tokens, month and year in inputs of their own',
    ONE_ENGINE,
    async ({ page, buyer }) => {
      await page.goto(checkoutUrl('transparent', { card_fields: 'inputs' }));
      await expect(sessionInput(page)).toHaveValue(UUID);
      await buyer.fillCard(page, cards.declined);

      const input = (token: string) => page.locator(`pay-form [autocomplete="${token}"]`);
      await expect(input('cc-number')).toHaveValue(/^4000 ?0000 ?0000 ?0002$/);
      await expect(input('cc-name')).toHaveValue(cards.declined.name);
      await expect(input('cc-exp-month')).toHaveValue('12');
      await expect(input('cc-exp-year')).toHaveValue('2034');
      await expect(input('cc-csc')).toHaveValue(cards.declined.cvv);
      await payButton(page).click();
      await expect(checkoutResult(page)).toHaveAttribute('data-status', 'failed', { timeout: SLOW });
    },
  );

  test(
    'fills and submits the hosted card page, back on the store after the payment',
    ONE_ENGINE,
    async ({ page, buyer }) => {
      await page.goto(checkoutUrl('hosted'));
      await expect(sessionInput(page)).toHaveValue(UUID);
      await payButton(page).click();
      await buyer.payHosted(page, cards.approved);
      await expect(page).toHaveURL(/\/return\b/);
      await expect(page.locator('#return-status')).toHaveText(RETURN_APPROVED, { timeout: SLOW });
    },
  );

  test('says what it found when the page shows no card entry', ONE_ENGINE, async ({ page, buyer }) => {
    await page.goto('/healthz');
    const filled = buyer.fillCard(page, cards.approved);
    await expect(filled).rejects.toMatchObject({ code: 'no_card_entry', message: /within \d+ ms/ });
  });
});

test.describe('buyer.authenticate', () => {
  test('confirms on the issuer’s page in <pay-form>’s dialog: paid', async ({ page, buyer }) => {
    await page.goto(checkoutUrl('transparent', { card_fields: 'secure' }));
    await expect(sessionInput(page)).toHaveValue(UUID);
    await buyer.fillCard(page, cards.challenge);
    await payButton(page).click();
    await buyer.authenticate(page, 'succeeded');
    await expect(checkoutResult(page)).toHaveText(ORDER_PLACED, { timeout: SLOW });
  });

  test(
    'fails on the issuer’s page the hosted flow shows: back on the store, not paid',
    ONE_ENGINE,
    async ({ page, buyer }) => {
      await page.goto(checkoutUrl('hosted'));
      await expect(sessionInput(page)).toHaveValue(UUID);
      await payButton(page).click();
      await buyer.payHosted(page, cards.challenge);
      await buyer.authenticate(page, 'failed');
      await expect(page).toHaveURL(/\/return\b/);
      await expect(page.locator('#return-status')).toHaveAttribute('data-state', 'failed', { timeout: SLOW });
    },
  );

  test('says what it found when no issuer’s page shows', ONE_ENGINE, async ({ page, buyer }) => {
    await page.goto('/healthz');
    const answered = buyer.authenticate(page, 'succeeded');
    await expect(answered).rejects.toMatchObject({ code: 'no_authentication_page', message: /within \d+ ms/ });
  });
});

test.describe('buyer.payWithSavedCard', () => {
  test('picks the saved card by its last four digits, types its code in the frame, and pays with it', async ({
    page,
    buyer,
  }) => {
    const customer = await createCustomer();
    await saveCard(customer, VISA);
    await saveCard(customer, AMEX);
    await page.goto(`/e2e/saved-cards?session=${await customerSession(customer)}`);
    // What the store received, as its echo route answers it (Firefox over BiDi shows no request bodies).
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/echo'),
    );
    // The Amex is listed first and chosen: the kit picks the Visa, second in the list.
    await buyer.payWithSavedCard(page, { last4: '1111', cvv: '321' });

    const posted = ((await (await answered).json()) as { received: Record<string, any> }).received;
    expect(posted.payment_details.card_token).toMatch(/^tok_/);
    const charge = await chargePosted(customer, posted);
    // The token was the Visa's, made from its code (the sandbox's saved card takes any well-formed code).
    expect(charge).toMatchObject({ status: 'captured', card: { brand: 'visa', last4: '1111' } });
  });

  test('finds the card in Portuguese too ("final 0005")', ONE_ENGINE, async ({ page, buyer }) => {
    const customer = await createCustomer();
    await saveCard(customer, AMEX);
    await saveCard(customer, VISA);
    await page.goto(`/e2e/saved-cards?session=${await customerSession(customer)}&lang=pt-BR`);
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/echo'),
    );
    await buyer.payWithSavedCard(page, { last4: '0005', cvv: '4321' });
    const posted = ((await (await answered).json()) as { received: Record<string, any> }).received;
    expect(await chargePosted(customer, posted)).toMatchObject({ status: 'captured', card: { last4: '0005' } });
  });

  test('says which card it did not find', ONE_ENGINE, async ({ page, buyer }) => {
    const customer = await createCustomer();
    await saveCard(customer, VISA);
    await page.goto(`/e2e/saved-cards?session=${await customerSession(customer)}`);
    const paid = buyer.payWithSavedCard(page, { last4: '4242', cvv: '321' });
    await expect(paid).rejects.toMatchObject({ code: 'no_saved_card', message: /ending in 4242 .*within \d+ ms/ });
  });
});
