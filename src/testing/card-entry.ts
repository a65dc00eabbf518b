/**
 * Where a checkout page takes a card, as the buyer fixture finds it: the secure card fields' frame that `<pay-form>`
 * mounts, the page's own inputs (by their autofill tokens), the sandbox's hosted card page; and the submit steps that
 * need care in some engine.
 */
import type { Locator, Page } from '@playwright/test';
import { HOSTED_ANOTHER_CARD, HOSTED_FORM_SELECTOR, HOSTED_SAVED_CARD_FIELD } from '../interface/card-display';
import { CARD_FIELDS_PATH, frameElementId } from '../interface/card-fields-protocol';
import { TestingKitError } from './errors';

/** The secure card fields' frame that `<pay-form card-fields="secure">` mounts. */
export const SECURE_FIELDS_FRAME = `pay-form [data-card-fields] iframe, iframe[src*="${CARD_FIELDS_PATH}"]`;
/** The inputs inside that frame. */
export const IN_FRAME = {
  number: `#${frameElementId('number')}`,
  expiry: `#${frameElementId('expiry')}`,
  cvv: `#${frameElementId('cvv')}`,
} as const;
/** The sandbox's hosted card page's form. */
export const HOSTED_FORM = HOSTED_FORM_SELECTOR;
/** Its "Use another card" radio, there when the charge's customer has saved cards. */
export const HOSTED_ANOTHER_CARD_RADIO = `${HOSTED_FORM} input[type="radio"][name="${HOSTED_SAVED_CARD_FIELD}"][value="${HOSTED_ANOTHER_CARD}"]`;
/** How long the buyer waits for what it looks for on a page. */
export const BUYER_TIMEOUT_MS = 10_000;

/** The autofill token of each card input a page may have (an input's `autocomplete` may hold more tokens). */
export const byToken = (root: Page, token: string): Locator =>
  root.locator(`input[autocomplete~="${token}"], select[autocomplete~="${token}"]`);

/** Animation frames the page draws after a scroll, before the next click may come. */
const FRAMES_AFTER_SCROLL = 2;

/**
 * Scrolls the submit control of the frame's form into view, then lets the page draw. Chromium sends a click that
 * follows a scroll at once to a frame of another origin by where that frame was before the scroll: Playwright's click
 * on Pay, below the frame, scrolls the page and could land in the card number instead. With Pay already in view, the
 * suite's next click needs no scroll.
 */
export async function showSubmitControl(frame: Locator): Promise<void> {
  await frame.evaluate(async (element, frames) => {
    const form = element.closest('form');
    const submit = form?.querySelector('button:not([type]), button[type="submit"], input[type="submit"]');
    submit?.scrollIntoView({ block: 'nearest' });
    for (let drawn = 0; drawn < frames; drawn += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, FRAMES_AFTER_SCROLL);
}

/**
 * Submits the hosted card page's form and waits for its answer: the form posts to its own address, so a refusal comes
 * back there (its messages next to the inputs: `card_refused`), and a payment moves on (to `return_url`).
 */
export async function submitHostedForm(page: Page, timeout: number): Promise<void> {
  const answered = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame(),
    timeout,
  });
  await page.locator(HOSTED_FORM).locator('button[type="submit"]').click();
  await answered;
  await page.waitForLoadState();
  const refusal = page.locator(`${HOSTED_FORM} [role="alert"]`);
  if (await refusal.isVisible()) {
    throw new TestingKitError('card_refused', `The hosted card page refused the card: ${await refusal.innerText()}`);
  }
}
