import type { Page } from '@playwright/test';
import { SANDBOX, sandboxCall, watchPage } from '../support/helpers';
import {
  CHECKOUT_ROUTE,
  eventsOf,
  expect,
  expectFailureShown,
  failedResource,
  fulfillJson,
  inputValues,
  openCheckout,
  payButton,
  payOnHostedPage,
  recordCheckoutRequests,
  recordPayEvents,
  test,
} from '../support/pay-form';

/** How long the return page may wait for the webhook that settles the store's order (delivery is asynchronous). */
const WEBHOOK_SETTLED_MS = 15_000;

const onHostedPage = (url: URL) => url.origin === SANDBOX && url.pathname.startsWith('/hosted/charges/');

/** /checkout/hosted → Pay → the sandbox's card page; returns what the browser sent to the back end. */
async function goToHostedPage(page: Page) {
  const requests = recordCheckoutRequests(page);
  const events = await recordPayEvents(page);
  const sessionId = await openCheckout(page, 'hosted');
  await payButton(page).click();
  await page.waitForURL(onHostedPage);
  expect(requests).toHaveLength(1);
  return { sent: requests[0].postDataJSON(), sessionId, events };
}

test.describe('<pay-form> hosted card flow', () => {
  test('round trip: Pay → hosted card page → approved card → /return shows it once', async ({ page }) => {
    const watch = await watchPage(page);
    const { sent, sessionId, events } = await goToHostedPage(page);

    // The back end got the buyer's details, the page's language (carried to return_url) and a fraud session id, never card data.
    expect(sent).toEqual({
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      card_flow: 'hosted',
      lang: 'en',
      payment_method: 'credit_card',
      payment_details: { installments: 1 },
      fraud_session_id: sessionId,
      order_id: expect.stringMatching(/^ord_/),
    });
    const redirects = eventsOf(events, 'pay-redirect');
    expect(redirects).toHaveLength(1);
    expect(redirects[0].detail.url).toBe(page.url());

    await payOnHostedPage(page, { number: '4111111111111111' });
    await page.waitForURL((url) => url.pathname === '/return');
    const result = page.locator('#return-status');
    // The store's order is settled by the service's webhook, delivered asynchronously: the page polls until it is.
    await expect(result).toHaveText(/^Payment approved \(charge [0-9a-f-]{36}\)\.$/, { timeout: WEBHOOK_SETTLED_MS });
    await expect(result).toHaveAttribute('data-status', 'captured');
    const chargeId = /charge ([0-9a-f-]{36})/.exec((await result.textContent()) ?? '')?.[1] ?? '';

    // charge_id / status left the address; a reload shows the same result, found through the cart's order.
    const address = new URL(page.url());
    expect(address.searchParams.has('charge_id')).toBe(false);
    expect(address.searchParams.has('status')).toBe(false);
    const charge = await sandboxCall(`/v1/charges/${chargeId}`);
    expect(charge.body.data).toMatchObject({ status: 'captured', card_flow: 'hosted', fraud_session_id: sessionId });

    const chargeReads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/charges/') && chargeReads.push(request.url()));
    await page.reload();
    await expect(result).toHaveText(`Payment approved (charge ${chargeId}).`);
    await expect(page.locator('#return-next')).toHaveAttribute('href', '/');
    expect(chargeReads).toEqual([]);
    expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data.updated_at).toBe(charge.body.data.updated_at);
    await watch.expectClean();
  });

  test('round trip with a declined card: /return says declined', async ({ page }) => {
    const watch = await watchPage(page);
    await goToHostedPage(page);
    await payOnHostedPage(page, { number: '4000000000000002' });
    await page.waitForURL((url) => url.pathname === '/return');
    const result = page.locator('#return-status');
    await expect(result).toHaveText('Payment declined. No money was taken; you can try another card.', {
      timeout: WEBHOOK_SETTLED_MS,
    });
    await expect(result).toHaveAttribute('data-status', 'failed');
    // charge_id / status left the address; the store's own parameters (whose order) stay.
    const address = new URL(page.url());
    expect(address.searchParams.has('charge_id')).toBe(false);
    expect(address.searchParams.has('status')).toBe(false);
    await watch.expectClean();
  });

  test('422 CARD_FLOW_NOT_SUPPORTED (merchant without hosted flow): a clear message, no navigation', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    await openCheckout(page, 'hosted', { merchant: 'nohosted' });
    const before = await inputValues(page);
    await payButton(page).click();
    await expectFailureShown(
      page,
      'Card payment on a secure page is not available. Please choose another payment method.',
      before,
    );
    expect(requests).toHaveLength(1);
    expect((await requests[0].response())?.status()).toBe(422);
    expect(eventsOf(events, 'pay-error').map((event) => event.detail)).toEqual([
      {
        status: 422,
        code: 'CARD_FLOW_NOT_SUPPORTED',
        message: 'Card payment on a secure page is not available. Please choose another payment method.',
      },
    ]);
    expect(new URL(page.url()).pathname).toBe('/checkout/hosted');
    await watch.expectClean({ allowConsoleErrors: failedResource('422') });
  });

  test('pt-BR: the CARD_FLOW_NOT_SUPPORTED message is in Portuguese', async ({ page }) => {
    const watch = await watchPage(page);
    await openCheckout(page, 'hosted', { merchant: 'nohosted', lang: 'pt-BR' });
    const before = await inputValues(page);
    await payButton(page).click();
    await expectFailureShown(
      page,
      'Pagamento com cartão em página segura indisponível. Escolha outra forma de pagamento.',
      before,
    );
    await watch.expectClean({ allowConsoleErrors: failedResource('422') });
  });

  for (const [label, redirectUrl] of [
    ['a javascript: URL', 'javascript:alert(1)'],
    ['another origin', 'https://evil.example/x'],
  ] as const) {
    test(`redirect safety: ${label} from the back end is not followed`, async ({ page }) => {
      const watch = await watchPage(page);
      const events = await recordPayEvents(page);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const offsite: string[] = [];
      page.on(
        'request',
        (request) =>
          !request.url().startsWith('http://localhost:') &&
          !request.url().startsWith(SANDBOX) &&
          offsite.push(request.url()),
      );
      await page.route(CHECKOUT_ROUTE, (route) =>
        fulfillJson(route, 200, { success: true, data: { payment_fields: { redirect_url: redirectUrl } } }),
      );
      await openCheckout(page, 'hosted');
      const before = await inputValues(page);
      const address = page.url();

      await payButton(page).click();
      await expectFailureShown(page, 'The payment page address is not trusted. Please contact the store.', before);
      expect(eventsOf(events, 'pay-error').map((event) => event.detail)).toEqual([
        {
          status: 200,
          code: 'REDIRECT_NOT_ALLOWED',
          message: 'The payment page address is not trusted. Please contact the store.',
        },
      ]);
      expect(eventsOf(events, 'pay-redirect')).toEqual([]);
      expect(page.url()).toBe(address);
      expect(page.mainFrame().url()).toBe(address);
      expect(dialogs).toEqual([]);
      expect(offsite).toEqual([]);
      await watch.expectClean();
    });
  }
});

test.describe('the hosted card page', () => {
  test('formats the card as typed; refused fields look and behave as in the transparent checkout', async ({ page }) => {
    const watch = await watchPage(page);
    await goToHostedPage(page);
    const field = (token: string) => page.locator(`input[autocomplete="${token}"]`);
    await field('cc-name').fill('ANA SOUZA');
    await field('cc-number').pressSequentially('4111111111111112');
    await field('cc-exp').pressSequentially('1330');
    await field('cc-csc').pressSequentially('12');
    await expect(field('cc-number')).toHaveValue('4111 1111 1111 1112');
    await expect(field('cc-exp')).toHaveValue('13/30');
    await page.getByRole('button', { name: /^Pay/ }).click();

    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Please check the card details');
    // Focus on the first refused field (not left on <body>); the number as typed, in its groups; the code typed again.
    await expect(field('cc-number')).toBeFocused();
    await expect(field('cc-number')).toHaveValue('4111 1111 1111 1112');
    await expect(field('cc-exp')).toHaveValue('13/30');
    await expect(field('cc-csc')).toHaveValue('');
    for (const token of ['cc-number', 'cc-exp', 'cc-csc']) {
      const input = field(token);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const message = page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`);
      // The icon beside the message, silent for screen readers, right under its input.
      expect(await message.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"!" / ""');
      const [box, text] = [await input.boundingBox(), await message.boundingBox()];
      expect((text?.y ?? 0) - ((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThan(16);
    }
    // The summary under the Pay button, as the transparent checkout's; its bullets in line with its heading's text.
    const [button, alert] = [
      await page.getByRole('button', { name: /^Pay/ }).boundingBox(),
      await summary.boundingBox(),
    ];
    expect(alert?.y ?? 0).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0));
    const indent = await summary.evaluate((element) => {
      const heading = element.querySelector('h2')?.getBoundingClientRect();
      const item = element.querySelector('li')?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { item: (item?.left ?? 0) - (heading?.left ?? 0), heading: (heading?.left ?? 0) - box.left };
    });
    expect(indent.item).toBeGreaterThanOrEqual(12);
    expect(indent.item).toBeLessThanOrEqual(20);
    expect(indent.heading).toBeLessThanOrEqual(20);

    // Corrected, the card goes through.
    await field('cc-number').fill('4111111111111111');
    await field('cc-exp').fill('12/30');
    await field('cc-csc').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((url) => url.pathname === '/return');
    await watch.expectClean({ allowConsoleErrors: failedResource('422') });
  });
});
