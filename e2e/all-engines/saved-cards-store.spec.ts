// The demo store's signed-in returning buyer on its secure-fields checkout, in every engine (Chromium, Firefox ESR,
// WebKitGTK): the store's back end makes the customer and a customer session per page view, and names the customer on
// the charge. The issuer's 3-D Secure challenge card saved when the buyer ticks "Save this card" and confirms the
// challenge is listed at the next order; paid again with its security code alone, the issuer challenges it again and
// the confirmed charge is that saved card. A page left open past its customer session's 30 minutes (the sandbox's
// clock moved) is told in words that the saved card can no longer be used there, nothing is charged, and a reload
// (a fresh session from the store's back end) pays.
import { type Rig } from '../support/engines/rig';
import { shadowText, textOf, valueOf, type Tab } from '../support/engines/tab';
import { sandboxCall } from '../support/helpers';
import { advanceSandboxClock } from '../support/pix-boleto';
import { BANK_ANSWERS, CHALLENGE_CARD, CHALLENGE_FRAME, awaitIssuerPage } from '../support/card-challenge';
import { type TypedCard } from '../support/byte-log';
import { CARD_INPUT, expect, PAY_BUTTON, SESSION_INPUT, test, until, UUID } from '../support/journey';
import { radiosShown, SAVE_CHOICE, SAVED_LIST } from '../support/saved-cards';
import { savedCardSessionText } from '../../src/pay-form/card/saved-card-text';

const CARD_FIELDS = 'pay-form [data-card-fields] iframe';
const IN_FRAME = { number: '#pc-number', expiry: '#pc-expiry', cvv: '#pc-cvv' } as const;
const CHECKOUT = '/checkout/transparent';
const APPROVED = /^Order placed \(charge ([0-9a-f-]{36})\)\.$/;
const VISA: TypedCard = { ...CHALLENGE_CARD, number: '4111 1111 1111 1111' };
/** A customer session lives 30 minutes (docs/service.md, "Saved cards"): the clock moves one more. */
const PAST_SESSION_SECONDS = 31 * 60;
const SESSION_EXPIRED_TEXT = savedCardSessionText('en');
const SLOW = 15_000;

const checkoutPosts = (rig: Rig) => rig.sitePosts.filter((post) => post.path.startsWith('/api/checkout/'));
const customerSessionOf = (tab: Tab) =>
  tab.evaluate(() => document.querySelector('pay-form')?.getAttribute('customer-session') ?? '');
/** Which of the frame's inputs the buyer sees (a saved card: the code alone). */
const frameInputs = (tab: Tab) =>
  tab
    .evaluateInFrame(CARD_FIELDS, () =>
      Array.from(document.querySelectorAll('input'))
        .filter((input) => input.getClientRects().length > 0)
        .map((input) => `#${input.id}`),
    )
    .catch(() => [] as string[]);
const savedCards = async (customerId: string) =>
  (await sandboxCall(`/v1/customers/${customerId}/cards`)).body.data as { last4: string }[];

/** The store's secure-fields checkout (its order new when `newOrder`), once its fraud session and frame are there. */
async function openCheckout(tab: Tab, rig: Rig, newOrder = false) {
  await tab.goto(`${rig.site}${CHECKOUT}${newOrder ? '?new_order=1' : ''}`);
  await until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );
}

/** Signs in with the store's toggle (a plain form post back to the checkout). */
async function signIn(tab: Tab, rig: Rig) {
  await openCheckout(tab, rig);
  await tab.click('#account-toggle');
  await until(
    () => textOf(tab, '#account-toggle'),
    (text) => text === 'Sign out',
  );
}

/** Types `card` in the frame, ticks "Save this card" and pays. */
async function payAndSave(tab: Tab, card: TypedCard) {
  await until(
    () => frameInputs(tab),
    (inputs) => inputs.includes(IN_FRAME.number),
  );
  await tab.fill(CARD_INPUT.name, card.holder);
  await tab.fillInFrame(CARD_FIELDS, IN_FRAME.number, card.number);
  await tab.fillInFrame(CARD_FIELDS, IN_FRAME.expiry, `${card.month}${card.year.slice(-2)}`);
  await tab.fillInFrame(CARD_FIELDS, IN_FRAME.cvv, card.cvv);
  await tab.click(SAVE_CHOICE);
  await tab.click(PAY_BUTTON);
}

/** Waits for the saved cards' list; returns its radios. */
const listed = (tab: Tab, count: number) =>
  until(
    () => tab.evaluate(radiosShown, SAVED_LIST),
    (radios) => radios.length === count,
    SLOW,
  );

/** With the saved card chosen: its code alone in the frame, typed, then Pay. */
async function payWithSavedCode(tab: Tab, cvv: string) {
  await until(
    () => frameInputs(tab),
    (inputs) => inputs.join() === IN_FRAME.cvv,
  );
  await tab.fillInFrame(CARD_FIELDS, IN_FRAME.cvv, cvv);
  await tab.click(PAY_BUTTON);
}

/** Confirms on the issuer's page (Firefox over BiDi: by the frame's DOM, as card-authentication.spec.ts explains). */
async function confirmChallenge(tab: Tab) {
  await awaitIssuerPage(tab);
  if (tab.engine === 'firefox')
    await tab.evaluateInFrame(
      CHALLENGE_FRAME,
      (selector) => document.querySelector<HTMLElement>(selector)?.click(),
      BANK_ANSWERS.confirm,
    );
  else await tab.clickInFrame(CHALLENGE_FRAME, BANK_ANSWERS.confirm);
}

/** The order placed: the charge's id the store's page names. */
async function orderPlaced(tab: Tab): Promise<string> {
  const text = await until(
    () => textOf(tab, '#checkout-result'),
    (said) => !!said && APPROVED.test(said),
    SLOW,
  );
  return APPROVED.exec(text ?? '')?.[1] ?? '';
}

const charge = async (id: string) => (await sandboxCall(`/v1/charges/${id}`)).body.data;

test.describe('the demo store’s returning buyer, on its secure-fields checkout', () => {
  test('a challenge card saved after its challenge is challenged again when paid with its code alone', async ({
    tab,
    rig,
  }) => {
    await signIn(tab, rig);
    await payAndSave(tab, CHALLENGE_CARD);
    await confirmChallenge(tab);
    expect(checkoutPosts(rig)[0]?.body.save_card).toBe(true);
    const first = await charge(await orderPlaced(tab));
    expect(first).toMatchObject({
      status: 'captured',
      customer_id: expect.stringMatching(/^cus_/),
      authentication: { status: 'succeeded', challenged: true },
    });
    const customerId = first.customer_id as string;
    expect((await savedCards(customerId)).map((card) => card.last4)).toEqual(['3220']);

    // The next order lists it, chosen; its code alone, and the issuer challenges the payment again.
    await openCheckout(tab, rig, true);
    expect(await listed(tab, 2)).toEqual([
      { name: 'Visa ending in 3220, expires 07/31', text: 'Visa •••• 3220 expires 07/31', checked: true },
      { name: 'Use another card', text: 'Use another card', checked: false },
    ]);
    await payWithSavedCode(tab, CHALLENGE_CARD.cvv);
    await confirmChallenge(tab);
    expect(checkoutPosts(rig)[1]?.body).not.toHaveProperty('save_card');
    const secondId = await orderPlaced(tab);
    expect(secondId).not.toBe(first.id);
    expect(await charge(secondId)).toMatchObject({
      status: 'captured',
      customer_id: customerId,
      card: { brand: 'visa', last4: '3220', exp_month: 7, exp_year: 2031 },
      authentication: { status: 'succeeded', challenged: true },
    });
    // Paid with the saved card: still the one saved card.
    expect((await savedCards(customerId)).map((card) => card.last4)).toEqual(['3220']);
  });

  // It moves the sandbox's clock: it runs after every other test (playwright.config.ts), one engine at a time.
  test(
    'past its customer session’s 30 minutes the saved card is refused in words, nothing is charged, and a reload pays',
    { tag: '@sandbox-clock' },
    async ({ tab, rig }) => {
      await signIn(tab, rig);
      await payAndSave(tab, VISA);
      const firstId = await orderPlaced(tab);
      const customerId = (await charge(firstId)).customer_id as string;
      await until(
        () => savedCards(customerId),
        (cards) => cards.length === 1,
      );

      await openCheckout(tab, rig, true);
      await listed(tab, 2);
      const staleSession = await customerSessionOf(tab);
      await advanceSandboxClock(PAST_SESSION_SECONDS);
      const postsBefore = checkoutPosts(rig).length;
      await payWithSavedCode(tab, VISA.cvv);
      await until(
        () => shadowText(tab, 'pay-form', '[part="status"]'),
        (text) => text === SESSION_EXPIRED_TEXT,
        SLOW,
      );
      // Refused at the token: the store was never asked to charge, and the order is still to pay.
      expect(checkoutPosts(rig)).toHaveLength(postsBefore);
      expect(await tab.evaluate(() => document.getElementById('order-paid'))).toBeNull();

      // What the text says to do: reload. The store's back end hands the page a fresh session, and the card pays.
      await openCheckout(tab, rig);
      expect(await customerSessionOf(tab)).not.toBe(staleSession);
      expect(await listed(tab, 2)).toEqual([
        { name: 'Visa ending in 1111, expires 07/31', text: 'Visa •••• 1111 expires 07/31', checked: true },
        { name: 'Use another card', text: 'Use another card', checked: false },
      ]);
      await payWithSavedCode(tab, VISA.cvv);
      expect(await charge(await orderPlaced(tab))).toMatchObject({
        status: 'captured',
        customer_id: customerId,
        card: { last4: '1111' },
      });
    },
  );
});
