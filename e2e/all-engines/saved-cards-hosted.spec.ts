// A returning buyer on the hosted card page, end to end in every engine: the cards saved by earlier purchases (made
// through the sandbox) are listed in pt-BR as radios with brand, "•••• 1111" and expiry, beside "Usar outro cartão";
// a card chosen asks only its security code (the card inputs hidden by the page's style sheet, no script needed), as
// long as its brand's code; the sandbox issuer's refused code 999 fails the charge (invalid_security_code), and the
// right code pays it. Then the demo store: a buyer signed in with its toggle has a customer on the hosted charge, ticks
// "Save this card for next purchases" on the hosted page, and the next order's hosted page offers that card.
import { textOf, valueOf, type Tab } from '../support/engines/tab';
import { APPROVED_CARD, RETURN_STATUS } from '../support/store-orders';
import { sandboxCall } from '../support/helpers';
import { expect, PAY_BUTTON, SANDBOX, SESSION_INPUT, test, until, UUID } from '../support/journey';

const SAVED_CODE = 'input#saved-cvv';
const CARD_NUMBER = 'input[autocomplete="cc-number"]';
const SAVE_BOX = 'input#save-card';

/** A captured card charge of the customer's that asks to save its card. */
const chargeSaving = (customerId: string, card: Record<string, unknown>) =>
  sandboxCall('/v1/charges', {
    body: {
      amount: 1990,
      product_type: 'physical',
      payment_method: 'credit_card',
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      items: [{ name: 'Coffee', quantity: 1, unit_price: 1990, tangible: true }],
      customer_id: customerId,
      payment_details: { card: { holder_name: 'ANA SOUZA', ...card }, installments: 1, save_card: true },
    },
  });

/** A customer with the test Visa, then the test American Express, saved by captured charges that asked to save them. */
async function returningBuyer(): Promise<string> {
  const customer = await sandboxCall('/v1/customers', { body: { name: 'Ana Souza', email: 'ana@example.com' } });
  expect(customer.status).toBe(201);
  const id = customer.body.data.id as string;
  const visa = { number: '4111111111111111', exp_month: 12, exp_year: 2030, cvv: '123' };
  const amex = { number: '378282246310005', exp_month: 5, exp_year: 2031, cvv: '1234' };
  for (const [index, card] of [visa, amex].entries()) {
    expect((await chargeSaving(id, card)).status).toBe(201);
    // A card charge is settled right after its reply: the card is saved once it is captured.
    await until(
      async () => (await sandboxCall(`/v1/customers/${id}/cards`)).body.data as unknown[],
      (cards) => cards.length === index + 1,
    );
  }
  return id;
}

/** A hosted charge of the customer's, its page in pt-BR; back to the rig's site. */
async function hostedCharge(customerId: string, returnTo: string) {
  const created = await sandboxCall('/v1/charges', {
    body: {
      amount: 4990,
      product_type: 'physical',
      payment_method: 'credit_card',
      card_flow: 'hosted',
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      items: [{ name: 'Beans', quantity: 1, unit_price: 4990, tangible: true }],
      customer_id: customerId,
      return_url: returnTo,
      payment_details: { installments: 1 },
    },
  });
  expect(created.status).toBe(201);
  const page = `${created.body.data.payment_fields.redirect_url as string}&lang=pt-BR`;
  return { id: created.body.data.id as string, page };
}

/** The radios of the saved cards, as a screen reader names them (`aria-label`, else the label) and which is checked. */
const radios = (tab: Tab) =>
  tab.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="card_id"]')].map((radio) => ({
      name: radio.getAttribute('aria-label') ?? radio.labels?.[0]?.textContent ?? '',
      checked: radio.checked,
    })),
  );
/** What the buyer reads beside each radio. */
const radioTexts = (tab: Tab) =>
  tab.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="card_id"]')].map(
      (radio) => radio.labels?.[0]?.textContent ?? '',
    ),
  );

/** Whether the element is shown (not hidden by the style sheet). */
const shown = (tab: Tab, selector: string) =>
  tab.evaluate((s) => {
    const element = document.querySelector(s);
    return element !== null && element.getClientRects().length > 0;
  }, selector);

/** The store's hosted checkout submitted (its fraud session ready): on the sandbox's card page; its charge's id. */
async function checkoutToHostedPage(tab: Tab): Promise<string> {
  await until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );
  await tab.click(PAY_BUTTON);
  const page = await until(
    () => tab.url(),
    (url) => url.startsWith(`${SANDBOX}/hosted/charges/`),
  );
  return new URL(page).pathname.split('/').pop() ?? '';
}

/**
 * Submits the hosted form for charge `chargeId` and waits for the way back to the store; resolves to the charge's
 * status then, as the service says it (the store's return page takes `charge_id` and `status` out of its address once
 * read, so the address is not where to look).
 */
async function payAndReturn(tab: Tab, chargeId: string): Promise<string> {
  await tab.click('form[data-card-form] button[type="submit"]');
  await until(
    () => tab.url(),
    (url) => URL.canParse(url) && !url.startsWith(`${SANDBOX}/`),
    15_000,
  );
  // The store's page loaded whole: the journey's next navigation must not cut its own short.
  await until(
    () => tab.evaluate(() => document.readyState).catch(() => 'navigating'),
    (state) => state === 'complete',
  );
  return until(
    async () => (await sandboxCall(`/v1/charges/${chargeId}`)).body.data.status as string,
    (status) => status !== 'pending',
  );
}

test.describe('saved cards on the hosted card page', () => {
  test('a returning buyer pays with the saved card and its code; 999 is refused by the issuer', async ({
    tab,
    rig,
  }) => {
    const customerId = await returningBuyer();
    const first = await hostedCharge(customerId, `${rig.site}/`);
    await tab.goto(first.page);

    // Newest first: the American Express, chosen.
    expect(await radios(tab)).toEqual([
      { name: 'American Express final 0005, vence em 05/31', checked: true },
      { name: 'Visa final 1111, vence em 12/30', checked: false },
      { name: 'Usar outro cartão', checked: false },
    ]);
    expect(await radioTexts(tab)).toEqual([
      'American Express •••• 0005, validade 05/31',
      'Visa •••• 1111, validade 12/30',
      'Usar outro cartão',
    ]);
    expect(await tab.evaluate(() => document.querySelector('legend')?.textContent)).toBe('Seus cartões salvos');
    expect(await tab.evaluate(() => document.querySelector('label[for="saved-cvv"]')?.textContent)).toBe(
      'Código de segurança do cartão salvo',
    );
    // The saved card chosen: its code only. "Usar outro cartão": the card inputs, and the saved card's code hidden.
    // "Salvar cartão…" goes with the card typed.
    const parts = async () => [await shown(tab, SAVED_CODE), await shown(tab, CARD_NUMBER), await shown(tab, SAVE_BOX)];
    expect(await parts()).toEqual([true, false, false]);
    await tab.click('input#another-card');
    expect(await parts()).toEqual([false, true, true]);
    await tab.click('input#saved-card-0');
    expect(await parts()).toEqual([true, false, false]);
    // The code takes the chosen card's length as typed: 4 digits for the American Express.
    await tab.fill(SAVED_CODE, '12345');
    expect(await valueOf(tab, SAVED_CODE)).toBe('1234');

    // The Visa and the sandbox issuer's refused code.
    await tab.click('input#saved-card-1');
    await tab.fill(SAVED_CODE, '999');
    expect(await payAndReturn(tab, first.id)).toBe('failed');
    expect((await sandboxCall(`/v1/charges/${first.id}`)).body.data).toMatchObject({
      status: 'failed',
      failure_reason: 'invalid_security_code',
      card: { last4: '1111' },
    });

    const second = await hostedCharge(customerId, `${rig.site}/`);
    await tab.goto(second.page);
    await tab.click('input#saved-card-1');
    await tab.fill(SAVED_CODE, '123');
    expect(await payAndReturn(tab, second.id)).toBe('captured');
    expect((await sandboxCall(`/v1/charges/${second.id}`)).body.data).toMatchObject({
      status: 'captured',
      customer_id: customerId,
      card: { brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 },
    });
  });

  test('the demo store: a signed-in buyer saves the card on the hosted page, and the next hosted checkout offers it', async ({
    tab,
    rig,
  }) => {
    // Signed in with the store's toggle (a plain form post), the hosted checkout's charge names the buyer's customer.
    await tab.goto(`${rig.site}/checkout/hosted`);
    await tab.click('#account-toggle');
    await until(
      () => textOf(tab, '#account-toggle'),
      (text) => text === 'Sign out',
    );
    const first = await checkoutToHostedPage(tab);
    expect(await radios(tab)).toEqual([]);
    // No saved card yet: the card inputs, and "Save this card for next purchases", unchecked; the buyer ticks it.
    expect(await tab.evaluate(() => document.querySelector('label[for="save-card"]')?.textContent)).toBe(
      'Save this card for next purchases',
    );
    expect(await tab.evaluate((box) => document.querySelector<HTMLInputElement>(box)?.checked, SAVE_BOX)).toBe(false);
    await tab.fill('input[autocomplete="cc-name"]', 'ANA SOUZA');
    await tab.fill(CARD_NUMBER, APPROVED_CARD);
    await tab.fill('input[autocomplete="cc-exp"]', '12/30');
    await tab.fill('input[autocomplete="cc-csc"]', '123');
    await tab.click(SAVE_BOX);
    expect(await payAndReturn(tab, first)).toBe('captured');
    const customerId = (await sandboxCall(`/v1/charges/${first}`)).body.data.customer_id as string;
    expect(customerId).toMatch(/^cus_/);
    // Kept once captured, under the buyer's customer.
    await until(
      async () => (await sandboxCall(`/v1/customers/${customerId}/cards`)).body.data as unknown[],
      (cards) => cards.length === 1,
    );

    // The next order: the hosted page lists it, and it pays with its code alone.
    await tab.goto(`${rig.site}/checkout/hosted?new_order=1`);
    const second = await checkoutToHostedPage(tab);
    expect(await radios(tab)).toEqual([
      { name: 'Visa ending in 1111, expires 12/30', checked: true },
      { name: 'Use another card', checked: false },
    ]);
    await tab.fill(SAVED_CODE, '123');
    expect(await payAndReturn(tab, second)).toBe('captured');
    await until(
      () => textOf(tab, RETURN_STATUS),
      (text) => text === `Payment approved (charge ${second}).`,
      15_000,
    );
    expect((await sandboxCall(`/v1/charges/${second}`)).body.data).toMatchObject({
      customer_id: customerId,
      card: { last4: '1111' },
    });
  });
});
