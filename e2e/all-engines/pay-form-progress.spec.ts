// What the buyer sees while a payment is under way and after it, in every engine (Chromium, Firefox ESR, WebKitGTK):
// "Processing…" with the form locked, then the final state in words and no second payment; a store that fails with a
// 5xx is worded by the element, never with the server's text.
import { shadowText, textOf, valueOf, type Tab } from '../support/engines/tab';
import { expect, test, until, UUID, ONE_ENGINE } from '../support/journey';

const PAY = 'pay-form form button[type="submit"]';
const SLOW = 15_000;

/** The transparent checkout with the card in the page's own inputs (served filled in with a test card). */
async function openCheckout(tab: Tab, site: string, lang?: 'pt-BR') {
  await tab.goto(`${site}/checkout/transparent?card_fields=inputs${lang ? `&lang=${lang}` : ''}`);
  await until(
    () => valueOf(tab, 'pay-form input[name="fraud_session_id"]'),
    (id) => !!id && UUID.test(id),
  );
}

/** Which of the form's visible controls are disabled, by name or autofill token. */
const disabledControls = (tab: Tab) =>
  tab.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('pay-form form :is(input:not([type="hidden"]), select, button)')]
      // The panels of the methods not chosen (Pix, boleto) are hidden, their inputs disabled by the page itself.
      .filter((control) => control.disabled && !control.closest('[hidden]'))
      .map((control) => control.name || control.getAttribute('autocomplete') || control.localName),
  );
/** The checkout's controls a locked form holds disabled (the chosen method's panel; card typed in the page). */
const EVERY_CONTROL = [
  'customer.name',
  'customer.email',
  'payment_details.installments',
  'cc-number',
  'cc-csc',
  'button',
];
const notice = (tab: Tab) => shadowText(tab, 'pay-form', '[role="status"]');
const formState = (tab: Tab) =>
  tab.evaluate(() => (document.querySelector('pay-form') as HTMLElement & { state: string }).state);

test('a payment under way: "Processing…" and a locked form; then approved in words, and no second payment', async ({
  tab,
  rig,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  rig.onCheckout(async (_request, forward) => {
    await held;
    return forward();
  });
  await openCheckout(tab, rig.site);
  await tab.click(PAY);
  await until(
    () => notice(tab),
    (text) => text === 'Processing…',
    SLOW,
  );
  expect(await disabledControls(tab)).toEqual(expect.arrayContaining(EVERY_CONTROL));

  release();
  await until(
    () => textOf(tab, '#checkout-result'),
    (text) => !!text && text.startsWith('Order placed'),
    SLOW,
  );
  expect(await formState(tab)).toBe('succeeded');
  // An approved payment is final: the whole form stays locked (until the page calls reset()).
  expect(await disabledControls(tab)).toEqual(expect.arrayContaining(EVERY_CONTROL));
  // Enter in a field, or a script, submits without the button: still refused.
  // An accepted submit enters `submitting` before its first request, within requestSubmit(): read right after it.
  expect(
    await tab.evaluate(() => {
      document.querySelector<HTMLFormElement>('pay-form form')?.requestSubmit();
      return (document.querySelector('pay-form') as HTMLElement & { state: string }).state;
    }),
  ).toBe('succeeded');
  expect(await formState(tab)).toBe('succeeded');
  expect(rig.sitePosts.filter((post) => post.path.startsWith('/api/checkout/'))).toHaveLength(1);
});

// The sentence is the element's; its pt-BR failures worded in every engine: secure-card-fields.spec.ts ('a pt-BR page: the
// frame, its problems and the outcome in Portuguese') and card-authentication.spec.ts ('pt-BR, secure card fields').
test(
  'a 500 from the store: the element\'s own sentence in pt-BR, never "Internal"; the form editable again',
  ONE_ENGINE,
  async ({ tab, rig }) => {
    rig.onCheckout(() => ({ status: 500, body: { success: false, message: 'Internal', error: 'INTERNAL' } }));
    await openCheckout(tab, rig.site, 'pt-BR');
    await tab.click(PAY);
    await until(
      () => formState(tab),
      (state) => state === 'failed',
      SLOW,
    );
    expect(await shadowText(tab, 'pay-form', '[part="status"]')).toBe('O pagamento falhou. Tente novamente.');
    expect(await disabledControls(tab)).toEqual([]);
  },
);
