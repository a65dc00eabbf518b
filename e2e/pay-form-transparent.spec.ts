import { sandboxCall, watchPage } from './helpers';
import {
  checkoutResult,
  eventsOf,
  expect,
  formState,
  openCheckout,
  payButton,
  recordCheckoutRequests,
  recordPayEvents,
  statusRegion,
  test,
  UUID,
} from './pay-form-helpers';

const cardNumber = 'input[name="payment_details.card.number"]';

test.describe('<pay-form> transparent card flow', () => {
  test('approved card: pay-success, the charge is captured, the buyer is told so', async ({ page }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    const sessionId = await openCheckout(page, 'transparent');
    await payButton(page).click();

    await expect.poll(() => eventsOf(events, 'pay-success').length).toBe(1);
    const reply = eventsOf(events, 'pay-success')[0].detail;
    expect(reply).toMatchObject({ success: true, data: { id: expect.stringMatching(UUID) } });
    const chargeId: string = reply.data.id;
    expect(await formState(page)).toBe('succeeded');

    // What the browser sent: the card (transparent flow), the id of its fraud session.
    expect(requests).toHaveLength(1);
    expect(requests[0].postDataJSON()).toMatchObject({
      card_flow: 'transparent',
      payment_details: { card: { number: '4111111111111111', exp_month: 12, exp_year: 2030 }, installments: 1 },
      fraud_session_id: sessionId,
    });
    await expect.poll(async () => (await sandboxCall(`/v1/charges/${chargeId}`)).body.data?.status).toBe('captured');
    expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data.fraud_session_id).toBe(sessionId);

    await expect(checkoutResult(page)).toHaveText(`Payment approved (charge ${chargeId}).`);
    await expect(statusRegion(page)).toHaveText('');
    expect(eventsOf(events, 'pay-error')).toEqual([]);
    await watch.expectClean();
  });

  test('declined card: the back end accepts the charge (201 pending), it settles failed, the buyer is told and can try another card', async ({ page }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const requests = recordCheckoutRequests(page);
    await openCheckout(page, 'transparent');
    await page.locator(cardNumber).fill('4000000000000002');
    await payButton(page).click();

    await expect.poll(() => eventsOf(events, 'pay-success').length).toBe(1);
    const response = await requests[0].response();
    expect(response?.status()).toBe(201);
    const reply = eventsOf(events, 'pay-success')[0].detail;
    expect(reply.data.status).toBe('pending');
    const declinedId: string = reply.data.id;
    await expect.poll(async () => (await sandboxCall(`/v1/charges/${declinedId}`)).body.data?.status).toBe('failed');

    const result = checkoutResult(page);
    await expect(result).toHaveText('Payment declined. No money was taken; you can try another card.');
    await expect(result).toHaveAttribute('data-status', 'failed');
    await expect(result).toHaveAttribute('role', 'status');
    // The page re-armed the form (reset()): the buyer's inputs kept, another card goes through.
    await expect.poll(() => formState(page)).toBe('idle');
    await expect(page.locator(cardNumber)).toHaveValue('4000000000000002');
    await expect(payButton(page)).toBeEnabled();

    await page.locator(cardNumber).fill('4111111111111111');
    await payButton(page).click();
    await expect(result).toHaveText(/^Payment approved \(charge [0-9a-f-]{36}\)\.$/);
    expect(requests).toHaveLength(2);
    const [first, second] = requests.map((request) => request.postDataJSON().fraud_session_id);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    await watch.expectClean();
  });
});
