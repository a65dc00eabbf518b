/**
 * The hosted card page's installment choice over real HTTP: the options are the quote's (same counts, same numbers),
 * worded as the law asks in en and pt-BR; the charge is priced by the count the buyer chose, a brand capped lower is
 * refused next to the choice, and a count the page did not offer is refused.
 */
import { describe, expect, it } from 'vitest';
import { call, createCharge, hostedChargeBody, publicAuth, secretAuth, useSandbox } from '../test-harness/test-support';
import { formatAmount } from '../kernel/page-formats';

const sandbox = useSandbox();

/** A Hipercard number (prefix 606282, capped at 6× by the seeded terms) with its Luhn check digit. */
const HIPERCARD = '6062820000000011';
const VISA = '4111 1111 1111 1111';

async function costlyHostedCharge(installments: number, overrides: Record<string, unknown> = {}) {
  const charge = await createCharge(
    sandbox.current,
    hostedChargeBody({
      amount: 100000,
      items: [{ name: 'Bicycle', quantity: 1, unit_price: 100000, tangible: true }],
      payment_details: { installments },
      ...overrides,
    }),
  );
  const url = new URL(charge.payment_fields.redirect_url as string);
  return { charge, path: `${url.pathname}${url.search}` };
}

const post = (path: string, fields: Record<string, string>) =>
  call(sandbox.current, 'POST', path, {
    body: new URLSearchParams({ holder_name: 'ANA SILVA', exp: '12/99', cvv: '123', ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** The page's options: value, text and whether preselected. */
function pageOptions(html: string) {
  const select = /<select id="installments" name="installments"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="(\d+)"( selected)?>([^<]*)<\/option>/g)].map((match) => ({
    count: Number(match[1]),
    selected: match[2] !== undefined,
    text: match[3].replaceAll('&amp;', '&'),
  }));
}

const money = (cents: number) => formatAmount(cents, 'BRL');
const readCharge = async (id: string) =>
  (await call(sandbox.current, 'GET', `/v1/charges/${id}`, { auth: secretAuth() })).body.data;

describe('the hosted page’s installment options', () => {
  it('are the quote’s, count by count and cent by cent, the merchant’s count preselected', async () => {
    const { path } = await costlyHostedCharge(4);
    const quote = await call(sandbox.current, 'GET', '/v1/installments?amount=100000', { auth: publicAuth() });
    const quoted: Array<Record<string, number | boolean>> = quote.body.data.options;
    const english = pageOptions((await call(sandbox.current, 'GET', `${path}&lang=en`)).text);
    expect(english.map((option) => option.count)).toEqual(quoted.map((option) => option.installments));
    expect(english.filter((option) => option.selected).map((option) => option.count)).toEqual([4]);
    for (const [index, option] of quoted.entries()) {
      const text = english[index].text;
      expect(text).toContain(`${String(option.installments)}× of ${money(option.installment_amount as number)}`);
      if (option.interest_free) continue;
      const cet = (option.cet_annual as number).toFixed(2);
      expect(text).toContain(`(1.99 % a month, CET ${cet} % a year) — total ${money(option.total_amount as number)}`);
    }
    expect(english[0].text).toBe(`1× of ${money(100000)}, paid at once`);
    expect(english[2].text).toBe(`3× of ${money(33334)} interest-free`);
    expect(english[9].text).toBe(
      `10× of ${money(11127)} with interest (1.99 % a month, CET 26.68 % a year) — total ${money(111270)}`,
    );
  });

  it('speak pt-BR with the cash price beside them, and the heading and button name no amount', async () => {
    const { path } = await costlyHostedCharge(10);
    const page = (await call(sandbox.current, 'GET', `${path}&lang=pt-BR`)).text;
    const options = pageOptions(page);
    expect(options[0].text).toBe(`1× de ${money(100000)} à vista`);
    expect(options[2].text).toBe(`3× de ${money(33334)} sem juros`);
    expect(options[3].text).toBe(
      `4× de ${money(26256)} com juros (1,99 % a.m., CET 26,67 % a.a.) — total ${money(105024)}`,
    );
    expect(options[9]).toEqual({
      count: 10,
      selected: true,
      text: `10× de ${money(11127)} com juros (1,99 % a.m., CET 26,68 % a.a.) — total ${money(111270)}`,
    });
    expect(page).toContain('<label for="installments">Parcelamento</label>');
    expect(page).toMatch(/Preço à vista<\/span> <span>R\$\s1\.000,00/);
    expect(page).toContain('<h1>Pagar com cartão</h1>');
    expect(page).toContain('<button type="submit">Pagar</button>');
  });

  it('are none for a debit card: one payment, its amount on the heading and the button', async () => {
    const { path } = await costlyHostedCharge(1, { payment_method: 'debit_card' });
    const page = (await call(sandbox.current, 'GET', path)).text;
    expect(page).not.toContain('<select');
    expect(page).toMatch(/<button type="submit">Pay R\$\s1\.000,00<\/button>/);
  });
});

describe('the count the buyer chose on the hosted page', () => {
  it('prices the charge, whatever count the merchant preselected', async () => {
    const { charge, path } = await costlyHostedCharge(3);
    expect(charge.installment_plan).toMatchObject({ installments: 3, total_amount: 100000 });
    const paid = await post(path, { number: VISA, installments: '10' });
    expect(paid.status).toBe(303);
    expect(await readCharge(charge.id)).toMatchObject({
      status: 'captured',
      amount: 100000,
      installments: 10,
      installment_plan: {
        installments: 10,
        interest_free: false,
        installment_amount: 11127,
        total_amount: 111270,
        monthly_rate: 1.99,
        cet_annual: 26.68,
      },
    });
  });

  it('is the merchant’s when the form sends none', async () => {
    const { charge, path } = await costlyHostedCharge(10);
    expect((await post(path, { number: VISA })).status).toBe(303);
    expect(await readCharge(charge.id)).toMatchObject({ installments: 10, installment_plan: { total_amount: 111270 } });
  });

  it('over the typed card’s brand cap is refused next to the choice, kept, and the charge stays pending', async () => {
    const { charge, path } = await costlyHostedCharge(3);
    const refused = await post(`${path}&lang=pt-BR`, { number: HIPERCARD, installments: '10' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(
      'Este cartão pode ser parcelado em até 6 vezes aqui: escolha menos parcelas ou use outro cartão.',
    );
    expect(refused.text).toMatch(/<select id="installments" name="installments" aria-invalid="true"/);
    expect(refused.text).toContain('<a href="#installments">Parcelamento: ');
    expect(pageOptions(refused.text).find((option) => option.selected)?.count).toBe(10);
    expect((await readCharge(charge.id)).status).toBe('pending');

    // Within the cap the card is processed (this number is not one of the approving test cards: declined).
    expect((await post(path, { number: HIPERCARD, installments: '6' })).status).toBe(303);
    expect(await readCharge(charge.id)).toMatchObject({
      status: 'failed',
      card: { brand: 'hipercard' },
      installment_plan: { installments: 6, interest_free: false },
    });
  });

  it('that the page did not offer is refused, nothing charged', async () => {
    const { charge, path } = await costlyHostedCharge(3);
    for (const installments of ['13', '0', 'ten']) {
      const refused = await post(path, { number: VISA, installments });
      expect(refused.status).toBe(422);
      expect(refused.text).toContain('Choose one of the installment options offered.');
    }
    expect(await readCharge(charge.id)).toMatchObject({ status: 'pending', installment_plan: { installments: 3 } });
  });
});

describe('the offer a hosted page showed', () => {
  const setTerms = (json: Record<string, unknown>) =>
    call(sandbox.current, 'PUT', '/sandbox/installment-terms', { auth: secretAuth(), json });

  it('is what the buyer pays after the merchant’s terms change: the merchant’s checked total, kept', async () => {
    const { charge, path } = await costlyHostedCharge(10, {
      payment_details: { installments: 10, installment_total: 111270 },
    });
    expect(charge.installment_plan).toMatchObject({ installments: 10, total_amount: 111270 });
    const shown = (await call(sandbox.current, 'GET', path)).text;
    expect(pageOptions(shown).find((option) => option.selected)?.text).toContain(`total ${money(111270)}`);
    expect((await setTerms({ monthly_rate: 9.99 })).status).toBe(200);
    const paid = await post(path, { holder_name: 'A B', number: '4111111111111111', exp: '12/30', installments: '10' });
    expect(paid.status).toBe(303);
    expect(await readCharge(charge.id)).toMatchObject({
      status: 'captured',
      installments: 10,
      installment_plan: { installments: 10, installment_amount: 11127, total_amount: 111270, monthly_rate: 1.99 },
    });
  });

  it('is what a page rendered after a change of terms shows, and prices another count the page listed', async () => {
    const { charge, path } = await costlyHostedCharge(3);
    const before = pageOptions((await call(sandbox.current, 'GET', path)).text);
    expect((await setTerms({ monthly_rate: 9.99, max_installments: 24, min_installment: 100 })).status).toBe(200);
    const after = pageOptions((await call(sandbox.current, 'GET', path)).text);
    expect(after).toEqual(before);
    expect(after.map((option) => option.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // A count the new terms offer but the page did not list is refused; one it listed is charged as listed.
    expect((await post(path, { number: VISA, installments: '24' })).status).toBe(422);
    expect((await post(path, { number: VISA, installments: '4' })).status).toBe(303);
    expect(await readCharge(charge.id)).toMatchObject({
      status: 'captured',
      installment_plan: { installments: 4, installment_amount: 26256, total_amount: 105024, monthly_rate: 1.99 },
    });
  });
});
