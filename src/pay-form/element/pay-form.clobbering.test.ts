// DOM clobbering and injected markup: the merchant's own controls named like form properties, elements named like
// document properties, and an inert script tag offering another service. happy-dom does not shadow properties by
// name, so each test does what the browser does: the named element becomes the property of the form or document.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clobberDocument } from '../../interface/browser/test-dom';
import type { FraudSession } from '../../fraud/types';
import { pageNavigation } from '../hosted/redirect-navigation';
import { answer, fakeBackEnd, fakeSession, mountPayForm, recordEvents, flush, SUCCESS } from './test-fakes';

const created = vi.hoisted(() => ({ calls: [] as unknown[][], session: undefined as FraudSession | undefined }));
vi.mock('../../fraud/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createFraudSession: (...args: unknown[]) => (created.calls.push(args), created.session),
}));
await import('../index');

const TOKEN = {
  id: 'tok_1',
  brand: 'visa',
  last4: '1111',
  exp_month: 12,
  exp_year: 2030,
  expires_at: '…',
  created_at: '…',
};
// Names of form properties and methods the element reads, each the name of one of the merchant's controls.
const SHADOWING_NAMES = [
  'querySelector',
  'querySelectorAll',
  'elements',
  'action',
  'method',
  'submit',
  'reset',
  'length',
  'append',
  'baseURI',
];
const CLOBBERED_FORM = `
  <form action="/api/checkout" method="post">
    ${SHADOWING_NAMES.map((name) => `<input name="${name}" value="${name}-value">`).join('\n')}
    <input autocomplete="cc-number" value="4111 1111 1111 1111">
    <input autocomplete="cc-name" value="ANA SOUZA">
    <input autocomplete="cc-exp" value="12/30">
    <input autocomplete="cc-csc" value="737">
    <button>Pay</button>
  </form>`;

/** What the browser does with a form's named controls: each one shadows the form's property of its name. */
function clobberForm(form: HTMLFormElement): void {
  for (const control of Array.from(form.elements) as HTMLInputElement[]) {
    if (control.name) Object.defineProperty(form, control.name, { configurable: true, value: control });
  }
}

const undo: (() => void)[] = [];
const clobber = (name: keyof Document, element: Element = document.createElement('img')) =>
  undo.push(clobberDocument(name, element));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-15T12:00:00Z'));
  created.calls.length = 0;
  created.session = fakeSession();
});

afterEach(() => {
  undo.splice(0).forEach((restore) => restore());
  document.body.replaceChildren();
  document.head.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<pay-form> with controls named like the form’s properties', () => {
  it('still reads, tokenizes and sends the form, to its action', async () => {
    const calls = fakeBackEnd(answer(201, { data: TOKEN }), answer(201, SUCCESS));
    const element = document.createElement('pay-form');
    element.session = fakeSession();
    Object.assign(element, { publicKey: 'pk_test_demo', apiBase: 'https://api.pay.example' });
    element.innerHTML = CLOBBERED_FORM;
    const form = element.querySelector('form') as HTMLFormElement;
    clobberForm(form);
    document.body.append(element);
    await element.updateComplete;
    const { of } = recordEvents(element);

    (Element.prototype.querySelector.call(form, 'button') as HTMLButtonElement).click();
    await flush();

    expect(of('pay-error')).toEqual([]);
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.pay.example/v1/card-tokens',
      'http://localhost:3000/api/checkout',
    ]);
    const sent = Object.fromEntries(SHADOWING_NAMES.map((name) => [name, `${name}-value`]));
    expect(calls[1].body).toEqual({ ...sent, payment_details: { card_token: 'tok_1' }, fraud_session_id: 'fs_1' });
    expect(element.state).toBe('succeeded');
    // The hidden input of the native post is in the form, once.
    expect(
      Array.from(Reflect.get(HTMLFormElement.prototype, 'elements', form) as HTMLFormControlsCollection).filter(
        (control) => (control as HTMLInputElement).name === 'fraud_session_id',
      ),
    ).toHaveLength(1);
  });

  it('shows a refusal next to the named control, and clears it on the next attempt', async () => {
    const refusal = { success: false, error: 'VALIDATION_ERROR', details: [{ field: 'method', message: 'bad' }] };
    fakeBackEnd(answer(422, refusal), answer(201, SUCCESS));
    const { element, form, button } = await mountPayForm(
      { action: '/api/checkout' },
      { markup: CLOBBERED_FORM.replace(/<input autocomplete[^>]*>/g, '') },
    );
    clobberForm(form);
    const method = Element.prototype.querySelector.call(form, 'input[name="method"]') as HTMLInputElement;

    button.click();
    await flush();
    expect(method.getAttribute('aria-invalid')).toBe('true');

    button.click();
    await flush();
    expect(method.hasAttribute('aria-invalid')).toBe(false);
    expect(element.state).toBe('succeeded');
  });
});

describe('<pay-form> in a document whose elements are named like its properties', () => {
  it('connects, submits and resolves a relative redirect despite createElement, querySelectorAll, baseURI… being shadowed', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    fakeBackEnd(answer(201, { payment_fields: { redirect_url: '/hosted/ch_1' } }));
    const element = document.createElement('pay-form');
    // Its own key without api-base: the element looks for a script tag of that key (document.querySelectorAll).
    Object.assign(element, { publicKey: 'pk_test_demo', cardFlow: 'hosted', redirectOrigins: 'http://localhost:3000' });
    element.innerHTML = '<form action="/api/checkout"><input name="amount" value="1"><button>Pay</button></form>';
    const form = element.querySelector('form') as HTMLFormElement;
    const { body } = document;
    const img = document.createElement('img');
    for (const name of [
      'createElement',
      'querySelectorAll',
      'baseURI',
      'documentElement',
      'getElementById',
      'addEventListener',
    ] as const)
      clobber(name, img);
    body.append(element);
    await element.updateComplete;
    const { of } = recordEvents(element);

    form.requestSubmit();
    await flush();

    expect(of('pay-error')).toEqual([]);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/hosted/ch_1?lang=en');
  });

  it('says the payment page did not open, even beside an <img name="hidden">', async () => {
    clobber('hidden');
    vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    fakeBackEnd(answer(201, { payment_fields: { redirect_url: 'http://127.0.0.1:4010/hosted/ch_1' } }));
    const { element, form } = await mountPayForm({ 'card-flow': 'hosted' });
    const { of } = recordEvents(element);

    form.requestSubmit();
    await flush();
    await vi.advanceTimersByTimeAsync(15_000);

    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['REDIRECT_STALLED']);
  });
});

describe('<pay-form public-key> and script tags of the same key that have not run', () => {
  const scriptTag = (attributes: Record<string, string>) => {
    const tag = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
    document.head.append(tag);
  };

  it('skips an inert tag injected before the real one: the session goes to the real tag’s service', async () => {
    scriptTag({ type: 'text/plain', 'data-public-key': 'pk_test_demo', 'data-api-base': 'https://evil.example' });
    scriptTag({
      type: 'application/json',
      src: '/x.json',
      'data-public-key': 'pk_test_demo',
      'data-api-base': 'https://evil.example',
    });
    scriptTag({ 'data-public-key': 'pk_test_demo', 'data-api-base': 'https://evil.example' }); // inline: loads nothing
    scriptTag({
      src: 'https://cdn.pay.example/pay-checkout.js',
      'data-public-key': 'pk_test_demo',
      'data-api-base': 'https://api.pay.example',
    });

    await mountPayForm({ 'public-key': 'pk_test_demo' }, { session: null });

    expect(new Set(created.calls.map(([, options]) => (options as { apiBase?: string }).apiBase))).toEqual(
      new Set(['https://api.pay.example']),
    );
  });

  it('takes nothing from an inert tag alone', async () => {
    scriptTag({ type: 'text/plain', 'data-public-key': 'pk_test_demo', 'data-api-base': 'https://evil.example' });
    await mountPayForm({ 'public-key': 'pk_test_demo' }, { session: null });
    expect(created.calls.length).toBeGreaterThan(0);
    expect(created.calls.every(([, options]) => JSON.stringify(options) === '{}')).toBe(true);
  });

  it('prefers the session the tag already created for that key over re-reading any tag', async () => {
    const pageSession = { ...fakeSession(), apiBase: 'https://api.pay.example' } as FraudSession;
    (globalThis as { PayCheckout?: unknown }).PayCheckout = { session: pageSession };
    scriptTag({ src: '/evil.js', 'data-public-key': 'pk_test_demo', 'data-api-base': 'https://evil.example' });
    const { form } = await mountPayForm({ 'public-key': 'pk_test_demo' }, { session: null });
    await flush();
    delete (globalThis as { PayCheckout?: unknown }).PayCheckout;

    expect(created.calls).toEqual([]);
    expect(form.querySelector<HTMLInputElement>('input[name="fraud_session_id"]')?.value).toBe('fs_1');
  });
});
