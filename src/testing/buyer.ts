/**
 * The `buyer` fixture: what a buyer does on a checkout page, in any engine Playwright drives. The card goes wherever
 * the page takes it: the service's secure fields (a frame of the sandbox's origin), the page's own inputs (found by
 * their autofill tokens, as `<pay-form>` and browsers find them), or the sandbox's hosted card page.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { AUTHENTICATION_PAGES } from '../interface/card-authentication';
import { SAVED_CARD_CHOICES } from '../interface/card-display';
import { LANGS } from '../interface/lang';
import { authenticationText } from '../sandbox/authentication/texts';
import { payPageText } from '../sandbox/pay-pages/texts';
import {
  BUYER_TIMEOUT_MS,
  byToken,
  HOSTED_ANOTHER_CARD_RADIO,
  HOSTED_FORM,
  IN_FRAME,
  SECURE_FIELDS_FRAME,
  showSubmitControl,
  submitHostedForm,
} from './card-entry';
import type { TestCard } from './cards';
import { payWithSavedCard, type SavedCardChoice } from './saved-card';
import { TestingKitError } from './errors';
import { pixTxid } from './pix-code';
import type { AuthenticationOutcome, SandboxFixture } from './sandbox-handle';

/** The issuer's 3-D Secure page, framed by `<pay-form>` or shown whole by the hosted flow. */
const AUTHENTICATION_FRAME = `iframe[src*="${AUTHENTICATION_PAGES}"]`;
/** The issuer page's button for an outcome, in every language the page speaks (its own texts). */
const answerButton = (key: 'confirm' | 'fail'): RegExp =>
  new RegExp(`^(${LANGS.map((lang) => authenticationText(lang)[key]).join('|')})$`);
const AUTHENTICATION_BUTTONS: Record<AuthenticationOutcome, RegExp> = {
  succeeded: answerButton('confirm'),
  failed: answerButton('fail'),
};
export { BUYER_TIMEOUT_MS, SECURE_FIELDS_FRAME };

/** Where `<pay-form>` shows a Pix's "copia e cola" text (its `pix-code` part). */
const PIX_CODE = 'pay-form [part~="pix-code"]';

export interface PixPaid {
  /** The "copia e cola" text the page showed. */
  code: string;
  txid: string;
}

export interface Buyer {
  /** Fills the card wherever the page takes it: the secure fields' frame, the page's inputs, or the hosted card page. */
  fillCard(page: Page, card: TestCard): Promise<void>;
  /**
   * Fills and submits the sandbox's hosted card page (the page must be on it, or on its way there); where a returning
   * buyer's saved cards are offered, it ticks "Use another card" first.
   */
  payHosted(page: Page, card: TestCard): Promise<void>;
  /**
   * Pays with one of the buyer's saved cards: picks it by its last four digits (the radio named "Visa ending in 4242"
   * / "Visa final 4242"), types its security code (in the secure fields' frame, or the hosted card page's input) and
   * submits the form.
   */
  payWithSavedCard(page: Page, card: SavedCardChoice): Promise<void>;
  /** Reads the Pix code `<pay-form>` shows and pays it on the sandbox's bank page, as the buyer's phone would. */
  payPix(page: Page): Promise<PixPaid>;
  /** Answers the issuer's 3-D Secure page with its "Confirm" (`succeeded`) or "Fail" (`failed`) button. */
  authenticate(page: Page, outcome: AuthenticationOutcome): Promise<void>;
}

/** `MM/YY` → month and both forms of the year. */
export function expiryParts(expiry: string): { month: string; year2: string; year4: string } {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) throw new TestingKitError('no_card_entry', `A test card's expiry is MM/YY; got "${expiry}".`);
  const [, month = '', year2 = ''] = match;
  return { month, year2, year4: `20${year2}` };
}

async function fillSecureFields(page: Page, frame: FrameLocator, card: TestCard): Promise<void> {
  const { month, year2 } = expiryParts(card.expiry);
  await frame.locator(IN_FRAME.number).fill(card.number);
  await frame.locator(IN_FRAME.expiry).fill(`${month}${year2}`);
  await frame.locator(IN_FRAME.cvv).fill(card.cvv);
  // The holder's name stays in the merchant's page, beside the frame.
  await fillEach(byToken(page, 'cc-name'), () => card.name);
}

async function fillInputs(page: Page, card: TestCard): Promise<void> {
  const { month, year2, year4 } = expiryParts(card.expiry);
  await fillEach(byToken(page, 'cc-number'), () => card.number);
  await fillEach(byToken(page, 'cc-name'), () => card.name);
  await fillEach(byToken(page, 'cc-exp'), () => `${month}/${year2}`);
  await fillEach(byToken(page, 'cc-exp-month'), () => [month, String(Number(month))]);
  // A year input that takes two characters gets `YY`; any other the full year.
  await fillEach(byToken(page, 'cc-exp-year'), async (input) =>
    Number(await input.getAttribute('maxlength')) === 2 ? [year2, year4] : [year4, year2],
  );
  await fillEach(byToken(page, 'cc-csc'), () => card.cvv);
}

/** Fills every visible input (or select) of `inputs`; a select takes the first of the values it offers. */
async function fillEach(
  inputs: Locator,
  value: (input: Locator) => string | string[] | Promise<string | string[]>,
): Promise<void> {
  for (const input of await inputs.all()) {
    if (!(await input.isVisible()) || !(await input.isEditable())) continue;
    const wanted = await value(input);
    const values = Array.isArray(wanted) ? wanted : [wanted];
    if ((await input.evaluate((element) => element.localName)) === 'select') {
      await input.selectOption(values.flatMap((option) => [{ value: option }, { label: option }]));
    } else {
      await input.fill(values[0] ?? '');
    }
  }
}

/** `<pay-form customer-session>`'s "Use another card" radio, in every language (the words every surface shows). */
const ANOTHER_CARD_NAME = new RegExp(
  `^(${Object.values(SAVED_CARD_CHOICES)
    .map((words) => words.another)
    .join('|')})$`,
);

/** A returning buyer's saved card chosen in `<pay-form>`: the card typed is "another card". */
async function chooseAnotherCard(page: Page, timeout: number): Promise<void> {
  const another = page.locator('pay-form').getByRole('radio', { name: ANOTHER_CARD_NAME });
  if ((await another.isVisible()) && !(await another.isChecked())) await another.check({ timeout });
}

/** Waits for the card entry the page shows, then fills it. */
async function fillCard(page: Page, card: TestCard, timeout: number): Promise<void> {
  const frame = page.locator(SECURE_FIELDS_FRAME).first();
  const inputs = byToken(page, 'cc-number').first();
  try {
    await frame.or(inputs).first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new TestingKitError(
      'no_card_entry',
      `No card entry on ${page.url()} within ${timeout} ms: no secure fields' frame and no visible input with autocomplete="cc-number".`,
      { cause: error },
    );
  }
  if (await frame.isVisible()) {
    const inner = frame.contentFrame();
    const number = inner.locator(IN_FRAME.number);
    await chooseAnotherCard(page, timeout);
    // The frame's inputs are built by its script once it loaded.
    await number.waitFor({ state: 'visible', timeout });
    await fillSecureFields(page, inner, card);
    // A returning buyer's saved cards may have been listed, one chosen, just before the typing began.
    if (!(await number.isVisible())) {
      await chooseAnotherCard(page, timeout);
      await number.waitFor({ state: 'visible', timeout });
      await fillSecureFields(page, inner, card);
    }
    await showSubmitControl(frame);
  } else {
    await fillInputs(page, card);
  }
}

async function payHosted(page: Page, card: TestCard, timeout: number): Promise<void> {
  const form = page.locator(HOSTED_FORM);
  await form.waitFor({ state: 'visible', timeout });
  // A returning buyer's page has a saved card chosen, its code input in view: the typed card is "another card".
  const anotherCard = page.locator(HOSTED_ANOTHER_CARD_RADIO);
  if ((await anotherCard.count()) > 0) await anotherCard.check({ timeout });
  await fillInputs(page, card);
  await submitHostedForm(page, timeout);
}

async function payPix(sandboxUrl: string, page: Page, timeout: number): Promise<PixPaid> {
  const field = page.locator(PIX_CODE);
  await field.waitFor({ state: 'visible', timeout }).catch((error: unknown) => {
    throw new TestingKitError('no_pix_code', `<pay-form> shows no Pix code on ${page.url()}.`, { cause: error });
  });
  const code = await field.inputValue();
  const txid = pixTxid(code);
  if (txid === undefined) throw new TestingKitError('no_pix_code', `The Pix code holds no txid: "${code}".`);
  // The bank page's button, pressed as a phone would: a form post to the sandbox (no key).
  const paid = await fetch(`${sandboxUrl}/sandbox/pix/${encodeURIComponent(txid)}/pay?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: sandboxUrl },
  });
  const pageText = await paid.text();
  if (!paid.ok || !pageText.includes(payPageText('en').paid)) {
    const said = /role="status">([^<]*)</.exec(pageText)?.[1] ?? `status ${paid.status}`;
    throw new TestingKitError('pix_not_paid', `The sandbox's bank page did not pay Pix ${txid}: ${said}`);
  }
  return { code, txid };
}

/**
 * Whether Playwright's input reaches a frame of another origin. Firefox driven over WebDriver BiDi (as Debian's
 * Firefox ESR is) delivers none there: a pointer click lands in the top document on the `<iframe>` element itself,
 * keys after a focus arrive nowhere; a limit of the driver, not of the buyer's Firefox.
 */
const inputReachesOtherOriginFrames = (page: Page) => page.context().browser()?.browserType().name() !== 'firefox';

/**
 * How long a pressed answer may stay on screen before it is pressed again. A pointer click can be lost when the
 * driver is slow under load (the page had not taken it); the issuer's page takes a second press as the first (it
 * shows how the challenge ended), so pressing again is safe.
 */
const ANSWER_TAKEN_MS = 3_000;

async function authenticate(page: Page, outcome: AuthenticationOutcome, timeout: number): Promise<void> {
  const onIssuerPage = new URL(page.url()).pathname.startsWith(AUTHENTICATION_PAGES);
  const issuerPage = onIssuerPage ? page : page.locator(AUTHENTICATION_FRAME).first().contentFrame();
  const button = issuerPage.getByRole('button', { name: AUTHENTICATION_BUTTONS[outcome] });
  await button.waitFor({ state: 'visible', timeout }).catch((error: unknown) => {
    throw new TestingKitError(
      'no_authentication_page',
      `No issuer's 3-D Secure page on ${page.url()} within ${timeout} ms: neither the page itself nor a frame of ${AUTHENTICATION_PAGES}.`,
      { cause: error },
    );
  });
  const press = () =>
    onIssuerPage || inputReachesOtherOriginFrames(page)
      ? button.click({ timeout })
      : // The button pressed by the framed page's own DOM: the form is submitted as by a click, with the button's value.
        button.evaluate((element: HTMLElement) => element.click());
  // Taken: the page moved on to its outcome (or the dialog closed), so the button is gone.
  const taken = (within: number) =>
    button.waitFor({ state: 'hidden', timeout: within }).then(
      () => true,
      () => false,
    );
  await press();
  if (await taken(ANSWER_TAKEN_MS)) return;
  await press().catch(() => undefined);
  if (await taken(timeout)) return;
  throw new TestingKitError(
    'answer_not_taken',
    `The issuer's 3-D Secure page on ${page.url()} still shows its buttons ${timeout} ms after "${outcome}" was pressed.`,
  );
}

export function createBuyer(sandbox: Pick<SandboxFixture, 'url'>, timeout = BUYER_TIMEOUT_MS): Buyer {
  return {
    fillCard: (page, card) => fillCard(page, card, timeout),
    payHosted: (page, card) => payHosted(page, card, timeout),
    payWithSavedCard: (page, card) => payWithSavedCard(page, card, timeout),
    payPix: (page) => payPix(sandbox.url, page, timeout),
    authenticate: (page, outcome) => authenticate(page, outcome, timeout),
  };
}
