import { SANDBOX, sandboxCall, watchPage } from '../support/helpers';
import {
  cardInput,
  CHECKOUT_ROUTE,
  checkoutResult,
  checkoutUrl,
  eventsOf,
  expect,
  expectFailureShown,
  failedResource,
  formState,
  holdCheckout,
  inputValues,
  openCheckout,
  payButton,
  payForm,
  recordCheckoutRequests,
  recordPayEvents,
  sessionInput,
  test,
  UUID,
} from '../support/pay-form';

// Runs as the `nohosted` merchant where the charge need not be read back: fraud sessions count against
// a merchant's Default rate limit (100 / 60 s) in the sandbox every spec shares.
test.describe('<pay-form> one submission at a time', () => {
  test('double click: one request, aria-busy="true" and the button disabled while it is in flight', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    const gate = await holdCheckout(page);
    await openCheckout(page, 'transparent', { merchant: 'nohosted' });

    await payButton(page).dblclick();
    await expect.poll(() => gate.held.length).toBe(1);
    await expect(payForm(page)).toHaveAttribute('aria-busy', 'true');
    await expect(payButton(page)).toBeDisabled();
    expect(await formState(page)).toBe('submitting');
    // Code that submits on its own account is refused too while the request is in flight.
    await page.evaluate(() => {
      const form = document.querySelector('pay-form form') as HTMLFormElement;
      for (let i = 0; i < 3; i++) form.requestSubmit();
    });

    await gate.release();
    await expect(checkoutResult(page)).toHaveText(/^Order (received|placed)/); // placed once the settled charge is read back
    await expect(payForm(page)).not.toHaveAttribute('aria-busy', /.*/);
    expect(requests).toHaveLength(1);
    expect(eventsOf(events, 'pay-submit')).toHaveLength(1);
    await watch.expectClean();
  });

  test('Enter spam in an input: one request', async ({ page }) => {
    const watch = await watchPage(page);
    const requests = recordCheckoutRequests(page);
    const gate = await holdCheckout(page);
    await openCheckout(page, 'transparent', { merchant: 'nohosted' });

    const name = page.locator('input[name="customer.name"]');
    await name.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Enter');
    await expect.poll(() => gate.held.length).toBe(1);
    await expect(payForm(page)).toHaveAttribute('aria-busy', 'true');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Enter');

    await gate.release();
    await expect(checkoutResult(page)).toHaveText(/^Order (received|placed)/); // placed once the settled charge is read back
    // After the success the element stays `succeeded`: more Enter presses make no second charge.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
    expect(await formState(page)).toBe('succeeded');
    expect(requests).toHaveLength(1);
    await watch.expectClean();
  });

  test('single use: a failed attempt and the next one carry different fraud session ids', async ({ page }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    let answered = 0;
    // A settled refusal from the back end (a 4xx envelope). A 5xx or an unreadable reply is different: it says nothing
    // of the charge, so "Pay" again repeats that same request (pay-form-failures.spec.ts).
    const refusal = { success: false, message: 'The store could not accept this order.', error: 'ORDER_REFUSED' };
    await page.route(CHECKOUT_ROUTE, (route) =>
      answered++ === 0
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify(refusal) })
        : route.fallback(),
    );
    const firstId = await openCheckout(page, 'transparent');
    const before = await inputValues(page);
    await payButton(page).click();
    await expectFailureShown(page, refusal.message, before);
    // The reply came, so the id counts as used: a new one is fetched for the next attempt.
    await expect(sessionInput(page)).not.toHaveValue(firstId);
    await expect(sessionInput(page)).toHaveValue(UUID);

    // The refused attempt's card is a token now (masked, its CVV emptied): the buyer types the card again.
    await cardInput(page, 'cc-number').fill('4111 1111 1111 1111');
    await cardInput(page, 'cc-csc').fill('123');
    await payButton(page).click();
    await expect(checkoutResult(page)).toHaveText(/^Order placed/);
    expect(requests).toHaveLength(2);
    const [first, second] = requests.map((request) => request.postDataJSON().fraud_session_id);
    expect(first).toBe(firstId);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    const keys = await Promise.all(requests.map((request) => request.headerValue('idempotency-key')));
    expect(keys[1]).not.toBe(keys[0]);
    const chargeId = eventsOf(events, 'pay-success')[0].detail.data.id;
    expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data.fraud_session_id).toBe(second);
    await watch.expectClean({ allowConsoleErrors: failedResource('409') });
  });
});

test.describe('<pay-form> fraud session unavailable', () => {
  test('fraud-required: no request to the back end, an actionable message', async ({ page }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    await page.route(`${SANDBOX}/v1/fraud-sessions`, (route) => route.abort('failed'));
    await page.goto(checkoutUrl('transparent', { fraud_required: true }));
    await expect(payForm(page)).toHaveAttribute('fraud-required', '');
    // session-timeout (default 3 s) is how long a submit waits for the session; kept short here.
    await payForm(page).evaluate((element) => element.setAttribute('session-timeout', '800'));
    const before = await inputValues(page);

    await payButton(page).click();
    await expectFailureShown(
      page,
      'Could not start a secure payment session. Check your connection and try again.',
      before,
    );
    expect(eventsOf(events, 'pay-error').map((event) => event.detail)).toEqual([
      {
        status: 0,
        code: 'SESSION_UNAVAILABLE',
        message: 'Could not start a secure payment session. Check your connection and try again.',
      },
    ]);
    expect(eventsOf(events, 'pay-submit')).toEqual([]);
    expect(requests).toEqual([]);
    await watch.expectClean({ allowConsoleErrors: failedResource('net::ERR_FAILED') });
  });

  test('without fraud-required: the charge goes on without fraud_session_id', async ({ page }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    await page.route(`${SANDBOX}/v1/fraud-sessions`, (route) => route.abort('failed'));
    await page.goto(checkoutUrl('transparent'));
    await expect(payForm(page)).not.toHaveAttribute('fraud-required', /.*/);
    await payForm(page).evaluate((element) => element.setAttribute('session-timeout', '800'));

    await payButton(page).click();
    await expect(checkoutResult(page)).toHaveText(/^Order placed/);
    expect(requests).toHaveLength(1);
    expect(requests[0].postDataJSON()).not.toHaveProperty('fraud_session_id');
    const chargeId = eventsOf(events, 'pay-success')[0].detail.data.id;
    expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data).toMatchObject({
      status: 'captured',
      fraud_session_id: null,
    });
    await watch.expectClean({ allowConsoleErrors: failedResource('net::ERR_FAILED') });
  });
});
