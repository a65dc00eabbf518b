import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { pageNavigation } from '../hosted/redirect-navigation';
import { answer, fakeBackEnd, mountPayForm, recordEvents, flush, SUCCESS } from './test-fakes';
import { required } from '../../interface/test-required';

const HOSTED = 'http://127.0.0.1:4010/hosted/ch_1';
const redirectTo = (url: string) => ({ success: true, data: { id: 'ch_1', payment_fields: { redirect_url: url } } });

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function submitWith(attributes: Record<string, string>, ...replies: Parameters<typeof fakeBackEnd>) {
  const calls = fakeBackEnd(...replies);
  const mounted = await mountPayForm(attributes);
  const recorded = recordEvents(mounted.element);
  mounted.form.requestSubmit();
  await flush();
  await mounted.element.updateComplete;
  return { ...mounted, ...recorded, calls };
}

describe('<pay-form> redirect replies', () => {
  it('goes to an allowed redirect_url under data, after pay-redirect', async () => {
    const { element, of } = await submitWith(
      {},
      answer(201, { success: true, data: { payment_fields: { redirect_url: HOSTED } } }),
    );
    expect(of('pay-redirect').map((event) => event.detail)).toEqual([{ url: `${HOSTED}?lang=en` }]);
    expect(of('pay-redirect')[0].cancelable).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${HOSTED}?lang=en`);
    expect(element.state).toBe('redirecting');
    expect(of('pay-success')).toHaveLength(0);
  });

  it('accepts redirect_url at the top level and origins from redirect-origins', async () => {
    const url = 'https://checkout.example.com/h/1';
    await submitWith(
      { 'redirect-origins': 'https://other.example.com https://checkout.example.com' },
      answer(201, { payment_fields: { redirect_url: url } }),
    );
    expect(assign).toHaveBeenCalledWith(`${url}?lang=en`);
  });

  it('takes the checkout’s language to the hosted page: locale, else the nearest lang; a lang the back end set stays', async () => {
    document.documentElement.lang = 'pt-BR';
    try {
      await submitWith({}, answer(201, { payment_fields: { redirect_url: `${HOSTED}?token=t` } }));
      expect(assign).toHaveBeenLastCalledWith(`${HOSTED}?token=t&lang=pt-BR`);
      document.body.replaceChildren();
      await submitWith({ locale: 'en' }, answer(201, { payment_fields: { redirect_url: HOSTED } }));
      expect(assign).toHaveBeenLastCalledWith(`${HOSTED}?lang=en`);
      document.body.replaceChildren();
      await submitWith({}, answer(201, { payment_fields: { redirect_url: `${HOSTED}?lang=en` } }));
      expect(assign).toHaveBeenLastCalledWith(`${HOSTED}?lang=en`);
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('lets the merchant cancel pay-redirect and navigate itself', async () => {
    const calls = fakeBackEnd(answer(201, { payment_fields: { redirect_url: HOSTED } }));
    const { element, form, button } = await mountPayForm();
    element.addEventListener('pay-redirect', (event) => event.preventDefault());
    form.requestSubmit();
    await flush();
    expect(calls).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(element.state).toBe('idle');
    expect(button.disabled).toBe(false);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['another origin', 'https://evil.example.com/hosted/ch_1'],
    ['plain http off loopback', 'http://pay.example.com/hosted/ch_1'],
  ])('refuses a redirect to %s', async (_kind, url) => {
    const { element, status, of } = await submitWith(
      { 'redirect-origins': 'http://pay.example.com http://127.0.0.1:4010' },
      answer(201, { payment_fields: { redirect_url: url } }),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(element.state).toBe('failed');
    expect(of('pay-redirect')).toHaveLength(0);
    expect(of('pay-error').map((event) => event.detail)).toEqual([
      { status: 201, code: 'REDIRECT_NOT_ALLOWED', message: expect.stringMatching(/not trusted/) },
    ]);
    expect(status.textContent).toMatch(/not trusted/);
  });
});

describe('<pay-form> redirect-origins: the whole origin, never its first characters', () => {
  const ALLOWED = 'https://pay.example.com http://127.0.0.1:4010';

  it.each([
    ['a host that starts with the allowed one', 'https://pay.example.com.evil.test/hosted/ch_1'],
    ['the allowed origin as user info', 'https://pay.example.com@evil.test/hosted/ch_1'],
    ['another port of the allowed host', 'https://pay.example.com:8443/hosted/ch_1'],
    ['a port that starts with the allowed one', 'http://127.0.0.1:40100/hosted/ch_1'],
  ])('refuses %s, and the buyer stays', async (_kind, url) => {
    const { element, of } = await submitWith({ 'redirect-origins': ALLOWED }, answer(201, redirectTo(url)));
    expect(assign).not.toHaveBeenCalled();
    expect(element.state).toBe('failed');
    expect(of('pay-redirect')).toHaveLength(0);
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['REDIRECT_NOT_ALLOWED']);
  });

  it('follows the allowed origin itself', async () => {
    const { of } = await submitWith(
      { 'redirect-origins': ALLOWED },
      answer(201, redirectTo('https://pay.example.com/hosted/ch_1')),
    );
    expect(of('pay-redirect').map((event) => new URL(event.detail.url).origin)).toEqual(['https://pay.example.com']);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('<pay-form> failure replies', () => {
  it('shows the envelope message as text, never HTML, and moves focus to it', async () => {
    const message = '<img src=x onerror="window.__owned = true"> Card declined';
    const { element, status, form, of } = await submitWith(
      {},
      answer(402, { success: false, message, error: 'CARD_DECLINED' }),
    );

    expect(status.textContent?.trim()).toBe(message);
    expect(element.shadowRoot?.querySelector('img')).toBeNull();
    expect((window as { __owned?: boolean }).__owned).toBeUndefined();
    expect(element.shadowRoot?.activeElement).toBe(status);
    expect(of('pay-error').map((event) => event.detail)).toEqual([{ status: 402, code: 'CARD_DECLINED', message }]);
    expect(element.state).toBe('failed');
    // Every input as the buyer left it.
    expect(form.querySelector<HTMLInputElement>('[name="customer.name"]')?.value).toBe('Ana Souza');
  });

  it('gives CARD_FLOW_NOT_SUPPORTED its own localized message', async () => {
    const { status, of } = await submitWith(
      { 'card-flow': 'hosted', locale: 'pt-BR' },
      answer(422, { success: false, message: 'Hosted card flow is not enabled', error: 'CARD_FLOW_NOT_SUPPORTED' }),
    );
    expect(status.textContent).toMatch(/^Pagamento com cartão em página segura indisponível/);
    expect(of('pay-error')[0].detail).toMatchObject({ status: 422, code: 'CARD_FLOW_NOT_SUPPORTED' });
  });

  it('on FRAUD_SESSION_USED, sends once more with a fresh session; refused again, explains and has a fresh one ready', async () => {
    const used = () =>
      answer(422, { success: false, message: 'fraud session already used', error: 'FRAUD_SESSION_USED' });
    const { status, session, form, calls } = await submitWith({}, used(), used());
    await flush();
    expect(calls.map((call) => call.body.fraud_session_id)).toEqual(['fs_1', 'fs_2']);
    expect(status.textContent).toMatch(/secure payment session was renewed/);
    expect(session.consume).toHaveBeenCalledTimes(2);
    expect(form.querySelector<HTMLInputElement>('input[name="fraud_session_id"]')?.value).toBe('fs_3');
  });

  it('on another FRAUD_SESSION_* refusal, explains at once and gets a fresh session for the next attempt', async () => {
    const { status, session, form, calls } = await submitWith(
      {},
      answer(422, { success: false, message: 'fraud session required', error: 'FRAUD_SESSION_REQUIRED' }),
    );
    expect(calls).toHaveLength(1);
    expect(status.textContent).toMatch(/secure payment session was renewed/);
    expect(session.consume).toHaveBeenCalledOnce();
    expect(form.querySelector<HTMLInputElement>('input[name="fraud_session_id"]')?.value).toBe('fs_2');
  });

  it('explains a reply that is not JSON and keeps the inputs', async () => {
    const { status, form, of } = await submitWith({}, answer(502, '<html><body>Bad gateway</body></html>'));
    expect(status.textContent).toMatch(/Unexpected answer/);
    expect(of('pay-error')[0].detail).toMatchObject({ status: 502, code: 'INVALID_RESPONSE' });
    expect(form.querySelector<HTMLInputElement>('[name="amount"]')?.value).toBe('1990');
  });

  it('explains a network error, keeps the inputs and the session id (the back end never saw it)', async () => {
    const { status, session, form, of, element } = await submitWith({}, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(status.textContent).toMatch(/connection/);
    expect(of('pay-error')[0].detail).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(session.consume).not.toHaveBeenCalled();
    expect(form.querySelector<HTMLInputElement>('[name="customer.email"]')?.value).toBe('ana@example.com');
    expect(element.state).toBe('failed');
  });

  it('times out after request-timeout; "Pay again" with the same order repeats the same request (no double charge)', async () => {
    const calls = fakeBackEnd(
      (init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const { element, form, status, session } = await mountPayForm({ 'request-timeout': '10000' });
    form.requestSubmit();
    await flush();
    await vi.advanceTimersByTimeAsync(9999);
    expect(element.state).toBe('submitting');
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    await element.updateComplete;

    expect(calls).toHaveLength(1);
    expect(element.state).toBe('failed');
    expect(status.textContent).toMatch(/did not answer in time/);
    // The request may have reached the back end: its id and key are kept for the repeat, not spent.
    expect(session.consume).not.toHaveBeenCalled();

    form.requestSubmit();
    await flush();
    expect(calls).toHaveLength(2);
    const [first, again] = calls.map((call) => ({
      key: new Headers(call.headers).get('Idempotency-Key'),
      body: call.body,
    }));
    expect(again.key).toBe(first.key);
    expect(again.body).toEqual(first.body);
  });

  it('after a timeout, a changed order is a new attempt: new key, and the possibly used session id is spent', async () => {
    const calls = fakeBackEnd(
      (init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const { element, form, session } = await mountPayForm({ 'request-timeout': '1000' });
    form.requestSubmit();
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    await flush();
    await element.updateComplete;
    expect(element.state).toBe('failed');

    required(form.querySelector<HTMLInputElement>('[name="customer.email"]'), 'the e-mail input').value =
      'other@example.com';
    form.requestSubmit();
    await flush();
    expect(session.consume).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(2);
    const keys = calls.map((call) => new Headers(call.headers).get('Idempotency-Key'));
    expect(keys[1]).not.toBe(keys[0]);
    expect(calls[1].body.fraud_session_id).not.toBe(calls[0].body.fraud_session_id);
  });

  it('clears the message when the buyer tries again', async () => {
    const { form, status, element } = await submitWith(
      {},
      answer(500, { success: false, message: 'Try later', error: 'INTERNAL' }),
    );
    fakeBackEnd(() => new Promise<Response>(() => {}));
    form.requestSubmit();
    await flush();
    await element.updateComplete;
    expect(status.textContent?.trim()).toBe('');
  });
});

describe('<pay-form> replies that say nothing of the charge', () => {
  it.each([
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch')), 'NETWORK_ERROR'],
    ["a proxy's 504 page", answer(504, '<html><body>Gateway Timeout</body></html>'), 'INVALID_RESPONSE'],
    ['a 500 envelope', answer(500, { success: false, message: 'Try later', error: 'INTERNAL' }), 'INTERNAL'],
  ] as const)(
    'after %s, "Pay again" with the same order repeats the same request: one charge at most',
    async (_label, first, code) => {
      const { element, form, calls, session, of } = await submitWith({}, first, answer(201, SUCCESS));
      expect(of('pay-error')[0].detail.code).toBe(code);
      expect(session.consume).not.toHaveBeenCalled();

      form.requestSubmit();
      await flush();
      expect(calls).toHaveLength(2);
      expect(calls[1].headers['Idempotency-Key']).toBe(calls[0].headers['Idempotency-Key']);
      expect(calls[1].body).toEqual(calls[0].body);
      expect(element.state).toBe('succeeded');
    },
  );

  it('a 4xx is a settled refusal: the next attempt is a new one', async () => {
    const { form, calls, session } = await submitWith(
      {},
      answer(422, { success: false, message: 'Invalid', error: 'VALIDATION_ERROR' }),
      answer(201, SUCCESS),
    );
    expect(session.consume).toHaveBeenCalledOnce();
    form.requestSubmit();
    await flush();
    expect(calls[1].headers['Idempotency-Key']).not.toBe(calls[0].headers['Idempotency-Key']);
  });
});

describe('<pay-form> redirect that never happens', () => {
  const hosted = () => answer(201, { success: true, data: { payment_fields: { redirect_url: HOSTED } } });

  it('says the payment page did not open (navigation stopped, or answered 204) and gives the form back', async () => {
    const { element, of, button, status } = await submitWith({}, hosted());
    await vi.advanceTimersByTimeAsync(14_999);
    expect(element.state).toBe('redirecting');
    await vi.advanceTimersByTimeAsync(1);
    await element.updateComplete;
    expect(element.state).toBe('failed');
    expect(button.disabled).toBe(false);
    expect(status.textContent).toMatch(/payment page did not open/);
    expect(of('pay-error').map((event) => event.detail)).toEqual([
      { status: 0, code: 'REDIRECT_STALLED', message: 'The payment page did not open. Please try again.' },
    ]);
  });

  it('stays quiet once the page is leaving', async () => {
    const { element, of } = await submitWith({}, hosted());
    dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(element.state).toBe('redirecting');
    expect(of('pay-error')).toHaveLength(0);
  });
});

describe('<pay-form> odd timeout attributes', () => {
  const hanging = () =>
    fakeBackEnd(
      (init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );

  it.each(['abc', '', '0', '-5', '3000000000'])('request-timeout="%s" waits the default 30 s, not 0', async (value) => {
    hanging();
    const { element, form } = await mountPayForm({ 'request-timeout': value });
    form.requestSubmit();
    await flush();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(element.state).toBe('submitting');
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(element.state).toBe('failed');
  });
});

describe('<pay-form> rate limit', () => {
  const limited = () =>
    answer(429, { success: false, message: 'Too many requests', error: 'RATE_LIMIT_EXCEEDED' }, { 'Retry-After': '3' });

  it('counts Retry-After down, then retries once with the same Idempotency-Key and body', async () => {
    const { element, calls, button, of, session } = await submitWith({}, limited(), answer(201, SUCCESS));
    const countdown = () => element.shadowRoot?.querySelector('[part="countdown"]')?.textContent?.trim();

    expect(element.state).toBe('rate-limited');
    expect(countdown()).toBe('Retrying in 3 s');
    expect(button.disabled).toBe(true);
    expect(session.consume).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1000);
    await element.updateComplete;
    expect(countdown()).toBe('Retrying in 2 s');
    expect(calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(2000);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1].headers['Idempotency-Key']).toBe(calls[0].headers['Idempotency-Key']);
    expect(calls[1].body).toEqual(calls[0].body);
    expect(element.state).toBe('succeeded');
    expect(of('pay-error')).toHaveLength(0);
    expect(session.consume).toHaveBeenCalledOnce();
  });

  it('counts down at most a minute: a longer Retry-After gets no automatic retry, and Pay is back after 60 s', async () => {
    const long = answer(
      429,
      { success: false, message: 'Too many requests', error: 'RATE_LIMIT_EXCEEDED' },
      { 'Retry-After': '86400' },
    );
    const { element, calls, button, of, session } = await submitWith({}, long);
    await element.updateComplete;
    expect(element.shadowRoot?.querySelector('[part="countdown"]')?.textContent?.trim()).toBe('Try again in 60 s');
    expect(of('pay-error')).toHaveLength(1);
    expect(session.consume).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(element.state).toBe('idle');
    expect(button.disabled).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('after a second 429 stops retrying: reports it, counts down, then gives the button back', async () => {
    const { element, calls, button, of, status } = await submitWith({}, limited(), limited());
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    await element.updateComplete;
    expect(calls).toHaveLength(2);
    expect(element.state).toBe('rate-limited');
    expect(element.shadowRoot?.querySelector('[part="countdown"]')?.textContent?.trim()).toBe('Try again in 3 s');
    expect(of('pay-error').map((event) => event.detail)).toEqual([
      { status: 429, code: 'RATE_LIMIT_EXCEEDED', message: 'Too many payment attempts.' },
    ]);
    expect(button.disabled).toBe(true);

    await vi.advanceTimersByTimeAsync(3000);
    await element.updateComplete;
    expect(calls).toHaveLength(2);
    expect(element.state).toBe('idle');
    expect(button.disabled).toBe(false);
    expect(element.shadowRoot?.querySelector('[part="countdown"]')).toBeNull();
    expect(status.textContent?.trim()).toBe('');
  });

  it('drops the pending retry on reset(), spending the id and giving the button back', async () => {
    const { element, calls, button, session } = await submitWith({}, limited(), answer(201, SUCCESS));
    element.reset();
    await element.updateComplete;
    expect(element.state).toBe('idle');
    expect(button.disabled).toBe(false);
    expect(element.shadowRoot?.querySelector('[part="countdown"]')).toBeNull();
    expect(session.consume).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });

  it('ignores submits while it counts down: the one retry is the only other request', async () => {
    const { element, form, calls } = await submitWith({}, limited(), answer(201, SUCCESS));
    form.requestSubmit();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await flush();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    expect(calls).toHaveLength(2);
    expect(element.state).toBe('succeeded');
  });

  it('drops the pending retry when the element leaves the page, spending the id', async () => {
    const { element, calls, session } = await submitWith({}, limited());
    element.remove();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    expect(element.state).toBe('idle');
    expect(session.consume).toHaveBeenCalledOnce();
  });
});
