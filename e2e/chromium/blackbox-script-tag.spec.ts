// Black-box: the script-tag build as merchants' pages load it, in Chromium, under the strict CSP, cross-origin.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { SANDBOX, watchPage } from '../support/helpers';

const UUID = /^[0-9a-f-]{36}$/;

type Logged = { type: string; detail: Record<string, any>; expiresAtIsDate: boolean; bubbles: boolean; target: string };

const blackbox = (params: Record<string, string>) => `/e2e/blackbox?${new URLSearchParams(params)}`;
const merchantLog = (page: Page): Promise<Logged[]> => page.evaluate(() => (window as any).merchantLog ?? []);
const sessionEvents = async (page: Page) =>
  (await merchantLog(page)).filter((entry) => entry.type.startsWith('pay-checkout:'));

/** Counts the page's POSTs to the service's fraud-session route. */
function countSessionRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${SANDBOX}/v1/fraud-sessions`) seen.push(request.url());
  });
  return seen;
}

async function expectOneSession(page: Page) {
  await expect.poll(async () => (await sessionEvents(page)).length).toBe(1);
  const [event] = await sessionEvents(page);
  expect(event).toMatchObject({ type: 'pay-checkout:session', expiresAtIsDate: true, target: '#document' });
  expect(Object.keys(event.detail).sort()).toEqual(['expiresAt', 'sessionId']);
  expect(event.detail.sessionId).toMatch(UUID);
  const id: string = event.detail.sessionId;
  await expect(page.locator('#tail-input')).toHaveValue(id);
  expect(await page.evaluate(() => (window as any).PayCheckout.session.current.sessionId)).toBe(id);
  return id;
}

test.describe('black-box: pay-checkout.js script tag', () => {
  for (const [label, params] of [
    ['in <head>, merchant listener at the end of <body>', { head: 'checkout', tail: 'listener', plain: '' }],
    ['at the end of <body>, after the merchant listener', { tail: 'listener,checkout', plain: '' }],
    ['async in <head>', { head: 'listener,checkout+async', plain: '' }],
    ['defer in <head>', { head: 'listener,checkout+defer', plain: '' }],
    ['type="module" in <head> (no document.currentScript)', { head: 'listener,checkout+module', plain: '' }],
  ] as const) {
    test(`${label}: one session, every input filled, one event with { sessionId, expiresAt }`, async ({ page }) => {
      const watch = await watchPage(page);
      const requests = countSessionRequests(page);
      await page.goto(blackbox(params));
      const id = await expectOneSession(page);
      const inputs = page.locator('input[name="fraud_session_id"]');
      await expect(inputs).toHaveCount(3);
      for (const input of await inputs.all()) await expect(input).toHaveValue(id);
      expect(
        await page.evaluate(() => {
          const { PayCheckout } = window as any;
          return [
            typeof PayCheckout.createFraudSession,
            typeof PayCheckout.session.setup,
            typeof PayCheckout.detectBrowserType,
          ];
        }),
      ).toEqual(['function', 'function', 'function']);
      expect(requests).toHaveLength(1);
      expect(watch.warnings).toEqual([]);
      await watch.expectClean();
    });
  }

  test('loaded twice, and beside pay-form.js with the same key: one request, one event', async ({ page }) => {
    const watch = await watchPage(page);
    const requests = countSessionRequests(page);
    // The turn of the first announcement: every tag sharing the session announces from the same settled setup(), in
    // that turn. A message the page posts to itself from the first announcement's listener arrives once the turn is
    // over, so once it has, any second announcement would have been made.
    await page.addInitScript(() => {
      document.addEventListener(
        'pay-checkout:session',
        () => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => ((window as any).__announcementTurnOver = true);
          channel.port2.postMessage(null);
        },
        { once: true },
      );
    });
    await page.goto(blackbox({ head: 'listener,checkout,checkout,form', plain: '' }));
    await expectOneSession(page);
    // Every tag has run (load), and the first announcement's turn is over.
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => (window as any).__announcementTurnOver === true)).toBe(true);
    expect(await sessionEvents(page)).toHaveLength(1);
    expect(requests).toHaveLength(1);
    // createFraudSession with the same key hands back the script tag's session.
    expect(
      await page.evaluate((api) => {
        const { PayCheckout } = window as any;
        return (
          PayCheckout.createFraudSession('pk_test_demo', { apiBase: api }) === PayCheckout.session &&
          !!customElements.get('pay-form')
        );
      }, SANDBOX),
    ).toBe(true);
    await watch.expectClean();
  });

  test('next page of the journey: the kept session is announced to a listener further down the page', async ({
    page,
  }) => {
    const requests = countSessionRequests(page);
    await page.goto(blackbox({ head: 'checkout', tail: 'listener' }));
    const first = await expectOneSession(page);
    await page.goto(blackbox({ head: 'checkout', tail: 'listener' }));
    expect(await expectOneSession(page)).toBe(first);
    expect(requests).toHaveLength(1);
  });

  test('a secret key: one pay-checkout:error heard by a later listener, one console line, nothing uncaught', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const requests = countSessionRequests(page);
    await page.goto(blackbox({ head: 'checkout', tail: 'listener', key: 'sk_test_demo' }));
    await expect
      .poll(async () => (await sessionEvents(page)).map((entry) => entry.type))
      .toEqual(['pay-checkout:error']);
    const [error] = await sessionEvents(page);
    expect(error.detail).toEqual({ code: 'secret_key', message: expect.stringContaining('pk_') });
    expect(watch.warnings).toEqual([expect.stringMatching(/^\[pay-checkout\] /)]);
    expect(requests).toHaveLength(0);
    await watch.expectClean();
  });

  test('an input an SPA adds after load carries the id when its form is submitted', async ({ page }) => {
    await page.goto(blackbox({ head: 'checkout', tail: 'listener' }));
    const id = await expectOneSession(page);
    const submitted = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const form = document.createElement('form');
          const input = Object.assign(document.createElement('input'), { type: 'hidden', name: 'fraud_session_id' });
          const button = Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Pay' });
          form.append(input, button);
          form.addEventListener('submit', (event) => {
            event.preventDefault();
            resolve(input.value);
          });
          document.body.append(form);
          button.click();
        }),
    );
    expect(submitted).toBe(id);
  });
});

test.describe('black-box: the browser type the service receives', () => {
  for (const [type, userAgent] of [
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ],
    [
      'Other',
      'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    ],
  ] as const) {
    test(`${type} for a real ${type === 'Edge' ? 'Edge' : 'Samsung Internet'} user agent`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent });
      const page = await context.newPage();
      const request = page.waitForRequest((r) => r.url() === `${SANDBOX}/v1/fraud-sessions` && r.method() === 'POST');
      await page.goto(blackbox({ head: 'checkout' }));
      expect((await request).postDataJSON()).toMatchObject({
        type,
        user_agent: userAgent,
        host_name: 'localhost',
        cookies_accepted: true,
      });
      await context.close();
    });
  }
});
