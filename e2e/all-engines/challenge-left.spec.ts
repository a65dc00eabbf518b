// A buyer who leaves the bank's 3-D Secure confirmation (its Cancel, or a reload of the checkout) can pay another way
// at once, in every engine: the demo store ends the waiting charge before it makes the next one, so the order ends
// with exactly one charge captured and the one left behind failed, never confirmable again.
import { shadowText, textOf, type Tab } from '../support/engines/tab';
import { sandboxCall } from '../support/helpers';
import { type TypedCard } from '../support/byte-log';
import { CHALLENGE_CARD, CHALLENGE_DIALOG, openCardCheckout, payWithCard } from '../support/card-challenge';
import { expect, test, until } from '../support/journey';

// The dialog's one button of its own (the bank's are inside its frame): Cancel, in the shop's bar.
const CANCEL = `${CHALLENGE_DIALOG} button`;
const APPROVED_CARD: TypedCard = { ...CHALLENGE_CARD, number: '4111 1111 1111 1111' };
const APPROVED = /^Order placed \(charge [0-9a-f-]{36}\)\.$/;
const CANCELLED = 'The payment was not completed: the confirmation with your bank was cancelled. You can try again.';
const SLOW = 15_000;

/** Waits for the issuer's page in the element's dialog; returns the charge it asks about. */
async function challengedCharge(tab: Tab): Promise<string> {
  const src = await until(
    () =>
      tab.evaluate(
        (selector) => document.querySelector(`${selector} iframe`)?.getAttribute('src') ?? '',
        CHALLENGE_DIALOG,
      ),
    (value) => value !== '',
    SLOW,
  );
  return /\/elements\/authentication\/([^/?]+)/.exec(new URL(src).pathname)?.[1] ?? '';
}

const formState = (tab: Tab) =>
  tab.evaluate(() => (document.querySelector('pay-form') as HTMLElement & { state: string }).state);

async function ended(tab: Tab, state: 'succeeded' | 'failed') {
  await until(
    () => formState(tab),
    (current) => current === state,
    SLOW,
  );
}

const chargeOf = async (id: string) => (await sandboxCall(`/v1/charges/${id}`)).body.data;

/** Pays with the approved card and returns the charge the result names, once approved. */
async function payAnotherCard(tab: Tab): Promise<string> {
  await payWithCard(tab, APPROVED_CARD);
  await ended(tab, 'succeeded');
  const result = await until(
    () => textOf(tab, '#checkout-result'),
    (text) => !!text && APPROVED.test(text),
    SLOW,
  );
  return /charge ([0-9a-f-]{36})/.exec(result ?? '')?.[1] ?? '';
}

/** The order's end: the charge left behind failed (its challenge answered "failed"), the other one captured. */
async function expectOneCaptured(left: string, paid: string) {
  expect(paid).not.toBe(left);
  expect(await chargeOf(left)).toMatchObject({ status: 'failed', failure_reason: 'authentication_failed' });
  expect(await chargeOf(paid)).toMatchObject({ status: 'captured' });
  // The challenge left behind cannot be confirmed any more: the second capture cannot happen.
  const late = await sandboxCall(`/sandbox/charges/${left}/authenticate`, { body: { outcome: 'succeeded' } });
  expect(late.status).toBe(409);
  expect(await chargeOf(left)).toMatchObject({ status: 'failed' });
}

test.describe('a 3-D Secure confirmation the buyer left', () => {
  test('Cancel in the bank’s dialog, then another card: paid once, the waiting charge ended', async ({ tab, rig }) => {
    await openCardCheckout(tab, rig.site);
    await payWithCard(tab, CHALLENGE_CARD);
    const left = await challengedCharge(tab);
    await tab.click(CANCEL);
    await ended(tab, 'failed');
    expect(await shadowText(tab, 'pay-form', '[part="status"]')).toBe(CANCELLED);

    const paid = await payAnotherCard(tab);
    await expectOneCaptured(left, paid);
  });

  test('a reload during the confirmation, then another card: paid once, the waiting charge ended', async ({
    tab,
    rig,
  }) => {
    await openCardCheckout(tab, rig.site);
    await payWithCard(tab, CHALLENGE_CARD);
    const left = await challengedCharge(tab);
    await openCardCheckout(tab, rig.site);
    const paid = await payAnotherCard(tab);
    await expectOneCaptured(left, paid);
  });
});
