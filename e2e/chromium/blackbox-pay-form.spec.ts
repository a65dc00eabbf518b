// Black-box: <pay-form> on merchants' own pages, in Chromium, under the strict CSP (Trusted Types required),
// cross-origin to the sandbox: ESM only, with the script tag's session, inserted late, its form replaced.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { SANDBOX, watchPage } from '../support/helpers';

const UUID = /^[0-9a-f-]{36}$/;

type Logged = { type: string; detail: any; bubbles: boolean; cancelable: boolean; composed: boolean; target: string };

const blackbox = (params: Record<string, string>) => `/e2e/blackbox?${new URLSearchParams(params)}`;
const merchantLog = (page: Page): Promise<Logged[]> => page.evaluate(() => (window as any).merchantLog ?? []);
const ofType = async (page: Page, type: string) => (await merchantLog(page)).filter((entry) => entry.type === type);
const hiddenId = (page: Page) => page.locator('pay-form input[name="fraud_session_id"]');
const pay = (page: Page) => page.locator('pay-form button[type="submit"]').click();

/** Waits for the n-th pay-success and returns what the back end (/api/echo) received. */
async function received(page: Page, n: number): Promise<Record<string, any>> {
  await expect.poll(async () => (await ofType(page, 'pay-success')).length).toBeGreaterThanOrEqual(n);
  return (await ofType(page, 'pay-success'))[n - 1].detail.received;
}

function countSessionRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${SANDBOX}/v1/fraud-sessions`) seen.push(request.url());
  });
  return seen;
}

test.describe('black-box: <pay-form>', () => {
  test('ESM only, no script tag: own session, nested JSON, events on the document, a new id per attempt', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto(
      blackbox({
        head: 'listener,esm-form',
        payform: '',
        'pf.public-key': 'pk_test_demo',
        'pf.api-base': SANDBOX,
        'pf.ip-lookup': 'false',
      }),
    );
    await expect(hiddenId(page)).toHaveValue(UUID);
    const first = await hiddenId(page).inputValue();
    expect(await page.evaluate(() => (window as any).PayCheckout)).toBeUndefined();

    await pay(page);
    const body = await received(page, 1);
    // The card inputs are named payment_details.card.*: the card still went to the service for a token, and the back
    // end got that token, never the card.
    expect(body).toEqual({
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      payment_details: { installments: 3, card_token: expect.stringMatching(/^tok_/) },
      fraud_session_id: first,
    });
    expect(JSON.stringify(body).replace(/\D/g, '')).not.toContain('4111111111111111');
    await expect(hiddenId(page)).not.toHaveValue(first);
    await expect(hiddenId(page)).toHaveValue(UUID);
    // `succeeded` holds until reset(): a second submit would be a second charge.
    const second = await hiddenId(page).inputValue();
    await page.evaluate(() => (document.querySelector('pay-form') as any).reset());
    // The first card is a token now (its number masked, its CVV emptied): the buyer types the card again.
    await page.locator('pay-form [autocomplete="cc-number"]').fill('4111111111111111');
    await page.locator('pay-form [autocomplete="cc-csc"]').fill('123');
    await pay(page);
    expect((await received(page, 2)).fraud_session_id).toBe(second);

    const log = await merchantLog(page);
    const payEvents = log.filter((entry) => entry.type.startsWith('pay-') && !entry.type.startsWith('pay-checkout'));
    for (const entry of payEvents) expect(entry).toMatchObject({ bubbles: true, composed: true, target: 'PAY-FORM' });
    expect(log.find((entry) => entry.type === 'pay-submit')).toMatchObject({
      cancelable: true,
      detail: { payload: { fraud_session_id: first } },
    });
    expect(log.find((entry) => entry.type === 'pay-session')?.detail).toEqual({
      sessionId: first,
      expiresAt: expect.any(String),
    });
    expect(watch.warnings).toEqual([]);
    await watch.expectClean();
  });

  test('pay-form.js at the end of <body>: a <pay-form> without public-key uses the script tag session', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const requests = countSessionRequests(page);
    await page.goto(blackbox({ head: 'listener', tail: 'form', payform: '', flow: 'hosted-only' }));
    await expect(hiddenId(page)).toHaveValue(UUID);
    const id = await hiddenId(page).inputValue();
    expect(await page.evaluate(() => (window as any).PayCheckout.session.current.sessionId)).toBe(id);
    await expect(page.locator('#tail-input')).toHaveValue(id);
    await pay(page);
    expect((await received(page, 1)).fraud_session_id).toBe(id);
    expect(requests.length).toBe(2); // the first session, and the one after the attempt used it up
    await watch.expectClean();
  });

  test('pay-form.js in <head> without key, pay-checkout.js at the end of <body>: the element adopts the session', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto(blackbox({ head: 'listener,form-bare', tail: 'checkout', payform: '' }));
    await expect(hiddenId(page)).toHaveValue(UUID);
    expect(await hiddenId(page).inputValue()).toBe(
      await page.evaluate(() => (window as any).PayCheckout.session.current.sessionId),
    );
    await expect.poll(async () => (await ofType(page, 'pay-session')).length).toBe(1);
    await watch.expectClean();
  });

  test("<pay-form public-key> without api-base, its async script tag arriving late: one session, on the tag's service", async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const requests = countSessionRequests(page);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/') && !request.url().startsWith(SANDBOX)) elsewhere.push(request.url());
    });
    // The tag downloads slowly: the ESM element connects first and must not fall back to the default service.
    await page.route('**/cdn/pay-checkout.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(
      blackbox({ head: 'listener,checkout+async,esm-form', payform: '', 'pf.public-key': 'pk_test_demo' }),
    );
    await expect(hiddenId(page)).toHaveValue(UUID);
    await expect
      .poll(() => page.evaluate(() => (window as any).PayCheckout?.session?.current?.sessionId))
      .toBe(await hiddenId(page).inputValue());
    expect(await page.evaluate(() => (window as any).PayCheckout.session.apiBase)).toBe(SANDBOX);
    expect(requests).toHaveLength(1);
    expect(elsewhere).toEqual([]);
    await watch.expectClean();
  });

  test('hosted: no card data leaves, the redirect goes to the api-base origin by default (real sandbox)', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto(
      blackbox({
        head: 'listener,form',
        payform: '',
        'pf.card-flow': 'hosted',
        'pf.api-base': SANDBOX,
        'form-action': '/api/checkout/demo',
        ip: 'false',
      }),
    );
    await expect(hiddenId(page)).toHaveValue(UUID);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/checkout/demo'));
    await pay(page);
    const payload = (await sent).postDataJSON();
    expect(payload).toEqual({
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      payment_details: { installments: 3 },
      card_flow: 'hosted',
      fraud_session_id: expect.stringMatching(UUID),
    });
    await page.waitForURL(`${SANDBOX}/hosted/**`);
    await expect(page.locator('input[autocomplete="cc-number"]')).toBeVisible();
    expect(watch.warnings).toEqual([`[pay-form] CARD_INPUTS_IGNORED card-flow="hosted"`]);
  });

  test("inserted after load, then its form replaced: each form gets the id; the default action is the form's", async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto(blackbox({ head: 'listener,form', 'pf.api-base': SANDBOX }));
    await page.evaluate(() => {
      // No innerHTML: Trusted Types are required on this page, as on the merchant's.
      const form = (action: string, name: string) => {
        const element = Object.assign(document.createElement('form'), { method: 'post' });
        element.setAttribute('action', action);
        element.append(
          Object.assign(document.createElement('input'), { name: 'customer.name', value: name }),
          Object.assign(document.createElement('input'), { type: 'hidden', name: 'action', value: 'place-order' }),
          Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Pay' }),
        );
        return element;
      };
      const element = document.createElement('pay-form');
      element.append(form('/api/nowhere', 'First'));
      const main = document.querySelector('main');
      if (!main) throw new Error('the page has no <main>');
      main.append(element);
      (window as any).replaceForm = () => element.replaceChildren(form('/api/echo', 'Second'));
    });
    await expect(hiddenId(page)).toHaveValue(UUID);
    const id = await hiddenId(page).inputValue();
    await page.evaluate(() => (window as any).replaceForm());
    await expect(hiddenId(page)).toHaveValue(id);
    await pay(page);
    expect(await received(page, 1)).toEqual({
      customer: { name: 'Second' },
      action: 'place-order',
      fraud_session_id: id,
    });
    await watch.expectClean();
  });

  test('a failure: the message as text in the live region, in the nearest lang, and pay-error { status, code, message }', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    // A code the element has no text of its own for: the back end's message is shown, as text.
    await page.route('**/api/echo', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: '<b>Cartão</b> recusado', error: 'PAYMENT_REFUSED' }),
      }),
    );
    await page.goto(blackbox({ head: 'listener,form', payform: '', 'wrap-lang': 'pt-BR', flow: 'hosted-only' }));
    await expect(hiddenId(page)).toHaveValue(UUID);
    await pay(page);
    const status = page.locator('pay-form [part="status"]');
    await expect(status).toHaveText('<b>Cartão</b> recusado');
    await expect(status).toHaveAttribute('role', 'alert');
    await expect(status).toBeFocused();
    expect((await ofType(page, 'pay-error'))[0].detail).toEqual({
      status: 422,
      code: 'PAYMENT_REFUSED',
      message: '<b>Cartão</b> recusado',
    });
    // A code the element knows is worded by the element, in the nearest lang (pt-BR), not with the back end's sentence.
    await page.route('**/api/echo', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The request has invalid fields.', error: 'VALIDATION_ERROR' }),
      }),
    );
    await pay(page);
    await expect(status).toHaveText('Alguns dados precisam de correção.');
    // Network failure: the bundled text of the nearest lang (pt-BR), not the page's (en).
    await page.route('**/api/echo', (route) => route.abort('failed'));
    await pay(page);
    await expect(status).toHaveText(/^Sem conexão com a loja/);
    await watch.expectClean({ allowConsoleErrors: /Failed to load resource/ });
  });

  test('ESM bundled as a merchant would: a Pix reply shows the step from its own chunk beside the entry', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const qrCode =
      '00020101021226580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406019.905802BR5905STORE6009SAO PAULO62070503***6304ABCD';
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    // The back end's reply to a Pix: the charge, pending, with its code (docs/service.md, "Pix and boleto").
    await page.route('**/api/echo', (route) =>
      route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: {
            id: '2a8f5aff-d879-412b-a244-25da44cfadd6',
            amount: 1990,
            status: 'pending',
            payment_fields: { pix: { qr_code: qrCode, expires_at: expiresAt } },
          },
        }),
      }),
    );
    const chunks: string[] = [];
    page.on('response', (response) => {
      if (/\/e2e\/esm\/steps-module-[\w-]+\.js$/.test(response.url())) chunks.push(`${response.status()}`);
    });
    await page.goto(
      blackbox({
        head: 'listener,esm-form',
        payform: '',
        'pf.public-key': 'pk_test_demo',
        'pf.api-base': SANDBOX,
        'pf.ip-lookup': 'false',
        flow: 'hosted-only',
        'pf.card-flow': 'hosted',
      }),
    );
    await expect(hiddenId(page)).toHaveValue(UUID);
    await pay(page);
    await expect(page.locator('pay-form [part~="pix-qr"]')).toBeVisible();
    await expect(page.locator('pay-form [part~="pix-code"]')).toHaveValue(qrCode);
    expect(chunks).toEqual(['200']);
    await watch.expectClean({ allowConsoleErrors: /status-url/ });
  });
});
