import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { answer, fakeBackEnd, mountPayForm, recordEvents, flush, SUCCESS } from '../element/test-fakes';
import { forgetCardData, maskedCardNumber } from './card-inputs';

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
const REFUSED_TOKEN = {
  success: false,
  message: 'Invalid card',
  error: 'VALIDATION_ERROR',
  details: [{ field: 'number', message: 'fails the Luhn check' }],
};
const ATTRIBUTES = { 'public-key': 'pk_test_demo', 'api-base': 'http://127.0.0.1:4010', action: '/api/checkout' };

const CHECKOUT = `
  <form>
    <input name="customer.name" value="Ana Souza">
    <input name="amount" type="number" value="5000">
    <input autocomplete="cc-number" value="4111 1111 1111 1111">
    <input autocomplete="cc-name" value="ANA SOUZA">
    <input autocomplete="cc-exp" value="12/30">
    <input autocomplete="cc-csc" value="737">
    <button>Pay</button>
  </form>`;

const cardInput = (form: HTMLFormElement, token: string) =>
  form.querySelector(`[autocomplete~="${token}"]`) as HTMLInputElement;
const hangUntilAborted = (init: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

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

describe('card data once the card is a token', () => {
  it('empties the CVV and masks the number after the token and the charge, keeping the autofill tokens', async () => {
    fakeBackEnd(answer(201, TOKEN), answer(201, SUCCESS));
    const { element, form, button } = await mountPayForm(ATTRIBUTES, { markup: CHECKOUT });
    const changed: string[] = [];
    form.addEventListener('input', (event) => changed.push((event.target as HTMLInputElement).autocomplete));

    button.click();
    await flush();

    expect(element.state).toBe('succeeded');
    expect(cardInput(form, 'cc-csc').value).toBe('');
    expect(cardInput(form, 'cc-number').value).toBe('•••• 1111');
    // What the buyer may keep: the name and the expiry.
    expect(cardInput(form, 'cc-name').value).toBe('ANA SOUZA');
    expect(cardInput(form, 'cc-exp').value).toBe('12/30');
    expect(cardInput(form, 'cc-number').getAttribute('autocomplete')).toBe('cc-number');
    expect(cardInput(form, 'cc-csc').getAttribute('autocomplete')).toBe('cc-csc');
    // A page mirroring its inputs in its own state hears of the change.
    expect(changed.sort()).toEqual(['cc-csc', 'cc-number']);
    expect(form.innerHTML).not.toMatch(/4111 1111|737/);
    form.reset();
    expect([cardInput(form, 'cc-number').value, cardInput(form, 'cc-csc').value]).toEqual(['', '']);
  });

  it('masks them as soon as the token came, before the back end answers', async () => {
    fakeBackEnd(answer(201, TOKEN), hangUntilAborted);
    const { element, form, button } = await mountPayForm(ATTRIBUTES, { markup: CHECKOUT });
    const { of } = recordEvents(element);
    button.click();
    await flush();
    expect(of('pay-token')).toHaveLength(1);
    expect(element.state).toBe('submitting');
    expect(cardInput(form, 'cc-number').value).toBe('•••• 1111');
    expect(cardInput(form, 'cc-csc').value).toBe('');
  });

  it("sends the request to action before masking them: the input listeners masking fires are not the buyer's wait", async () => {
    fakeBackEnd(answer(201, TOKEN), hangUntilAborted);
    const { form, button } = await mountPayForm(ATTRIBUTES, { markup: CHECKOUT });
    const requestsWhenMasked: string[][] = [];
    form.addEventListener('input', () =>
      requestsWhenMasked.push(vi.mocked(fetch).mock.calls.map(([url]) => String(url))),
    );
    button.click();
    await flush();
    expect(requestsWhenMasked).toHaveLength(2);
    for (const requests of requestsWhenMasked)
      expect(requests).toEqual(['http://127.0.0.1:4010/v1/card-tokens', '/api/checkout']);
    expect(cardInput(form, 'cc-number').value).toBe('•••• 1111');
  });

  it('masks them too when the attempt stops between the token and the request (pay-submit cancelled)', async () => {
    fakeBackEnd(answer(201, TOKEN));
    const { element, form, button } = await mountPayForm(ATTRIBUTES, { markup: CHECKOUT });
    element.addEventListener('pay-submit', (event) => event.preventDefault());
    button.click();
    await flush();
    expect(vi.mocked(fetch).mock.calls).toHaveLength(1);
    expect(cardInput(form, 'cc-number').value).toBe('•••• 1111');
    expect(cardInput(form, 'cc-csc').value).toBe('');
  });

  it('leaves the inputs as typed when the token is refused, for the buyer to correct', async () => {
    fakeBackEnd(answer(422, REFUSED_TOKEN));
    const { form, button } = await mountPayForm(ATTRIBUTES, { markup: CHECKOUT });
    button.click();
    await flush();
    expect(cardInput(form, 'cc-number').value).toBe('4111 1111 1111 1111');
    expect(cardInput(form, 'cc-csc').value).toBe('737');
  });

  it('"Pay again" after a back end that did not answer repeats the same request, the masked card not checked again', async () => {
    const calls = fakeBackEnd(answer(201, TOKEN), hangUntilAborted, answer(201, SUCCESS));
    const { element, form } = await mountPayForm({ ...ATTRIBUTES, 'request-timeout': '10000' }, { markup: CHECKOUT });
    form.requestSubmit();
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    await flush();
    expect(element.state).toBe('failed');

    form.requestSubmit();
    await flush();
    expect(calls.map((call) => call.url)).toEqual([
      'http://127.0.0.1:4010/v1/card-tokens',
      '/api/checkout',
      '/api/checkout',
    ]);
    const [first, again] = calls
      .slice(1)
      .map((call) => ({ key: new Headers(call.headers).get('Idempotency-Key'), body: call.body }));
    expect(again).toEqual(first);
    expect(element.state).toBe('succeeded');
  });

  it('refuses redirects on the card-token request only', async () => {
    fakeBackEnd(answer(201, TOKEN), answer(201, SUCCESS));
    const { button } = await mountPayForm(ATTRIBUTES, { markup: CHECKOUT });
    button.click();
    await flush();
    const inits = vi.mocked(fetch).mock.calls.map(([url, init]) => [url, init?.redirect]);
    expect(inits).toEqual([
      ['http://127.0.0.1:4010/v1/card-tokens', 'error'],
      ['/api/checkout', 'follow'],
    ]);
  });
});

describe('forgetCardData', () => {
  it('keeps the last four digits of the number, whatever its spacing, and empties the CVV', () => {
    const number = Object.assign(document.createElement('input'), { value: '4111-1111-1111-1234' });
    const csc = Object.assign(document.createElement('input'), { value: '1234' });
    forgetCardData({ number, csc });
    expect([number.value, csc.value]).toEqual(['•••• 1234', '']);
    expect(maskedCardNumber('5555 5555 5555 4444')).toBe('•••• 4444');
  });

  it('releases a required CVV it emptied until the buyer types in it, so the browser lets "Pay again" through', () => {
    const number = Object.assign(document.createElement('input'), { value: '4111 1111 1111 1234' });
    const csc = Object.assign(document.createElement('input'), { value: '123', required: true });
    forgetCardData({ number, csc });
    expect(csc.required).toBe(false);
    expect(csc.checkValidity()).toBe(true);
    csc.value = '4';
    csc.dispatchEvent(new Event('input', { bubbles: true }));
    expect(csc.required).toBe(true);
  });

  it('fires nothing when there is nothing to change', () => {
    const number = Object.assign(document.createElement('input'), { value: '•••• 1234' });
    const heard = vi.fn();
    number.addEventListener('input', heard);
    forgetCardData({ number });
    expect(heard).not.toHaveBeenCalled();
  });
});
