import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { DOCUMENT_FILE, useStepsLoader } from '../core/on-demand';
import * as documentCheck from '../document/document-check';
import * as paymentSteps from '../steps/steps-module';
import { answer, fakeBackEnd, type FetchCall, mountPayForm, recordEvents, flush, SUCCESS } from './test-fakes';

import { LOOKALIKE_CNPJS } from '../../interface/test-tax-id-lookalikes';

const CPF = '529.982.247-25';
const NUMERIC_CNPJ = '11.222.333/0001-81';
const ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';
/** The alphanumeric CNPJ with one character changed (`ABC` → `ABD`): its check digits no longer match. */
const ONE_CHARACTER_CHANGED = '12.ABD.345/01DE-35';

const PIX_REPLY = {
  success: true,
  data: {
    id: 'ch_pix',
    amount: 1590,
    status: 'pending',
    payment_fields: { pix: { qr_code: '000201', expires_at: '2026-05-15T12:30:00Z' } },
  },
};

/** A checkout offering card and Pix, its card a valid one, its buyer's document `document`. */
function checkout(method: 'credit_card' | 'pix', document: string, documentInput = 'name="customer.document"') {
  const radio = (value: string) =>
    `<input type="radio" name="payment_method" value="${value}"${value === method ? ' checked' : ''}>`;
  return `
    <form action="/api/checkout">
      <input name="customer.name" value="Ana Souza">
      <input ${documentInput} value="${document}">
      ${radio('credit_card')} ${radio('pix')}
      <input autocomplete="cc-number" value="4111 1111 1111 1111">
      <input autocomplete="cc-name" value="ANA SOUZA">
      <input autocomplete="cc-exp" value="12/30">
      <input autocomplete="cc-csc" value="737">
      <button>Pay</button>
    </form>`;
}

const ATTRIBUTES = { 'public-key': 'pk_test_demo', 'api-base': 'http://127.0.0.1:4010', action: '/api/checkout' };
const TOKEN = {
  success: true,
  data: { id: 'tok_1', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030, expires_at: '…', created_at: '…' },
};

async function pay(markup: string, attributes: Record<string, string> = ATTRIBUTES) {
  const mounted = await mountPayForm(attributes, { markup });
  const recorded = recordEvents(mounted.element);
  const input = documentInputOf(mounted.form);
  mounted.form.requestSubmit();
  await flush();
  const message = () => messageOf(input);
  return { ...mounted, ...recorded, input, message };
}

/** The form's document input (each checkout has one). */
const documentInputOf = (form: HTMLFormElement) =>
  form.querySelector('[name="customer.document"], [data-document]') as HTMLInputElement;

/** The text of the message tied to `input`, if any. */
const messageOf = (input: Element) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** The on-demand modules by file: the document check's, else the steps'. */
const onDemand = async (file: string) => (file === DOCUMENT_FILE ? documentCheck : paymentSteps);

const posted = (calls: FetchCall[]) => calls.filter((call) => call.url.endsWith('/api/checkout'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-15T12:00:00Z'));
  useStepsLoader(onDemand);
});

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('<pay-form>: the buyer’s CPF or CNPJ', () => {
  it.each([
    ['a CPF', CPF],
    ['a numeric CNPJ', NUMERIC_CNPJ],
    ['an alphanumeric CNPJ', ALPHANUMERIC_CNPJ],
    ['an alphanumeric CNPJ typed in lower case', '12.abc.345/01de-35'],
    ['a document without punctuation', '12ABC34501DE35'],
  ])('%s goes with a Pix, as typed', async (_, document) => {
    const calls = fakeBackEnd(answer(200, PIX_REPLY));
    const { input } = await pay(checkout('pix', document));
    expect(posted(calls)).toHaveLength(1);
    expect(posted(calls)[0].body.customer).toEqual({ name: 'Ana Souza', document });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('one character changed is refused beside the input, focused, and nothing is sent', async () => {
    const calls = fakeBackEnd();
    const { element, input, message, events, status } = await pay(checkout('pix', ONE_CHARACTER_CHANGED));
    expect(calls).toHaveLength(0);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(message()).toBe('This CPF or CNPJ is not valid.');
    expect(document.activeElement).toBe(input);
    expect(element.state).toBe('failed');
    expect(status.textContent).toBe('Check your CPF or CNPJ.');
    const error = events.find((event) => event.type === 'pay-error');
    expect(error?.detail).toEqual({ status: 0, code: 'DOCUMENT_INVALID', message: 'Check your CPF or CNPJ.' });
    const fieldError = events.find((event) => event.type === 'pay-field-error');
    expect(fieldError?.detail.source).toBe('check');
    expect(fieldError?.detail.errors[0]).toMatchObject({ field: 'customer.document', rule: 'tax_id_digits', input });
  });

  it.each(LOOKALIKE_CNPJS)(
    'a CNPJ written with $character (read as a valid one by toUpperCase) is refused, shown as typed',
    async ({ typed }) => {
      const calls = fakeBackEnd(answer(200, PIX_REPLY));
      const { input, message } = await pay(checkout('pix', typed));
      expect(posted(calls)).toHaveLength(0);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      // 13 characters with `ß` or `ﬁ`: the length is wrong; 14 with `ſ` or `ı`: the characters are.
      expect(message()).toMatch(/^(This CPF or CNPJ is not valid\.|A CPF has 11 digits, a CNPJ 14 characters\.)$/);
      expect(input.value).toBe(typed);
    },
  );

  it('a wrong length is worded as such', async () => {
    fakeBackEnd();
    const { message } = await pay(checkout('pix', '529.982.247-2'));
    expect(message()).toBe('A CPF has 11 digits, a CNPJ 14 characters.');
  });

  it('empty is refused with a Pix', async () => {
    const calls = fakeBackEnd();
    const { message, input } = await pay(checkout('pix', ''));
    expect(calls).toHaveLength(0);
    expect(message()).toBe('Enter your CPF or CNPJ.');
    expect(document.activeElement).toBe(input);
  });

  it('empty is allowed with a card; a filled one is checked', async () => {
    const loader = vi.fn(onDemand);
    useStepsLoader(loader);
    const calls = fakeBackEnd(answer(201, TOKEN), answer(200, SUCCESS));
    const { element } = await pay(checkout('credit_card', ''));
    await flush();
    expect(posted(calls)).toHaveLength(1);
    expect(element.state).toBe('succeeded');
    // Nothing to check: a card payment loads nothing more.
    expect(loader).not.toHaveBeenCalled();

    document.body.replaceChildren();
    const none = fakeBackEnd();
    const refused = await pay(checkout('credit_card', ONE_CHARACTER_CHANGED));
    expect(none).toHaveLength(0);
    expect(refused.message()).toBe('This CPF or CNPJ is not valid.');
  });

  it('in Portuguese', async () => {
    fakeBackEnd();
    const wrong = await pay(checkout('pix', ONE_CHARACTER_CHANGED), { ...ATTRIBUTES, locale: 'pt-BR' });
    expect(wrong.message()).toBe('Este CPF ou CNPJ não é válido.');
    expect(wrong.status.textContent).toBe('Confira seu CPF ou CNPJ.');
    document.body.replaceChildren();
    const empty = await pay(checkout('pix', ''), { ...ATTRIBUTES, locale: 'pt-BR' });
    expect(empty.message()).toBe('Informe seu CPF ou CNPJ.');
    document.body.replaceChildren();
    const short = await pay(checkout('pix', '123'), { ...ATTRIBUTES, locale: 'pt-BR' });
    expect(short.message()).toBe('O CPF tem 11 dígitos, o CNPJ 14 caracteres.');
  });

  it('the page’s texts replace the bundled ones, by rule or by field', async () => {
    fakeBackEnd();
    const mounted = await mountPayForm(ATTRIBUTES, { markup: checkout('pix', '') });
    mounted.element.messages = {
      'customer.document.tax_id_missing': 'Precisamos do seu CPF.',
      DOCUMENT_INVALID: 'Confira o documento.',
    };
    mounted.form.requestSubmit();
    await flush();
    expect(messageOf(documentInputOf(mounted.form))).toBe('Precisamos do seu CPF.');
    expect(mounted.status.textContent).toBe('Confira o documento.');
  });

  it('an input marked data-document is checked too; a disabled one is not', async () => {
    fakeBackEnd();
    const marked = await pay(checkout('pix', ONE_CHARACTER_CHANGED, 'name="buyer_tax_id" data-document'));
    expect(marked.message()).toBe('This CPF or CNPJ is not valid.');

    document.body.replaceChildren();
    const calls = fakeBackEnd(answer(200, PIX_REPLY));
    await pay(checkout('pix', ONE_CHARACTER_CHANGED, 'name="customer.document" disabled'));
    expect(posted(calls)).toHaveLength(1);
  });

  it('a corrected document is sent, and its message goes once the buyer changes it', async () => {
    const calls = fakeBackEnd(answer(200, PIX_REPLY));
    const { form, input, message } = await pay(checkout('pix', ONE_CHARACTER_CHANGED));
    input.value = ALPHANUMERIC_CNPJ;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(message()).toBeUndefined();
    form.requestSubmit();
    await flush();
    expect(posted(calls)).toHaveLength(1);
  });

  it('a check that cannot be loaded (offline) sends nothing and leaves a usable form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useStepsLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const calls = fakeBackEnd();
    const { element, events } = await pay(checkout('pix', CPF));
    expect(calls).toHaveLength(0);
    expect(element.state).toBe('failed');
    expect(events.find((event) => event.type === 'pay-error')?.detail.code).toBe('UNEXPECTED_ERROR');
  });

  it.each([
    ['52998224725', CPF],
    ['11222333000181', NUMERIC_CNPJ],
    ['12abc34501de35', ALPHANUMERIC_CNPJ],
    [' 12.abc.345/01de-35 ', ALPHANUMERIC_CNPJ],
    ['5299822', '5299822'],
  ])('typed %j, it is shown as %j once changed', async (typed, shown) => {
    const { form } = await mountPayForm(ATTRIBUTES, { markup: checkout('pix', '') });
    const input = documentInputOf(form);
    input.value = typed;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(input.value).toBe(shown);
  });
});
