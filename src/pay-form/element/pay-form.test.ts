import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { pageNavigation } from '../hosted/redirect-navigation';
import { answer, fakeBackEnd, fakeSession, mountPayForm, recordEvents, flush, SUCCESS } from './test-fakes';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<pay-form> rendering', () => {
  it('renders the slot and an empty, focusable live region from the first paint', async () => {
    const { element, status } = await mountPayForm();
    expect(element.shadowRoot?.querySelector('slot')).not.toBeNull();
    expect(status.getAttribute('role')).toBe('alert');
    expect(status.getAttribute('aria-live')).toBe('assertive');
    expect(status.getAttribute('tabindex')).toBe('-1');
    expect(status.textContent?.trim()).toBe('');
    expect(element.state).toBe('idle');
  });

  it('adds the hidden fraud_session_id input and fills it, announcing pay-session', async () => {
    const session = fakeSession();
    const element = document.createElement('pay-form');
    const { of } = recordEvents(element);
    element.session = session;
    element.innerHTML = '<form action="/api/checkout"><button>Pay</button></form>';
    document.body.append(element);
    await element.updateComplete;
    await flush();

    const input = element.querySelector<HTMLInputElement>('input[name="fraud_session_id"]');
    expect(input?.type).toBe('hidden');
    expect(input?.value).toBe('fs_1');
    expect(of('pay-session').map((event) => event.detail.sessionId)).toEqual(['fs_1']);
    expect(of('pay-session')[0].bubbles).toBe(true);
  });

  it('keeps an existing hidden input (the script tag may have filled it) and updates it', async () => {
    const { form } = await mountPayForm(
      {},
      { markup: '<form><input type="hidden" name="fraud_session_id" value="fs_old"><button>Pay</button></form>' },
    );
    await flush();
    const inputs = form.querySelectorAll<HTMLInputElement>('input[name="fraud_session_id"]');
    expect(inputs).toHaveLength(1);
    expect(inputs[0].value).toBe('fs_1');
  });
});

describe('<pay-form> submission', () => {
  it('POSTs the form as nested JSON with the session id, idempotency key and JSON headers', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const { element, button } = await mountPayForm();
    const { of } = recordEvents(element);

    button.click();
    await flush();

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(new URL('/api/checkout', document.baseURI).href);
    expect(calls[0].body).toEqual({
      customer: { name: 'Ana Souza', email: 'ana@example.com' },
      amount: 1990,
      items: [{ name: 'Book', quantity: 1, tangible: true }],
      fraud_session_id: 'fs_1',
    });
    expect(calls[0].headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(calls[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(of('pay-success').map((event) => event.detail)).toEqual([SUCCESS]);
    expect(element.state).toBe('succeeded');
  });

  it('posts to the action attribute when given', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const { form } = await mountPayForm({ action: 'https://shop.example.com/pay' });
    form.requestSubmit();
    await flush();
    expect(calls[0].url).toBe('https://shop.example.com/pay');
  });

  it('is busy while submitting: aria-busy and disabled submit buttons, restored after a failure', async () => {
    let release: (response: Response) => void = () => {};
    fakeBackEnd(() => new Promise<Response>((resolve) => (release = resolve)));
    const { element, form, button } = await mountPayForm(
      {},
      {
        markup:
          '<form><button>Pay</button><input type="submit" value="Also pay"><button type="submit" disabled>Off</button></form>',
      },
    );
    const [, alsoPay, off] = Array.from(form.elements) as HTMLInputElement[];

    button.click();
    await flush();
    expect(element.state).toBe('submitting');
    expect(element.getAttribute('aria-busy')).toBe('true');
    expect([button.disabled, alsoPay.disabled, off.disabled]).toEqual([true, true, true]);

    release(answer(422, { success: false, message: 'No', error: 'VALIDATION_ERROR' }));
    await flush();
    expect(element.hasAttribute('aria-busy')).toBe(false);
    // Only the buttons it disabled come back.
    expect([button.disabled, alsoPay.disabled, off.disabled]).toEqual([false, false, true]);
  });

  it('sends one request for double clicks, Enter and requestSubmit while busy', async () => {
    let release: (response: Response) => void = () => {};
    const calls = fakeBackEnd(() => new Promise<Response>((resolve) => (release = resolve)));
    const { form, button } = await mountPayForm();

    form.requestSubmit();
    form.requestSubmit();
    // Enter in a field and a second click both reach the form as submit events.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    button.click();
    await flush();
    expect(calls).toHaveLength(1);

    release(answer(201, SUCCESS));
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('prevents the native post of every submit event it handles, even ignored ones', async () => {
    fakeBackEnd(() => new Promise<Response>(() => {}));
    const { form } = await mountPayForm();
    form.requestSubmit();
    await flush();
    const second = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
  });

  it('leaves a submission the merchant already canceled alone', async () => {
    const calls = fakeBackEnd();
    const { form } = await mountPayForm();
    form.addEventListener('submit', (event) => event.preventDefault());
    form.requestSubmit();
    await flush();
    expect(calls).toHaveLength(0);
  });

  it('goes back to idle when pay-submit is canceled, sending nothing', async () => {
    const calls = fakeBackEnd();
    const { element, form, button, session } = await mountPayForm();
    element.addEventListener('pay-submit', (event) => event.preventDefault());
    form.requestSubmit();
    await flush();
    expect(calls).toHaveLength(0);
    expect(element.state).toBe('idle');
    expect(button.disabled).toBe(false);
    expect(session.consume).not.toHaveBeenCalled();
  });

  it('sends what the merchant put in pay-submit', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const { element, form } = await mountPayForm();
    element.addEventListener('pay-submit', (event) => {
      expect(event.detail.payload.fraud_session_id).toBe('fs_1');
      event.detail.payload = { ...event.detail.payload, product_type: 'digital', amount: 2500 };
    });
    form.requestSubmit();
    await flush();
    expect(calls[0].body).toMatchObject({ product_type: 'digital', amount: 2500, fraud_session_id: 'fs_1' });
  });

  it('does not submit again after a success until reset()', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS), answer(201, SUCCESS));
    const { element, form } = await mountPayForm();
    form.requestSubmit();
    await flush();
    form.requestSubmit();
    await flush();
    expect(calls).toHaveLength(1);

    element.reset();
    form.requestSubmit();
    await flush();
    expect(calls).toHaveLength(2);
  });
});

describe('<pay-form> fraud session', () => {
  it('uses up the id of an attempt that reached the back end and carries a fresh one next time', async () => {
    const calls = fakeBackEnd(
      answer(422, { success: false, message: 'amount is required', error: 'VALIDATION_ERROR' }),
      answer(201, SUCCESS),
    );
    const { element, form, session } = await mountPayForm();
    const { of } = recordEvents(element);

    form.requestSubmit();
    await flush();
    expect(session.consume).toHaveBeenCalledTimes(1);
    expect(form.querySelector<HTMLInputElement>('input[name="fraud_session_id"]')?.value).toBe('fs_2');
    expect(of('pay-session').map((event) => event.detail.sessionId)).toEqual(['fs_2']);

    form.requestSubmit();
    await flush();
    expect(calls.map((call) => call.body.fraud_session_id)).toEqual(['fs_1', 'fs_2']);
    expect(calls[0].headers['Idempotency-Key']).not.toBe(calls[1].headers['Idempotency-Key']);
  });

  it('still uses up the id when the element leaves the page while its request is in flight', async () => {
    let release: (response: Response) => void = () => {};
    fakeBackEnd(() => new Promise<Response>((resolve) => (release = resolve)));
    const { element, form, session } = await mountPayForm();
    form.requestSubmit();
    await flush();
    element.remove();
    release(answer(201, SUCCESS));
    await flush();
    expect(session.consume).toHaveBeenCalledOnce();
  });

  it('with fraud-required, never submits without a session: an actionable error after session-timeout', async () => {
    const calls = fakeBackEnd();
    const { element, form, status } = await mountPayForm(
      { 'fraud-required': '', 'session-timeout': '2000' },
      { session: fakeSession({ hang: true }) },
    );
    const { of } = recordEvents(element);

    form.requestSubmit();
    await vi.advanceTimersByTimeAsync(1999);
    expect(element.state).toBe('submitting');
    await vi.advanceTimersByTimeAsync(1);
    await flush();

    expect(calls).toHaveLength(0);
    expect(element.state).toBe('failed');
    expect(status.textContent).toMatch(/Could not start a secure payment session/);
    expect(of('pay-error').map((event) => event.detail)).toEqual([
      { status: 0, code: 'SESSION_UNAVAILABLE', message: status.textContent?.trim() },
    ]);
  });

  it('with fraud-required and no session at all, refuses too', async () => {
    const calls = fakeBackEnd();
    const { element, form } = await mountPayForm({ 'fraud-required': '' }, { session: null });
    form.requestSubmit();
    await flush();
    expect(calls).toHaveLength(0);
    expect(element.state).toBe('failed');
  });

  it('without fraud-required, goes on without fraud_session_id when the session fails', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { form } = await mountPayForm({}, { session: fakeSession({ fail: true }) });
    form.requestSubmit();
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0].body).not.toHaveProperty('fraud_session_id');
  });

  it('on a back/forward cache restore, leaves "redirecting" for idle and fetches a fresh session', async () => {
    fakeBackEnd(answer(201, { data: { payment_fields: { redirect_url: 'http://127.0.0.1:4010/hosted/ch_1' } } }));
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { element, form, button, session } = await mountPayForm();
    form.requestSubmit();
    await flush();
    expect(assign).toHaveBeenCalledOnce();
    expect(element.state).toBe('redirecting');
    expect(button.disabled).toBe(true);

    // A plain pageshow (first load) changes nothing.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(element.state).toBe('redirecting');

    session.setup.mockClear();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await flush();
    expect(element.state).toBe('idle');
    expect(button.disabled).toBe(false);
    expect(session.setup).toHaveBeenCalled();
    expect(form.querySelector<HTMLInputElement>('input[name="fraud_session_id"]')?.value).toBe('fs_2');
  });
});
