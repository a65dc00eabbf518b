// The costly item paid in 10 installments with interest, end to end in every engine: the demo store's espresso machine
// (R$ 1.000,00) offered "up to 3× interest-free, up to 12× with interest", the hosted card page's options equal to the
// service's quote, the buyer's choice of 10× charged R$ 1.112,70 — on the charge, in the webhook the store received and
// on the console's charge page — and a tampered total refused by the store in the buyer's words, nothing charged.
import { textOf, valueOf, type Tab } from '../support/engines/tab';
import { APPROVED_CARD, RETURN_STATUS } from '../support/store-orders';
import { sandboxCall } from '../support/helpers';
import { expect, PAY_BUTTON, SANDBOX, SESSION_INPUT, test, until, UUID } from '../support/journey';

const AMOUNT = 100_000;
const TOTAL_10X = 111_270;
const HOSTED_SELECT = 'select#installments';
const MISMATCH =
  'The installment total shown differs from the payment service’s (the terms may have changed): reload the checkout to see them again. Nothing was charged.';

/** Money as the pages write it, with plain spaces (Intl puts a no-break space after R$). */
const money = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\s/g, ' ');
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** The options of a select: value, words and whether chosen. */
const optionsOf = (tab: Tab, selector: string) =>
  tab.evaluate(
    (s) =>
      [...document.querySelectorAll<HTMLOptionElement>(`${s} option`)].map((option) => ({
        count: Number(option.value),
        text: option.textContent ?? '',
        selected: option.selected,
      })),
    selector,
  );

/** The text of the console's fact labelled `label` on a charge's page. */
const consoleFact = (tab: Tab, label: string) =>
  tab.evaluate((name) => {
    const term = [...document.querySelectorAll('dl.facts dt')].find((dt) => dt.textContent?.trim() === name);
    return term?.nextElementSibling?.textContent?.trim() ?? null;
  }, label);

/** The buyer's browser posts a checkout of its order straight to the store, as a changed page would. */
const postCheckout = (tab: Tab, body: Record<string, unknown>) =>
  tab.evaluate(async (order) => {
    const response = await fetch('/api/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }, body);

test.describe('installments with interest: the costly item on the hosted checkout', () => {
  test('a tampered total is refused in words; then 10× chosen on the hosted page is charged, told and shown', async ({
    tab,
    rig,
  }) => {
    await tab.goto(`${rig.site}/checkout/hosted?cart=espresso`);
    await until(
      () => valueOf(tab, SESSION_INPUT),
      (id) => !!id && UUID.test(id),
    );
    expect(await textOf(tab, '#installment-offer')).toBe('up to 3× interest-free, up to 12× with interest');
    const orderId = await valueOf(tab, 'pay-form input[name="order_id"]');

    // A changed page sends a total of its own: the service refuses it and the store says so; nothing is charged (the
    // same order is paid below, which an order with a charge waiting would refuse).
    const tampered = await postCheckout(tab, {
      customer: { name: 'Ana Souza', email: 'ana@example.com' },
      card_flow: 'hosted',
      payment_method: 'credit_card',
      order_id: orderId,
      lang: 'en',
      payment_details: { installments: 10, installment_total: AMOUNT },
    });
    expect(tampered).toEqual({
      status: 422,
      body: {
        success: false,
        error: 'INSTALLMENT_TOTAL_MISMATCH',
        message: MISMATCH,
        details: [{ field: 'payment_details.installment_total', message: MISMATCH }],
      },
    });

    // The store's select: 4× chosen there is the hosted page's preselection.
    await tab.select('pay-form select[data-installments]', '4');
    await tab.click(PAY_BUTTON);
    await until(
      () => tab.url(),
      (url) => url.startsWith(`${SANDBOX}/hosted/charges/`),
    );
    const chargeId = new URL(await tab.url()).pathname.split('/').pop() ?? '';

    // The hosted page offers the service's quote for the amount, count by count, with the same numbers.
    const quote = await sandboxCall(`/v1/installments?amount=${AMOUNT}`, { key: 'pk_test_demo' });
    const quoted = quote.body.data.options as Array<Record<string, number | boolean>>;
    const offered = await until(
      () => optionsOf(tab, HOSTED_SELECT),
      (options) => options.length > 0,
    );
    expect(offered.map((option) => option.count)).toEqual(quoted.map((option) => option.installments));
    expect(offered.filter((option) => option.selected).map((option) => option.count)).toEqual([4]);
    for (const [index, option] of quoted.entries()) {
      expect(plain(offered[index].text)).toContain(money(option.installment_amount as number));
      if (!option.interest_free)
        expect(plain(offered[index].text)).toContain(`total ${money(option.total_amount as number)}`);
    }
    expect(plain(offered[9].text)).toBe(
      `10× of ${money(11_127)} with interest (1.99 % a month, CET 26.68 % a year) — total ${money(TOTAL_10X)}`,
    );

    await tab.select(HOSTED_SELECT, '10');
    await tab.fill('input[autocomplete="cc-name"]', 'ANA SOUZA');
    await tab.fill('input[autocomplete="cc-number"]', APPROVED_CARD);
    await tab.fill('input[autocomplete="cc-exp"]', '12/30');
    await tab.fill('input[autocomplete="cc-csc"]', '123');
    await tab.click('button[type="submit"]');
    await until(
      () => tab.url(),
      (url) => new URL(url).pathname === '/return',
    );
    await until(
      () => textOf(tab, RETURN_STATUS),
      (text) => text === `Payment approved (charge ${chargeId}).`,
      15_000,
    );

    // The service charged the chosen count: the cash price stays the amount, the total is the 10× one.
    const charge = (await sandboxCall(`/v1/charges/${chargeId}`)).body.data;
    expect(charge).toMatchObject({
      status: 'captured',
      amount: AMOUNT,
      installments: 10,
      installment_plan: { installments: 10, interest_free: false, installment_amount: 11_127, total_amount: TOTAL_10X },
    });
    // The webhook the store received says the same (the store keeps the total it was told).
    const order = await fetch(`${rig.site}/api/console/orders/demo/${chargeId}`).then(
      (reply) => reply.json() as Promise<{ data: Record<string, unknown> }>,
    );
    expect(order.data).toMatchObject({ state: 'paid', amount: AMOUNT, charged_total: TOTAL_10X });

    // The console's charge page shows the total with interest.
    // The console first, then its charge's route: Firefox reports a load of an address with a fragment straight after
    // the return page as interrupted by itself.
    await tab.goto(`${rig.site}/console`);
    await tab.evaluate((id) => {
      location.hash = `#/charges/${id}`;
    }, chargeId);
    const total = await until(
      () => consoleFact(tab, 'Total charged'),
      (text) => text !== null,
    );
    expect(plain(total)).toBe(money(TOTAL_10X));
    expect(plain(await consoleFact(tab, 'CET (total effective cost, a year)'))).toBe('26.68 %');
  });
});
