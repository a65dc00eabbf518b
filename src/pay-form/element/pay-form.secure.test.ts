import { afterEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { answer, fakeBackEnd, mountPayForm, recordEvents, flush, SUCCESS, chargeReply } from './test-fakes';

const API = 'http://127.0.0.1:4010';
const ATTRIBUTES = { 'public-key': 'pk_test_demo', 'api-base': API, action: '/api/checkout', 'card-fields': 'secure' };
const TOKEN = { id: 'tok_abc', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 };
const STATE = { brand: 'visa', complete: true, empty: false, errors: {}, focused: null };

const CHECKOUT = `
  <form>
    <input name="customer.name" value="Ana Souza">
    <label>Name on card <input autocomplete="cc-name" value=" ANA SOUZA "></label>
    <div data-card-fields></div>
    <select name="payment_details.installments" data-type="integer"><option value="3" selected>3x</option></select>
    <button>Pay</button>
  </form>`;

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Mounts the element and plays the frame's side of the handshake (happy-dom loads no cross-origin page): the iframe's
 * window is a stand-in, and the frame's port is returned, with every message the page sends it.
 */
async function mountWithFrame(markup = CHECKOUT) {
  const mounted = await mountPayForm(ATTRIBUTES, { markup });
  const iframe = mounted.form.querySelector('[data-card-fields] iframe') as HTMLIFrameElement;
  const frameWindow = {};
  Object.defineProperty(iframe, 'contentWindow', { get: () => frameWindow });
  const channel = new MessageChannel();
  const received: Record<string, unknown>[] = [];
  channel.port1.onmessage = (event) => received.push(event.data);
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: API,
      source: frameWindow as Window,
      data: { v: 1, type: 'ready' },
      ports: [channel.port2],
    }),
  );
  await flush();
  return { ...mounted, iframe, port: channel.port1, received };
}

/** Waits for the page's next message to the frame of `type`. */
async function nextSent(received: Record<string, unknown>[], type: string) {
  await vi.waitFor(() => expect(received.some((message) => message.type === type)).toBe(true));
  return received.filter((message) => message.type === type).at(-1) as Record<string, unknown>;
}

describe('<pay-form card-fields="secure">', () => {
  it('mounts the service’s frame into [data-card-fields], titled, for this page’s origin and language', async () => {
    const { iframe } = await mountWithFrame();
    const url = new URL(iframe.src);
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/elements/card-fields`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'pk_test_demo', origin: location.origin, lang: 'en' });
    expect(iframe.title).toBe('Secure card fields');
  });

  it('quotes the installments of a data-installments select for the brand the frame reports', async () => {
    const asked: string[] = [];
    const once = { installments: 1, interest_free: true, installment_amount: 100000, total_amount: 100000 };
    const quote = { amount: 100000, brand: 'hipercard', options: [{ ...once, monthly_rate: 0, cet_annual: 0 }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(new URL(url).search);
        return answer(200, { data: quote });
      }),
    );
    const markup = CHECKOUT.replace(
      /<select[^]*<\/select>/,
      '<input type="hidden" name="amount" value="100000"><select name="payment_details.installments" data-installments></select>',
    );
    const { element, port } = await mountWithFrame(markup);
    await vi.waitFor(() => expect(asked).toEqual(['?amount=100000']));
    port.postMessage({ v: 1, type: 'state', state: { ...STATE, brand: 'hipercard' } });
    await vi.waitFor(() => expect(element.getAttribute('card-brand')).toBe('hipercard'));
    await vi.waitFor(() => expect(asked).toEqual(['?amount=100000', '?amount=100000&brand=hipercard']));
  });

  it('shows the frame’s brand, tokenizes on submit with the page’s holder name, and sends only card_token and installments', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const { element, button, port, received } = await mountWithFrame();
    const { of } = recordEvents(element);
    port.postMessage({ v: 1, type: 'state', state: STATE });
    await vi.waitFor(() => expect(element.getAttribute('card-brand')).toBe('visa'));

    button.click();
    const request = await nextSent(received, 'tokenize');
    expect(request).toEqual({ v: 1, type: 'tokenize', id: expect.any(Number), holderName: 'ANA SOUZA' });
    expect(calls).toEqual([]);
    port.postMessage({ v: 1, type: 'token', id: request.id, token: TOKEN });
    await vi.waitFor(() => expect(calls).toHaveLength(1));

    expect(calls[0].url).toBe('/api/checkout');
    expect(calls[0].body).toEqual({
      customer: { name: 'Ana Souza' },
      payment_details: { card_token: 'tok_abc', installments: 3 },
      fraud_session_id: 'fs_1',
    });
    expect(of('pay-token').map((event) => event.detail)).toEqual([TOKEN]);
  });

  it('words each refused field beside the frame and in the live region, focuses the first in the frame, and sends nothing', async () => {
    const calls = fakeBackEnd();
    const { element, form, iframe, button, status, port, received } = await mountWithFrame();
    const { of } = recordEvents(element);

    button.click();
    const request = await nextSent(received, 'tokenize');
    port.postMessage({
      v: 1,
      type: 'refused',
      id: request.id,
      fields: { cvv: 'length', number: 'luhn', holder_name: 'required' },
    });
    await vi.waitFor(() => expect(element.state).toBe('failed'));

    const shown = Array.from(form.querySelectorAll<HTMLElement>('[data-card-fields] [data-pay-field-error]'));
    expect(shown.map((message) => [message.dataset.field, message.textContent])).toEqual([
      ['number', 'This card number is not valid.'],
      ['cvv', 'The security code has 3 digits.'],
    ]);
    expect(iframe.getAttribute('aria-describedby')).toBe(shown.map((message) => message.id).join(' '));
    expect(form.querySelector('[autocomplete="cc-name"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(status.textContent).toBe(
      'Check the card details. This card number is not valid. The security code has 3 digits. Enter the name on the card.',
    );
    expect(await nextSent(received, 'focus')).toEqual({ v: 1, type: 'focus', field: 'number' });
    expect(of('pay-field-error')[0].detail).toMatchObject({
      source: 'token',
      errors: [{ field: 'number', input: iframe }, { field: 'cvv' }, { field: 'holder_name' }],
    });
    expect(calls).toEqual([]);

    // The buyer fixes the number: its text goes; the CVV's stays while the frame still finds it wrong.
    port.postMessage({ v: 1, type: 'state', state: { ...STATE, complete: false, errors: { cvv: 'length' } } });
    await vi.waitFor(() => expect(form.querySelectorAll('[data-card-fields] [data-pay-field-error]')).toHaveLength(1));
  });

  it('says the service is out of reach when the frame gives no token, and counts down a 429', async () => {
    fakeBackEnd();
    const { element, button, status, port, received } = await mountWithFrame();
    button.click();
    let request = await nextSent(received, 'tokenize');
    port.postMessage({ v: 1, type: 'failed', id: request.id, code: 'network' });
    await vi.waitFor(() => expect(status.textContent).toBe('The payment service did not answer. Please try again.'));

    received.length = 0;
    button.click();
    request = await nextSent(received, 'tokenize');
    port.postMessage({ v: 1, type: 'failed', id: request.id, code: 'rate_limited', retryAfter: 5 });
    await vi.waitFor(() => expect(element.state).toBe('rate-limited'));
  });

  it('words a saved card’s session that is over in the page’s language, from the card’s on-demand module', async () => {
    fakeBackEnd();
    const { element, button, status, port, received } = await mountWithFrame();
    const events = recordEvents(element);
    button.click();
    let request = await nextSent(received, 'tokenize');
    port.postMessage({ v: 1, type: 'failed', id: request.id, code: 'session_expired' });
    await vi.waitFor(() =>
      expect(status.textContent).toBe(
        'The payment was not completed: your saved cards can no longer be used on this page. Type the card details to pay, or reload the page to use your saved cards.',
      ),
    );
    expect(events.of('pay-error').at(-1)?.detail).toMatchObject({
      code: 'SAVED_CARD_SESSION_EXPIRED',
    });

    element.setAttribute('locale', 'pt-BR');
    received.length = 0;
    button.click();
    request = await nextSent(received, 'tokenize');
    port.postMessage({ v: 1, type: 'failed', id: request.id, code: 'session_expired' });
    await vi.waitFor(() =>
      expect(status.textContent).toBe(
        'O pagamento não foi concluído: seus cartões salvos não podem mais ser usados nesta página. Digite os dados do cartão para pagar ou recarregue a página para usar seus cartões salvos.',
      ),
    );
  });

  /** Pays once through the frame (its token given) and waits for the attempt to end in `state`. */
  async function payThroughFrame(framed: Awaited<ReturnType<typeof mountWithFrame>>, state: string) {
    const { element, button, port, received } = framed;
    button.click();
    const request = await nextSent(received, 'tokenize');
    port.postMessage({ v: 1, type: 'token', id: request.id, token: TOKEN });
    // A charge not yet captured loads the card outcome's module first (on demand).
    await vi.waitFor(() => expect(element.state).toBe(state), { timeout: 5000 });
  }

  it('empties only the CVV in the frame when the reply says the charge was declined (a pay-error)', async () => {
    fakeBackEnd(answer(201, { ...SUCCESS, data: { id: 'ch_1', status: 'failed' } }));
    const framed = await mountWithFrame();
    await payThroughFrame(framed, 'failed');
    expect(await nextSent(framed.received, 'clear')).toEqual({ v: 1, type: 'clear', fields: ['cvv'] });
  });

  it('empties only the CVV when the page settles a pending charge as failed, and not when captured', async () => {
    const PENDING = chargeReply('pending');
    fakeBackEnd(answer(201, PENDING), answer(201, PENDING));
    const framed = await mountWithFrame();
    await payThroughFrame(framed, 'pending');
    framed.element.settle('captured');
    await flush();
    expect(framed.received.filter((message) => message.type === 'clear')).toEqual([]);

    framed.element.reset();
    framed.received.length = 0;
    await payThroughFrame(framed, 'pending');
    framed.element.settle('failed');
    expect(await nextSent(framed.received, 'clear')).toEqual({ v: 1, type: 'clear', fields: ['cvv'] });
  });

  it('keeps the whole card in the frame after a 5xx and after no reply: "Pay again" repeats the same card', async () => {
    const calls = fakeBackEnd(answer(503, { success: false, error: 'UNAVAILABLE', message: 'Down' }), () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const framed = await mountWithFrame();
    await payThroughFrame(framed, 'failed');
    // The same attempt again (the charge may have been made): its token is reused, the frame is not asked again.
    framed.button.click();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await vi.waitFor(() => expect(framed.status.textContent).toMatch(/^No connection to the store/));
    await flush();
    expect(framed.received.filter((message) => message.type === 'clear')).toEqual([]);
  });

  // The frame's `ready` hands the element the port every card request goes over: only its own frame, on the service's
  // origin, may give it. Each forgery is wrong in one way only.
  it.each<[string, (frameWindow: object) => [unknown, string]]>([
    ['from its frame’s window on the page’s origin', (frameWindow) => [frameWindow, location.origin]],
    ['from its frame’s window on a port that starts with the service’s', (frameWindow) => [frameWindow, `${API}0`]],
    ['on the service’s origin from the page’s own window', () => [window, API]],
    ['on the service’s origin from another frame', () => [{ name: 'another frame' }, API]],
  ])('takes no ready %s: Pay asks that port nothing and sends nothing', async (_case, forge) => {
    const calls = fakeBackEnd();
    const { element, form, button, status } = await mountPayForm(ATTRIBUTES, { markup: CHECKOUT });
    const iframe = form.querySelector('[data-card-fields] iframe') as HTMLIFrameElement;
    const frameWindow = { name: 'the fields’ frame' };
    Object.defineProperty(iframe, 'contentWindow', { get: () => frameWindow });
    const [source, origin] = forge(frameWindow);
    const forged = new MessageChannel();
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        source: source as Window,
        data: { v: 1, type: 'ready' },
        ports: [forged.port2],
      }),
    );
    await flush();
    button.click();
    // A port taken would have been asked for the token, the attempt waiting on its answer. Not ready, the attempt ends.
    await vi.waitFor(() => expect(element.state).toBe('failed'));
    expect(status.textContent).not.toBe('');
    expect(calls).toEqual([]);
  });

  it('refuses to pay without its frame’s container, sending nothing', async () => {
    const calls = fakeBackEnd();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { element, button, status } = await mountPayForm(ATTRIBUTES, {
      markup: CHECKOUT.replace('<div data-card-fields></div>', ''),
    });
    button.click();
    await flush();
    expect(element.state).toBe('failed');
    expect(status.textContent).toBe('Card payment is not available. Please contact the store.');
    expect(error).toHaveBeenCalledWith('[pay-form] SECURE_FIELDS_UNAVAILABLE', '[data-card-fields]');
    expect(calls).toEqual([]);
  });
});
