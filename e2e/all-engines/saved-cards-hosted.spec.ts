// A returning buyer on the hosted card page, end to end in every engine: the card saved by an earlier purchase (made
// through the sandbox) is listed in pt-BR as a radio with its brand, "•••• 1111" and its expiry, beside "Usar outro
// cartão"; chosen, it asks only the security code (the card inputs hidden by the page's style sheet, no script
// needed); the sandbox issuer's refused code 999 fails the charge (invalid_security_code), and the right code pays it.
import type { Tab } from '../support/engines/tab';
import { sandboxCall } from '../support/helpers';
import { expect, SANDBOX, test, until } from '../support/journey';

const SAVED_CODE = 'input#saved-cvv';
const CARD_NUMBER = 'input[autocomplete="cc-number"]';

/** A customer with the test Visa saved by a captured charge that asked to save it. */
async function returningBuyer(): Promise<string> {
  const customer = await sandboxCall('/v1/customers', { body: { name: 'Ana Souza', email: 'ana@example.com' } });
  expect(customer.status).toBe(201);
  const saving = await sandboxCall('/v1/charges', {
    body: {
      amount: 1990,
      product_type: 'physical',
      payment_method: 'credit_card',
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      items: [{ name: 'Coffee', quantity: 1, unit_price: 1990, tangible: true }],
      customer_id: customer.body.data.id,
      payment_details: {
        card: { number: '4111111111111111', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2030, cvv: '123' },
        installments: 1,
        save_card: true,
      },
    },
  });
  expect(saving.status).toBe(201);
  // A card charge is settled right after its reply: the card is saved once it is captured.
  const id = customer.body.data.id as string;
  await until(
    async () => (await sandboxCall(`/v1/customers/${id}/cards`)).body.data as unknown[],
    (cards) => cards.length === 1,
  );
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

/** The radios of the saved cards, as their labels name them, and which is checked. */
const radios = (tab: Tab) =>
  tab.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="card_id"]')].map((radio) => ({
      name: radio.labels?.[0]?.textContent ?? '',
      checked: radio.checked,
    })),
  );

/** Whether the element is shown (not hidden by the style sheet). */
const shown = (tab: Tab, selector: string) =>
  tab.evaluate((s) => {
    const element = document.querySelector(s);
    return element !== null && element.getClientRects().length > 0;
  }, selector);

/** Submits the hosted form and waits for the way back to the store; resolves to the status it carries. */
async function payAndReturn(tab: Tab): Promise<string | null> {
  await tab.click('form[data-card-form] button[type="submit"]');
  const back = await until(
    () => tab.url(),
    (url) => !url.startsWith(`${SANDBOX}/hosted/`),
    15_000,
  );
  return new URL(back).searchParams.get('status');
}

test.describe('saved cards on the hosted card page', () => {
  test('a returning buyer pays with the saved card and its code; 999 is refused by the issuer', async ({
    tab,
    rig,
  }) => {
    const customerId = await returningBuyer();
    const first = await hostedCharge(customerId, `${rig.site}/`);
    await tab.goto(first.page);

    expect(await radios(tab)).toEqual([
      { name: 'Visa •••• 1111, validade 12/30', checked: true },
      { name: 'Usar outro cartão', checked: false },
    ]);
    expect(await tab.evaluate(() => document.querySelector('legend')?.textContent)).toBe('Seus cartões salvos');
    expect(await tab.evaluate(() => document.querySelector('label[for="saved-cvv"]')?.textContent)).toBe(
      'Código de segurança do cartão salvo',
    );
    // The saved card chosen: its code only. "Usar outro cartão": the card inputs, and the saved card's code hidden.
    expect([await shown(tab, SAVED_CODE), await shown(tab, CARD_NUMBER)]).toEqual([true, false]);
    await tab.click('input#another-card');
    expect([await shown(tab, SAVED_CODE), await shown(tab, CARD_NUMBER)]).toEqual([false, true]);
    await tab.click('input#saved-card-0');
    expect([await shown(tab, SAVED_CODE), await shown(tab, CARD_NUMBER)]).toEqual([true, false]);

    await tab.fill(SAVED_CODE, '999');
    expect(await payAndReturn(tab)).toBe('failed');
    expect((await sandboxCall(`/v1/charges/${first.id}`)).body.data).toMatchObject({
      status: 'failed',
      failure_reason: 'invalid_security_code',
      card: { last4: '1111' },
    });

    const second = await hostedCharge(customerId, `${rig.site}/`);
    await tab.goto(second.page);
    await tab.fill(SAVED_CODE, '123');
    expect(await payAndReturn(tab)).toBe('captured');
    expect((await sandboxCall(`/v1/charges/${second.id}`)).body.data).toMatchObject({
      status: 'captured',
      customer_id: customerId,
      card: { brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 },
    });
  });
});
