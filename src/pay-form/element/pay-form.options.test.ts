import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { answer, fakeBackEnd, mountPayForm, flush, SUCCESS } from './test-fakes';

const HOSTED_FORM = `
  <form action="/api/checkout">
    <input name="amount" type="number" value="5000">
    <input name="payment_details.installments" data-type="integer" value="3">
    <input name="payment_details.card.number" autocomplete="cc-number" value="4111111111111111">
    <input name="payment_details.card.cvv" autocomplete="cc-csc" value="123">
    <input name="card_token" value="tok_1">
    <input name="pan_ac" autocomplete="cc-number" value="4000000000000002">
    <input name="security_code" autocomplete="cc-csc" value="987">
    <input name="billing.expiry" autocomplete="cc-exp" value="12/30">
    <button>Pay</button>
  </form>`;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<pay-form card-flow="hosted">', () => {
  it('sends card_flow hosted, only installments of payment_details and no card data, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = fakeBackEnd(
      answer(422, { success: false, message: 'x', error: 'VALIDATION_ERROR' }),
      answer(201, SUCCESS),
    );
    const { element, form } = await mountPayForm({ 'card-flow': 'hosted' }, { markup: HOSTED_FORM });
    const seen: unknown[] = [];
    element.addEventListener('pay-submit', (event) => seen.push(structuredClone(event.detail.payload)));
    // A merchant adding card data in pay-submit does not get it through either.
    element.addEventListener('pay-submit', (event) => {
      event.detail.payload.card_token = 'tok_added';
    });

    form.requestSubmit();
    await flush();
    form.requestSubmit();
    await flush();

    const expected = {
      amount: 5000,
      payment_details: { installments: 3 },
      card_flow: 'hosted',
      fraud_session_id: 'fs_1',
    };
    expect(seen[0]).toEqual(expected);
    expect(calls[0].body).toEqual(expected);
    // Card inputs under names of the merchant's own are known by their autofill tokens.
    // Everything sent but the random Idempotency-Key, whose hex digits may hold "987" by chance.
    const sent = calls.map(({ url, body, headers }) => ({
      url,
      body,
      headers: { ...headers, 'Idempotency-Key': undefined },
    }));
    expect(JSON.stringify(sent)).not.toMatch(/4111|4000|tok_|"123"|987|12\/30/);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]).toEqual(['[pay-form] CARD_INPUTS_IGNORED', 'card-flow="hosted"']);
  });

  it('reads card-flow in any case: " Hosted " is the hosted flow, no card leaves', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const { form } = await mountPayForm({ 'card-flow': ' Hosted ' }, { markup: HOSTED_FORM });
    form.requestSubmit();
    await flush();
    expect(calls[0].body).toMatchObject({ card_flow: 'hosted', payment_details: { installments: 3 } });
    expect(JSON.stringify(calls[0].body)).not.toMatch(/4111|4000|"123"|987/);
  });
});

describe('<pay-form> language', () => {
  const failing = () => answer(503, 'Service Unavailable');

  it('follows the nearest lang', async () => {
    fakeBackEnd(failing());
    const wrapper = document.createElement('div');
    wrapper.lang = 'pt-BR';
    document.body.append(wrapper);
    const { form, status, element } = await mountPayForm({}, { parent: wrapper });
    form.requestSubmit();
    await flush();
    await element.updateComplete;
    expect(status.textContent).toMatch(/^Resposta inesperada da loja/);
  });

  it('follows the document lang, and the locale attribute over both', async () => {
    document.documentElement.lang = 'pt';
    fakeBackEnd(failing(), failing());
    const first = await mountPayForm();
    first.form.requestSubmit();
    await flush();
    await first.element.updateComplete;
    expect(first.status.textContent).toMatch(/^Resposta inesperada/);

    const second = await mountPayForm({ locale: 'en' });
    second.form.requestSubmit();
    await flush();
    await second.element.updateComplete;
    expect(second.status.textContent).toMatch(/^Unexpected answer from the store/);
  });

  it('takes per-code overrides from the messages property', async () => {
    fakeBackEnd(answer(422, { success: false, message: 'server text', error: 'CARD_FLOW_NOT_SUPPORTED' }));
    const { element, form, status } = await mountPayForm();
    element.messages = { CARD_FLOW_NOT_SUPPORTED: 'Pay with Pix instead.' };
    form.requestSubmit();
    await flush();
    await element.updateComplete;
    expect(status.textContent?.trim()).toBe('Pay with Pix instead.');
  });
});

describe('<pay-form> custom states', () => {
  it('mirrors the state machine in ElementInternals.states where the browser has them', async () => {
    const states = new Set<string>();
    const attachInternals = vi.fn(() => ({ states }) as unknown as ElementInternals);
    Object.defineProperty(HTMLElement.prototype, 'attachInternals', { value: attachInternals, configurable: true });
    try {
      let release: (response: Response) => void = () => {};
      fakeBackEnd(() => new Promise<Response>((resolve) => (release = resolve)));
      const { form } = await mountPayForm();
      expect([...states]).toEqual(['idle']);
      form.requestSubmit();
      await flush();
      expect([...states]).toEqual(['submitting']);
      release(answer(400, { success: false, message: 'No', error: 'BAD' }));
      await flush();
      expect([...states]).toEqual(['failed']);
    } finally {
      delete (HTMLElement.prototype as { attachInternals?: unknown }).attachInternals;
    }
  });

  it('falls back to the dashed state names of older engines', async () => {
    const states = new Set<string>();
    const strict = Object.assign(Object.create(null), {
      add: (name: string) => {
        if (!name.startsWith('--')) throw new DOMException('bad name', 'SyntaxError');
        states.add(name);
      },
      clear: () => states.clear(),
    });
    Object.defineProperty(HTMLElement.prototype, 'attachInternals', {
      value: () => ({ states: strict }),
      configurable: true,
    });
    try {
      await mountPayForm();
      expect([...states]).toEqual(['--idle']);
    } finally {
      delete (HTMLElement.prototype as { attachInternals?: unknown }).attachInternals;
    }
  });
});
