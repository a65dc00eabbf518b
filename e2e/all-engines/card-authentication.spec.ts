// <pay-form> carries a card payment through the issuer's 3-D Secure challenge on the demo store's transparent checkout,
// in every engine (Chromium, Firefox ESR, WebKitGTK): the sandbox's issuer page in the element's dialog, its answer
// taken only from that frame, the outcome confirmed through the store's status-url. A frictionless debit card pays
// with no dialog and sends no installments; a debit card its issuer cannot authenticate is refused; a challenge
// answered past its 10 minutes is not paid. A completion message wrong in one way only (the service's origin from
// another window; the dialog's own frame on another origin) changes nothing.
import { type Rig } from '../support/engines/rig';
import { shadowText, textOf, valueOf, type Tab } from '../support/engines/tab';
import { sandboxCall } from '../support/helpers';
import { advanceSandboxClock } from '../support/pix-boleto';
import { type TypedCard } from '../support/byte-log';
import { CARD_INPUT, expect, PAY_BUTTON, SESSION_INPUT, test, until, UUID } from '../support/journey';
import {
  BANK_ANSWERS,
  CHALLENGE_CARD,
  CHALLENGE_DIALOG,
  CHALLENGE_FRAME,
  payWithCard,
} from '../support/card-challenge';

const PAY = PAY_BUTTON;
const DEBIT = 'pay-form input[name="payment_method"][value="debit_card"]';
const DIALOG = CHALLENGE_DIALOG;
const FRAME = CHALLENGE_FRAME;
const CARD_FIELDS = 'pay-form [data-card-fields] iframe';
const CONFIRM = BANK_ANSWERS.confirm;
const FAIL = BANK_ANSWERS.fail;
const INPUT = CARD_INPUT;

// Sandbox test cards (docs/sandbox.md, "3-D Secure and debit cards").
const CHALLENGE = CHALLENGE_CARD;
const FRICTIONLESS: TypedCard = { ...CHALLENGE, number: '4000 0000 0000 3063' };
const NOT_ENROLLED: TypedCard = { ...CHALLENGE, number: '4000 0000 0000 3055' };
/** How long the issuer's page waits for the buyer (docs/sandbox.md, "3-D Secure and debit cards"): 10 minutes. */
const CHALLENGE_LIFETIME_SECONDS = 10 * 60;
const APPROVED = /^Order placed \(charge [0-9a-f-]{36}\)\.$/;
const SLOW = 15_000;

/** Opens the transparent checkout, its card in the page's inputs or (`secure`) in the service's card fields. */
async function openCheckout(tab: Tab, site: string, options: { lang?: 'pt-BR'; secure?: boolean } = {}) {
  const query = new URLSearchParams(options.secure ? {} : { card_fields: 'inputs' });
  if (options.lang) query.set('lang', options.lang);
  await tab.goto(`${site}/checkout/transparent?${query}`);
  await until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );
  if (options.secure) {
    await until(
      () => tab.evaluateInFrame(CARD_FIELDS, () => !!document.getElementById('pc-number')).catch(() => false),
      (ready) => ready,
    );
  }
  await tab.evaluate(() => {
    const log: { type: string; detail: unknown }[] = ((window as any).__payEvents = []);
    for (const type of ['pay-success', 'pay-error'])
      document.addEventListener(type, (event) =>
        log.push({ type, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)) }),
      );
  });
}

/** Types the card in the service's card fields and pays. */
async function payWithSecureFields(tab: Tab, card: TypedCard) {
  await tab.fill(INPUT.name, card.holder);
  await tab.fillInFrame(CARD_FIELDS, '#pc-number', card.number);
  await tab.fillInFrame(CARD_FIELDS, '#pc-expiry', `${card.month}${card.year.slice(-2)}`);
  await tab.fillInFrame(CARD_FIELDS, '#pc-cvv', card.cvv);
  await tab.click(PAY);
}

const payEvents = (tab: Tab) => tab.evaluate(() => (window as any).__payEvents as { type: string; detail: any }[]);
const formState = (tab: Tab) =>
  tab.evaluate(() => (document.querySelector('pay-form') as HTMLElement & { state: string }).state);
const status = (tab: Tab) => shadowText(tab, 'pay-form', '[part="status"]');
const checkoutPosts = (rig: Rig) => rig.sitePosts.filter((post) => post.path.startsWith('/api/checkout/'));

/** The dialog as the buyer meets it: open, its title, the framed page's address, and whether focus is inside it. */
const dialogShown = (tab: Tab) =>
  tab.evaluate((selector) => {
    const dialog = document.querySelector<HTMLDialogElement>(selector);
    if (!dialog) return null;
    return {
      open: dialog.open,
      modal: dialog.matches(':modal'),
      title: dialog.querySelector('h2')?.textContent ?? '',
      src: dialog.querySelector('iframe')?.src ?? '',
      focusInside: dialog.contains(document.activeElement),
    };
  }, DIALOG);

/** Waits for the challenge's dialog and its framed page's buttons; returns the dialog as shown. */
async function awaitChallenge(tab: Tab) {
  const shown = await until(
    () => dialogShown(tab),
    (dialog) => !!dialog?.open,
    SLOW,
  );
  if (!shown) throw new Error('no authentication dialog');
  return shown;
}

/**
 * Clicks a button of the issuer's page. Firefox ESR driven through WebDriver BiDi does not deliver input into a frame of
 * another origin (an out-of-process frame), dialog or not: a pointer click arrives in the top document on the
 * `<iframe>` element itself, and keys pressed after focusing the button arrive nowhere — a limit of the driver, which a
 * buyer's mouse or keyboard does not have. There the button is clicked by the frame's own DOM, which submits its form
 * as a click does.
 */
const answer = (tab: Tab, button: string) =>
  tab.engine === 'firefox'
    ? tab.evaluateInFrame(FRAME, (selector) => document.querySelector<HTMLElement>(selector)?.click(), button)
    : tab.clickInFrame(FRAME, button);

/** What the top page hears on its window: each message's type, origin, and which window sent it. */
interface Heard {
  type: unknown;
  origin: string;
  from: 'dialog-frame' | 'card-fields' | 'page' | 'other';
}

/**
 * Records every message the top page receives (after the element's own listener, added when the dialog opened). A
 * probe sent after a forgery, by the same window, arrives after it: once the probe is heard, the element has had the
 * forgery and done whatever it would with it.
 */
const listenToMessages = (tab: Tab) =>
  tab.evaluate(
    ({ dialogFrame, cardFields }) => {
      const heard: unknown[] = ((window as any).__heard = []);
      // A frame's window stays the same object whatever page it navigates to, and once the frame is removed.
      const windowOf = (selector: string) => document.querySelector<HTMLIFrameElement>(selector)?.contentWindow;
      const dialogWindow = windowOf(dialogFrame);
      const cardFieldsWindow = windowOf(cardFields);
      window.addEventListener('message', (event) => {
        const from =
          event.source === dialogWindow
            ? 'dialog-frame'
            : cardFieldsWindow && event.source === cardFieldsWindow
              ? 'card-fields'
              : event.source === window
                ? 'page'
                : 'other';
        heard.push({ type: (event.data as { type?: unknown } | null)?.type, origin: event.origin, from });
      });
    },
    { dialogFrame: FRAME, cardFields: CARD_FIELDS },
  );

const heardMessages = (tab: Tab) => tab.evaluate(() => (window as any).__heard as Heard[]);

const PROBE = { type: 'probe' };

/**
 * Sends the probe through `send` (by the window that sent the message under test) and waits until the top page has
 * heard it; returns what it heard before it, and starts a fresh record.
 */
async function probeHeard(tab: Tab, send: (probe: typeof PROBE) => Promise<unknown>) {
  await send(PROBE);
  await until(
    () => heardMessages(tab),
    (heard) => heard.some((message) => message.type === PROBE.type),
  );
  const heard = await tab.evaluate(() => ((window as any).__heard as Heard[]).splice(0));
  return heard.filter((message) => message.type !== PROBE.type);
}

/** The element's state and events once the attempt has ended. */
async function ended(tab: Tab, state: 'succeeded' | 'failed') {
  await until(
    () => formState(tab),
    (current) => current === state,
    SLOW,
  );
  return payEvents(tab);
}

test.describe('<pay-form> card authentication (3-D Secure)', () => {
  test('a challenge confirmed: the issuer page in a modal dialog, a forged completion ignored, then paid', async ({
    tab,
    rig,
  }) => {
    await openCheckout(tab, rig.site);
    await payWithCard(tab, CHALLENGE);
    const shown = await awaitChallenge(tab);
    expect(shown).toMatchObject({ open: true, modal: true, title: 'Confirm the purchase with your bank' });
    expect(shown.focusInside).toBe(true);
    const page = new URL(shown.src);
    const apiBase = await tab.evaluate(() => document.querySelector('pay-form')?.getAttribute('api-base') ?? '');
    expect(page.origin).toBe(new URL(apiBase).origin);
    expect(page.searchParams.get('origin')).toBe(new URL(rig.site).origin);
    expect(page.searchParams.get('lang')).toBe('en');
    const chargeId = /\/elements\/authentication\/([^/?]+)/.exec(page.pathname)?.[1] ?? '';
    expect(checkoutPosts(rig)[0].body.payment_details).toEqual({
      card_token: expect.stringMatching(/^tok_/),
      installments: 1,
    });

    // The top page posting the completion itself (another window than the frame's): nothing changes.
    await listenToMessages(tab);
    await tab.evaluate(
      (id) => window.postMessage({ type: 'authentication-complete', charge_id: id, status: 'captured' }, window.origin),
      chargeId,
    );
    await probeHeard(tab, (probe) => tab.evaluate((data) => window.postMessage(data, window.origin), probe));
    expect((await dialogShown(tab))?.open).toBe(true);
    expect(await formState(tab)).toBe('submitting');
    expect(await payEvents(tab)).toEqual([]);

    await answer(tab, CONFIRM);
    const events = await ended(tab, 'succeeded');
    expect(events.map((event) => event.type)).toEqual(['pay-success']);
    expect(events[0].detail.data).toMatchObject({ id: chargeId, status: 'captured' });
    expect(await dialogShown(tab)).toBeNull();
    await until(
      () => textOf(tab, '#checkout-result'),
      (text) => !!text && APPROVED.test(text),
      SLOW,
    );
    expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data).toMatchObject({
      status: 'captured',
      authentication: { status: 'succeeded', challenged: true },
    });
  });

  test('completions wrong in one way only are ignored: the service’s origin in another frame, the dialog’s frame on the page’s origin', async ({
    tab,
    rig,
  }) => {
    await openCheckout(tab, rig.site, { secure: true });
    await payWithSecureFields(tab, CHALLENGE);
    const shown = await awaitChallenge(tab);
    const chargeId = /\/elements\/authentication\/([^/?]+)/.exec(new URL(shown.src).pathname)?.[1] ?? '';
    const serviceOrigin = new URL(shown.src).origin;
    const pageOrigin = new URL(rig.site).origin;
    await listenToMessages(tab);
    /** The completion for this charge, posted by the frame's window, then the probe, in one script. */
    const forgeFrom = (frame: string) => (probe: typeof PROBE) =>
      tab.evaluateInFrame(
        frame,
        ({ id, data }) => {
          parent.postMessage({ type: 'authentication-complete', charge_id: id, status: 'captured' }, '*');
          parent.postMessage(data, '*');
        },
        { id: chargeId, data: probe },
      );
    const nothingChanged = async () => {
      expect((await dialogShown(tab))?.open).toBe(true);
      expect(await formState(tab)).toBe('submitting');
      expect(await payEvents(tab)).toEqual([]);
    };

    // The service's origin, from another window: the secure card fields' frame, served by the service too.
    expect(await probeHeard(tab, forgeFrom(CARD_FIELDS))).toEqual([
      { type: 'authentication-complete', origin: serviceOrigin, from: 'card-fields' },
    ]);
    await nothingChanged();

    // The dialog's own frame, on another origin: navigated to a blank page, which takes the merchant page's origin.
    await tab.evaluate((frame) => {
      (document.querySelector(frame) as HTMLIFrameElement).src = 'about:blank';
    }, FRAME);
    await until(
      () => tab.evaluateInFrame(FRAME, () => location.href).catch(() => ''),
      (href) => href === 'about:blank',
    );
    expect(await probeHeard(tab, forgeFrom(FRAME))).toEqual([
      { type: 'authentication-complete', origin: pageOrigin, from: 'dialog-frame' },
    ]);
    await nothingChanged();
    expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data.status).toBe('pending');

    // The issuer's page back in the dialog's frame: its own answer, on its own origin, ends the challenge.
    await tab.evaluate(
      ({ frame, src }) => {
        (document.querySelector(frame) as HTMLIFrameElement).src = src;
      },
      { frame: FRAME, src: shown.src },
    );
    await until(
      () => tab.evaluateInFrame(FRAME, (button) => !!document.querySelector(button), CONFIRM).catch(() => false),
      (ready) => ready,
      SLOW,
    );
    await answer(tab, CONFIRM);
    await ended(tab, 'succeeded');
    expect(await dialogShown(tab)).toBeNull();
    expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data.status).toBe('captured');
  });

  test('pt-BR, secure card fields: the dialog and the failure worded in Portuguese when the buyer fails', async ({
    tab,
    rig,
  }) => {
    await openCheckout(tab, rig.site, { lang: 'pt-BR', secure: true });
    await payWithSecureFields(tab, CHALLENGE);
    const shown = await awaitChallenge(tab);
    expect(shown.title).toBe('Confirme a compra com seu banco');
    expect(new URL(shown.src).searchParams.get('lang')).toBe('pt-BR');
    await answer(tab, FAIL);
    const events = await ended(tab, 'failed');
    expect(events.map((event) => [event.type, event.detail.code])).toEqual([['pay-error', 'AUTHENTICATION_FAILED']]);
    expect(await status(tab)).toBe('O pagamento não foi concluído: seu banco não confirmou a compra.');
    expect(await dialogShown(tab)).toBeNull();
  });

  test('dismissed with Escape: the buyer is told the payment was not completed, focus back on Pay', async ({
    tab,
    rig,
  }) => {
    await openCheckout(tab, rig.site);
    await payWithCard(tab, CHALLENGE);
    await awaitChallenge(tab);
    await tab.press('Escape');
    const events = await ended(tab, 'failed');
    expect(events.map((event) => [event.type, event.detail.code])).toEqual([['pay-error', 'AUTHENTICATION_CANCELLED']]);
    expect(await status(tab)).toMatch(/^The payment was not completed/);
    expect(await dialogShown(tab)).toBeNull();
    expect(await tab.evaluate(() => document.activeElement?.matches('button[type="submit"]') ?? false)).toBe(true);
    // The form is the buyer's again.
    expect(
      await tab.evaluate(
        () => document.querySelector<HTMLButtonElement>('pay-form form button[type="submit"]')?.disabled,
      ),
    ).toBe(false);
  });

  test('a frictionless debit card: no dialog, no installments sent, paid', async ({ tab, rig }) => {
    await openCheckout(tab, rig.site);
    await tab.click(DEBIT);
    await payWithCard(tab, FRICTIONLESS);
    const events = await ended(tab, 'succeeded');
    expect(events.map((event) => event.type)).toEqual(['pay-success']);
    await until(
      () => textOf(tab, '#checkout-result'),
      (text) => !!text && APPROVED.test(text),
      SLOW,
    );
    expect(await dialogShown(tab)).toBeNull();
    const [post] = checkoutPosts(rig);
    expect(post.body.payment_method).toBe('debit_card');
    expect(post.body.payment_details).toEqual({ card_token: expect.stringMatching(/^tok_/) });
  });
  test('a debit card its issuer cannot authenticate: refused with no dialog, worded, and not paid', async ({
    tab,
    rig,
  }) => {
    // A debit card is always authenticated (the service requires it): a card not enrolled cannot pay by debit.
    await openCheckout(tab, rig.site);
    await tab.click(DEBIT);
    await payWithCard(tab, NOT_ENROLLED);
    const events = await ended(tab, 'failed');
    expect(events.map((event) => [event.type, event.detail.code])).toEqual([
      ['pay-error', 'AUTHENTICATION_UNAVAILABLE'],
    ]);
    // The buyer is told what to do: another card (this one cannot pay online).
    expect(await status(tab)).toBe(
      'The payment was not completed: this card’s bank cannot confirm the purchase online. Try another card.',
    );
    expect(await dialogShown(tab)).toBeNull();
    const [post] = checkoutPosts(rig);
    expect(post.body.payment_method).toBe('debit_card');
  });

  // It moves the sandbox's clock: it runs after every other test (playwright.config.ts), one engine at a time. Chromium
  // only: the issuer page's answer taken and worded in every engine is the pt-BR journey above.
  test(
    'answered after the issuer page’s 10 minutes: the buyer is told the time ran out, and nothing is paid',
    { tag: ['@sandbox-clock', '@one-engine'] },
    async ({ tab, rig }) => {
      await openCheckout(tab, rig.site);
      await payWithCard(tab, CHALLENGE);
      const shown = await awaitChallenge(tab);
      const chargeId = /\/elements\/authentication\/([^/?]+)/.exec(new URL(shown.src).pathname)?.[1] ?? '';
      await advanceSandboxClock(CHALLENGE_LIFETIME_SECONDS + 1);
      await answer(tab, CONFIRM);
      const events = await ended(tab, 'failed');
      expect(events.map((event) => [event.type, event.detail.code])).toEqual([['pay-error', 'AUTHENTICATION_EXPIRED']]);
      expect(await status(tab)).toBe('The payment was not completed: the time to confirm with your bank ran out.');
      expect(await dialogShown(tab)).toBeNull();
      expect((await sandboxCall(`/v1/charges/${chargeId}`)).body.data).toMatchObject({
        status: 'failed',
        failure_reason: 'authentication_expired',
      });
    },
  );
});
