// The demo store's returning buyer driven with pay-checkout/testing as a merchant's suite would (`test`, `buyer`,
// `sandbox`), in Chromium and Firefox: signed in with the store's toggle, the buyer saves a typed card on the secure
// fields' checkout ("Save this card" ticked), pays the next order with it through `buyer.payWithSavedCard`, and the
// store's order is paid by a charge naming the customer, whose page in the console lists the card. On the hosted card
// page, where the saved card is chosen first, `buyer.payHosted` pays with the card it types, kept too when the test
// checks the page's save box first.
import { cards, expect, test } from 'pay-checkout/testing';
import type { Page } from '@playwright/test';
import { checkoutResult, checkoutUrl, payButton, sessionInput } from '../support/pay-form';
import { orderState } from '../support/store-orders';
import { UUID } from '../support/helpers';
import { E2E_SANDBOX_URL } from '../support/ports';

// The kit acts on the sandbox the store pays through, as a merchant's suite points it there; the other kit journeys
// keep a sandbox of their own.
test.use({ sandboxUrl: E2E_SANDBOX_URL });

const ORDER_PLACED = /^Order placed \(charge ([0-9a-f-]{36})\)\.$/;
const RETURN_APPROVED = /^Payment approved \(charge ([0-9a-f-]{36})\)\.$/;
const SLOW = 15_000;

/** The checkout at `url` for a new order (the store's way on after a paid one). */
const newOrder = (url: string) => `${url}${url.includes('?') ? '&' : '?'}new_order=1`;

/** Signs in with the store's toggle on its secure-fields checkout; back on the checkout, its fraud session ready. */
async function signIn(page: Page) {
  await page.goto(checkoutUrl('transparent', { card_fields: 'secure' }));
  await page.locator('#account-toggle').click();
  await expect(page.locator('#account-toggle')).toHaveText('Sign out');
  await expect(sessionInput(page)).toHaveValue(UUID);
}

/** The charge the store's page names once the order is placed. */
async function placedCharge(page: Page, said = ORDER_PLACED, where = checkoutResult(page)): Promise<string> {
  await expect(where).toHaveText(said, { timeout: SLOW });
  return said.exec(await where.innerText())?.[1] ?? '';
}

test.describe('the demo store’s returning buyer, with the testing kit', () => {
  test('saves a typed card, pays the next order with it; a typed card is another card, on <pay-form> and the hosted page; the console lists the saved one', async ({
    page,
    buyer,
    sandbox,
  }) => {
    // Four payments in one journey (a returning buyer needs the first): over the default 30 s in Firefox.
    test.slow();
    await signIn(page);
    await buyer.fillCard(page, cards.approved);
    await page.getByRole('checkbox', { name: 'Save this card for next purchases' }).check();
    await payButton(page).click();
    const first = await sandbox.client.charges.retrieve(await placedCharge(page));
    const customerId = first.customer_id ?? '';
    expect(customerId).toMatch(/^cus_/);
    await expect.poll(async () => (await sandbox.client.customers.listCards(customerId)).data.length).toBe(1);

    await page.goto(newOrder(checkoutUrl('transparent', { card_fields: 'secure' })));
    await buyer.payWithSavedCard(page, { last4: cards.approved.number.slice(-4), cvv: '321' });
    const secondId = await placedCharge(page);
    expect(secondId).not.toBe(first.id);
    expect(await sandbox.client.charges.retrieve(secondId)).toMatchObject({
      status: 'captured',
      customer_id: customerId,
      card: { last4: '1111' },
    });
    // The store's order follows the charge's webhook.
    await expect.poll(() => orderState(secondId), { timeout: SLOW }).toBe('paid');

    // With the saved card listed and chosen, a card the kit types is "another card".
    await page.goto(newOrder(checkoutUrl('transparent', { card_fields: 'secure' })));
    await expect(page.getByRole('radio', { name: /ending in 1111/ })).toBeChecked();
    await buyer.fillCard(page, cards.amex);
    await payButton(page).click();
    expect(await sandbox.client.charges.retrieve(await placedCharge(page))).toMatchObject({
      status: 'captured',
      card: { brand: 'amex', last4: '0005' },
    });

    // The hosted card page offers the saved card, chosen; the kit types the American Express as "another card".
    await page.goto(newOrder(checkoutUrl('hosted')));
    await expect(sessionInput(page)).toHaveValue(UUID);
    await payButton(page).click();
    await expect(page.getByRole('radio', { name: /ending in 1111/ })).toBeChecked();
    // The buyer keeps this one too, as docs/testing.md says: "Use another card" shows the page's save box.
    await page.getByRole('radio', { name: 'Use another card' }).check();
    await page.getByRole('checkbox', { name: 'Save this card for next purchases' }).check();
    await buyer.payHosted(page, cards.amex);
    await expect(page).toHaveURL(/\/return\b/);
    const chargeId = await placedCharge(page, RETURN_APPROVED, page.locator('#return-status'));
    expect(await sandbox.client.charges.retrieve(chargeId)).toMatchObject({
      status: 'captured',
      customer_id: customerId,
      card: { brand: 'amex', last4: '0005' },
    });
    await expect.poll(async () => (await sandbox.client.customers.listCards(customerId)).data.length).toBe(2);

    await page.goto(`/console#/customers/${customerId}`);
    await expect(page.locator('pc-customer-cards table.console-table tbody tr')).toContainText([
      'American Express •••• 0005',
      'Visa •••• 1111',
    ]);
  });
});
