import { SANDBOX, sandboxCall, watchPage } from '../support/helpers';
import { required } from '../../src/interface/test-required';
import {
  CARD_TOKEN,
  cardInput,
  checkoutResult,
  eventsOf,
  expect,
  expectNoCardData,
  formState,
  openCheckout,
  payButton,
  recordCardTokenRequests,
  recordCheckoutRequests,
  recordPayEvents,
  statusRegion,
  test,
  UUID,
} from '../support/pay-form';

const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';
test.describe('<pay-form> transparent card flow', () => {
  test('approved card: tokenized in the browser, only the token reaches the back end, the charge is captured, the buyer is told so', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const tokenRequests = recordCardTokenRequests(page);
    const requests = recordCheckoutRequests(page);
    const sessionId = await openCheckout(page, 'transparent');
    await payButton(page).click();

    await expect.poll(() => eventsOf(events, 'pay-success').length).toBe(1);
    const reply = eventsOf(events, 'pay-success')[0].detail;
    expect(reply).toMatchObject({ success: true, data: { id: expect.stringMatching(UUID) } });
    const chargeId: string = reply.data.id;
    expect(await formState(page)).toBe('succeeded');

    // The card went from the browser straight to the service, with the element's public key, for a token.
    expect(tokenRequests).toHaveLength(1);
    const tokenRequest = tokenRequests[0];
    expect(new URL(tokenRequest.url()).origin).toBe(SANDBOX);
    expect(tokenRequest.headers()['authorization']).toBe(`Basic ${Buffer.from('pk_test_demo:').toString('base64')}`);
    expect(tokenRequest.postDataJSON()).toEqual({
      number: APPROVED,
      holder_name: 'ANA SOUZA',
      exp_month: 12,
      exp_year: 2030,
      cvv: '123',
    });
    const token = (await required(await tokenRequest.response(), 'the token reply').json()).data.id;
    expect(token).toMatch(CARD_TOKEN);

    // What the back end got: that token, the installments and the fraud session id; no card data at all.
    expect(requests).toHaveLength(1);
    const sent = requests[0].postDataJSON();
    expect(sent).toMatchObject({ card_flow: 'transparent', fraud_session_id: sessionId });
    expect(sent.payment_details).toEqual({ card_token: token, installments: 1 });
    expectNoCardData(requests[0], [APPROVED]);
    await expect.poll(async () => (await sandboxCall(`/v1/charges/${chargeId}`)).body.data?.status).toBe('captured');
    expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data.fraud_session_id).toBe(sessionId);

    await expect(checkoutResult(page)).toHaveText(`Order placed (charge ${chargeId}).`);
    await expect(statusRegion(page)).toHaveText('');
    expect(eventsOf(events, 'pay-error')).toEqual([]);
    await watch.expectClean();
  });

  test('declined card: the back end accepts the charge (201 pending), status-url says failed: pay-error, the buyer is told and can try another card', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const events = await recordPayEvents(page);
    const tokenRequests = recordCardTokenRequests(page);
    const requests = recordCheckoutRequests(page);
    await openCheckout(page, 'transparent');
    await cardInput(page, 'cc-number').fill(DECLINED);
    await payButton(page).click();

    // pay-success means paid: the element reads the charge at status-url and ends in pay-error instead.
    await expect.poll(() => eventsOf(events, 'pay-error').length).toBe(1);
    const response = await requests[0].response();
    expect(response?.status()).toBe(201);
    const reply = await response?.json();
    expect(reply.data.status).toBe('pending');
    const declinedId: string = reply.data.id;
    expect((await sandboxCall(`/v1/charges/${declinedId}`)).body.data?.status).toBe('failed');
    expect(eventsOf(events, 'pay-error')[0].detail).toMatchObject({ code: 'CARD_DECLINED' });
    expect(eventsOf(events, 'pay-success')).toHaveLength(0);

    const result = checkoutResult(page);
    await expect(result).toHaveAttribute('data-status', 'failed');
    // The element says the card was declined; the store adds nothing (one message per outcome).
    await expect(result).toHaveText('');
    await expect(result).toHaveAttribute('role', 'status');
    // The form takes another card: the buyer's inputs kept, the declined card as its token left it (the last four
    // digits, no CVV); another card goes through.
    await expect.poll(() => formState(page)).toBe('failed');
    await expect(cardInput(page, 'cc-number')).toHaveValue(`•••• ${DECLINED.slice(-4)}`);
    await expect(cardInput(page, 'cc-csc')).toHaveValue('');
    await expect(cardInput(page, 'cc-name')).toHaveValue(/./);
    await expect(payButton(page)).toBeEnabled();

    await cardInput(page, 'cc-number').fill(APPROVED);
    await cardInput(page, 'cc-csc').fill('123');
    await payButton(page).click();
    await expect(result).toHaveText(/^Order placed \(charge [0-9a-f-]{36}\)\.$/);
    expect(requests).toHaveLength(2);
    const [first, second] = requests.map((request) => request.postDataJSON().fraud_session_id);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    // Each card got its own single-use token; neither card's number reached the back end.
    expect(tokenRequests.map((request) => request.postDataJSON().number)).toEqual([DECLINED, APPROVED]);
    const tokens = requests.map((request) => request.postDataJSON().payment_details.card_token);
    expect(tokens[0]).toMatch(CARD_TOKEN);
    expect(tokens[1]).toMatch(CARD_TOKEN);
    expect(tokens[1]).not.toBe(tokens[0]);
    for (const request of requests) expectNoCardData(request, [DECLINED, APPROVED]);
    await watch.expectClean();
  });
});
