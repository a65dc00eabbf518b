import { afterEach, describe, expect, it } from 'vitest';
import '../index';
import { mountPayForm } from '../element/test-fakes';

afterEach(() => document.body.replaceChildren());

const optionsOf = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll('option')).map((option) => [option.value, option.textContent?.replace(/\s/g, ' ')]);

describe('<pay-form> installment options', () => {
  it('fills the marked select from its data-amount: per installment, total, interest-free, up to the limits (pt-BR)', async () => {
    const markup = `<form><select name="payment_details.installments" data-installments data-amount="10000"
      data-installments-max="6" data-installment-min="2500"><option>1</option></select></form>`;
    const { form } = await mountPayForm({ locale: 'pt-BR' }, { markup });
    expect(optionsOf(form)).toEqual([
      ['1', '1× de R$ 100,00 à vista'],
      ['2', '2× de R$ 50,00 sem juros (total R$ 100,00)'],
      ['3', '3× sem juros: 1ª de R$ 33,34, demais de R$ 33,33 (total R$ 100,00)'],
      ['4', '4× de R$ 25,00 sem juros (total R$ 100,00)'],
    ]);
  });

  it("follows the form's amount field as it changes, keeping the buyer's choice when still offered (en)", async () => {
    const markup = `<form><input name="amount" value="15990">
      <select name="payment_details.installments" data-installments data-installments-max="3"></select></form>`;
    const { form } = await mountPayForm({ locale: 'en' }, { markup });
    const select = form.querySelector('select') as HTMLSelectElement;
    expect(optionsOf(form)[2]).toEqual(['3', '3× R$ 53,30 interest-free (total R$ 159,90)']);
    select.value = '2';
    const amount = form.querySelector('input') as HTMLInputElement;
    amount.value = '15991';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    expect(optionsOf(form)[2]).toEqual(['3', '3× interest-free: first R$ 53,31, then R$ 53,30 (total R$ 159,91)']);
    expect(select.value).toBe('2');
  });

  it('leaves an unmarked select, or one without an amount, as the page wrote it', async () => {
    const markup = `<form><select name="a"><option>9</option></select><select data-installments><option>7</option></select></form>`;
    const { form } = await mountPayForm({}, { markup });
    expect(optionsOf(form)).toEqual([
      ['9', '9'],
      ['7', '7'],
    ]);
  });
});
