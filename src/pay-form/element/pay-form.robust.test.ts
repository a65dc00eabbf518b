import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { answer, fakeBackEnd, mountPayForm, recordEvents, flush, SUCCESS } from './test-fakes';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<pay-form> submit path never throws', () => {
  it('sends a form with a field named items.length beside items.0 (once a RangeError)', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const { element, button } = await mountPayForm(
      {},
      {
        markup:
          '<form><input name="items.0.name" value="Book"><input name="items.length" value="abc"><button>Pay</button></form>',
      },
    );
    const { of } = recordEvents(element);

    button.click();
    await flush();

    expect(calls).toHaveLength(1);
    expect(calls[0].body.items).toEqual({ 0: { name: 'Book' }, length: 'abc' });
    expect(of('pay-error')).toEqual([]);
    expect(element.state).toBe('succeeded');
  });

  it('turns a throw while the form is read into pay-error UNEXPECTED_ERROR, with Pay usable again', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const { element, button, status } = await mountPayForm();
    const { of } = recordEvents(element);
    const RealFormData = FormData;
    vi.stubGlobal(
      'FormData',
      class {
        constructor() {
          throw new TypeError('broken form');
        }
      },
    );

    button.click();
    await flush();

    expect(calls).toEqual([]);
    expect(of('pay-error').map((event) => event.detail)).toEqual([
      { status: 0, code: 'UNEXPECTED_ERROR', message: 'The payment failed. Please try again.' },
    ]);
    expect(element.state).toBe('failed');
    expect(button.disabled).toBe(false);
    await element.updateComplete;
    expect(status.textContent).toContain('The payment failed');

    vi.stubGlobal('FormData', RealFormData);
    button.click();
    await flush();
    expect(calls).toHaveLength(1);
    expect(element.state).toBe('succeeded');
  });

  it('turns a pay-submit payload that is not JSON into pay-error, sending nothing and keeping the session id', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const { element, button, session } = await mountPayForm();
    const { of } = recordEvents(element);
    const cyclic = (event: CustomEvent<{ payload: Record<string, unknown> }>) => {
      event.detail.payload.self = event.detail.payload;
    };
    element.addEventListener('pay-submit', cyclic);

    button.click();
    await flush();

    expect(calls).toEqual([]);
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['UNEXPECTED_ERROR']);
    expect(element.state).toBe('failed');
    expect(button.disabled).toBe(false);
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(session.consume).not.toHaveBeenCalled();

    element.removeEventListener('pay-submit', cyclic);
    button.click();
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0].body.fraud_session_id).toBe('fs_1');
  });

  it('turns a throw in the hosted flow rules (a pay-submit payload set to null) into pay-error', async () => {
    fakeBackEnd();
    const { element, button } = await mountPayForm({ 'card-flow': 'hosted' });
    const { of } = recordEvents(element);
    element.addEventListener('pay-submit', (event) => {
      (event.detail as { payload: unknown }).payload = null;
    });

    button.click();
    await flush();

    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['UNEXPECTED_ERROR']);
    expect(element.state).toBe('failed');
  });
});
