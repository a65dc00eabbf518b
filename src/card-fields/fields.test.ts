import { afterEach, describe, expect, it } from 'vitest';
import { buildFields, cardRefusals, fieldsState, applyTexts } from './fields';
import { applyStyle, styleProperties } from './style';

const NOW = new Date('2026-06-15T12:00:00Z');

function fields(lang: 'en' | 'pt-BR' = 'en') {
  const built = buildFields(document, lang);
  document.body.append(built.form);
  return built;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

describe('buildFields', () => {
  it('builds three labelled inputs with the card autofill tokens, in one form', () => {
    const { form, inputs } = fields();
    expect(Object.values(inputs).map((input) => input.getAttribute('autocomplete'))).toEqual([
      'cc-number',
      'cc-exp',
      'cc-csc',
    ]);
    expect(Object.values(inputs).every((input) => input.form === form && input.inputMode === 'numeric')).toBe(true);
    expect(Object.values(inputs).map((input) => input.labels?.[0]?.textContent)).toEqual([
      'Card number',
      'Expiry date',
      'Security code',
    ]);
  });

  it('speaks pt-BR, and changes language in place', () => {
    const { inputs, labels } = fields('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(labels.number.textContent).toBe('Número do cartão');
    expect(inputs.expiry.placeholder).toBe('MM/AA');
    applyTexts(document, 'en', inputs, labels);
    expect(labels.number.textContent).toBe('Card number');
    expect(document.title).toBe('Card details');
  });
});

describe('fieldsState', () => {
  it('is empty and incomplete at first, with nothing to show', () => {
    const { inputs } = fields();
    expect(fieldsState(inputs, new Set(), null, NOW)).toEqual({
      brand: 'other',
      complete: false,
      empty: true,
      errors: {},
      focused: null,
    });
  });

  it('shows a field’s problem only once it is to be shown', () => {
    const { inputs } = fields();
    inputs.number.value = '4111 1111 1111 1112';
    expect(fieldsState(inputs, new Set(), 'number', NOW).errors).toEqual({});
    expect(fieldsState(inputs, new Set(['number']), null, NOW).errors).toEqual({ number: 'luhn' });
  });

  it('uses the shared card rules: the brand, an expired month, the CVV length by brand', () => {
    const { inputs } = fields();
    inputs.number.value = '3782 822463 10005';
    inputs.expiry.value = '05/26';
    inputs.cvv.value = '123';
    const state = fieldsState(inputs, new Set(['number', 'expiry', 'cvv']), null, NOW);
    expect(state).toMatchObject({ brand: 'amex', complete: false, errors: { expiry: 'expired', cvv: 'length' } });
    inputs.expiry.value = '06/26';
    inputs.cvv.value = '1234';
    expect(fieldsState(inputs, new Set(), null, NOW)).toMatchObject({ complete: true, errors: {} });
  });

  it('tells an Elo number apart from Visa', () => {
    const { inputs } = fields();
    inputs.number.value = '4011 7812 3456 7890';
    expect(fieldsState(inputs, new Set(), null, NOW).brand).toBe('elo');
  });
});

describe('cardRefusals', () => {
  it('names every refused field, the holder name included', () => {
    const { inputs } = fields();
    inputs.expiry.value = '13/30';
    expect(cardRefusals(inputs, ' ', NOW)).toEqual({
      number: 'required',
      holder_name: 'required',
      expiry: 'month',
      cvv: 'required',
    });
  });
});

describe('applyStyle', () => {
  it('sets custom properties from a checked style, and a new style replaces the old one', () => {
    const root = document.documentElement;
    applyStyle(root, { font: 'monospace', fontSize: '18px', invalid: { border: '#f00' } });
    expect(root.style.getPropertyValue('--pc-size')).toBe('18px');
    expect(root.style.getPropertyValue('--pc-invalid-border')).toBe('#f00');
    expect(root.style.getPropertyValue('--pc-font')).toContain('monospace');
    applyStyle(root, { base: { color: '#111' } });
    expect(root.style.getPropertyValue('--pc-size')).toBe('');
    expect(root.style.getPropertyValue('--pc-base-color')).toBe('#111');
  });

  it('maps a font name to its stack, never the name as CSS', () => {
    expect(styleProperties({ font: 'trebuchet-ms' })).toEqual({ '--pc-font': '"Trebuchet MS", Helvetica, sans-serif' });
  });
});
