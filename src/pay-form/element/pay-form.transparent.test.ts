import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { answer, fakeBackEnd, mountPayForm, recordEvents, flush, SUCCESS } from './test-fakes';
import { required } from '../../interface/test-required';

const TOKEN = {
  success: true,
  message: 'Card token created',
  data: {
    id: 'tok_abc',
    brand: 'visa',
    last4: '1111',
    exp_month: 12,
    exp_year: 2030,
    expires_at: '…',
    created_at: '…',
  },
};
const ATTRIBUTES = { 'public-key': 'pk_test_demo', 'api-base': 'http://127.0.0.1:4010', action: '/api/checkout' };

/** A checkout whose card inputs have no names (or card-like ones), found by their autofill tokens. */
function checkout({ number = '4111 1111 1111 1111', exp = '12/30', cvv = '737', named = false } = {}): string {
  const name = (value: string) => (named ? `name="${value}"` : '');
  return `
    <form>
      <input name="customer.name" value="Ana Souza">
      <input name="customer.email" value="ana@example.com">
      <input name="amount" type="number" value="5000">
      <input ${name('payment_details.card.number')} autocomplete="cc-number" value="${number}">
      <input ${name('payment_details.card.holder_name')} autocomplete="cc-name" value="ANA SOUZA">
      <input ${name('payment_details.card.exp')} autocomplete="billing cc-exp" value="${exp}">
      <input ${name('payment_details.card.cvv')} autocomplete="cc-csc" value="${cvv}" aria-describedby="cvv-help">
      <span id="cvv-help">3 digits on the back</span>
      <input type="hidden" name="mirror" value="${number}">
      <select name="payment_details.installments" data-type="integer"><option value="3" selected>3x</option></select>
      <button>Pay</button>
    </form>`;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-15T12:00:00Z'));
});

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cardInput = (form: HTMLFormElement, token: string) =>
  required(form.querySelector<HTMLInputElement>(`[autocomplete~="${token}"]`), `the ${token} input`);
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.hasAttribute('data-pay-field-error'))?.textContent;

describe('<pay-form> transparent card flow', () => {
  it.each([false, true])(
    'tokenizes with the public key and sends only card_token and installments (inputs named: %s)',
    async (named) => {
      const calls = fakeBackEnd(answer(201, TOKEN), answer(201, SUCCESS));
      const { element, button } = await mountPayForm(ATTRIBUTES, { markup: checkout({ named }) });
      const { of } = recordEvents(element);

      button.click();
      await flush();

      expect(calls.map((call) => call.url)).toEqual(['http://127.0.0.1:4010/v1/card-tokens', '/api/checkout']);
      expect(calls[0].headers.Authorization).toBe(`Basic ${btoa('pk_test_demo:')}`);
      expect(calls[0].headers).not.toHaveProperty('Idempotency-Key');
      expect(calls[0].body).toEqual({
        number: '4111111111111111',
        holder_name: 'ANA SOUZA',
        exp_month: 12,
        exp_year: 2030,
        cvv: '737',
      });
      expect(calls[1].body).toEqual({
        customer: { name: 'Ana Souza', email: 'ana@example.com' },
        amount: 5000,
        payment_details: { card_token: 'tok_abc', installments: 3 },
        fraud_session_id: 'fs_1',
      });
      // The random Idempotency-Key is left out: its hex digits can hold '737' by chance.
      expect(JSON.stringify({ url: calls[1].url, body: calls[1].body })).not.toMatch(/4111|1111 1111|12\/30|737|2030/);
      expect(of('pay-token').map((event) => event.detail)).toEqual([TOKEN.data]);
      expect(element.state).toBe('succeeded');
    },
  );

  it('checks the card before anything is sent: each problem next to its input, focus on the first', async () => {
    const calls = fakeBackEnd();
    const { element, form, button } = await mountPayForm(ATTRIBUTES, {
      markup: checkout({ number: '4111 1111 1111 1112', exp: '04/26', cvv: '12' }),
    });
    const { of } = recordEvents(element);

    button.click();
    await flush();

    expect(calls).toEqual([]);
    const number = cardInput(form, 'cc-number');
    const exp = cardInput(form, 'cc-exp');
    const cvv = cardInput(form, 'cc-csc');
    expect([number, exp, cvv].map((input) => input.getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true']);
    expect(messageOf(number)).toBe('This card number is not valid.');
    expect(messageOf(exp)).toBe('This card has expired.');
    expect(messageOf(cvv)).toBe('The security code has 3 digits.');
    // The merchant's own description stays tied.
    expect(cvv.getAttribute('aria-describedby')).toMatch(/^cvv-help pay-field-error-\d+$/);
    expect(cardInput(form, 'cc-name').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(number);
    expect(of('pay-field-error')[0].detail).toMatchObject({
      source: 'check',
      errors: [
        { field: 'number', rule: 'luhn', input: number },
        { field: 'exp_month', rule: 'expired', input: exp },
        { field: 'cvv', rule: 'length', input: cvv },
      ],
    });
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['CARD_INVALID']);
    expect(element.state).toBe('failed');
    expect(button.disabled).toBe(false);

    // Changing an input takes its problem away; the others stay until the next attempt.
    number.value = '4111 1111 1111 1111';
    number.dispatchEvent(new Event('input', { bubbles: true }));
    expect(number.hasAttribute('aria-invalid')).toBe(false);
    expect(number.hasAttribute('aria-describedby')).toBe(false);
    expect(cvv.getAttribute('aria-describedby')).toMatch(/^cvv-help pay-field-error-[^\s-]+$/);
    expect(exp.getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks pt-BR on a Portuguese page', async () => {
    fakeBackEnd();
    const { form, button, status } = await mountPayForm(
      { ...ATTRIBUTES, locale: 'pt-BR' },
      { markup: checkout({ number: '', exp: '13/30' }) },
    );
    button.click();
    await flush();
    await Promise.resolve();
    expect(messageOf(cardInput(form, 'cc-number'))).toBe('Informe o número do cartão.');
    expect(messageOf(cardInput(form, 'cc-exp'))).toBe('Confira a validade (MM/AA).');
    expect(status.textContent).toContain('Confira os dados do cartão.');
  });

  it('reads split month and year inputs, with a 2-digit year', async () => {
    const calls = fakeBackEnd(answer(201, TOKEN), answer(201, SUCCESS));
    const markup = `<form>
      <input autocomplete="cc-number" value="5555555555554444"><input autocomplete="cc-name" value="Ana">
      <select autocomplete="cc-exp-month"><option>07</option></select><select autocomplete="cc-exp-year"><option>31</option></select>
      <input autocomplete="cc-csc" value="123"><button>Pay</button></form>`;
    const { button } = await mountPayForm(ATTRIBUTES, { markup });
    button.click();
    await flush();
    expect(calls[0].body).toMatchObject({ exp_month: 7, exp_year: 2031 });
  });

  it("shows a refused token's details next to the card inputs, and calls no back end", async () => {
    const calls = fakeBackEnd(
      answer(422, {
        success: false,
        message: 'Invalid',
        error: 'VALIDATION_ERROR',
        details: [{ field: 'holder_name', message: 'must not be empty', rule: 'required' }],
      }),
    );
    const { element, form, button } = await mountPayForm(ATTRIBUTES, { markup: checkout() });
    button.click();
    await flush();
    expect(calls).toHaveLength(1);
    const name = cardInput(form, 'cc-name');
    expect(messageOf(name)).toBe('Enter the name on the card.');
    expect(document.activeElement).toBe(name);
    expect(element.state).toBe('failed');
  });

  it("places the back end's details by input name or card field, the rest in the live region", async () => {
    const details = [
      { field: 'customer.email', message: 'must be a valid e-mail' },
      { field: 'payment_details.card.cvv', message: 'does not match' },
      { field: 'shipping.zip', message: 'is required', rule: 'required' },
    ];
    fakeBackEnd(
      answer(201, TOKEN),
      answer(422, { success: false, message: 'The request has invalid fields', error: 'VALIDATION_ERROR', details }),
    );
    const { element, form, button, status } = await mountPayForm(
      { ...ATTRIBUTES, locale: 'pt-BR' },
      { markup: checkout() },
    );
    const { of } = recordEvents(element);
    button.click();
    await flush();
    await element.updateComplete;

    const email = required(form.querySelector<HTMLInputElement>('[name="customer.email"]'), 'the e-mail input');
    // The service's phrase (no rule), never bare: on a Portuguese page, the element's own words for the field.
    expect(messageOf(email)).toBe('Confira este campo.');
    expect(messageOf(cardInput(form, 'cc-csc'))).toBe('O código de segurança tem 3 dígitos.');
    expect(document.activeElement).toBe(email);
    expect(status.textContent).toBe('Alguns dados precisam de correção. Confira “shipping.zip”.');
    expect(of('pay-field-error')[0].detail.source).toBe('action');
    expect(of('pay-field-error')[0].detail.errors[2]).toMatchObject({
      field: 'shipping.zip',
      rule: 'required',
      input: null,
    });
  });

  it('tells the brand as the buyer types: attribute and pay-card-brand, Elo over Visa', async () => {
    const { element, form } = await mountPayForm(ATTRIBUTES, { markup: checkout({ number: '' }) });
    const { of } = recordEvents(element);
    const number = cardInput(form, 'cc-number');
    for (const value of ['4', '40117', '401178', '4011 7800', '']) {
      number.value = value;
      number.dispatchEvent(new Event('input', { bubbles: true }));
      if (value === '401178') expect(element.getAttribute('card-brand')).toBe('elo');
    }
    expect(of('pay-card-brand').map((event) => event.detail.brand)).toEqual(['visa', 'elo', null]);
    expect(element.hasAttribute('card-brand')).toBe(false);
  });

  it('shows the brand of a number already in its input when it connects (filled by the page or restored)', async () => {
    const { element } = await mountPayForm(ATTRIBUTES, { markup: checkout({ number: '5555 5555 5555 4444' }) });
    expect(element.getAttribute('card-brand')).toBe('mastercard');
  });

  it('refuses to tokenize without a usable public key, sending nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = fakeBackEnd();
    const { element, button } = await mountPayForm(
      { ...ATTRIBUTES, 'public-key': 'pk_test_demo:sk_test_demo' },
      { markup: checkout() },
    );
    const { of } = recordEvents(element);
    button.click();
    await flush();
    expect(calls).toEqual([]);
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['CARD_PAYMENT_UNAVAILABLE']);
    expect(error).toHaveBeenCalled();
  });

  it('waits out a rate-limited token call without calling the back end', async () => {
    const calls = fakeBackEnd(answer(429, { success: false, error: 'RATE_LIMIT_EXCEEDED' }, { 'Retry-After': '3' }));
    const { element, button } = await mountPayForm(ATTRIBUTES, { markup: checkout() });
    button.click();
    await flush();
    expect(element.state).toBe('rate-limited');
    await vi.advanceTimersByTimeAsync(3000);
    expect(element.state).toBe('idle');
    expect(calls).toHaveLength(1);
  });

  it('says the payment service is unreachable when the token call gets no reply', async () => {
    fakeBackEnd(() => Promise.reject(new TypeError('Failed to fetch')));
    const { element, button } = await mountPayForm(ATTRIBUTES, { markup: checkout() });
    const { of } = recordEvents(element);
    button.click();
    await flush();
    expect(of('pay-error').map((event) => event.detail)).toEqual([
      { status: 0, code: 'CARD_SERVICE_UNAVAILABLE', message: 'The payment service did not answer. Please try again.' },
    ]);
  });
});
