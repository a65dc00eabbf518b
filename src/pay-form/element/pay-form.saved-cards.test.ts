import { afterEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { answer, flush, mountPayForm, SUCCESS } from './test-fakes';

const API = 'http://127.0.0.1:4010';
const SESSION = 'cst_abc';
const ATTRIBUTES = {
  'public-key': 'pk_test_demo',
  'api-base': API,
  action: '/api/checkout',
  'card-fields': 'secure',
  'customer-session': SESSION,
};
const CARD = { holder_name: 'ANA SOUZA', expired: false, created_at: '2026-01-01T00:00:00Z' };
const VISA = {
  ...CARD,
  id: 'card_visa',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2034,
  funding: 'credit',
};
const DEBIT = {
  ...CARD,
  id: 'card_mc',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 1,
  exp_year: 2030,
  funding: 'debit',
};
const EXPIRED = { ...VISA, id: 'card_old', last4: '1881', exp_month: 1, exp_year: 2020, expired: true };
const ONCE = {
  installments: 1,
  interest_free: true,
  installment_amount: 100000,
  total_amount: 100000,
  monthly_rate: 0,
  cet_annual: 0,
};
const TOKEN = { id: 'tok_abc', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };

const CHECKOUT = `
  <form>
    <input name="customer.name" value="Ana Souza">
    <label>Name on card <input autocomplete="cc-name" required></label>
    <div data-card-fields></div>
    <button>Pay</button>
  </form>`;

type Reply = Response | ((url: URL, init: RequestInit) => Response | Promise<Response>);

/** The page's calls: the saved cards' (answered by `cards`, then `removals`) and the back end's (recorded). */
function service({
  cards = [answer(200, { data: [VISA, DEBIT, EXPIRED] })] as Reply[],
  removals = [] as Reply[],
} = {}) {
  const calls: { method: string; url: URL; headers: Record<string, string>; body?: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string, init: RequestInit = {}) => {
      const url = new URL(String(address), 'http://shop.test/');
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method, url, headers: init.headers as Record<string, string>, body });
      const replies =
        url.pathname === '/api/checkout' ? [answer(201, SUCCESS)] : method === 'DELETE' ? removals : cards;
      const next = replies.shift();
      if (!next) throw new Error(`unexpected ${method} ${url.href}`);
      return typeof next === 'function' ? next(url, init) : next;
    }),
  );
  return calls;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Mounts the element and plays the frame's handshake (as pay-form.secure.test.ts does); returns the frame's port. */
async function mount(markup = CHECKOUT, attributes: Record<string, string> = ATTRIBUTES) {
  const mounted = await mountPayForm(attributes, { markup });
  return { ...mounted, ...(await handshake(mounted.form)) };
}

/** The handshake of the frame mounted in `form` now, from `origin`: its port and what it was told. */
async function handshake(form: HTMLFormElement, origin = API) {
  const iframe = form.querySelector('[data-card-fields] iframe') as HTMLIFrameElement;
  const frameWindow = {};
  Object.defineProperty(iframe, 'contentWindow', { get: () => frameWindow });
  const channel = new MessageChannel();
  const received: Record<string, unknown>[] = [];
  channel.port1.onmessage = (event) => received.push(event.data);
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      source: frameWindow as Window,
      data: { v: 1, type: 'ready' },
      ports: [channel.port2],
    }),
  );
  await flush();
  return { port: channel.port1, received };
}

const listRoot = (form: HTMLFormElement) => form.querySelector('[data-pay-saved-cards]')?.shadowRoot ?? null;
const saveRoot = (form: HTMLFormElement) => form.querySelector('[data-pay-save-card]')?.shadowRoot ?? null;
const radios = (form: HTMLFormElement) =>
  Array.from(listRoot(form)?.querySelectorAll('input[type="radio"]') ?? []) as HTMLInputElement[];
/** The text of a radio's label, as the buyer sees it. */
const radioText = (radio: HTMLInputElement) => (radio.closest('label')?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A radio's accessible name: its `aria-label`, else the text of its label. */
const radioName = (radio: HTMLInputElement) => radio.getAttribute('aria-label') ?? radioText(radio);

/** A new card: its holder's name is typed in the page (the frame's fields are the frame's). */
const typeName = (form: HTMLFormElement) =>
  ((form.querySelector('[autocomplete="cc-name"]') as HTMLInputElement).value = 'ANA SOUZA');

/** What the frame was told of the buyer's choices: `[card, session]` each (`card` null: the full fields). */
const toldFrame = (received: Record<string, unknown>[]) =>
  received.filter((message) => message.type === 'saved-card').map(({ card, session }) => [card, session]);

async function listed_(form: HTMLFormElement) {
  await vi.waitFor(() => expect(radios(form).length).toBeGreaterThan(0));
  await flush();
}

/** Pays: the frame answers the token request, then the back end's request is returned. */
async function pay(
  button: HTMLButtonElement,
  port: MessagePort,
  received: Record<string, unknown>[],
  calls: ReturnType<typeof service>,
) {
  button.click();
  await vi.waitFor(() => expect(received.some((message) => message.type === 'tokenize')).toBe(true));
  const request = received.filter((message) => message.type === 'tokenize').at(-1) as { id: number };
  port.postMessage({ v: 1, type: 'token', id: request.id, token: TOKEN });
  await vi.waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/checkout')).toBe(true));
  return calls.find((call) => call.url.pathname === '/api/checkout')?.body;
}

describe('<pay-form customer-session> with secure fields', () => {
  it('lists the non-expired saved cards above the card entry, with the public key and the session, the first chosen', async () => {
    const calls = service();
    const { form, received } = await mount();
    await listed_(form);

    const list = calls.find((call) => call.url.pathname === '/v1/customer-sessions/current/cards');
    expect(list?.url.origin).toBe(API);
    expect(list?.headers).toMatchObject({
      Authorization: `Basic ${btoa('pk_test_demo:')}`,
      'X-Customer-Session': SESSION,
    });
    // Read aloud without the dots (a screen reader says "bullet" for each), shown with them.
    expect(radios(form).map(radioName)).toEqual([
      'Visa ending in 4242, expires 12/34',
      'Mastercard ending in 4444, expires 01/30',
      'Use another card',
    ]);
    expect(radios(form).map(radioText)).toEqual([
      'Visa •••• 4242 expires 12/34',
      'Mastercard •••• 4444 expires 01/30',
      'Use another card',
    ]);
    expect(radios(form).map((radio) => radio.checked)).toEqual([true, false, false]);
    // Above the card entry; its radios belong to no form, so none is ever posted.
    expect(form.querySelector('[data-pay-saved-cards] + [data-card-fields]')).not.toBeNull();
    expect(radios(form).every((radio) => radio.form === null)).toBe(true);
    await vi.waitFor(() =>
      expect(toldFrame(received)).toEqual([[{ id: 'card_visa', brand: 'visa', last4: '4242' }, SESSION]]),
    );
  });

  it('hands each choice to the frame: a card with the session, "Use another card" as null; the name input steps aside', async () => {
    service();
    const { element, form, received } = await mount();
    const chosen: unknown[] = [];
    element.addEventListener('pay-saved-card', (event) => chosen.push(event.detail.card?.id ?? null));
    await listed_(form);
    const name = form.querySelector('[autocomplete="cc-name"]') as HTMLInputElement;
    expect([name.hidden, name.disabled, name.labels?.[0]?.hidden]).toEqual([true, true, true]);
    const [, mastercard, another] = radios(form);

    mastercard.click();
    another.click();
    await flush();
    await vi.waitFor(() =>
      expect(toldFrame(received)).toEqual([
        [{ id: 'card_visa', brand: 'visa', last4: '4242' }, SESSION],
        [{ id: 'card_mc', brand: 'mastercard', last4: '4444' }, SESSION],
        [null, undefined],
      ]),
    );
    expect(chosen).toEqual(['card_mc', null]);
    expect([name.hidden, name.disabled, name.labels?.[0]?.hidden]).toEqual([false, false, false]);
  });

  it('marks a saved debit card on the element (card-funding), so the installments are quoted 1×', async () => {
    service();
    const { element, form } = await mount();
    await listed_(form);
    expect(element.getAttribute('card-funding')).toBe('credit');
    radios(form)[1]?.click();
    expect(element.getAttribute('card-funding')).toBe('debit');
    radios(form)[2]?.click();
    expect(element.hasAttribute('card-funding')).toBe(false);
  });

  it('has the installments quoted 1× for a saved debit card (payment_method=debit_card), for its brand', async () => {
    const calls = service();
    const quotes: string[] = [];
    const listed = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (address, init) => {
      const url = new URL(String(address));
      if (url.pathname !== '/v1/installments') return listed?.(address, init) as Promise<Response>;
      quotes.push(url.search);
      return answer(200, { data: { amount: 100000, brand: null, options: [ONCE] } });
    });
    const markup = CHECKOUT.replace(
      '<button>',
      '<input type="hidden" name="amount" value="100000"><select name="payment_details.installments" data-installments></select><button>',
    );
    const { form, port } = await mount(markup);
    await listed_(form);
    radios(form)[1]?.click();
    // The frame reports the chosen card's brand at once, before its code is typed (a chosen card is not empty).
    port.postMessage({
      v: 1,
      type: 'state',
      state: { brand: 'mastercard', complete: false, empty: false, errors: {}, focused: null },
    });
    await vi.waitFor(() => expect(quotes).toContain('?amount=100000&brand=mastercard&payment_method=debit_card'));
    expect(calls.some((call) => call.url.pathname === '/v1/customer-sessions/current/cards')).toBe(true);
  });

  it('pays a saved card with the frame’s token and sends no save_card', async () => {
    const calls = service();
    const { form, button, port, received } = await mount();
    await listed_(form);
    expect(saveRoot(form)?.host.hasAttribute('hidden')).toBe(true);
    const body = await pay(button, port, received, calls);
    expect(body).toEqual({
      customer: { name: 'Ana Souza' },
      payment_details: { card_token: 'tok_abc' },
      fraud_session_id: 'fs_1',
    });
  });

  it('sends save_card: true only when "Save this card" is checked, for a new card', async () => {
    let calls = service();
    let mounted = await mount();
    await listed_(mounted.form);
    radios(mounted.form)[2]?.click();
    typeName(mounted.form);
    const checkbox = saveRoot(mounted.form)?.querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect(saveRoot(mounted.form)?.host.hasAttribute('hidden')).toBe(false);
    expect(checkbox.checked).toBe(false);
    expect(saveRoot(mounted.form)?.textContent).toContain('Save this card for next purchases');
    expect(checkbox.form).toBeNull();
    const unchecked = await pay(mounted.button, mounted.port, mounted.received, calls);
    expect(unchecked).toEqual({
      customer: { name: 'Ana Souza' },
      payment_details: { card_token: 'tok_abc' },
      fraud_session_id: 'fs_1',
    });

    document.body.replaceChildren();
    calls = service();
    mounted = await mount();
    await listed_(mounted.form);
    radios(mounted.form)[2]?.click();
    typeName(mounted.form);
    (saveRoot(mounted.form)?.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
    const checked = await pay(mounted.button, mounted.port, mounted.received, calls);
    expect(checked).toEqual({
      customer: { name: 'Ana Souza' },
      payment_details: { card_token: 'tok_abc' },
      save_card: true,
      fraud_session_id: 'fs_1',
    });
  });

  it('shows only "Save this card" when the buyer has no saved card (or only expired ones)', async () => {
    service({ cards: [answer(200, { data: [EXPIRED] })] });
    const { form, received } = await mount();
    await vi.waitFor(() => expect(saveRoot(form)).not.toBeNull());
    expect(listRoot(form)).toBeNull();
    expect(saveRoot(form)?.host.hasAttribute('hidden')).toBe(false);
    await flush();
    expect(toldFrame(received)).toEqual([]);
  });

  it('removes a card after a confirmation in place, then says so politely; the next card is chosen', async () => {
    const calls = service({ removals: [answer(200, { data: VISA })] });
    const { form, received } = await mount();
    await listed_(form);
    const root = listRoot(form) as ShadowRoot;
    const remove = root.querySelector('[part="remove-card"]') as HTMLButtonElement;
    expect(remove.getAttribute('aria-label')).toBe('Remove Visa ending in 4242');

    remove.click();
    const confirm = root.querySelector('[part="remove-confirm"]') as HTMLElement;
    expect(confirm.hidden).toBe(false);
    expect(confirm.textContent).toContain('Remove Visa ending in 4242?');
    expect(root.activeElement?.textContent).toBe('Keep');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    (root.activeElement as HTMLButtonElement).click();
    expect(confirm.hidden).toBe(true);
    expect(root.activeElement).toBe(remove);

    remove.click();
    (root.querySelector('[part="confirm-remove"]') as HTMLButtonElement).click();
    await vi.waitFor(() =>
      expect(radios(form).map(radioName)).toEqual(['Mastercard ending in 4444, expires 01/30', 'Use another card']),
    );
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.url.href).toBe(`${API}/v1/customer-sessions/current/cards/card_visa`);
    expect(removal?.headers).toMatchObject({ 'X-Customer-Session': SESSION });
    await vi.waitFor(() =>
      expect(root.querySelector('[role="status"]')?.textContent).toBe('Visa ending in 4242 removed.'),
    );
    expect(radios(form)[0]?.checked).toBe(true);
    expect(root.activeElement).toBe(radios(form)[0]);
    await vi.waitFor(() =>
      expect(toldFrame(received).at(-1)).toEqual([{ id: 'card_mc', brand: 'mastercard', last4: '4444' }, SESSION]),
    );
  });

  it('says a failed removal in place and keeps the card', async () => {
    service({ removals: [answer(500, { success: false })] });
    const { form } = await mount();
    await listed_(form);
    const root = listRoot(form) as ShadowRoot;
    (root.querySelector('[part="remove-card"]') as HTMLButtonElement).click();
    (root.querySelector('[part="confirm-remove"]') as HTMLButtonElement).click();
    await vi.waitFor(() =>
      expect(root.querySelector('[part="saved-card-problem"]')?.textContent).toBe(
        'Visa ending in 4242 could not be removed. Try again.',
      ),
    );
    expect(radios(form)).toHaveLength(3);
    expect(root.activeElement?.getAttribute('part')).toBe('remove-card');
  });

  it.each([401, 404])(
    'leaves the full card entry for a session the service refuses (%i), telling only the console',
    async (status) => {
      service({ cards: [answer(status, { success: false, code: 'UNAUTHORIZED' })] });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { form, received } = await mount();
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[pay-form] CUSTOMER_SESSION_REFUSED', status));
      expect([listRoot(form), saveRoot(form)]).toEqual([null, null]);
      expect(toldFrame(received)).toEqual([]);
      const name = form.querySelector('[autocomplete="cc-name"]') as HTMLInputElement;
      expect([name.hidden, name.disabled]).toEqual([false, false]);
    },
  );

  it('takes the list away and gives back the full card entry when the session is over at payment', async () => {
    service();
    const { element, form, button, port, received, status } = await mount();
    const chosen: unknown[] = [];
    element.addEventListener('pay-saved-card', (event) => chosen.push(event.detail.card?.id ?? null));
    await listed_(form);
    button.click();
    await vi.waitFor(() => expect(received.some((message) => message.type === 'tokenize')).toBe(true));
    const request = received.filter((message) => message.type === 'tokenize').at(-1) as { id: number };
    port.postMessage({ v: 1, type: 'failed', id: request.id, code: 'session_expired' });
    await vi.waitFor(() => expect(status.textContent).toContain('Type the card details to pay'));
    // No card the session can no longer pay with stays offered: the frame's three fields, the name and "Save" are back.
    await vi.waitFor(() => expect(listRoot(form)).toBeNull());
    expect(toldFrame(received).at(-1)).toEqual([null, undefined]);
    expect(chosen).toEqual([null]);
    const name = form.querySelector('[autocomplete="cc-name"]') as HTMLInputElement;
    expect([name.hidden, name.disabled]).toEqual([false, false]);
    expect(saveRoot(form)?.host.hasAttribute('hidden')).toBe(false);
    expect(element.hasAttribute('card-funding')).toBe(false);
  });

  it('leaves the full card entry when the list cannot be read', async () => {
    service({ cards: [() => Promise.reject(new TypeError('Failed to fetch'))] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { form } = await mount();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[pay-form] SAVED_CARDS_UNAVAILABLE', 0));
    expect(listRoot(form)).toBeNull();
  });

  it('speaks Portuguese with a pt-BR page', async () => {
    service();
    const { form } = await mount(CHECKOUT, { ...ATTRIBUTES, locale: 'pt-BR' });
    await listed_(form);
    expect(radios(form).map(radioName)).toEqual([
      'Visa final 4242, vence em 12/34',
      'Mastercard final 4444, vence em 01/30',
      'Usar outro cartão',
    ]);
    expect(listRoot(form)?.querySelector('[part="remove-card"]')?.textContent).toBe('Remover');
    expect(saveRoot(form)?.textContent).toContain('Salvar cartão para próximas compras');
  });

  it('words the list again in a new language, the buyer’s card still chosen and its code kept', async () => {
    const calls = service();
    const { element, form, received } = await mount();
    await listed_(form);
    radios(form)[1]?.click();
    await vi.waitFor(() => expect(toldFrame(received)).toHaveLength(2));
    element.setAttribute('locale', 'pt-BR');
    await element.updateComplete;
    await vi.waitFor(() => expect(radios(form).map(radioName)[2]).toBe('Usar outro cartão'));
    expect(radios(form).map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(saveRoot(form)?.textContent).toContain('Salvar cartão para próximas compras');
    expect(form.querySelectorAll('[data-pay-saved-cards]')).toHaveLength(1);
    // Not asked again, and the frame (told the language) is not told the card again, which would empty its code.
    expect(calls.filter((call) => call.url.pathname.endsWith('/cards'))).toHaveLength(1);
    expect(received.filter((message) => message.type === 'lang').at(-1)).toMatchObject({ lang: 'pt-BR' });
    expect(toldFrame(received)).toHaveLength(2);
    expect(element.getAttribute('card-funding')).toBe('debit');
  });

  it('tells a new frame of the same service the buyer’s card, the list kept beside it', async () => {
    const calls = service();
    const { element, form, received } = await mount();
    await listed_(form);
    radios(form)[1]?.click();
    const container = form.querySelector('[data-card-fields]') as HTMLElement;
    const moved = document.createElement('div');
    moved.setAttribute('data-card-fields', '');
    container.replaceWith(moved);
    element.requestUpdate();
    await element.updateComplete;
    const next = await handshake(form);
    await vi.waitFor(() =>
      expect(toldFrame(next.received)).toEqual([[{ id: 'card_mc', brand: 'mastercard', last4: '4444' }, SESSION]]),
    );
    expect(form.querySelector('[data-pay-saved-cards] + [data-card-fields] + [data-pay-save-card]')).not.toBeNull();
    expect(radios(form).map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(calls.filter((call) => call.url.pathname.endsWith('/cards'))).toHaveLength(1);
    expect(toldFrame(received).at(-1)?.[0]).toMatchObject({ id: 'card_mc' });
  });

  it('asks a new service’s frame for the list again, the buyer’s card still chosen', async () => {
    const calls = service({
      cards: [answer(200, { data: [VISA, DEBIT] }), answer(200, { data: [VISA, DEBIT] })],
    });
    const { element, form } = await mount();
    await listed_(form);
    radios(form)[1]?.click();
    element.setAttribute('api-base', 'http://127.0.0.1:4020');
    await element.updateComplete;
    const next = await handshake(form, 'http://127.0.0.1:4020');
    await vi.waitFor(() => expect(calls.filter((call) => call.url.pathname.endsWith('/cards'))).toHaveLength(2));
    await vi.waitFor(() =>
      expect(toldFrame(next.received).at(-1)).toEqual([{ id: 'card_mc', brand: 'mastercard', last4: '4444' }, SESSION]),
    );
    expect(radios(form).map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(form.querySelectorAll('[data-pay-saved-cards]')).toHaveLength(1);
  });

  it('loads nothing without secure fields', async () => {
    const calls = service();
    const markup = CHECKOUT.replace('<div data-card-fields></div>', '<input autocomplete="cc-number">');
    const { form } = await mountPayForm({ ...ATTRIBUTES, 'card-fields': 'inputs' }, { markup });
    await flush();
    expect(calls).toEqual([]);
    expect(listRoot(form)).toBeNull();
  });
});
