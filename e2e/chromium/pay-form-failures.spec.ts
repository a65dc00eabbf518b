import type { Page, Request, Route } from '@playwright/test';
import { watchPage } from '../support/helpers';
import { required } from '../../src/interface/test-required';
import {
  CHECKOUT_ROUTE,
  checkoutResult,
  countdown,
  eventsOf,
  expect,
  expectFailureShown,
  failedResource,
  formState,
  fulfillJson,
  inputValues,
  openCheckout,
  payButton,
  payForm,
  recordCheckoutRequests,
  recordPayEvents,
  sessionInput,
  statusRegion,
  test,
  UUID,
} from '../support/pay-form';

// Every failure: the message as text in the focused live region, the inputs as the buyer left them.
// Tests whose back end is a route run as the `nohosted` merchant (its transparent flow works): fraud
// sessions count against a merchant's Default rate limit (100 / 60 s) in the sandbox every spec shares.
const OWN_MERCHANT = { merchant: 'nohosted' } as const;
test.describe('<pay-form> failures', () => {
  test("validation error from the back end (422 VALIDATION_ERROR): the element's own text in the page's language, not the service's English sentence", async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    await openCheckout(page, 'transparent');
    // A value the service refuses, in a field the buyer cannot fix by hand: the real sandbox rejects it.
    await page.locator('input[name="customer.type"]').evaluate((input: HTMLInputElement) => (input.value = 'robot'));
    const before = await inputValues(page);
    await payButton(page).click();

    await expect.poll(() => eventsOf(events, 'pay-error').length).toBe(1);
    const response = await requests[0].response();
    expect(response?.status()).toBe(422);
    const envelope = await required(response, 'the charge reply').json();
    expect(envelope).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field: 'customer.type' })],
    });
    // The refused input is hidden (nothing to mark beside it): the summary and that field's problem go to the live region.
    await expectFailureShown(page, /^Some details need correcting\./, before);
    const shown = await statusRegion(page).textContent();
    expect(shown).not.toContain(envelope.message);
    expect(eventsOf(events, 'pay-error')[0].detail).toEqual({ status: 422, code: 'VALIDATION_ERROR', message: shown });
    await expect(checkoutResult(page)).toHaveText('');
    await watch.expectClean({ allowConsoleErrors: failedResource('422') });
  });

  test('back end answering 500 with an HTML page: INVALID_RESPONSE, a generic message', async ({ page }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    await page.route(CHECKOUT_ROUTE, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<!doctype html><h1>Internal Server Error</h1>' }),
    );
    await openCheckout(page, 'transparent', OWN_MERCHANT);
    const before = await inputValues(page);
    await payButton(page).click();
    await expectFailureShown(page, 'Unexpected answer from the store. Please try again.', before);
    expect(eventsOf(events, 'pay-error').map((event) => event.detail)).toEqual([
      { status: 500, code: 'INVALID_RESPONSE', message: 'Unexpected answer from the store. Please try again.' },
    ]);
    await watch.expectClean({ allowConsoleErrors: failedResource('500') });
  });

  test('network error: NETWORK_ERROR, and the fraud session id is kept (the request never left)', async ({ page }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    await page.route(CHECKOUT_ROUTE, (route) => route.abort('failed'));
    const sessionId = await openCheckout(page, 'transparent', OWN_MERCHANT);
    const before = await inputValues(page);
    await payButton(page).click();
    await expectFailureShown(page, 'No connection to the store. Check your connection and try again.', before);
    expect(eventsOf(events, 'pay-error').map((event) => event.detail)).toEqual([
      { status: 0, code: 'NETWORK_ERROR', message: 'No connection to the store. Check your connection and try again.' },
    ]);
    await expect(sessionInput(page)).toHaveValue(sessionId);
    await watch.expectClean({ allowConsoleErrors: failedResource('net::ERR_FAILED') });
  });

  /**
   * The first checkout request reaches the back end and is charged, then its reply is lost (`lose` says how); later
   * requests pass. Returns a reader of the first charge's id.
   */
  async function chargeThenLoseReply(
    page: Page,
    lose: (route: Route) => Promise<void>,
  ): Promise<() => string | undefined> {
    let firstCharge: string | undefined;
    let calls = 0;
    await page.route(CHECKOUT_ROUTE, async (route) => {
      if (calls++ > 0) return route.continue();
      const reply = await route.fetch();
      firstCharge = (await reply.json()).data?.id;
      await lose(route);
    });
    return () => firstCharge;
  }

  /** "Pay" again: the same request (same Idempotency-Key and body), answered with the first charge. One order, one charge. */
  async function expectRepeatChargedOnce(
    page: Page,
    events: Awaited<ReturnType<typeof recordPayEvents>>,
    requests: Request[],
    firstCharge: () => string | undefined,
  ) {
    await expect.poll(firstCharge).toMatch(UUID);
    await payButton(page).click();
    await expect.poll(() => eventsOf(events, 'pay-success').length).toBe(1);
    expect(requests).toHaveLength(2);
    const [first, again] = requests;
    expect(again.headers()['idempotency-key']).toBe(first.headers()['idempotency-key']);
    expect(again.postDataJSON()).toEqual(first.postDataJSON());
    expect((eventsOf(events, 'pay-success')[0].detail as { data: { id: string } }).data.id).toBe(firstCharge());
  }

  test('timeout: the reply comes too late → TIMEOUT; "Pay" again repeats the same request and the buyer is charged once', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    const firstCharge = await chargeThenLoseReply(page, async () => {}); // never answered
    await openCheckout(page, 'transparent', OWN_MERCHANT);
    // The card's token request shares the limit: long enough for it on a busy machine, short against the test's own.
    await payForm(page).evaluate((element) => element.setAttribute('request-timeout', '3000'));
    const before = await inputValues(page);
    const started = Date.now();
    await payButton(page).click();
    await expectFailureShown(page, 'The store did not answer in time. Please try again.', before);
    expect(Date.now() - started).toBeLessThan(7_000);
    expect(eventsOf(events, 'pay-error').map((event) => event.detail)).toEqual([
      { status: 0, code: 'TIMEOUT', message: 'The store did not answer in time. Please try again.' },
    ]);
    await expectRepeatChargedOnce(page, events, requests, firstCharge);
    await watch.expectClean({ allowConsoleErrors: /Failed to load resource/ });
  });

  test('connection dropped after the back end charged: "Pay" again repeats the same request and the buyer is charged once', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    const firstCharge = await chargeThenLoseReply(page, (route) => route.abort('connectionreset'));
    await openCheckout(page, 'transparent', OWN_MERCHANT);
    const before = await inputValues(page);
    await payButton(page).click();
    await expectFailureShown(page, 'No connection to the store. Check your connection and try again.', before);
    await expectRepeatChargedOnce(page, events, requests, firstCharge);
    await watch.expectClean({ allowConsoleErrors: /Failed to load resource/ });
  });

  test('429 with Retry-After: 2 → countdown, button disabled, then ONE automatic retry with the same Idempotency-Key and body', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests: Request[] = recordCheckoutRequests(page);
    let answered = 0;
    await page.route(CHECKOUT_ROUTE, (route) =>
      answered++ === 0
        ? fulfillJson(
            route,
            429,
            { success: false, error: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests.' },
            { 'Retry-After': '2' },
          )
        : route.fallback(),
    );
    await openCheckout(page, 'transparent', OWN_MERCHANT);
    await payButton(page).click();

    await expect(countdown(page)).toBeVisible();
    await expect(countdown(page)).toHaveText('Retrying in 2 s');
    await expect(countdown(page)).toHaveAttribute('role', 'timer');
    await expect(statusRegion(page)).toHaveText('Too many payment attempts.');
    await expect(payButton(page)).toBeDisabled();
    expect(await formState(page)).toBe('rate-limited');
    await expect(countdown(page)).toHaveText('Retrying in 1 s');
    expect(requests).toHaveLength(1);

    await expect.poll(() => eventsOf(events, 'pay-success').length, { timeout: 5_000 }).toBe(1);
    await expect(countdown(page)).toHaveCount(0);
    // The retried charge is a real one of the sandbox, settled captured: the page reads it back and says so.
    await expect(checkoutResult(page)).toHaveText(/^Order placed \(charge [0-9a-f-]{36}\)\.$/);
    expect(requests).toHaveLength(2);
    const keys = await Promise.all(requests.map((request) => request.headerValue('idempotency-key')));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(requests[1].postDataJSON()).toEqual(requests[0].postDataJSON());
    expect(eventsOf(events, 'pay-error')).toEqual([]);
    await watch.expectClean({ allowConsoleErrors: failedResource('429') });
  });

  test('429 twice: one automatic retry only, then pay-error, a "try again" countdown and idle', async ({ page }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    let answered = 0;
    await page.route(CHECKOUT_ROUTE, (route) =>
      fulfillJson(
        route,
        429,
        { success: false, error: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests.' },
        { 'Retry-After': answered++ === 0 ? '1' : '2' },
      ),
    );
    // The moment the error is announced: still waiting, the button disabled.
    await page.addInitScript(() =>
      document.addEventListener('pay-error', (event) => {
        const element = event.target as HTMLElement & { state: string };
        (window as any).__atError = { state: element.state, disabled: element.querySelector('button')?.disabled };
      }),
    );
    await openCheckout(page, 'transparent', OWN_MERCHANT);
    const before = await inputValues(page);
    await payButton(page).click();

    await expect.poll(() => eventsOf(events, 'pay-error').length, { timeout: 5_000 }).toBe(1);
    expect(eventsOf(events, 'pay-error')[0].detail).toEqual({
      status: 429,
      code: 'RATE_LIMIT_EXCEEDED',
      message: 'Too many payment attempts.',
    });
    expect(await page.evaluate(() => (window as any).__atError)).toEqual({ state: 'rate-limited', disabled: true });
    await expect(countdown(page)).toHaveText(/Try again in [12] s/);
    await expect(statusRegion(page)).toHaveText('Too many payment attempts.');
    await expect(statusRegion(page)).toBeFocused();
    await expect.poll(() => formState(page), { timeout: 5_000 }).toBe('idle');
    await expect(countdown(page)).toHaveCount(0);
    await expect(payButton(page)).toBeEnabled();
    expect(requests).toHaveLength(2);
    expect(await requests[1].headerValue('idempotency-key')).toBe(await requests[0].headerValue('idempotency-key'));
    expect(await inputValues(page)).toEqual(before);
    await watch.expectClean({ allowConsoleErrors: failedResource('429') });
  });

  test('a failure message holding HTML stays text: no element is created, nothing runs', async ({ page }) => {
    const watch = await watchPage(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const message = '<img src=x onerror=alert(1)>';
    await page.route(CHECKOUT_ROUTE, (route) =>
      fulfillJson(route, 422, { success: false, error: 'PAYMENT_REFUSED', message }),
    );
    await openCheckout(page, 'transparent', OWN_MERCHANT);
    const before = await inputValues(page);
    await payButton(page).click();
    await expectFailureShown(page, message, before);
    expect(await statusRegion(page).evaluate((element) => element.children.length)).toBe(0);
    await expect(page.locator('img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await watch.expectClean({ allowConsoleErrors: failedResource('422') });
  });
});
