import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, delivered, frame, stubFetch, TOKEN, type, TYPED, typeCard, v } from './test-frame';

const VISA = { id: 'card_5f0c2a9e1b7d', brand: 'visa', last4: '4242' } as const;
const AMEX = { id: 'card_0a1b2c3d4e5f', brand: 'amex', last4: '0005' } as const;
const SESSION = 'cst_session-token_for_tests';

afterEach(cleanUp);

const cvvLabel = () => document.querySelector('label[for="pc-cvv"]')?.textContent;
const inputIds = () => [...document.querySelectorAll('input')].map((input) => input.id);
const lastState = (received: { type: string; [key: string]: unknown }[]) =>
  received.filter((message) => message.type === 'state').at(-1)?.state;

/** The frame switched to the code of `card`, with what the buyer had typed before. */
async function codeOnly(card: typeof VISA | typeof AMEX = VISA, session: string | undefined = SESSION) {
  const started = frame();
  typeCard(started.input);
  started.page?.postMessage({ v, type: 'saved-card', card, ...(session ? { session } : {}) });
  await delivered();
  return started;
}

describe('the code of a saved card alone', () => {
  it('takes the number and expiry out of the form, and names the card in the code’s label', async () => {
    const { form, input, page } = await codeOnly();
    expect(inputIds()).toEqual(['pc-cvv']);
    expect([...(form?.elements ?? [])].map((element) => element.id)).toEqual(['pc-cvv']);
    expect(document.getElementById('pc-brand')).toBeNull();
    expect(cvvLabel()).toBe('Security code for Visa ending in 4242');
    // Typed for the card before: a code is never carried over to another card.
    expect(input('cvv').value).toBe('');
    page?.postMessage({ v, type: 'lang', lang: 'pt-BR' });
    await delivered();
    expect(cvvLabel()).toBe('Código de segurança do Visa final 4242');
  });

  it('fits the code to the card’s brand: three digits, four for Amex', async () => {
    const visa = await codeOnly();
    expect(visa.input('cvv').maxLength).toBe(3);
    type(visa.input('cvv'), '12345');
    expect(visa.input('cvv').value).toBe('123');
    cleanUp();
    const amex = await codeOnly(AMEX);
    expect(amex.input('cvv').maxLength).toBe(4);
    type(amex.input('cvv'), '12345');
    expect(amex.input('cvv').value).toBe('1234');
    expect(cvvLabel()).toBe('Security code for Amex ending in 0005');
  });

  it('reports the saved card’s brand, complete once the code is valid', async () => {
    const { input, received } = await codeOnly(AMEX);
    // Chosen, the card is not empty: the page shows its brand and quotes its installments before the code is typed,
    // and no problem shows before the buyer typed or paid.
    expect(lastState(received)).toEqual({ brand: 'amex', complete: false, empty: false, errors: {}, focused: null });
    input('cvv').dispatchEvent(new Event('focus'));
    input('cvv').dispatchEvent(new Event('blur'));
    await delivered();
    expect(lastState(received)).toEqual({ brand: 'amex', complete: false, empty: false, errors: {}, focused: null });
    type(input('cvv'), '123');
    input('cvv').dispatchEvent(new Event('blur'));
    await delivered();
    expect(lastState(received)).toEqual({
      brand: 'amex',
      complete: false,
      empty: false,
      errors: { cvv: 'length' },
      focused: null,
    });
    type(input('cvv'), '1234');
    await delivered();
    expect(lastState(received)).toEqual({ brand: 'amex', complete: true, empty: false, errors: {}, focused: null });
  });

  it('asks for the saved card’s token with its id, the code and the customer session, and nothing of a typed card', async () => {
    const fetch = stubFetch();
    const { input, page, received } = await codeOnly();
    type(input('cvv'), '321');
    page?.postMessage({ v, type: 'tokenize', id: 4, holderName: 'Ana Souza' });
    await delivered();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/v1/card-tokens');
    expect(JSON.parse(init.body as string)).toEqual({ card_id: VISA.id, cvv: '321' });
    expect((init.headers as Record<string, string>)['X-Customer-Session']).toBe(SESSION);
    expect((init.headers as Record<string, string>).Authorization).toBe(`Basic ${btoa('pk_test_demo:')}`);
    expect(received.find((message) => message.type === 'token')).toEqual({ v, type: 'token', id: 4, token: TOKEN });
  });

  it('refuses a code that does not fit the card without asking the service', async () => {
    const fetch = stubFetch();
    const { input, page, received } = await codeOnly();
    type(input('cvv'), '12');
    page?.postMessage({ v, type: 'tokenize', id: 5, holderName: '' });
    await delivered();
    expect(fetch).not.toHaveBeenCalled();
    expect(received.find((message) => message.type === 'refused')).toEqual({
      v,
      type: 'refused',
      id: 5,
      fields: { cvv: 'length' },
    });
    expect(input('cvv').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the session it was given when the next card comes without one', async () => {
    const fetch = stubFetch();
    const { input, page } = await codeOnly();
    page?.postMessage({ v, type: 'saved-card', card: AMEX });
    await delivered();
    type(input('cvv'), '4321');
    page?.postMessage({ v, type: 'tokenize', id: 6, holderName: '' });
    await delivered();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ card_id: AMEX.id, cvv: '4321' });
    expect((init.headers as Record<string, string>)['X-Customer-Session']).toBe(SESSION);
  });

  it('goes back to the three fields, empty, with `card: null`', async () => {
    const fetch = stubFetch();
    const { input, page, received } = await codeOnly();
    type(input('cvv'), '123');
    page?.postMessage({ v, type: 'saved-card', card: null });
    await delivered();
    expect(inputIds()).toEqual(['pc-number', 'pc-expiry', 'pc-cvv']);
    expect([input('number').value, input('expiry').value, input('cvv').value]).toEqual(['', '', '']);
    expect(input('cvv').maxLength).toBe(4);
    expect(cvvLabel()).toBe('Security code');
    expect(lastState(received)).toEqual({ brand: 'other', complete: false, empty: true, errors: {}, focused: null });
    // The typed card is tokenized as before, without the session.
    typeCard(input);
    page?.postMessage({ v, type: 'tokenize', id: 8, holderName: 'Ana Souza' });
    await delivered();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ number: '4111111111111111', cvv: TYPED.cvv });
    expect(init.headers as Record<string, string>).not.toHaveProperty('X-Customer-Session');
  });

  it('ignores a malformed saved card: the three fields stay as typed', async () => {
    const { input, page } = frame();
    typeCard(input);
    page?.postMessage({ v, type: 'saved-card', card: { ...VISA, id: '4111111111111111' }, session: SESSION });
    page?.postMessage({ v, type: 'saved-card', card: VISA, session: 'cst_x\r\nX-Other: 1' });
    await delivered();
    expect(inputIds()).toEqual(['pc-number', 'pc-expiry', 'pc-cvv']);
    expect([input('number').value, input('expiry').value, input('cvv').value]).toEqual([
      TYPED.number,
      TYPED.expiry,
      TYPED.cvv,
    ]);
  });
});
