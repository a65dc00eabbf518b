import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { answer, fakeBackEnd, mountPayForm, recordEvents, flush, chargeReply as charge } from './test-fakes';

const FORM = `
  <form action="/api/checkout">
    <input name="customer.name" value="Ana Souza">
    <select name="payment_details.installments"><option>1</option></select>
    <textarea name="note"></textarea>
    <input name="coupon" disabled>
    <button type="submit">Pay</button>
  </form>`;

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Mounts the form, answers its first submission with `reply` once released. */
async function pending(attributes: Record<string, string> = {}) {
  let release: (response: Response) => void = () => {};
  const calls = fakeBackEnd(() => new Promise<Response>((resolve) => (release = resolve)));
  const mounted = await mountPayForm(attributes, { markup: FORM });
  const controls = Array.from(
    mounted.form.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), select, textarea, button'),
  );
  const notice = () => mounted.element.shadowRoot?.querySelector<HTMLElement>('[role="status"]');
  mounted.button.click();
  await flush();
  const answerWith = async (response: Response) => {
    release(response);
    await flush();
  };
  return { ...mounted, calls, controls, notice, answerWith };
}

describe('<pay-form> while a payment is in progress', () => {
  it('says "Processing…" with an indicator, and no field can be edited; all restored after a failure', async () => {
    const { element, controls, notice, answerWith } = await pending();
    expect(notice()?.getAttribute('part')).toBe('progress');
    expect(notice()?.textContent).toBe('Processing…');
    expect(notice()?.querySelector('[part="spinner"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(controls.map((control) => control.disabled)).toEqual([true, true, true, true, true]);

    await answerWith(answer(422, { success: false, message: 'No', error: 'VALIDATION_ERROR' }));
    expect(element.state).toBe('failed');
    expect(notice()?.hidden).toBe(true);
    expect(notice()?.textContent).toBe('');
    // The merchant's own disabled input stays disabled.
    expect(controls.map((control) => control.disabled)).toEqual([false, false, false, true, false]);
  });

  it('sends the installments of a plain select (no data-type) as an integer', async () => {
    const { calls } = await pending();
    expect((calls[0].body.payment_details as { installments: unknown }).installments).toBe(1);
  });

  it('says it in Portuguese', async () => {
    const { notice } = await pending({ locale: 'pt-BR' });
    expect(notice()?.textContent).toBe('Processando…');
  });
});

describe('<pay-form> after the payment was accepted', () => {
  it('shows "Payment approved" as a final state, keeps the whole form locked, and cannot be paid again until reset()', async () => {
    const { element, form, controls, notice, calls, answerWith } = await pending();
    await answerWith(answer(201, charge('captured')));
    expect(element.state).toBe('succeeded');
    expect(notice()?.getAttribute('part')).toBe('result approved');
    expect(notice()?.textContent).toBe('Payment approved');
    // Focused, as the Pix step's paid heading is: read out at once.
    expect(element.shadowRoot?.activeElement).toBe(notice());
    // Name, installments, note and Pay: what was paid stays as it was; the merchant's own disabled input too.
    expect(controls.map((control) => control.disabled)).toEqual([true, true, true, true, true]);

    form.requestSubmit();
    await flush();
    expect(calls).toHaveLength(1);

    element.reset();
    expect(controls.map((control) => control.disabled)).toEqual([false, false, false, true, false]);
    expect(notice()?.hidden).toBe(true);
  });

  it('ends a failed charge in pay-error, worded in Portuguese, not in a final state', async () => {
    const { element, status, notice, answerWith } = await pending({ locale: 'pt-BR' });
    const { of } = recordEvents(element);
    await answerWith(answer(201, charge('failed')));
    await vi.waitFor(() => expect(element.state).toBe('failed'));
    expect(of('pay-success')).toHaveLength(0);
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['CARD_DECLINED']);
    expect(status.textContent).toBe('Pagamento recusado: o cartão foi recusado. Tente outro cartão.');
    expect(notice()?.hidden).toBe(true);
  });

  it('says a pending charge is being confirmed until the page settles it as paid', async () => {
    const { element, notice, answerWith } = await pending({ locale: 'pt-BR' });
    await answerWith(answer(201, charge('pending')));
    await vi.waitFor(() => expect(element.state).toBe('pending'));
    expect(notice()?.getAttribute('part')).toBe('result pending');
    element.settle('captured');
    expect(notice()?.textContent).toBe('Pagamento aprovado');
    expect(notice()?.getAttribute('part')).toBe('result approved');
  });
});

describe('<pay-form> failures from the back end', () => {
  it.each([
    ['an INTERNAL envelope', answer(500, { success: false, message: 'Internal', error: 'INTERNAL' })],
    [
      'a 503 envelope with an unknown code',
      answer(503, { success: false, message: 'upstream connect error', error: 'UPSTREAM' }),
    ],
    ['a 502 with the failure envelope and no code', answer(502, { success: false, message: 'Bad Gateway' })],
  ])('words %s itself, never with the server text', async (_label, reply) => {
    const { status, element, answerWith } = await pending();
    const { of } = recordEvents(element);
    await answerWith(reply);
    expect(status.textContent).toBe('The payment failed. Please try again.');
    expect(of('pay-error')[0].detail.message).toBe('The payment failed. Please try again.');
  });

  it("shows a detail with a rule it does not know in the back end's words, as text", async () => {
    const details = [
      { field: 'customer.name', message: 'Use <b>the name</b> on your ID', rule: 'store.name_on_id' },
      { field: 'gift_code', message: 'Gift code already used.' },
    ];
    const { form, status, answerWith } = await pending({ locale: 'pt-BR' });
    await answerWith(answer(422, { success: false, message: 'Invalid', error: 'VALIDATION_ERROR', details }));
    const name = form.querySelector<HTMLInputElement>('[name="customer.name"]');
    const holder = document.getElementById(name?.getAttribute('aria-describedby') ?? '');
    expect(holder?.textContent).toBe('Use <b>the name</b> on your ID');
    expect(holder?.children).toHaveLength(0);
    expect(status.textContent).toBe('Alguns dados precisam de correção. Gift code already used.');
  });

  it.each([
    ['en', 'Some details need correcting. “gift_code” is not an accepted field.', 'This field is required.'],
    ['pt-BR', 'Alguns dados precisam de correção. Confira “gift_code”.', 'Confira este campo.'],
  ])('never shows a service phrase bare (%s): it is worded with its field', async (locale, summary, beside) => {
    // A VALIDATION_ERROR of the service, passed on by the back end: its messages are phrases, without a rule.
    const details = [
      { field: 'customer.name', message: 'is required' },
      { field: 'gift_code', message: 'is not an accepted field' },
    ];
    const { form, status, element, answerWith } = await pending({ locale });
    const { of } = recordEvents(element);
    await answerWith(answer(422, { success: false, message: 'Invalid', error: 'VALIDATION_ERROR', details }));
    const name = form.querySelector<HTMLInputElement>('[name="customer.name"]');
    expect(document.getElementById(name?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(beside);
    expect(status.textContent).toBe(summary);
    expect(of('pay-error')[0].detail.message).toBe(summary);
  });

  it('keeps its own words for a rule it knows', async () => {
    const details = [{ field: 'customer.name', message: 'is required', rule: 'required' }];
    const { form, answerWith } = await pending({ locale: 'pt-BR' });
    await answerWith(answer(422, { success: false, message: 'Invalid', error: 'VALIDATION_ERROR', details }));
    const name = form.querySelector<HTMLInputElement>('[name="customer.name"]');
    expect(document.getElementById(name?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Confira este campo.',
    );
  });
});
