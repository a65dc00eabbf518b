import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_BASE } from '../../fraud';
import '../index';
import { pageNavigation } from '../hosted/redirect-navigation';
import { serviceBase } from '../session/service-base';
import { answer, fakeBackEnd, fakeSession, mountPayForm, recordEvents, flush, SUCCESS } from './test-fakes';

// A key that is not a test key, with nothing saying where its service is.
const LIVE_KEY = 'pk_live_shop';
const CHECKOUT = `
  <form action="/api/checkout">
    <input name="amount" type="number" value="5000">
    <input autocomplete="cc-number" value="4111 1111 1111 1111">
    <input autocomplete="cc-name" value="ANA SOUZA">
    <input autocomplete="cc-exp" value="12/30">
    <input autocomplete="cc-csc" value="737">
    <button>Pay</button>
  </form>`;

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-15T12:00:00Z'));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<pay-form> with a key that is not a test key and no api-base', () => {
  it.each([
    ['en', 'Card payment is not set up on this page. Please contact the store.'],
    ['pt-BR', 'O pagamento com cartão não está configurado nesta página. Fale com a loja.'],
  ])('refuses the card before any request (%s)', async (locale, message) => {
    const calls = fakeBackEnd();
    const { element, button } = await mountPayForm(
      { 'public-key': LIVE_KEY, locale },
      { markup: CHECKOUT, session: null },
    );
    const { of } = recordEvents(element);

    button.click();
    await flush();

    // No card token to the sandbox, no fraud session, nothing to the back end.
    expect(calls).toEqual([]);
    expect(of('pay-error').map((event) => event.detail)).toEqual([{ status: 0, code: 'MISSING_API_BASE', message }]);
    expect(element.state).toBe('failed');
    expect(consoleError).toHaveBeenCalledWith('[pay-form] MISSING_API_BASE');
  });

  it('refuses too when its session knows no service but the sandbox it was refused for', async () => {
    const calls = fakeBackEnd();
    const session = Object.assign(fakeSession(), { publicKey: LIVE_KEY, apiBase: DEFAULT_API_BASE });
    const { element, button } = await mountPayForm({}, { markup: CHECKOUT, session });
    const { of } = recordEvents(element);

    button.click();
    await flush();

    expect(calls).toEqual([]);
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['MISSING_API_BASE']);
  });

  it('tokenizes at the api-base it is given', async () => {
    const token = {
      id: 'tok_1',
      brand: 'visa',
      last4: '1111',
      exp_month: 12,
      exp_year: 2030,
      expires_at: '…',
      created_at: '…',
    };
    const calls = fakeBackEnd(answer(201, { data: token }), answer(201, SUCCESS));
    const { element, button } = await mountPayForm(
      { 'public-key': LIVE_KEY, 'api-base': 'https://api.example.com' },
      { markup: CHECKOUT },
    );

    button.click();
    await flush();

    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/v1/card-tokens',
      expect.stringMatching(/\/api\/checkout$/),
    ]);
    expect(element.state).toBe('succeeded');
  });

  it('does not trust a redirect to the sandbox by default', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    fakeBackEnd(answer(201, { payment_fields: { redirect_url: `${DEFAULT_API_BASE}/hosted/ch_1` } }));
    const session = Object.assign(fakeSession(), { publicKey: LIVE_KEY, apiBase: DEFAULT_API_BASE });
    const { element, form } = await mountPayForm({ 'card-flow': 'hosted' }, { session });
    const { of } = recordEvents(element);

    form.requestSubmit();
    await flush();

    expect(assign).not.toHaveBeenCalled();
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['REDIRECT_NOT_ALLOWED']);
  });
});

describe('serviceBase', () => {
  const session = (publicKey: string, apiBase: string) => Object.assign(fakeSession(), { publicKey, apiBase });

  it('is the api-base given, else the session one, else the sandbox for test keys only', () => {
    expect(serviceBase('https://a.example', undefined, LIVE_KEY)).toBe('https://a.example');
    expect(serviceBase('', session(LIVE_KEY, 'https://b.example'))).toBe('https://b.example');
    expect(serviceBase('', session(LIVE_KEY, DEFAULT_API_BASE))).toBeUndefined();
    expect(serviceBase('', undefined, LIVE_KEY)).toBeUndefined();
    // No key at all (no session, no card token): the sandbox, as before.
    expect(serviceBase('', undefined, '')).toBe(DEFAULT_API_BASE);
    expect(serviceBase('', undefined, 'pk_test_demo')).toBe(DEFAULT_API_BASE);
    expect(serviceBase('', session('pk_test_demo', DEFAULT_API_BASE))).toBe(DEFAULT_API_BASE);
  });
});
