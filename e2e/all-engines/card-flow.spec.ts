// <pay-form>'s transparent card flow on the demo store's checkout, in every engine (Chromium, Firefox ESR, WebKitGTK):
// the card is checked in place, exchanged for a token straight with the sandbox, and only the token reaches the store.
// What the store received is read where it arrived (the rig, or a byte relay in front of it), never from the engine.
import { type Rig } from '../support/engines/rig';
import { attributeOf, shadowText, textOf, valueOf, type Tab } from '../support/engines/tab';
import { chargeBody, sandboxCall } from '../support/helpers';
import { required } from '../../src/interface/test-required';
import { cardDataIn, startByteLog, type TypedCard } from '../support/byte-log';
import { expectNoCspReports } from '../support/csp-reports';
import { CARD_INPUT, expect, ONE_ENGINE, PAY_BUTTON, SESSION_INPUT, test, until, UUID } from '../support/journey';

const PAY = PAY_BUTTON;
const INPUT = CARD_INPUT;

// Test cards of the sandbox (docs/service.md, "Charges"): the first captures, the second fails.
const CAPTURED: TypedCard = {
  number: '4111 1111 1111 1111',
  month: '07',
  year: '2031',
  cvv: '937',
  holder: 'MARIA C PEREIRA',
};
const DECLINED: TypedCard = { ...CAPTURED, number: '4000 0000 0000 0002' };
const APPROVED = /^Order placed \(charge [0-9a-f-]{36}\)\.$/;
const SLOW = 15_000;

/** Opens the transparent checkout at `site` and waits for the form's fraud session id. */
async function openCheckout(tab: Tab, site: string, lang?: 'pt-BR') {
  await tab.goto(`${site}/checkout/transparent?card_fields=inputs${lang ? `&lang=${lang}` : ''}`);
  await until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );
  await recordPayEvents(tab);
}

async function typeCard(tab: Tab, card: TypedCard) {
  await tab.fill(INPUT.name, card.holder);
  await tab.fill(INPUT.number, card.number);
  await tab.fill(INPUT.month, card.month);
  await tab.fill(INPUT.year, card.year);
  await tab.fill(INPUT.cvv, card.cvv);
}

/** Keeps the element's events in the page (their JSON-able part), to read them in any engine. */
const recordPayEvents = (tab: Tab) =>
  tab.evaluate(() => {
    const log: { type: string; detail: unknown }[] = ((window as any).__payEvents = []);
    for (const type of ['pay-token', 'pay-submit', 'pay-field-error', 'pay-error']) {
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent).detail;
        // Field errors carry their input elements: kept as the input's name, else its autofill token.
        const plain =
          type === 'pay-field-error'
            ? {
                ...detail,
                errors: detail.errors.map((e: any) => ({
                  ...e,
                  input: e.input && (e.input.name || e.input.getAttribute('autocomplete')),
                })),
              }
            : detail;
        log.push({ type, detail: JSON.parse(JSON.stringify(plain)) });
      });
    }
  });
const payEvents = (tab: Tab) => tab.evaluate(() => (window as any).__payEvents as { type: string; detail: any }[]);

/** The problem shown for an input: `aria-invalid`, and the text of the elements its `aria-describedby` names. */
const problemShown = (tab: Tab, selector: string) =>
  tab.evaluate((s) => {
    const input = document.querySelector(s);
    if (!input) throw new Error(`the page has no ${s}`);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const message = ids
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
    return { invalid: input.getAttribute('aria-invalid'), message };
  }, selector);

/** The focused input, by its name, else (card inputs have none) its autofill token. */
const focused = (tab: Tab) =>
  tab.evaluate(
    () =>
      (document.activeElement as HTMLInputElement | null)?.name ||
      document.activeElement?.getAttribute('autocomplete') ||
      null,
  );
const status = (tab: Tab) => shadowText(tab, 'pay-form', '[part="status"]');
const formState = (tab: Tab) =>
  tab.evaluate(() => (document.querySelector('pay-form') as HTMLElement & { state: string }).state);
/** Card-token requests the page made (Resource Timing sees cross-origin requests in every engine). */
const tokenRequests = (tab: Tab) =>
  tab.evaluate(
    () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/v1/card-tokens')).length,
  );
const checkoutPosts = (rig: Rig) => rig.sitePosts.filter((post) => post.path.startsWith('/api/checkout/'));

/** The attempt ended in place: state `failed`, nothing posted to the store and no card token asked for. */
async function expectNothingSent(tab: Tab, rig: Rig) {
  await until(
    () => formState(tab),
    (state) => state === 'failed',
  );
  expect(checkoutPosts(rig)).toEqual([]);
  expect(await tokenRequests(tab)).toBe(0);
  expect((await payEvents(tab)).filter((event) => event.type === 'pay-token' || event.type === 'pay-submit')).toEqual(
    [],
  );
}

test.describe('<pay-form> transparent card flow: tokens', () => {
  test('a captured card: tokenized in the browser, the store gets only card_token and installments', async ({
    tab,
    rig,
  }) => {
    await openCheckout(tab, rig.site);
    await typeCard(tab, CAPTURED);
    expect(await attributeOf(tab, 'pay-form', 'card-brand')).toBe('visa');
    await tab.click(PAY);
    await until(
      () => textOf(tab, '#checkout-result'),
      (text) => !!text && APPROVED.test(text),
      SLOW,
    );

    const [post] = checkoutPosts(rig);
    expect(checkoutPosts(rig)).toHaveLength(1);
    expect(post.body.payment_details).toEqual({ card_token: expect.stringMatching(/^tok_/), installments: 1 });
    expect(post.body.payment_details.card_token).not.toMatch(/^tok_test_/);
    const [token] = (await payEvents(tab)).filter((event) => event.type === 'pay-token');
    expect(token.detail).toMatchObject({
      id: post.body.payment_details.card_token,
      brand: 'visa',
      last4: '1111',
      exp_month: 7,
      exp_year: 2031,
    });
    expect(JSON.stringify(token.detail)).not.toContain('4111111111111111');

    const shown = (await textOf(tab, '#checkout-result')) ?? '';
    const chargeId = required(/charge ([0-9a-f-]{36})/.exec(shown)?.[1], `a charge id in "${shown}"`);
    expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data).toMatchObject({ status: 'captured' });
    // Single use: the token the store spent cannot pay again.
    const again = await sandboxCall('/v1/charges', {
      body: { ...chargeBody(), payment_details: post.body.payment_details },
    });
    expect(again.body.error).toBe('CARD_TOKEN_USED');
  });

  test('a declined card: tokenized, refused by the service, the form ready for another card', async ({ tab, rig }) => {
    await openCheckout(tab, rig.site);
    await typeCard(tab, DECLINED);
    await tab.click(PAY);
    await until(
      () => attributeOf(tab, '#checkout-result', 'data-status'),
      (status) => status === 'failed',
      SLOW,
    );
    const [post] = checkoutPosts(rig);
    expect(post.body.payment_details).toEqual({ card_token: expect.stringMatching(/^tok_/), installments: 1 });
    await until(
      () => formState(tab),
      (state) => state === 'failed',
    );
  });
});

test.describe('<pay-form> transparent card flow: problems shown in place, nothing sent', () => {
  test('an invalid number: aria-invalid, its message tied by aria-describedby, focus on it', async ({ tab, rig }) => {
    await openCheckout(tab, rig.site);
    // Typed without spaces: shown in the brand's groups, as in the secure fields and on the hosted page.
    await typeCard(tab, { ...CAPTURED, number: '4111111111111112' });
    await until(
      () => valueOf(tab, INPUT.number),
      (value) => value === '4111 1111 1111 1112',
    );
    await tab.click(PAY);
    await expectNothingSent(tab, rig);
    expect(await problemShown(tab, INPUT.number)).toEqual({
      invalid: 'true',
      message: 'This card number is not valid.',
    });
    expect(await focused(tab)).toBe('cc-number');
    expect(await status(tab)).toBe('Check the card details.');

    // Corrected, the problem goes as the buyer types, and the payment goes through.
    await tab.fill(INPUT.number, CAPTURED.number);
    expect(await problemShown(tab, INPUT.number)).toEqual({ invalid: null, message: '' });
    await tab.click(PAY);
    await until(
      () => textOf(tab, '#checkout-result'),
      (text) => !!text && APPROVED.test(text),
      SLOW,
    );
  });

  // A refused input marked and focused, in every engine: the invalid number above.
  test('an expired card: shown on the expiry year, focus on it', ONE_ENGINE, async ({ tab, rig }) => {
    await openCheckout(tab, rig.site);
    await typeCard(tab, { ...CAPTURED, month: '01', year: '2020' });
    await tab.click(PAY);
    await expectNothingSent(tab, rig);
    expect(await problemShown(tab, INPUT.year)).toEqual({ invalid: 'true', message: 'This card has expired.' });
    expect(await problemShown(tab, INPUT.number)).toEqual({ invalid: null, message: '' });
    expect(await focused(tab)).toBe('cc-exp-year');
  });
});

test.describe("<pay-form> transparent card flow: the store's refusals and the buyer's language", () => {
  test("a 422 with details: each message next to the input it names, focus on the first; the store's own sentences as given", async ({
    tab,
    rig,
  }) => {
    rig.onCheckout(() => ({
      status: 422,
      body: {
        success: false,
        error: 'VALIDATION_ERROR',
        message: 'The request has invalid fields',
        details: [
          { field: 'customer.email', message: 'customer.email must be a valid e-mail address' },
          { field: 'payment_details.card_token', message: 'card_token is invalid' },
          { field: 'customer.phone', message: 'customer.phone is required' },
        ],
      },
    }));
    await openCheckout(tab, rig.site);
    await typeCard(tab, CAPTURED);
    await tab.click(PAY);
    await until(
      () => formState(tab),
      (state) => state === 'failed',
      SLOW,
    );
    // A rule the element does not know: the store's own sentence, as given.
    expect(await problemShown(tab, INPUT.email)).toEqual({
      invalid: 'true',
      message: 'customer.email must be a valid e-mail address',
    });
    // The token stands for the card number: its problem is shown on the number input.
    expect(await problemShown(tab, INPUT.number)).toEqual({ invalid: 'true', message: 'Check the card number.' });
    expect(await focused(tab)).toBe('customer.email');
    // The summary and the problem without an input are in the live region; a card field stays in the element's words.
    expect(await status(tab)).toBe('Some details need correcting. customer.phone is required');
    const [fieldErrors] = (await payEvents(tab)).filter((event) => event.type === 'pay-field-error');
    expect(fieldErrors.detail).toMatchObject({
      source: 'action',
      errors: [
        { field: 'customer.email', input: 'customer.email' },
        { field: 'payment_details.card_token', input: 'cc-number' },
        { field: 'customer.phone', input: null },
      ],
    });
  });

  // The element's words; a pt-BR page in every engine: secure-card-fields.spec.ts and card-authentication.spec.ts.
  test('a pt-BR page: checks, messages and the outcome in Portuguese', ONE_ENGINE, async ({ tab, rig }) => {
    await openCheckout(tab, rig.site, 'pt-BR');
    await typeCard(tab, { ...CAPTURED, number: '4111 1111 1111 1112', cvv: '12' });
    await tab.click(PAY);
    await expectNothingSent(tab, rig);
    expect(await problemShown(tab, INPUT.number)).toEqual({
      invalid: 'true',
      message: 'Este número de cartão não é válido.',
    });
    expect(await problemShown(tab, INPUT.cvv)).toEqual({
      invalid: 'true',
      message: 'O código de segurança tem 3 dígitos.',
    });
    expect(await status(tab)).toBe('Confira os dados do cartão.');
    expect(await focused(tab)).toBe('cc-number');

    await tab.fill(INPUT.number, CAPTURED.number);
    await tab.fill(INPUT.cvv, CAPTURED.cvv);
    await tab.click(PAY);
    await until(
      () => textOf(tab, '#checkout-result'),
      (text) => !!text && /^Pedido feito \(cobrança [0-9a-f-]{36}\)\.$/.test(text),
      SLOW,
    );
  });
});

test.describe("<pay-form> transparent card flow: what the store's systems see", () => {
  test('under the strict CSP with Trusted Types, a card payment raises no violation', async ({ tab, rig }) => {
    const served = await fetch(`${rig.site}/checkout/transparent`);
    const csp = served.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("script-src 'self'");
    await openCheckout(tab, rig.site);
    await typeCard(tab, { ...CAPTURED, number: '4111 1111 1111 1112' });
    await tab.click(PAY);
    await until(
      () => formState(tab),
      (state) => state === 'failed',
    );
    await tab.fill(INPUT.number, CAPTURED.number);
    await tab.click(PAY);
    await until(
      () => textOf(tab, '#checkout-result'),
      (text) => !!text && APPROVED.test(text),
      SLOW,
    );
    await expectNoCspReports(tab, rig);
  });

  // The bytes are the store's to log; the card typed and paid in every engine is the captured-card journey above.
  test(
    'request log: every byte the store received holds no card number, expiry or CVV',
    ONE_ENGINE,
    async ({ tab, rig }) => {
      const log = await startByteLog(rig.site);
      try {
        // A declined card, a refused check, then a captured card: three submissions, two tokens.
        await openCheckout(tab, log.site);
        await typeCard(tab, DECLINED);
        await tab.click(PAY);
        await until(
          () => attributeOf(tab, '#checkout-result', 'data-status'),
          (status) => status === 'failed',
          SLOW,
        );
        // A tokenized card is forgotten (the number masked, the CVV emptied): the buyer types the next one whole.
        await typeCard(tab, { ...CAPTURED, number: '4111 1111 1111 1112' });
        await tab.click(PAY);
        await until(
          () => formState(tab),
          (state) => state === 'failed',
        );
        await tab.fill(INPUT.number, CAPTURED.number);
        await tab.click(PAY);
        await until(
          () => textOf(tab, '#checkout-result'),
          (text) => !!text && APPROVED.test(text),
          SLOW,
        );

        const received = log.text();
        // The log is real: it holds the page loads and both checkout posts with their tokens.
        expect(received).toMatch(/^GET \/checkout\/transparent\?card_fields=inputs HTTP\/1\.1\r\n/m);
        expect(received.match(/^POST \/api\/checkout\/demo HTTP\/1\.1\r\n/gm)).toHaveLength(2);
        expect(received.match(/"card_token":"tok_/g)).toHaveLength(2);
        expect(cardDataIn(received, CAPTURED)).toEqual([]);
        expect(cardDataIn(received, DECLINED)).toEqual([]);
        // The search finds card data when it is there.
        expect(cardDataIn(`${received}{"number":"4111111111111111"}`, CAPTURED)).toContain(
          'card number 4111111111111111',
        );
      } finally {
        await log.close();
      }
    },
  );
});
