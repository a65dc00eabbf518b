// <pay-form>'s buyer journeys on the demo checkout pages, in every engine (Chromium, Firefox ESR, WebKitGTK).
// The merchant back end's failures are played by the rig (the page's own server), not by browser-side routing.
import { randomUUID } from 'node:crypto';
import { type Rig } from '../support/engines/rig';
import { attributeOf, shadowText, textOf, valueOf, type Tab } from '../support/engines/tab';
import { sandboxCall } from '../support/helpers';
import { required } from '../../src/interface/test-required';
import { expect, SANDBOX, test, until, UUID, ONE_ENGINE } from '../support/journey';

const PAY = 'pay-form form button[type="submit"]';
const SESSION_INPUT = 'pay-form input[name="fraud_session_id"]';

/** `card_fields`: the transparent checkout's card in the page's own inputs (the default here) or the service's frame. */
type Query = { merchant?: 'demo' | 'nohosted' | 'strict'; fraud_required?: boolean; card_fields?: 'inputs' | 'secure' };
function checkoutUrl(rig: Rig, flow: 'hosted' | 'transparent', query: Query = {}) {
  const params = new URLSearchParams();
  if (query.merchant) params.set('merchant', query.merchant);
  if (query.fraud_required) params.set('fraud_required', '');
  // The demo's transparent checkout shows the secure fields unless asked for its inputs, which it serves filled in.
  if (flow === 'transparent' && query.card_fields !== 'secure') params.set('card_fields', 'inputs');
  return `${rig.site}/checkout/${flow}${params.size ? `?${params}` : ''}`;
}

/** Opens a checkout page and waits for its fraud session id in the form; returns the id. */
async function openCheckout(tab: Tab, rig: Rig, flow: 'hosted' | 'transparent', query: Query = {}) {
  await tab.goto(checkoutUrl(rig, flow, query));
  return until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );
}

const status = (tab: Tab) => shadowText(tab, 'pay-form', '[part="status"]');
const formState = (tab: Tab) =>
  tab.evaluate(() => (document.querySelector('pay-form') as HTMLElement & { state: string }).state);
/**
 * A charge the back end made and the service captured (201), as the rig answers it without the service: a reply that
 * says `captured` is paid without a status read.
 */
const accepted = () => ({
  status: 201,
  body: { success: true, message: 'Charge created.', data: { id: randomUUID(), status: 'captured' } },
});
const RECEIVED = /^Order received \(charge [0-9a-f-]{36}\)\.$/;
const checkoutPosts = (rig: Rig) => rig.sitePosts.filter((post) => post.path.startsWith('/api/checkout/'));

/** The failure every refusal must end in: its message as text in the live region, the form usable again. */
async function expectFailureShown(tab: Tab, message: string | RegExp) {
  await until(
    () => status(tab),
    (text) => (typeof message === 'string' ? text === message : !!text && message.test(text)),
  );
  await until(
    () => formState(tab),
    (state) => state === 'failed',
  );
  expect(await tab.evaluate((selector) => (document.querySelector(selector) as HTMLButtonElement).disabled, PAY)).toBe(
    false,
  );
  expect(await attributeOf(tab, 'pay-form', 'aria-busy')).toBeNull();
}

test.describe('<pay-form> hosted card flow', () => {
  // The same round trip, with the webhook's order after it, runs in every engine in webhook-orders.spec.ts.
  test(
    'round trip: Pay → the sandbox hosted card page → approved card → back on the store',
    ONE_ENGINE,
    async ({ tab, rig }) => {
      const sessionId = await openCheckout(tab, rig, 'hosted');
      await tab.click(PAY);
      await until(
        () => tab.url(),
        (url) => url.startsWith(`${SANDBOX}/hosted/charges/`),
      );
      // The back end got the buyer's details and the fraud session id, never card data.
      const posts = checkoutPosts(rig);
      expect(posts).toHaveLength(1);
      expect(posts[0].body).toMatchObject({
        customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
        card_flow: 'hosted',
        fraud_session_id: sessionId,
      });
      expect(posts[0].body.payment_details).toEqual({ installments: 1 });

      await tab.fill('input[autocomplete="cc-name"]', 'ANA SOUZA');
      await tab.fill('input[autocomplete="cc-number"]', '4111111111111111');
      await tab.fill('input[autocomplete="cc-exp"]', '12/30');
      await tab.fill('input[autocomplete="cc-csc"]', '123');
      await tab.click('button[type="submit"]');
      await until(
        () => tab.url(),
        (url) => new URL(url).pathname === '/return',
      );
      const result = await until(
        () => textOf(tab, '#return-status'),
        (text) => !!text && /^Payment approved \(charge [0-9a-f-]{36}\)\.$/.test(text),
      );
      const chargeId = required(/charge ([0-9a-f-]{36})/.exec(result ?? '')?.[1], `a charge id in "${result}"`);
      expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data).toMatchObject({
        status: 'captured',
        card_flow: 'hosted',
        fraud_session_id: sessionId,
      });
    },
  );

  test('back/forward cache: back from the hosted page, the form is idle with a fresh fraud session id', async ({
    tab,
    rig,
  }) => {
    // Firefox driven over WebDriver BiDi reloads on Back (even with browser.sessionhistory.max_total_viewers set).
    // prettier-ignore
    test.skip(tab.engine === 'firefox', 'no back/forward cache in Firefox driven over WebDriver BiDi: Back reloads the page; Chromium and WebKitGTK run it');
    rig.cacheable('/checkout/hosted');
    const sent = await openCheckout(tab, rig, 'hosted');
    await tab.evaluate(() =>
      addEventListener('pageshow', (event) => ((window as any).__restoredFromCache = event.persisted)),
    );
    await tab.click(PAY);
    await until(
      () => tab.url(),
      (url) => url.startsWith(`${SANDBOX}/hosted/charges/`),
    );

    await tab.back();
    await until(
      () => tab.url(),
      (url) => new URL(url).pathname === '/checkout/hosted',
    );
    const restored = await until(
      () => tab.evaluate(() => (window as any).__restoredFromCache ?? null),
      (value) => value !== null,
    ).catch(() => false);
    // Every engine here restores the page from its back/forward cache; a fresh load would prove nothing of the wake-up.
    expect(restored, 'restored from the back/forward cache').toBe(true);
    await until(
      () => formState(tab),
      (state) => state === 'idle',
    );
    const fresh = await until(
      () => valueOf(tab, SESSION_INPUT),
      (id) => !!id && UUID.test(id) && id !== sent,
    );
    expect(await status(tab)).toBe('');

    await tab.click(PAY);
    await until(
      () => tab.url(),
      (url) => url.startsWith(`${SANDBOX}/hosted/charges/`),
    );
    expect(checkoutPosts(rig).map((post) => post.body.fraud_session_id)).toEqual([sent, fresh]);
  });
});

test.describe("<pay-form> transparent flow, one submission at a time, and the back end's replies", () => {
  // A card paid in every engine: card-flow.spec.ts (captured) and pay-form-progress.spec.ts (the locked form).
  test(
    'approved card: the charge is captured and the buyer is told so; no card number reaches the store',
    ONE_ENGINE,
    async ({ tab, rig }) => {
      const sessionId = await openCheckout(tab, rig, 'transparent');
      await tab.click(PAY);
      await until(
        () => textOf(tab, '#checkout-result'),
        (text) => !!text && /^Order placed \(charge [0-9a-f-]{36}\)\.$/.test(text),
        15_000,
      );
      const [post] = checkoutPosts(rig);
      expect(post.body.fraud_session_id).toBe(sessionId);
      expect(JSON.stringify(post.body)).not.toContain('4111111111111111');
      // Whatever control held it, the installment count goes as an integer.
      expect(typeof (post.body.payment_details as { installments?: unknown }).installments).toBe('number');
      // A final state: the whole form stays locked (what was paid stays as it was paid).
      expect(await formState(tab)).toBe('succeeded');
      const editable = await tab.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('pay-form form :is(input, select, textarea, button)')]
          .filter((control) => control.type !== 'hidden' && !control.disabled)
          .map((control) => control.name || control.localName),
      );
      expect(editable).toEqual([]);
    },
  );

  // One submission at a time is the element's rule; a double click in every engine: secure-card-fields.spec.ts.
  test('double click: one request, and the form busy while it is in flight', ONE_ENGINE, async ({ tab, rig }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    rig.onCheckout(async () => {
      await held;
      return accepted();
    });
    await openCheckout(tab, rig, 'hosted');
    await tab.dblclick(PAY);
    await until(
      () => attributeOf(tab, 'pay-form', 'aria-busy'),
      (busy) => busy === 'true',
    );
    expect(
      await tab.evaluate((selector) => (document.querySelector(selector) as HTMLButtonElement).disabled, PAY),
    ).toBe(true);
    // The first request arrived while the second click was in: a second request would have left beside it.
    await expect.poll(() => checkoutPosts(rig).length).toBe(1);
    release();
    await until(
      () => textOf(tab, '#checkout-result'),
      (text) => !!text && RECEIVED.test(text),
    );
    expect(checkoutPosts(rig)).toHaveLength(1);
  });

  // The countdown and its one retry after a 429, in every engine: secure-card-fields.spec.ts.
  test(
    '429 with Retry-After: a countdown, then one automatic retry with the same request',
    ONE_ENGINE,
    async ({ tab, rig }) => {
      let answered = 0;
      rig.onCheckout(() =>
        answered++ === 0
          ? {
              status: 429,
              headers: { 'Retry-After': '2' },
              body: { success: false, error: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests.' },
            }
          : accepted(),
      );
      await openCheckout(tab, rig, 'hosted');
      await tab.click(PAY);
      await until(
        () => shadowText(tab, 'pay-form', '[part="countdown"]'),
        (text) => !!text && /^Retrying in [12] s$/.test(text),
      );
      expect(await status(tab)).toBe('Too many payment attempts.');
      await until(
        () => textOf(tab, '#checkout-result'),
        (text) => !!text && RECEIVED.test(text),
      );
      const [first, retry] = checkoutPosts(rig);
      expect(checkoutPosts(rig)).toHaveLength(2);
      expect(retry.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
      expect(retry.body).toEqual(first.body);
    },
  );

  test('back end unreachable: a network failure shown, the id kept for the next try', async ({ tab, rig }) => {
    rig.onCheckout(() => 'drop');
    const sessionId = await openCheckout(tab, rig, 'hosted');
    await tab.click(PAY);
    await expectFailureShown(tab, 'No connection to the store. Check your connection and try again.');
    expect(await valueOf(tab, SESSION_INPUT)).toBe(sessionId);
  });

  // Text set as text is the element's rule; its messages shown in every engine: the failures above.
  test('a failure message holding HTML stays text: no element is created', ONE_ENGINE, async ({ tab, rig }) => {
    const message = '<img src=x onerror="document.title=\'pwned\'">';
    rig.onCheckout(() => ({ status: 422, body: { success: false, error: 'PAYMENT_REFUSED', message } }));
    await openCheckout(tab, rig, 'hosted');
    const title = await tab.evaluate(() => document.title);
    await tab.click(PAY);
    await expectFailureShown(tab, message);
    expect(
      await tab.evaluate(
        () => document.querySelector('pay-form')?.shadowRoot?.querySelector('[part="status"]')?.children.length,
      ),
    ).toBe(0);
    expect(await tab.evaluate(() => [document.querySelectorAll('img').length, document.title])).toEqual([0, title]);
  });

  for (const [name, url] of [
    ['a foreign origin', 'https://evil.example/pay'],
    ['javascript:', 'javascript:document.title="pwned"'],
  ] as const) {
    test(`a redirect to ${name} is refused and the buyer stays`, async ({ tab, rig }) => {
      rig.onCheckout(() => ({
        status: 201,
        body: { success: true, data: { id: 'ch_x', status: 'pending', payment_fields: { redirect_url: url } } },
      }));
      await openCheckout(tab, rig, 'hosted');
      const page = await tab.url();
      const title = await tab.evaluate(() => document.title);
      await tab.click(PAY);
      await until(
        () => formState(tab),
        (state) => state === 'failed',
      );
      expect(await status(tab)).toBeTruthy();
      expect(await tab.url()).toBe(page);
      expect(await tab.evaluate(() => document.title)).toBe(title);
    });
  }

  // The element's check before sending; the fraud session in every engine: fraud-session.spec.ts.
  test(
    'fraud-required without a session: nothing is sent to the back end, an actionable message',
    ONE_ENGINE,
    async ({ tab, rig }) => {
      // The fraud service is down (its address answers nothing), and the form must not go without an id.
      const page = `${rig.site}/e2e/blackbox?${new URLSearchParams({
        head: 'form',
        api: 'http://127.0.0.1:9',
        payform: '',
        'pf.public-key': 'pk_test_demo',
        'pf.api-base': 'http://127.0.0.1:9',
        'pf.action': '/api/checkout/demo',
        'pf.fraud-required': '',
        'pf.request-timeout': '2000',
      })}`;
      await tab.goto(page);
      await until(() => tab.evaluate(() => !!customElements.get('pay-form')), Boolean);
      await tab.click(PAY);
      await until(
        () => formState(tab),
        (state) => state === 'failed',
        15_000,
      );
      expect(await status(tab)).toBeTruthy();
      expect(checkoutPosts(rig)).toEqual([]);
    },
  );
});
