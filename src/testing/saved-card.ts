/**
 * `buyer.payWithSavedCard`: a returning buyer pays with a card the service keeps, typing only its security code. The
 * card is picked by its last four digits, as a screen reader user would find it: the radio whose accessible name holds
 * "ending in 4242" (or "final 4242" in Portuguese: the words every surface names a card with), on `<pay-form
 * customer-session>` (the code then typed in the secure fields' frame) or on the sandbox's hosted card page (the code
 * in its `autocomplete="cc-csc"` input).
 */
import type { Page } from '@playwright/test';
import { LAST4_WORDS } from '../interface/card-display';
import { HOSTED_FORM, IN_FRAME, SECURE_FIELDS_FRAME, showSubmitControl, submitHostedForm } from './card-entry';
import { TestingKitError } from './errors';

/** Which saved card, by its last four digits, and the security code the buyer types. */
export interface SavedCardChoice {
  last4: string;
  cvv: string;
}

/** The words before the last four digits in a saved card's accessible name, in any language, as a pattern. */
const LAST4_NAMES = Object.values(LAST4_WORDS)
  .map((words) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

/** The submit control of `<pay-form>`'s form. */
const PAY_FORM_SUBMIT =
  'pay-form form button:not([type]), pay-form form button[type="submit"], pay-form form input[type="submit"]';

export async function payWithSavedCard(page: Page, { last4, cvv }: SavedCardChoice, timeout: number): Promise<void> {
  if (!/^\d{4}$/.test(last4))
    throw new TestingKitError('no_saved_card', `A saved card is picked by its last four digits; got "${last4}".`);
  // "ending in 4242" or "final 4242", not "… 42421": the digits end there.
  const radio = page.getByRole('radio', { name: new RegExp(`(?:${LAST4_NAMES}) ${last4}(?!\\d)`) }).first();
  await radio.waitFor({ state: 'visible', timeout }).catch((error: unknown) => {
    throw new TestingKitError(
      'no_saved_card',
      `No saved card ending in ${last4} on ${page.url()} within ${timeout} ms: no radio whose accessible name holds it.`,
      { cause: error },
    );
  });
  await radio.check({ timeout });

  const frame = page.locator(SECURE_FIELDS_FRAME).first();
  const hostedForm = page.locator(HOSTED_FORM);
  await frame.or(hostedForm).first().waitFor({ state: 'visible', timeout });
  if (await hostedForm.isVisible()) {
    // The saved card's code input (the page may also hold a new card's, hidden while a saved card is chosen).
    await hostedForm.locator('input[autocomplete~="cc-csc"]').filter({ visible: true }).first().fill(cvv, { timeout });
    return submitHostedForm(page, timeout);
  }
  // The frame asks for that card's code alone once told of the choice.
  const code = frame.contentFrame().locator(IN_FRAME.cvv);
  await code.waitFor({ state: 'visible', timeout });
  await code.fill(cvv);
  await showSubmitControl(frame);
  await page.locator(PAY_FORM_SUBMIT).first().click({ timeout });
}
