// <pay-form> as merchant pages use it: the script tag's session arriving late, defaults of action and
// redirect-origins, ip-lookup, one console line per failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FraudSession } from '../../fraud/types';
import { pageNavigation } from '../hosted/redirect-navigation';
import {
  answer,
  CHECKOUT_FORM,
  fakeBackEnd,
  fakeSession,
  mountPayForm,
  recordEvents,
  flush,
  SUCCESS,
} from './test-fakes';

const created = vi.hoisted(() => ({ calls: [] as unknown[][], session: undefined as FraudSession | undefined }));
vi.mock('../../fraud/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createFraudSession: (...args: unknown[]) => (created.calls.push(args), created.session),
}));
await import('../index');

const setGlobalSession = (session: FraudSession) =>
  ((globalThis as { PayCheckout?: unknown }).PayCheckout = { session });

beforeEach(() => {
  vi.useFakeTimers();
  created.calls.length = 0;
  created.session = fakeSession();
});
afterEach(() => {
  document.body.replaceChildren();
  delete (globalThis as { PayCheckout?: unknown }).PayCheckout;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<pay-form> and a script tag that runs after it', () => {
  it('adopts the script tag session when pay-checkout:session is announced', async () => {
    const { element, form } = await mountPayForm({}, { session: null });
    const { of } = recordEvents(element);
    const session = fakeSession();
    setGlobalSession(session);
    await session.setup();
    document.dispatchEvent(new CustomEvent('pay-checkout:session', { detail: session.current }));
    await flush();
    expect(form.querySelector<HTMLInputElement>('input[name="fraud_session_id"]')?.value).toBe('fs_1');
    expect(of('pay-session').map((event) => event.detail.sessionId)).toEqual(['fs_1']);
  });

  it('looks for it again at submit', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const { form } = await mountPayForm({}, { session: null });
    setGlobalSession(fakeSession());
    form.requestSubmit();
    await flush();
    expect(calls[0].body.fraud_session_id).toBe('fs_1');
  });

  it('leaves the failure of the script tag session to the script tag (one console line on the page)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setGlobalSession(fakeSession({ fail: true }));
    await mountPayForm({}, { session: null });
    await flush();
    expect(warn).not.toHaveBeenCalled();
  });

  it('still warns once about the session of its own public-key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    created.session = fakeSession({ fail: true });
    await mountPayForm({ 'public-key': 'pk_test_demo' }, { session: null });
    await flush();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('<pay-form> attribute defaults', () => {
  it('ip-lookup reaches the fraud session of public-key ("false" / "off" for none)', async () => {
    await mountPayForm(
      { 'public-key': 'pk_test_demo', 'api-base': 'https://api.example', 'ip-lookup': 'https://ip.example/json' },
      { session: null },
    );
    await mountPayForm({ 'public-key': 'pk_test_demo', 'ip-lookup': 'off' }, { session: null });
    // (Called again on each first update: the registry hands back the same session.)
    expect(new Set(created.calls.map((call) => JSON.stringify(call)))).toEqual(
      new Set([
        JSON.stringify(['pk_test_demo', { apiBase: 'https://api.example', ipLookup: 'https://ip.example/json' }]),
        JSON.stringify(['pk_test_demo', { ipLookup: false }]),
      ]),
    );
  });

  it('action defaults to the form action attribute, even when a control is named "action"', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const markup = CHECKOUT_FORM.replace('<button', '<input type="hidden" name="action" value="checkout"><button');
    const { form } = await mountPayForm({}, { markup });
    form.requestSubmit();
    await flush();
    expect(calls[0].url).toBe(new URL('/api/checkout', document.baseURI).href);
    expect(calls[0].body.action).toBe('checkout');
  });

  it('action defaults to the page itself when the form has none', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const { form } = await mountPayForm({}, { markup: CHECKOUT_FORM.replace(' action="/api/checkout"', '') });
    form.requestSubmit();
    await flush();
    expect(calls[0].url).toBe(new URL('', document.baseURI).href);
  });

  describe('redirect-origins', () => {
    const redirectTo = async (url: string, attributes: Record<string, string>, session: FraudSession | null) => {
      const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
      fakeBackEnd(answer(201, { data: { payment_fields: { redirect_url: url } } }));
      const { form, element } = await mountPayForm(attributes, { session });
      const { of } = recordEvents(element);
      form.requestSubmit();
      await flush();
      return { assign, errors: of('pay-error').map((event) => event.detail.code) };
    };

    it('defaults to the api-base attribute origin, over the origin of a page session on another base', async () => {
      const session = { ...fakeSession(), apiBase: 'https://elsewhere.example' } as FraudSession;
      const { assign } = await redirectTo(
        'https://pay.example/hosted/1',
        { 'api-base': 'https://pay.example/' },
        session,
      );
      expect(assign).toHaveBeenCalledWith('https://pay.example/hosted/1?lang=en');
    });

    it('defaults to the default api-base (the local sandbox) when there is neither attribute nor session', async () => {
      const { assign } = await redirectTo('http://127.0.0.1:4010/hosted/1', {}, null);
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4010/hosted/1?lang=en');
    });

    it('still refuses other origins', async () => {
      const { assign, errors } = await redirectTo(
        'https://evil.example/hosted/1',
        { 'api-base': 'https://pay.example' },
        null,
      );
      expect(assign).not.toHaveBeenCalled();
      expect(errors).toEqual(['REDIRECT_NOT_ALLOWED']);
    });
  });
});

describe('<pay-form public-key> beside a script tag of the same key', () => {
  it('without api-base of its own, joins the script tag session (its data-api-base), not the default sandbox', async () => {
    const session = { ...fakeSession(), apiBase: 'https://api.pay.example' } as FraudSession;
    setGlobalSession(session);
    const { form } = await mountPayForm({ 'public-key': 'pk_test_demo' }, { session: null });
    await flush();
    expect(created.calls).toEqual([]);
    expect(form.querySelector<HTMLInputElement>('input[name="fraud_session_id"]')?.value).toBe('fs_1');
  });

  it('with an api-base, or another key, has its own', async () => {
    setGlobalSession(fakeSession());
    await mountPayForm({ 'public-key': 'pk_test_demo', 'api-base': 'https://api.pay.example' }, { session: null });
    await mountPayForm({ 'public-key': 'pk_test_other' }, { session: null });
    expect(created.calls.map(([key]) => key)).toContain('pk_test_other');
    expect(created.calls).toContainEqual(['pk_test_demo', { apiBase: 'https://api.pay.example' }]);
  });

  it('warns once at submit when there is no session at all (no public-key, no script tag)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = fakeBackEnd(answer(201, SUCCESS), answer(201, SUCCESS));
    const { element, form } = await mountPayForm({}, { session: null });
    form.requestSubmit();
    await flush();
    element.reset();
    form.requestSubmit();
    await flush();
    expect(calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]).toEqual(['[pay-form] NO_FRAUD_SESSION']);
  });
});

describe('<pay-form public-key> before a script tag of the same key has run', () => {
  /** A pay-checkout tag in the page that has not run yet, as an async tag still downloading. */
  const pendingScriptTag = () => {
    const tag = document.createElement('script');
    // The test page does not load it (happy-dom says so on stderr); its src only has to be there, as on the real tag.
    tag.src = 'https://cdn.pay.example/pay-checkout.js';
    return tag;
  };

  it("takes the tag's data attributes, so that both share one session on the tag's service", async () => {
    const tag = pendingScriptTag();
    Object.assign(tag.dataset, {
      publicKey: 'pk_test_demo',
      apiBase: 'https://api.pay.example',
      ipLookup: 'off',
      timeout: '4000',
    });
    document.body.append(tag);
    await mountPayForm({ 'public-key': 'pk_test_demo' }, { session: null });
    await mountPayForm({ 'public-key': 'pk_test_other' }, { session: null });
    const distinct = (calls: unknown[][]) =>
      [...new Set(calls.map((call) => JSON.stringify(call)))].map((call) => JSON.parse(call));
    expect(distinct(created.calls)).toEqual([
      ['pk_test_demo', { apiBase: 'https://api.pay.example', ipLookup: false, timeoutMs: 4000 }],
      ['pk_test_other', {}],
    ]);
  });

  it('keeps its own api-base and ip-lookup over the tag’s', async () => {
    const tag = pendingScriptTag();
    Object.assign(tag.dataset, { publicKey: 'pk_test_demo', apiBase: 'https://api.pay.example', ipLookup: 'off' });
    document.body.append(tag);
    await mountPayForm(
      { 'public-key': 'pk_test_demo', 'api-base': 'https://eu.pay.example', 'ip-lookup': '/ip' },
      { session: null },
    );
    expect(created.calls).toContainEqual(['pk_test_demo', { apiBase: 'https://eu.pay.example', ipLookup: '/ip' }]);
    expect(
      created.calls.every(([, options]) => (options as { apiBase: string }).apiBase === 'https://eu.pay.example'),
    ).toBe(true);
  });
});
