// The store's checkout against the sandbox, as its merchant tests it: with pay-checkout/testing only.
import { startStore } from '../store.mjs';
import { cards, expect, test } from './store';

const APPROVED = 'Payment approved. Thank you!';
/** The Pix code's default life (pay-checkout/client: 30 minutes). */
const PIX_LIFETIME_SECONDS = 30 * 60;

const result = (page: import('@playwright/test').Page) => page.locator('#result');
const chargeIdOf = (page: import('@playwright/test').Page) => new URL(page.url()).searchParams.get('charge_id') ?? '';

test('a card in the secure fields is approved, and the webhook says so', async ({ page, buyer, webhooks }) => {
  await page.goto('/');
  await buyer.fillCard(page, cards.approved);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(result(page)).toHaveText(APPROVED);

  const captured = await webhooks.waitFor('charge.captured', { chargeId: chargeIdOf(page) });
  expect(captured.data).toMatchObject({ status: 'captured', amount: 13_980 });
});

test('a declined card in the page’s own inputs is not approved: the buyer stays, told to try another card', async ({
  page,
  buyer,
  webhooks,
}) => {
  await page.goto('/inputs');
  await buyer.fillCard(page, cards.declined);
  // The charge the back end made, from its reply to <pay-form>.
  const checkout = page.waitForResponse('**/api/checkout');
  await page.getByRole('button', { name: 'Pay' }).click();
  const chargeId: string = (await (await checkout).json()).data.id;
  await expect(page.locator('pay-form [part="status"]')).toHaveText(
    'Payment declined: the card was refused. Try another card.',
  );
  await expect(page).toHaveURL(/\/inputs$/);
  const failed = await webhooks.waitFor('charge.failed', { chargeId });
  expect(failed.data).toMatchObject({ failure_reason: 'card_declined' });
});

test('a Pix is paid from the code the page shows', async ({ page, buyer }) => {
  await page.goto('/');
  await page.getByLabel('Pix').check();
  await page.getByRole('button', { name: 'Pay' }).click();
  await buyer.payPix(page);
  await expect(result(page)).toHaveText(APPROVED);
});

test('a Pix left unpaid expires when its time is up', async ({ page, sandbox, webhooks }) => {
  await page.goto('/');
  await page.getByLabel('Pix').check();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.locator('#order')).toHaveAttribute('data-charge-id', /.+/);
  const chargeId = (await page.locator('#order').getAttribute('data-charge-id')) ?? '';

  await sandbox.advanceClock(PIX_LIFETIME_SECONDS + 60);
  await webhooks.waitFor('charge.expired', { chargeId });
  await expect(page.locator('pay-form [part="status"]')).toHaveText('This Pix code expired before it was paid.', {
    timeout: 15_000,
  });
});

test('the service fails once with a 503: the back end’s retry pays', async ({ page, sandbox, buyer }) => {
  await sandbox.setFaults({ rules: [{ method: 'POST', path: '/v1/charges', status: 503, times: 1 }] });
  await page.goto('/');
  await buyer.fillCard(page, cards.approved);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(result(page)).toHaveText(APPROVED);
  const [rule] = (await sandbox.client.sandbox.getFaults()).rules;
  expect(rule?.applied).toBe(1);
});

test('the hosted card page pays, and the buyer is back on the store', async ({ page, buyer, webhooks }) => {
  await page.goto('/hosted');
  await page.getByRole('button', { name: 'Pay' }).click();
  await buyer.payHosted(page, cards.approved);
  await expect(result(page)).toHaveText(APPROVED);
  await webhooks.waitFor('charge.captured', { chargeId: chargeIdOf(page) });
});

test('a 3-D Secure challenge confirmed on the issuer’s page pays', async ({ page, buyer, webhooks }) => {
  await page.goto('/');
  await buyer.fillCard(page, cards.challenge);
  await page.getByRole('button', { name: 'Pay' }).click();
  await buyer.authenticate(page, 'succeeded');
  await expect(result(page)).toHaveText(APPROVED);

  const captured = await webhooks.waitFor('charge.captured', { chargeId: chargeIdOf(page) });
  expect(captured.data).toMatchObject({
    status: 'captured',
    authentication: { status: 'succeeded', challenged: true },
  });
});

test('a 3-D Secure challenge the buyer fails is not paid, and the page says why', async ({ page, buyer, webhooks }) => {
  await page.goto('/inputs');
  await buyer.fillCard(page, cards.challenge);
  await page.getByRole('button', { name: 'Pay' }).click();
  // The issuer's page, framed in <pay-form>'s dialog, is the charge's: `/elements/authentication/{charge id}`.
  const issuerPage = (await page.locator('pay-form [data-pay-authentication] iframe').getAttribute('src')) ?? '';
  const chargeId = /\/authentication\/([^/?]+)/.exec(issuerPage)?.[1] ?? '';
  await buyer.authenticate(page, 'failed');
  await expect(page.locator('pay-form [part="status"]')).toHaveText(
    'The payment was not completed: your bank did not confirm the purchase.',
  );
  const failed = await webhooks.waitFor('charge.failed', { chargeId });
  expect(failed.data).toMatchObject({ failure_reason: 'authentication_failed' });
});

test('a paid order is never charged again, even a day later from a tab still open on it', async ({
  page,
  context,
  buyer,
  sandbox,
}) => {
  await page.goto('/');
  const otherTab = await context.newPage();
  await otherTab.goto('/'); // the same order: this browser's, still unpaid
  await buyer.fillCard(page, cards.approved);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(result(page)).toHaveText(APPROVED);
  const charges = async () => (await sandbox.client.charges.list({ limit: 1 })).pagination.total;
  const before = await charges();

  // Past the 24 hours the service remembers an idempotency key: only the store's own record can refuse it now.
  await sandbox.advanceClock(25 * 60 * 60);
  await buyer.fillCard(otherTab, cards.approved);
  await otherTab.getByRole('button', { name: 'Pay' }).click();
  await expect(otherTab.locator('pay-form [part="status"]')).toHaveText(
    'This order is already paid, so it was not charged again.',
  );
  expect(await charges()).toBe(before);
});

test('a declined card, then a payment whose reply is lost: the next try is refused, never a second charge', async ({
  page,
  buyer,
  sandbox,
}) => {
  // A store that gives up on the service after a second, and a service that answers charges three seconds late: the
  // charge is made, its reply never reaches the store.
  const store = await startStore({
    apiBase: sandbox.url,
    publicKey: sandbox.publicKey,
    secretKey: sandbox.secretKey,
    timeoutMs: 1_000,
  });
  const charges = async () => (await sandbox.client.charges.list({ limit: 1 })).pagination.total;
  const pay = async () => {
    const checkout = page.waitForResponse('**/api/checkout');
    await page.getByRole('button', { name: 'Pay' }).click();
    const reply = await checkout;
    return { status: reply.status(), body: await reply.json() };
  };
  try {
    await page.goto(`${store.url}/inputs`);
    await buyer.fillCard(page, cards.declined);
    expect((await pay()).status).toBe(201);
    const before = await charges();

    await sandbox.setFaults({ rules: [{ method: 'POST', path: '/v1/charges', latency_ms: 3_000 }] });
    await buyer.fillCard(page, cards.approved);
    expect(await pay()).toEqual({
      status: 502,
      body: {
        success: false,
        error: 'SERVICE_UNANSWERED',
        message:
          'The payment service did not answer, so the payment may have gone through. Trying again with the same order is safe: it will not be charged twice.',
      },
    });
    expect(await charges()).toBe(before + 1);

    await sandbox.setFaults({ rules: [] });
    await buyer.fillCard(page, cards.approved);
    const again = await pay();
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ORDER_PAYMENT_UNANSWERED');
    expect(await charges()).toBe(before + 1);
  } finally {
    await sandbox.setFaults({ rules: [] });
    await store.close();
  }
});

test('a 3-D Secure confirmation cancelled, then another card: paid once, the charge left behind failed', async ({
  page,
  buyer,
  sandbox,
}) => {
  await page.goto('/inputs');
  await buyer.fillCard(page, cards.challenge);
  await page.getByRole('button', { name: 'Pay' }).click();
  const dialog = page.locator('pay-form [data-pay-authentication]');
  const issuerPage = (await dialog.locator('iframe').getAttribute('src')) ?? '';
  const left = /\/authentication\/([^/?]+)/.exec(issuerPage)?.[1] ?? '';
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('pay-form [part="status"]')).toHaveText(
    'The payment was not completed: the confirmation with your bank was cancelled. You can try again.',
  );

  await buyer.fillCard(page, cards.approved);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(result(page)).toHaveText(APPROVED);
  expect(chargeIdOf(page)).not.toBe(left);
  expect(await sandbox.client.charges.retrieve(left)).toMatchObject({
    status: 'failed',
    failure_reason: 'authentication_failed',
  });
});

test('another browser cannot pay this browser’s order, nor learn whether it exists; a body that is not JSON is a 400', async ({
  page,
  request,
}) => {
  await page.goto('/hosted');
  const orderId = await page.locator('input[name="order_id"]').inputValue();
  const NOT_YOURS = {
    success: false,
    error: 'ORDER_NOT_FOUND',
    message: 'This order was not opened in this browser. Reload the checkout.',
  };
  // `request`: another client, with cookies of its own.
  for (const id of [orderId, 'ord_00000000-0000-4000-8000-000000000000']) {
    const reply = await request.post('/api/checkout', {
      data: { order_id: id, card_flow: 'hosted', customer: { name: 'Eve', email: 'eve@example.com' } },
    });
    expect(reply.status()).toBe(404);
    expect(await reply.json()).toEqual(NOT_YOURS);
  }
  const malformed = await request.post('/api/checkout', {
    headers: { 'content-type': 'application/json' },
    data: '{"order_id":',
  });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error).toBe('INVALID_JSON');
});

/** An order of the `request` client's own (its cookie): the id the checkout page gives it. */
async function openOrder(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  return /name="order_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
}

test('a debit card goes through the same back end: authenticated, then paid', async ({ request, sandbox }) => {
  const reply = await request.post('/api/checkout', {
    data: {
      order_id: await openOrder(request),
      payment_method: 'debit_card',
      customer: { name: 'Ana Souza', email: 'ana@example.com' },
      payment_details: { card_token: 'tok_test_visa' },
    },
  });
  expect(reply.status()).toBe(201);
  const { id } = (await reply.json()).data;
  await expect.poll(async () => (await sandbox.client.charges.retrieve(id)).status).toBe('captured');
  expect(await sandbox.client.charges.retrieve(id)).toMatchObject({
    payment_method: 'debit_card',
    authentication: { status: 'succeeded', challenged: false },
  });
});

// `ſ` (long s) upper-cases to `S`: read that way, this is a valid CNPJ. A CNPJ is ASCII, so it is refused.
const LOOKALIKE_CNPJ = '12.ſI3.4SS/01FI-10';

test('a CNPJ written with a look-alike letter is refused by the page, and by the service', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByLabel('Pix').check();
  await page.getByLabel('CPF').fill(LOOKALIKE_CNPJ);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByLabel('CPF')).toHaveAccessibleDescription('This CPF or CNPJ is not valid.');

  const posted = await request.post('/api/checkout', {
    data: {
      order_id: await openOrder(request),
      payment_method: 'pix',
      customer: { name: 'Loja Aurora', email: 'loja@example.com', type: 'company', document: LOOKALIKE_CNPJ },
    },
  });
  expect(posted.status()).toBe(422);
  expect((await posted.json()).details).toEqual([expect.objectContaining({ field: 'customer.document' })]);
});
