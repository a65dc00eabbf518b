import { afterEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { answer, fakeBackEnd, mountPayForm, SUCCESS } from '../element/test-fakes';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const optionsOf = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll('option')).map((option) => [option.value, option.textContent?.replace(/\s/g, ' ')]);

/** The installments' module ran for `element`: its polite region is in the shadow tree. */
const loaded = (element: HTMLElement) =>
  vi.waitFor(() => expect(element.shadowRoot?.querySelector('[part="installments-notice"]')).not.toBeNull());

describe('<pay-form> installment options of a select with its own data-amount', () => {
  it('fills the marked select from its data-amount: per installment, total, interest-free, up to the limits (pt-BR)', async () => {
    const markup = `<form><select name="payment_details.installments" data-installments data-amount="10000"
      data-installments-max="6" data-installment-min="2500"><option>1</option></select></form>`;
    const { form } = await mountPayForm({ locale: 'pt-BR' }, { markup });
    await vi.waitFor(() =>
      expect(optionsOf(form)).toEqual([
        ['1', '1× de R$ 100,00 à vista'],
        ['2', '2× de R$ 50,00 sem juros (total R$ 100,00)'],
        ['3', '3× sem juros: 1ª de R$ 33,34, demais de R$ 33,33 (total R$ 100,00)'],
        ['4', '4× de R$ 25,00 sem juros (total R$ 100,00)'],
      ]),
    );
  });

  it("keeps its own amount when the form's amount field changes, and the buyer's choice (en)", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const markup = `<form><input name="amount" value="15990">
      <select name="payment_details.installments" data-installments data-amount="15991" data-installments-max="3">
      </select></form>`;
    const { element, form } = await mountPayForm({ locale: 'en' }, { markup });
    await loaded(element);
    const select = form.querySelector('select') as HTMLSelectElement;
    expect(optionsOf(form)[2]).toEqual(['3', '3× interest-free: first R$ 53,31, then R$ 53,30 (total R$ 159,91)']);
    select.value = '2';
    const amount = form.querySelector('input') as HTMLInputElement;
    amount.value = '20000';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    expect(optionsOf(form)[2]).toEqual(['3', '3× interest-free: first R$ 53,31, then R$ 53,30 (total R$ 159,91)']);
    expect(select.value).toBe('2');
    // Terms of its own: the service is not asked.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves an unmarked select, or one without an amount, as the page wrote it', async () => {
    const markup = `<form><select name="a"><option>9</option></select><select data-installments><option>7</option></select></form>`;
    const { element, form } = await mountPayForm({}, { markup });
    await loaded(element);
    expect(optionsOf(form)).toEqual([
      ['9', '9'],
      ['7', '7'],
    ]);
  });

  it('sends the total it shows (the amount: interest-free) with the count, for the service to hold it to', async () => {
    const calls = fakeBackEnd(answer(201, SUCCESS));
    const markup = `<form action="/api/checkout"><select name="payment_details.installments" data-type="integer"
      data-installments data-amount="15990" data-installments-max="6"><option>1</option></select>
      <button>Pay</button></form>`;
    const { element, form, button } = await mountPayForm({}, { markup });
    await loaded(element);
    (form.querySelector('select') as HTMLSelectElement).value = '6';
    button.click();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body.payment_details).toEqual({ installments: 6, installment_total: 15990 });
  });
});
