// <pay-form>'s installments from the service's quote, in every engine (Chromium, Firefox ESR, WebKitGTK): a select
// without terms of its own shows the sandbox's options for the amount and the card's brand, worded as the buyer must
// see them, and the store receives the chosen count with the total the buyer saw, which the service charges exactly
// (and refuses when it differs). The page is the `/e2e/installments` fixture (R$ 1.000,00, posting to /api/echo).
import type { InstallmentOption } from '../../src/interface/installment-quote';
import { sandboxCall } from '../support/helpers';
import { attributeOf, type Tab } from '../support/engines/tab';
import { CARD_INPUT, expect, test, until } from '../support/journey';

const AMOUNT = 100000;
const VISA = '4111 1111 1111 1111';
const HIPERCARD = '6062 8256 2425 4001';
const SELECT = 'pay-form select[data-installments]';

/** The select's options as the buyer reads them (`[value, text]`, no-break spaces as spaces). */
const optionsShown = (tab: Tab) =>
  tab.evaluate((selector) => {
    const select = document.querySelector<HTMLSelectElement>(selector);
    return Array.from(select?.options ?? []).map((option) => [option.value, option.text.replace(/\s/g, ' ')]);
  }, SELECT);

/** What the select's `aria-describedby` says (the chosen total beside the cash price). */
const described = (tab: Tab) =>
  tab.evaluate((selector) => {
    const ids = document.querySelector(selector)?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s/g, ' ');
  }, SELECT);

/** `cents` as the buyer reads reais (`1.112,70`), written here independently of the element's formatter. */
const reais = (cents: number) =>
  `R$ ${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')}`;

const quote = async (brand: string) =>
  (await sandboxCall(`/v1/installments?amount=${AMOUNT}&brand=${brand}`, { key: 'pk_test_demo' })).body.data as {
    options: InstallmentOption[];
  };

test.describe('<pay-form> installments from the quote', () => {
  test('a Visa sees the 12 quoted options, pays 10× with interest, and is charged the total it saw', async ({
    tab,
    rig,
  }) => {
    await tab.goto(`${rig.site}/e2e/installments?lang=pt-BR&api=${encodeURIComponent(rig.service)}`);
    await tab.fill(CARD_INPUT.number, VISA);
    expect(await attributeOf(tab, 'pay-form', 'card-brand')).toBe('visa');
    const visa = await quote('visa');
    expect(visa.options).toHaveLength(12);
    const shown = await until(
      () => optionsShown(tab),
      (options) => options.length === 12,
    );
    expect(shown.map(([value]) => value)).toEqual(visa.options.map((option) => String(option.installments)));
    visa.options.forEach((option, index) => {
      const text = shown[index][1];
      if (option.installments === 1) expect(text).toBe(`1× de ${reais(AMOUNT)} à vista`);
      else if (option.interest_free)
        expect(text).toBe(`${option.installments}× de ${reais(option.installment_amount)} sem juros`);
      else {
        expect(
          text.startsWith(`${option.installments}× de ${reais(option.installment_amount)} com juros (1,99 % a.m.`),
        ).toBe(true);
        expect(text.endsWith(`— total ${reais(option.total_amount)}`)).toBe(true);
      }
    });
    expect(shown[9]).toEqual(['10', '10× de R$ 111,27 com juros (1,99 % a.m., CET 26,68 % a.a.) — total R$ 1.112,70']);
    // The quote went from the browser to the service with the public key: first for the amount alone (the offer
    // before any card), then with the brand typed.
    const quoted = (path: string) =>
      until(
        async () => rig.serviceRequests.filter((request) => request.method === 'GET' && request.path === path),
        (requests) => requests.length > 0,
      );
    const asked = await quoted(`/v1/installments?amount=${AMOUNT}&brand=visa`);
    expect(asked.at(-1)?.headers.authorization).toBe(`Basic ${Buffer.from('pk_test_demo:').toString('base64')}`);

    // The buyer picks 10× (the engine's own select popup is not scriptable alike everywhere: the value is set as a pick sets it).
    await tab.evaluate((selector) => {
      const select = document.querySelector<HTMLSelectElement>(selector) as HTMLSelectElement;
      select.value = '10';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, SELECT);
    expect(await described(tab)).toBe('Total R$ 1.112,70 · à vista R$ 1.000,00');
    await tab.click('pay-form form button[type="submit"]');
    const post = await until(
      async () => rig.sitePosts.find((request) => request.path === '/api/echo'),
      (request) => !!request,
      15_000,
    );
    const details = post?.body.payment_details;
    expect(details).toEqual({
      card_token: expect.stringMatching(/^tok_/),
      installments: 10,
      installment_total: 111270,
    });

    // The store charges what it received. A total other than the service's is refused first, and nothing is charged.
    const charge = {
      amount: AMOUNT,
      product_type: 'physical',
      payment_method: 'credit_card',
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      items: [{ name: 'Bicycle', quantity: 1, unit_price: AMOUNT, tangible: true }],
    };
    const tampered = await sandboxCall('/v1/charges', {
      body: { ...charge, payment_details: { ...details, installment_total: 100000 } },
    });
    expect(tampered.status).toBe(422);
    expect(tampered.body.error).toBe('INSTALLMENT_TOTAL_MISMATCH');
    const paid = await sandboxCall('/v1/charges', { body: { ...charge, payment_details: details } });
    expect(paid.status).toBe(201);
    expect(paid.body.data.amount).toBe(AMOUNT);
    expect(paid.body.data.installment_plan).toMatchObject({
      installments: 10,
      interest_free: false,
      installment_amount: 11127,
      total_amount: 111270,
      cet_annual: 26.68,
    });
  });

  test('a Hipercard is offered 6 counts at most, as its cap says', async ({ tab, rig }) => {
    await tab.goto(`${rig.site}/e2e/installments?api=${encodeURIComponent(rig.service)}`);
    await tab.fill(CARD_INPUT.number, HIPERCARD);
    expect(await attributeOf(tab, 'pay-form', 'card-brand')).toBe('hipercard');
    const hipercard = await quote('hipercard');
    const shown = await until(
      () => optionsShown(tab),
      (options) => options.length === 6,
    );
    expect(shown.map(([value]) => value)).toEqual(hipercard.options.map((option) => String(option.installments)));
    expect(shown[5]).toEqual([
      '6',
      `6× of ${reais(hipercard.options[5].installment_amount)} with interest (1.99 % a month, CET ${hipercard.options[5].cet_annual.toFixed(2)} % a year) — total ${reais(hipercard.options[5].total_amount)}`,
    ]);
  });

  test('a debit card is offered 1× only, and credit again brings the quote back', async ({ tab, rig }) => {
    await tab.goto(`${rig.site}/e2e/installments?lang=pt-BR&api=${encodeURIComponent(rig.service)}`);
    await tab.fill(CARD_INPUT.number, VISA);
    await until(
      () => optionsShown(tab),
      (options) => options.length === 12,
    );
    await tab.click('pay-form input[name="payment_method"][value="debit_card"]');
    const debit = await until(
      () => optionsShown(tab),
      (options) => options.length === 1,
    );
    expect(debit).toEqual([['1', `1× de ${reais(AMOUNT)} à vista`]]);
    await until(
      async () =>
        rig.serviceRequests.some(
          (request) => request.path === `/v1/installments?amount=${AMOUNT}&brand=visa&payment_method=debit_card`,
        ),
      (asked) => asked,
    );

    await tab.click('pay-form input[name="payment_method"][value="credit_card"]');
    await until(
      () => optionsShown(tab),
      (options) => options.length === 12,
    );
  });
});
