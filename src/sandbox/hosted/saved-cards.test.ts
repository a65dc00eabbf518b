/**
 * The hosted card page's saved cards over real HTTP: a charge naming a `customer_id` lists that customer's usable
 * cards (brand, last four, expiry, nothing more), in en and pt-BR; a saved card chosen pays with its code by the card
 * token route's rules (only that customer's card, the sandbox's refused code, 3-D Secure, the brand's installment
 * cap, 1× for debit, the attempts limit); "Use another card" pays with the card typed.
 */
import { describe, expect, it } from 'vitest';
import { SAVED_CARD_TOKEN_LIMIT } from '../../interface/customer';
import { AUTHENTICATION_TEST_CARDS, TEST_CARDS } from '../../interface/sandbox-cards';
import { chargeSavingCard, createCustomer, listCards } from '../test-harness/test-saved-cards';
import {
  call,
  card,
  createCharge,
  debitChargeBody,
  hostedChargeBody,
  secretAuth,
  useSandbox,
} from '../test-harness/test-support';

const sandbox = useSandbox();

interface Saved {
  id: string;
  last4: string;
  brand: string;
}

/** A customer with the cards saved by one captured charge each (the first one listed last: newest first). */
async function returningBuyer(...cards: Record<string, unknown>[]) {
  const customer = await createCustomer(sandbox.current);
  for (const overrides of cards) await chargeSavingCard(sandbox.current, customer.id, overrides);
  const saved = (await listCards(sandbox.current, customer.id)).body.data as Saved[];
  return { customer, saved };
}

async function hostedCharge(customerId: string | undefined, overrides: Record<string, unknown> = {}) {
  const charge = await createCharge(
    sandbox.current,
    hostedChargeBody({
      customer_id: customerId,
      amount: 100000,
      items: [{ name: 'Bicycle', quantity: 1, unit_price: 100000, tangible: true }],
      payment_details: { installments: 1 },
      ...overrides,
    }),
  );
  const url = new URL(charge.payment_fields.redirect_url as string);
  return { charge, path: `${url.pathname}${url.search}` };
}

const post = (path: string, fields: Record<string, string>) =>
  call(sandbox.current, 'POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const readCharge = async (id: string) =>
  (await call(sandbox.current, 'GET', `/v1/charges/${id}`, { auth: secretAuth() })).body.data;

/** The page's radios: value and label, in order. */
function radios(html: string) {
  return [
    ...html.matchAll(
      /<input type="radio" id="([^"]+)" name="card_id" value="([^"]+)"( checked)?([^>]*)><label for="\1">([^<]*)<\/label>/g,
    ),
  ].map((match) => ({
    value: match[2],
    checked: match[3] !== undefined,
    label: match[5],
    // The accessible name: its aria-label, else the label's text.
    name: /aria-label="([^"]*)"/.exec(match[4] ?? '')?.[1] ?? match[5],
  }));
}

const statusOf = (reply: { headers: Headers }) =>
  new URL(reply.headers.get('location') ?? 'https://x.invalid/').searchParams.get('status');

describe('the hosted page’s saved cards', () => {
  it("lists the customer's usable cards, newest first, with only brand, last four and expiry", async () => {
    const { customer, saved } = await returningBuyer(
      { number: TEST_CARDS.capturedAmex, cvv: '1234', exp_month: 3, exp_year: 2031, holder_name: 'ANA M SILVA' },
      { exp_month: 7, exp_year: 2099 },
    );
    const { path } = await hostedCharge(customer.id);
    const page = await call(sandbox.current, 'GET', `${path}&lang=en`);
    expect(page.status).toBe(200);
    expect(radios(page.text)).toEqual([
      {
        value: saved[0].id,
        checked: true,
        label: 'Visa •••• 1111, expires 07/99',
        name: 'Visa ending in 1111, expires 07/99',
      },
      {
        value: saved[1].id,
        checked: false,
        label: 'American Express •••• 0005, expires 03/31',
        name: 'American Express ending in 0005, expires 03/31',
      },
      { value: 'another', checked: false, label: 'Use another card', name: 'Use another card' },
    ]);
    expect(page.text).toContain('<legend>Your saved cards</legend>');
    expect(page.text).toMatch(
      /<label for="saved-cvv">Security code of the saved card<\/label>\n<input id="saved-cvv" name="card_cvv" type="text" autocomplete="cc-csc"/,
    );
    // The card inputs of "Use another card" are there too (the page works without a script); none required.
    for (const token of ['cc-name', 'cc-number', 'cc-exp']) expect(page.text).toContain(`autocomplete="${token}"`);
    expect(page.text).not.toMatch(/ required/);
    // Nothing else of the cards: no holder name, no number, no fingerprint.
    expect(page.text).not.toContain('ANA M SILVA');
    expect(page.text).not.toContain('378282');
    expect(page.text).not.toContain('411111');
    const headers = page.headers.get('content-security-policy') ?? '';
    expect(headers).not.toMatch(/unsafe-inline/);
    expect(page.text).not.toMatch(/style=/);
  });

  it('says it in pt-BR', async () => {
    const { customer } = await returningBuyer({ exp_month: 7, exp_year: 2099 });
    const { path } = await hostedCharge(customer.id);
    const page = await call(sandbox.current, 'GET', `${path}&lang=pt-BR`);
    expect(radios(page.text).map((radio) => radio.label)).toEqual([
      'Visa •••• 1111, validade 07/99',
      'Usar outro cartão',
    ]);
    expect(radios(page.text)[0].name).toBe('Visa final 1111, vence em 07/99');
    expect(page.text).toContain('<legend>Seus cartões salvos</legend>');
    expect(page.text).toContain('Código de segurança do cartão salvo');
  });

  it("lists no expired card, no other customer's card, and nothing without a customer_id", async () => {
    const { customer } = await returningBuyer({ exp_month: 12, exp_year: 2099 });
    const other = await returningBuyer({ number: TEST_CARDS.capturedAmex, cvv: '1234' });
    const expiring = await returningBuyer({ exp_month: 1, exp_year: 2031 });
    const { path } = await hostedCharge(customer.id);
    expect(radios((await call(sandbox.current, 'GET', path)).text).map((radio) => radio.value)).toHaveLength(2);
    expect((await call(sandbox.current, 'GET', path)).text).not.toContain('•••• 0005');
    const clock = sandbox.current.clock;
    clock.advance((Date.parse('2031-02-01T00:00:00Z') - clock.now().getTime()) / 1000);
    const later = await hostedCharge(expiring.customer.id);
    expect((await call(sandbox.current, 'GET', later.path)).text).not.toContain('name="card_id"');
    const anonymous = await hostedCharge(undefined);
    const page = (await call(sandbox.current, 'GET', anonymous.path)).text;
    expect(page).not.toContain('name="card_id"');
    expect(page).toContain('autocomplete="cc-number" required');
    expect(other.saved).toHaveLength(1);
  });

  it('pays with the chosen saved card and its code, as the card token route would', async () => {
    const { customer, saved } = await returningBuyer({ exp_month: 7, exp_year: 2099 });
    const { charge, path } = await hostedCharge(customer.id);
    const paid = await post(path, { card_id: saved[0].id, card_cvv: '321', installments: '1' });
    expect(paid.status).toBe(303);
    expect(statusOf(paid)).toBe('captured');
    expect(await readCharge(charge.id)).toMatchObject({
      status: 'captured',
      customer_id: customer.id,
      card: { last4: '1111', brand: 'visa', exp_month: 7, exp_year: 2099 },
    });
  });

  it('has the sandbox issuer refuse the code 999 (invalid_security_code)', async () => {
    const { customer, saved } = await returningBuyer({});
    const { charge, path } = await hostedCharge(customer.id);
    const refused = await post(path, { card_id: saved[0].id, card_cvv: '999' });
    expect(statusOf(refused)).toBe('failed');
    expect(await readCharge(charge.id)).toMatchObject({ status: 'failed', failure_reason: 'invalid_security_code' });
  });

  it("charges no other customer's card: the form comes back and the charge stays pending", async () => {
    const { customer } = await returningBuyer({});
    const other = await returningBuyer({ number: TEST_CARDS.capturedAmex, cvv: '1234' });
    const { charge, path } = await hostedCharge(customer.id);
    const refused = await post(path, { card_id: other.saved[0].id, card_cvv: '1234', lang: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Choose one of your saved cards, or use another card.');
    expect(refused.text).not.toContain('•••• 0005');
    expect(await readCharge(charge.id)).toMatchObject({ status: 'pending', card: null });
    // Nor one when the charge names no customer at all.
    const anonymous = await hostedCharge(undefined);
    expect((await post(anonymous.path, { card_id: other.saved[0].id, card_cvv: '1234' })).status).toBe(422);
    expect(await readCharge(anonymous.charge.id)).toMatchObject({ status: 'pending', card: null });
  });

  it('asks for a code of the card’s length, next to its input, never echoing it back', async () => {
    const { customer, saved } = await returningBuyer({ number: TEST_CARDS.capturedAmex, cvv: '1234' });
    const { charge, path } = await hostedCharge(customer.id);
    const refused = await post(path, { card_id: saved[0].id, card_cvv: '123' });
    expect(refused.status).toBe(422);
    expect(refused.text).toMatch(
      /<input id="saved-cvv"[^>]* aria-invalid="true" aria-describedby="saved-cvv-error" autofocus value="">/,
    );
    expect(refused.text).toContain('<a href="#saved-cvv">');
    // The buyer's radio stays chosen.
    expect(radios(refused.text).find((radio) => radio.checked)?.value).toBe(saved[0].id);
    expect(await readCharge(charge.id)).toMatchObject({ status: 'pending' });
    expect(statusOf(await post(path, { card_id: saved[0].id, card_cvv: '1234' }))).toBe('captured');
  });

  it('sends a card whose issuer asks for a challenge to the issuer’s page (3-D Secure as for any card)', async () => {
    const { customer, saved } = await returningBuyer({ number: AUTHENTICATION_TEST_CARDS.challenge });
    const { charge, path } = await hostedCharge(customer.id, {
      payment_details: { installments: 1, authentication: 'required' },
    });
    const submitted = await post(path, { card_id: saved[0].id, card_cvv: '123' });
    expect(submitted.status).toBe(303);
    expect(new URL(submitted.headers.get('location') ?? '', 'https://x.invalid').pathname).toMatch(
      /^\/elements\/authentication\//,
    );
    expect(await readCharge(charge.id)).toMatchObject({ status: 'pending', card: { last4: '3220' } });
  });

  it("prices the count for the saved card's brand, and a saved debit card at once", async () => {
    // The seeded terms cap Hipercard at 6×; a saved card of the test Visa, capped the same way.
    const terms = await call(sandbox.current, 'PUT', '/sandbox/installment-terms', {
      auth: secretAuth(),
      json: { brand_max: { visa: 6 } },
    });
    expect(terms.status).toBe(200);
    const { customer, saved } = await returningBuyer({});
    const { charge, path } = await hostedCharge(customer.id);
    const overCap = await post(path, { card_id: saved[0].id, card_cvv: '123', installments: '10', lang: 'en' });
    expect(overCap.status).toBe(422);
    expect(overCap.text).toContain('This card can be paid in at most 6 installments here');
    expect(statusOf(await post(path, { card_id: saved[0].id, card_cvv: '123', installments: '6' }))).toBe('captured');
    expect(await readCharge(charge.id)).toMatchObject({ installments: 6, installment_plan: { installments: 6 } });

    const debitBuyer = await createCustomer(sandbox.current);
    await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: debitChargeBody({
        customer_id: debitBuyer.id,
        payment_details: { card: card({ number: AUTHENTICATION_TEST_CARDS.frictionless }), save_card: true },
      }),
    });
    const [debitCard] = (await listCards(sandbox.current, debitBuyer.id)).body.data as Saved[];
    const debitCharge = await hostedCharge(debitBuyer.id);
    const page = await call(sandbox.current, 'GET', `${debitCharge.path}&lang=en`);
    expect(radios(page.text)[0].label).toBe('Visa •••• 3063 (debit), expires 12/99');
    expect(radios(page.text)[0].name).toBe('Visa ending in 3063 (debit), expires 12/99');
    const inInstallments = await post(debitCharge.path, { card_id: debitCard.id, card_cvv: '123', installments: '3' });
    expect(inInstallments.status).toBe(422);
    expect(inInstallments.text).toContain('A debit card is paid at once: choose 1×.');
    const atOnce = await post(debitCharge.path, { card_id: debitCard.id, card_cvv: '123', installments: '1' });
    expect(statusOf(atOnce)).toBe('captured');
  });

  it(`allows ${SAVED_CARD_TOKEN_LIMIT} attempts per saved card in the window, shared with the token route`, async () => {
    const { customer, saved } = await returningBuyer({});
    const { charge, path } = await hostedCharge(customer.id);
    for (let attempt = 0; attempt < SAVED_CARD_TOKEN_LIMIT; attempt += 1) {
      expect((await post(path, { card_id: saved[0].id, card_cvv: '1234' })).status).toBe(422);
    }
    const limited = await post(path, { card_id: saved[0].id, card_cvv: '123', lang: 'en' });
    expect(limited.status).toBe(422);
    expect(limited.text).toContain('Too many attempts with this card');
    expect(await readCharge(charge.id)).toMatchObject({ status: 'pending' });
  });

  it('offers "save this card" only with a customer, unchecked unless the charge relayed the wish; the box decides', async () => {
    const box = (html: string) =>
      /<input type="checkbox" id="save-card" name="save_card" value="yes"( checked)?>/.exec(html);
    const page = async (path: string, lang = 'en') => (await call(sandbox.current, 'GET', `${path}&lang=${lang}`)).text;
    const typed = { holder_name: 'ANA SILVA', number: '4111 1111 1111 1111', exp: '12/30', cvv: '123' };

    // No customer: nothing to keep the card under, no box.
    expect(box(await page((await hostedCharge(undefined)).path))).toBeNull();
    // A first purchase (no saved card yet): the box, unchecked, with the contract's words in both languages.
    const customer = await createCustomer(sandbox.current);
    const first = await hostedCharge(customer.id);
    const firstPage = await page(first.path);
    expect(box(firstPage)?.[1]).toBeUndefined();
    expect(firstPage).toContain('<label for="save-card">Save this card for next purchases</label>');
    expect(await page(first.path, 'pt-BR')).toContain(
      '<label for="save-card">Salvar cartão para próximas compras</label>',
    );
    // A refused form shows the box as the buyer left it.
    const refused = await post(first.path, { ...typed, cvv: '', save_card: 'yes' });
    expect(refused.status).toBe(422);
    expect(box(refused.text)?.[1]).toBe(' checked');
    // Unchecked: paid, not kept.
    const notKept = await hostedCharge(customer.id);
    expect(statusOf(await post(notKept.path, typed))).toBe('captured');
    expect((await listCards(sandbox.current, customer.id)).body.data).toEqual([]);
    // Checked by the buyer: kept once captured.
    expect(statusOf(await post(first.path, { ...typed, save_card: 'yes' }))).toBe('captured');
    expect(
      ((await listCards(sandbox.current, customer.id)).body.data as Saved[]).map((listed) => listed.last4),
    ).toEqual(['1111']);
    // The charge relayed the buyer's wish (payment_details.save_card): the box starts checked, and unchecked it wins.
    const relayed = await hostedCharge(customer.id, { payment_details: { installments: 1, save_card: true } });
    expect(box(await page(relayed.path))?.[1]).toBe(' checked');
    // Now with a saved card listed, the buyer types another (an Amex that captures) and leaves the box unchecked.
    const other = { card_id: 'another', card_cvv: '', holder_name: 'ANA SILVA', number: '3782 822463 10005' };
    expect(statusOf(await post(relayed.path, { ...other, exp: '05/30', cvv: '1234' }))).toBe('captured');
    expect((await listCards(sandbox.current, customer.id)).body.data).toHaveLength(1);
  });

  it('pays with the card typed under "Use another card", and saves it when the charge asked', async () => {
    const { customer, saved } = await returningBuyer({});
    const { charge, path } = await hostedCharge(customer.id, { payment_details: { installments: 1, save_card: true } });
    const paid = await post(path, {
      card_id: 'another',
      card_cvv: '',
      holder_name: 'ANA SILVA',
      number: '3782 822463 10005',
      exp: '05/30',
      cvv: '1234',
      save_card: 'yes',
    });
    expect(statusOf(paid)).toBe('captured');
    expect(await readCharge(charge.id)).toMatchObject({ card: { last4: '0005', brand: 'amex' } });
    const after = (await listCards(sandbox.current, customer.id)).body.data as Saved[];
    expect(after.map((listed) => listed.last4)).toEqual(['0005', saved[0].last4]);
  });
});
