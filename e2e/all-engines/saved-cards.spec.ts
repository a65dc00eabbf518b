// <pay-form customer-session> in every engine (Chromium, Firefox ESR, WebKitGTK): a returning buyer's saved cards are
// listed above the secure card fields, one is paid with its security code alone (typed in the frame), a new card is
// saved only when the buyer ticks "Save this card", a card is removed after a confirmation — with the keyboard — and a
// session the service refuses leaves the full card entry. The page is the `/e2e/saved-cards` fixture; its service is
// the rig's, so what the browser asked the service is read where it arrived.
import { type Tab } from '../support/engines/tab';
import type { Rig } from '../support/engines/rig';
import { expect, test, until } from '../support/journey';
import { sandboxCall } from '../support/helpers';
import {
  chargePosted,
  createCustomer,
  customerSession,
  radiosShown,
  SAVE_CHOICE,
  SAVED_LIST,
  saveCard,
  savedLast4,
} from '../support/saved-cards';

const FRAME = 'pay-form [data-card-fields] iframe';
const PAY = 'pay-form form button[type="submit"]';
const NAME = 'pay-form input[autocomplete="cc-name"]';
const IN_FRAME = { number: '#pc-number', expiry: '#pc-expiry', cvv: '#pc-cvv' } as const;
const VISA = '4111111111111111';
/** The sandbox's captured Amex (its code has 4 digits). */
const AMEX = '378282246310005';
const SLOW = 15_000;
/** A small phone's screen. */
const PHONE = { width: 360, height: 740 };

async function open(tab: Tab, rig: Rig, session: string, lang = 'en') {
  const query = new URLSearchParams({ session, lang, api: rig.service });
  const before = rig.serviceRequests.length;
  await tab.goto(`${rig.site}/e2e/saved-cards?${query}`);
  // The list asked of the service with the page's public key and this page's session.
  const asked = await until(
    async () =>
      rig.serviceRequests
        .slice(before)
        .filter(
          (request) => request.method === 'GET' && request.path.startsWith('/v1/customer-sessions/current/cards'),
        ),
    (requests) => requests.length > 0,
  );
  expect(asked[0]?.headers['x-customer-session']).toBe(session);
  expect(asked[0]?.headers.authorization).toBe(`Basic ${Buffer.from('pk_test_demo:').toString('base64')}`);
}

const CARDS_PATH = '/v1/customer-sessions/current/cards';

/** The element's `card-brand` (the chosen card's, or the typed number's). */
const cardBrand = (tab: Tab) => () =>
  tab.evaluate(() => document.querySelector('pay-form')?.getAttribute('card-brand'));

/** The installments select's values, as quoted. */
const installmentOptions = (tab: Tab) => () =>
  tab.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLOptionElement>('pay-form select[data-installments] option')).map(
      (option) => option.value,
    ),
  );

/** The frame's code input: its label and what the buyer typed. */
const codeField = (tab: Tab) => () =>
  tab.evaluateInFrame(FRAME, () => ({
    label: document.querySelector('label[for="pc-cvv"]')?.textContent ?? '',
    value: (document.querySelector('#pc-cvv') as HTMLInputElement | null)?.value ?? '',
  }));

/** The merchant's page switches the element's language. */
const setLocale = (tab: Tab, locale: string) =>
  tab.evaluate((value) => document.querySelector('pay-form')?.setAttribute('locale', value), locale);

/** Which of the frame's inputs the buyer sees (a saved card: the code alone). */
const frameInputs = (tab: Tab) =>
  tab.evaluateInFrame(FRAME, () =>
    Array.from(document.querySelectorAll('input'))
      .filter((input) => input.getClientRects().length > 0)
      .map((input) => `#${input.id}`),
  );

const checkedSaveChoice = (tab: Tab) =>
  tab.evaluate(
    (host) => (document.querySelector(host)?.shadowRoot?.querySelector('input') as HTMLInputElement | null)?.checked,
    SAVE_CHOICE,
  );
const shown = (tab: Tab, host: string) =>
  tab.evaluate((selector) => {
    const element = document.querySelector(selector) as HTMLElement | null;
    return !!element && !element.hidden;
  }, host);

async function typeNewCard(tab: Tab, number: string, cvv = '123') {
  await until(
    () => frameInputs(tab),
    (inputs) => inputs.includes(IN_FRAME.number),
  );
  await tab.fill(NAME, 'ANA SOUZA');
  await tab.fillInFrame(FRAME, IN_FRAME.number, number);
  await tab.fillInFrame(FRAME, IN_FRAME.expiry, '1230');
  await tab.fillInFrame(FRAME, IN_FRAME.cvv, cvv);
}

/** The store's `n`th post (1-based) of /api/echo: what `<pay-form>` sent. */
const posted = async (rig: Rig, n: number) =>
  (
    await until(
      async () => rig.sitePosts.filter((request) => request.path === '/api/echo'),
      (posts) => posts.length >= n,
      SLOW,
    )
  )[n - 1]?.body as Record<string, any>;

test.describe('<pay-form customer-session>', () => {
  test('a new card is saved only when the buyer asks; next time it is listed and chosen', async ({ tab, rig }) => {
    const customer = await createCustomer();
    await open(tab, rig, await customerSession(customer));
    // No saved card yet: the card entry, and "Save this card", unchecked.
    await until(
      () => shown(tab, SAVE_CHOICE),
      (visible) => visible,
    );
    expect(await shown(tab, SAVED_LIST)).toBe(false);
    expect(await checkedSaveChoice(tab)).toBe(false);
    await typeNewCard(tab, VISA);
    await tab.click(PAY);
    const first = await posted(rig, 1);
    expect(first).not.toHaveProperty('save_card');
    expect((await chargePosted(customer, first)).status).toBe('captured');
    expect(await savedLast4(customer)).toEqual([]);

    await open(tab, rig, await customerSession(customer));
    await typeNewCard(tab, AMEX, '1234');
    // The buyer ticks the box (a click on its label, wherever the engine's pointer lands on it).
    await tab.click(SAVE_CHOICE);
    expect(await checkedSaveChoice(tab)).toBe(true);
    await tab.click(PAY);
    const second = await posted(rig, 2);
    expect(second.save_card).toBe(true);
    expect((await chargePosted(customer, second)).status).toBe('captured');
    expect(await savedLast4(customer)).toEqual(['0005']);

    await open(tab, rig, await customerSession(customer));
    expect(
      await until(
        () => tab.evaluate(radiosShown, SAVED_LIST),
        (radios) => radios.length > 0,
      ),
    ).toEqual([
      {
        name: 'American Express ending in 0005, expires 12/30',
        text: 'American Express •••• 0005 expires 12/30',
        checked: true,
      },
      { name: 'Use another card', text: 'Use another card', checked: false },
    ]);
  });

  test('pays with a saved card and its security code alone, in Portuguese', async ({ tab, rig }) => {
    const customer = await createCustomer();
    await saveCard(customer, VISA);
    await open(tab, rig, await customerSession(customer), 'pt-BR');
    expect(
      await until(
        () => tab.evaluate(radiosShown, SAVED_LIST),
        (radios) => radios.length > 0,
      ),
    ).toEqual([
      { name: 'Visa final 1111, vence em 12/30', text: 'Visa •••• 1111 validade 12/30', checked: true },
      { name: 'Usar outro cartão', text: 'Usar outro cartão', checked: false },
    ]);
    // Only the code is asked, in the frame; the page's name input steps aside, and nothing offers to save again.
    await until(
      () => frameInputs(tab),
      (inputs) => inputs.join() === IN_FRAME.cvv,
    );
    expect(await shown(tab, NAME)).toBe(false);
    expect(await shown(tab, SAVE_CHOICE)).toBe(false);
    expect(
      await tab.evaluate((host) => document.querySelector(host)?.shadowRoot?.textContent?.trim(), SAVE_CHOICE),
    ).toBe('Salvar cartão para próximas compras');
    // The chosen card's brand is known at once: the element shows it and the installments are quoted for it before
    // the code is typed.
    expect(await until(cardBrand(tab), (brand) => brand === 'visa')).toBe('visa');
    await until(
      async () => rig.serviceRequests.filter((request) => request.path.startsWith('/v1/installments?')),
      (quotes) => quotes.some((quote) => new URL(quote.path, rig.service).searchParams.get('brand') === 'visa'),
    );
    expect(await until(installmentOptions(tab), (options) => options.length > 1)).toContain('1');

    // Another language words the list and the code's label again; the choice and the typed code stay.
    await tab.fillInFrame(FRAME, IN_FRAME.cvv, '321');
    const listed = rig.serviceRequests.filter((request) => request.path.startsWith(CARDS_PATH)).length;
    const reworded = [
      {
        locale: 'en',
        radios: [
          { name: 'Visa ending in 1111, expires 12/30', text: 'Visa •••• 1111 expires 12/30', checked: true },
          { name: 'Use another card', text: 'Use another card', checked: false },
        ],
        codeLabel: 'Security code for Visa ending in 1111',
      },
      {
        locale: 'pt-BR',
        radios: [
          { name: 'Visa final 1111, vence em 12/30', text: 'Visa •••• 1111 validade 12/30', checked: true },
          { name: 'Usar outro cartão', text: 'Usar outro cartão', checked: false },
        ],
        codeLabel: 'Código de segurança do Visa final 1111',
      },
    ] as const;
    for (const { locale, radios, codeLabel } of reworded) {
      await setLocale(tab, locale);
      const another = radios.at(-1)?.name;
      expect(
        await until(
          () => tab.evaluate(radiosShown, SAVED_LIST),
          (shown) => shown.at(-1)?.name === another,
        ),
      ).toEqual(radios);
      expect(await until(codeField(tab), (code) => code.label === codeLabel)).toEqual({
        label: codeLabel,
        value: '321',
      });
    }
    expect(rig.serviceRequests.filter((request) => request.path.startsWith(CARDS_PATH))).toHaveLength(listed);

    await tab.click(PAY);
    const sent = await posted(rig, 1);
    expect(sent).not.toHaveProperty('save_card');
    expect(sent.payment_details).toEqual({
      card_token: expect.stringMatching(/^tok_/),
      installments: 1,
      installment_total: 100000,
    });
    // The token was made from the saved card and the code, by the frame, with the session.
    const tokenRequest = rig.serviceRequests.find((request) => request.path === '/v1/card-tokens');
    expect(Object.keys(tokenRequest?.body ?? {}).sort()).toEqual(['card_id', 'cvv']);
    const charged = await chargePosted(customer, sent);
    expect(charged).toMatchObject({
      status: 'captured',
      customer_id: customer,
      card: { brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 },
    });
  });

  test('with the keyboard: arrows choose, Remove asks in place, Keep keeps, Remove removes', async ({ tab, rig }) => {
    const customer = await createCustomer();
    await saveCard(customer, VISA);
    await saveCard(customer, AMEX);
    await open(tab, rig, await customerSession(customer));
    const radios = () => tab.evaluate(radiosShown, SAVED_LIST);
    await until(radios, (shownRadios) => shownRadios.length === 3);
    const inList = (selectorOrText: string) =>
      tab.evaluate(
        ([host, wanted]) => {
          const active = document.querySelector(host)?.shadowRoot?.activeElement;
          return !!active && (active.matches(wanted) || active.textContent === wanted);
        },
        [SAVED_LIST, selectorOrText] as const,
      );
    const focusedPart = () =>
      tab.evaluate((host) => {
        const active = document.querySelector(host)?.shadowRoot?.activeElement;
        return active ? `${active.localName}:${active.getAttribute('part') ?? ''}:${active.textContent ?? ''}` : null;
      }, SAVED_LIST);
    const chosen = async () => (await radios()).findIndex((radio) => radio.checked);
    // The latest saved card first, and chosen.
    expect((await radios()).map((radio) => radio.name)).toEqual([
      'American Express ending in 0005, expires 12/30',
      'Visa ending in 1111, expires 12/30',
      'Use another card',
    ]);
    expect(await chosen()).toBe(0);

    // The buyer reaches the group (its chosen radio) from the top of the page with Tab.
    await until(
      async () => {
        await tab.press('Tab');
        return inList('input[type="radio"]');
      },
      (there) => there,
    );
    await tab.press('ArrowDown');
    expect(await chosen()).toBe(1);
    await tab.press('ArrowDown');
    expect(await chosen()).toBe(2);
    // "Use another card": the frame's full fields are back, and "Save this card" is offered.
    await until(
      () => frameInputs(tab),
      (inputs) => inputs.includes(IN_FRAME.number),
    );
    expect(await shown(tab, SAVE_CHOICE)).toBe(true);
    await tab.press('ArrowUp');
    expect(await chosen()).toBe(1);

    await tab.press('Tab');
    expect(await focusedPart()).toBe('button:remove-card:Remove');
    await tab.press('Enter');
    expect(await focusedPart()).toBe('button:keep-card:Keep');
    expect(await tab.evaluate((host) => document.querySelector(host)?.shadowRoot?.textContent, SAVED_LIST)).toContain(
      'Remove Visa ending in 1111?',
    );
    await tab.press('Enter');
    expect(await focusedPart()).toBe('button:remove-card:Remove');
    expect((await savedLast4(customer)).sort()).toEqual(['0005', '1111']);

    await tab.press('Enter');
    await tab.press('Shift+Tab');
    expect(await focusedPart()).toBe('button:confirm-remove:Remove');
    await tab.press('Enter');
    expect(await until(radios, (shownRadios) => shownRadios.length === 2)).toEqual([
      {
        name: 'American Express ending in 0005, expires 12/30',
        text: 'American Express •••• 0005 expires 12/30',
        checked: true,
      },
      { name: 'Use another card', text: 'Use another card', checked: false },
    ]);
    expect(
      await tab.evaluate(
        (host) => document.querySelector(host)?.shadowRoot?.querySelector('[role="status"]')?.textContent,
        SAVED_LIST,
      ),
    ).toBe('Visa ending in 1111 removed.');
    expect(await focusedPart()).toMatch(/^input:/);
    expect(rig.serviceRequests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(
      [expect.stringMatching(/^\/v1\/customer-sessions\/current\/cards\/card_/)],
    );
    expect(await savedLast4(customer)).toEqual(['0005']);
  });

  test('a saved card the service no longer takes at payment: the list goes, the full entry is back, a new card pays', async ({
    tab,
    rig,
  }) => {
    const customer = await createCustomer();
    await saveCard(customer, VISA);
    await open(tab, rig, await customerSession(customer));
    await until(
      () => frameInputs(tab),
      (inputs) => inputs.join() === IN_FRAME.cvv,
    );
    // Removed meanwhile (another tab, the merchant's back end): its token is refused as the session's.
    const [card] = (await sandboxCall(`/v1/customers/${customer}/cards`)).body.data as { id: string }[];
    expect((await sandboxCall(`/v1/customers/${customer}/cards/${card?.id}`, { method: 'DELETE' })).status).toBe(200);
    await tab.fillInFrame(FRAME, IN_FRAME.cvv, '321');
    await tab.click(PAY);
    expect(
      await until(
        () =>
          tab.evaluate(
            () => document.querySelector('pay-form')?.shadowRoot?.querySelector('[part="status"]')?.textContent,
          ),
        (text) => !!text,
      ),
    ).toBe(
      'The payment was not completed: your saved cards can no longer be used on this page. Type the card details to pay, or reload the page to use your saved cards.',
    );
    // No card left to choose that cannot pay: the frame's three fields, the name input and "Save this card" are back.
    await until(
      () => frameInputs(tab),
      (inputs) => inputs.includes(IN_FRAME.number),
    );
    expect(await tab.evaluate(() => document.querySelectorAll('[data-pay-saved-cards]').length)).toBe(0);
    expect(await shown(tab, NAME)).toBe(true);
    expect(await shown(tab, SAVE_CHOICE)).toBe(true);
    await typeNewCard(tab, VISA);
    await tab.click(PAY);
    const sent = await posted(rig, 1);
    expect(sent.payment_details.card_token).toMatch(/^tok_/);
  });

  test('a session the service refuses leaves the full card entry, and the card pays', async ({ tab, rig }) => {
    await open(tab, rig, 'cst_unknown_or_expired');
    await typeNewCard(tab, VISA);
    await tab.click(PAY);
    const sent = await posted(rig, 1);
    expect(sent.payment_details.card_token).toMatch(/^tok_/);
    // The list's refusal came long before the buyer paid: nothing was added to the form.
    expect(
      await tab.evaluate(() => document.querySelectorAll('[data-pay-saved-cards], [data-pay-save-card]').length),
    ).toBe(0);
  });
});

test.describe('<pay-form customer-session> on a phone', () => {
  test.use({ bareWindow: true });

  test('360 px wide, in Portuguese: every card, its expiry and Remove fit the screen, nothing scrolls sideways', async ({
    tab,
    rig,
  }) => {
    const viewport = await tab.setViewport(PHONE.width, PHONE.height);
    const customer = await createCustomer();
    await saveCard(customer, VISA);
    await saveCard(customer, AMEX);
    await open(tab, rig, await customerSession(customer), 'pt-BR');
    await until(
      () => tab.evaluate(radiosShown, SAVED_LIST),
      (radios) => radios.length === 3,
    );
    const layout = await tab.evaluate((host) => {
      const root = document.querySelector(host)?.shadowRoot;
      const box = (element: Element) => {
        const { left, right, height } = element.getBoundingClientRect();
        return { left, right, height };
      };
      return {
        scrollWidth: document.documentElement.scrollWidth,
        rows: Array.from(root?.querySelectorAll('[part~="saved-card"]') ?? []).map(box),
        removes: Array.from(root?.querySelectorAll('[part="remove-card"]') ?? []).map(box),
        expiries: Array.from(root?.querySelectorAll('[part="saved-card-expiry"]') ?? []).map(box),
      };
    }, SAVED_LIST);
    expect(layout.scrollWidth).toBeLessThanOrEqual(viewport.width);
    expect(layout.rows).toHaveLength(3);
    expect(layout.removes).toHaveLength(2);
    for (const box of [...layout.rows, ...layout.removes, ...layout.expiries]) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(viewport.width);
    }
    // Touch targets: each Remove at least 44 px tall.
    for (const remove of layout.removes) expect(remove.height).toBeGreaterThanOrEqual(44);
  });
});
