import { expect, test } from '../support/settled-page';
import { SANDBOX, sandboxCall, watchPage } from '../support/helpers';
import { payOnHostedPage } from '../support/pay-form';
import { E2E_SITE_URL } from '../support/ports';

/** The test card whose issuer asks the buyer to confirm (3-D Secure challenge). */
const CHALLENGE_CARD = '4000 0000 0000 3220';
const RETURN_URL = `${E2E_SITE_URL}/return`;

async function hostedDebitCharge(): Promise<{ id: string; redirectUrl: string }> {
  const { status, body } = await sandboxCall('/v1/charges', {
    body: {
      amount: 4990,
      product_type: 'physical',
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      items: [{ name: 'Coffee beans, 1 kg', quantity: 1, unit_price: 4990, tangible: true }],
      payment_method: 'debit_card',
      card_flow: 'hosted',
      return_url: RETURN_URL,
    },
  });
  expect(status).toBe(201);
  return { id: body.data.id, redirectUrl: body.data.payment_fields.redirect_url };
}

test.describe('hosted card page with a 3-D Secure challenge', () => {
  test('card → the issuer’s page in the same flow → Confirm → back to the store, captured', async ({ page }) => {
    const watch = await watchPage(page);
    const charge = await hostedDebitCharge();
    await page.goto(charge.redirectUrl);
    await payOnHostedPage(page, { number: CHALLENGE_CARD });

    await page.waitForURL((url) => url.origin === SANDBOX && url.pathname === `/elements/authentication/${charge.id}`);
    await expect(page).toHaveTitle('Confirm the purchase');
    await expect(page.getByRole('heading', { name: 'Sandbox bank' })).toBeVisible();
    await expect(page.getByText('Demo Store')).toBeVisible();
    await expect(page.getByText('ending in 3220')).toBeVisible();
    // The store's return page takes charge_id and status out of its address once read: the address it was sent to is
    // read off the navigation itself.
    const backToStore = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().startsWith(RETURN_URL),
    );
    await page.getByRole('button', { name: 'Confirm' }).click();
    const back = new URL((await backToStore).url());
    expect(back.searchParams.get('charge_id')).toBe(charge.id);
    expect(back.searchParams.get('status')).toBe('captured');
    const read = await sandboxCall(`/v1/charges/${charge.id}`);
    expect(read.body.data).toMatchObject({
      status: 'captured',
      authentication: { status: 'succeeded', challenged: true },
    });
    expect(watch.pageErrors).toEqual([]);
  });

  test('framed by another origin, the page tells that origin only how it ended', async ({ page }) => {
    // A transparent challenge: the same page, framed by the store.
    const { body } = await sandboxCall('/v1/charges', {
      body: {
        amount: 4990,
        product_type: 'physical',
        customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
        items: [{ name: 'Coffee beans, 1 kg', quantity: 1, unit_price: 4990, tangible: true }],
        payment_method: 'credit_card',
        payment_details: {
          card: { number: '4000000000003220', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2099, cvv: '123' },
          authentication: 'required',
        },
      },
    });
    const frameUrl = `${body.data.payment_fields.authentication.url}&origin=${encodeURIComponent(E2E_SITE_URL)}`;
    await page.goto(`${E2E_SITE_URL}/healthz`);
    const message = page.evaluate(
      (src) =>
        new Promise<{ origin: string; data: unknown }>((resolve) => {
          window.addEventListener('message', (event) => resolve({ origin: event.origin, data: event.data }));
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.title = 'Confirm the purchase with your bank';
          document.body.append(frame);
        }),
      frameUrl,
    );
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Confirm' }).click();
    expect(await message).toEqual({
      origin: SANDBOX,
      data: { type: 'authentication-complete', charge_id: body.data.id, status: 'captured' },
    });
  });
});
