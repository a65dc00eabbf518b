import { afterEach, describe, expect, it } from 'vitest';
import { formToPayload } from '../core/form-payload';
import { payloadForMethod, paysByCard, withoutCardPayment } from './payment-method';

function form(markup: string): HTMLFormElement {
  document.body.innerHTML = `<form>${markup}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

afterEach(() => document.body.replaceChildren());

describe('payment method', () => {
  const radios = (checked?: string) =>
    ['credit_card', 'debit_card', 'pix', 'boleto']
      .map(
        (value) => `<input type="radio" name="payment_method" value="${value}"${value === checked ? ' checked' : ''}>`,
      )
      .join('');

  it.each([
    ['no payment_method control (card only, as before)', '<input name="x">', true],
    ['credit_card chosen', radios('credit_card'), true],
    ['debit_card chosen', radios('debit_card'), true],
    ['pix chosen', radios('pix'), false],
    ['boleto chosen', radios('boleto'), false],
    ['none chosen yet', radios(), false],
    ['a hidden input naming pix', '<input type="hidden" name="payment_method" value="pix">', false],
    [
      'a select on credit_card',
      '<select name="payment_method"><option>pix</option><option selected>credit_card</option></select>',
      true,
    ],
  ])('%s → pays by card: %s', (_case, markup, expected) => {
    const element = form(markup);
    expect(paysByCard(element, formToPayload(element))).toBe(expected);
  });

  it('a debit card sends its token without installments (one only); a credit card keeps them', () => {
    const card = { token: 'tok_1', number: '4000000000003220' };
    const payload = (method: string, flow: 'transparent' | 'hosted') =>
      payloadForMethod(
        { payment_method: method, payment_details: { installments: '3', card_number: card.number } },
        true,
        flow,
        flow === 'transparent' ? card : undefined,
      );
    expect(payload('debit_card', 'transparent')).toEqual({
      payment_method: 'debit_card',
      payment_details: { card_token: 'tok_1' },
    });
    expect(payload('debit_card', 'hosted')).toEqual({ payment_method: 'debit_card', card_flow: 'hosted' });
    expect(payload('credit_card', 'transparent')).toEqual({
      payment_method: 'credit_card',
      payment_details: { card_token: 'tok_1', installments: 3 },
    });
  });

  it('a control named "elements" does not hide the methods', () => {
    const element = form(`<input name="elements">${radios('pix')}`);
    expect(paysByCard(element, formToPayload(element))).toBe(false);
  });

  it('sends no card data, card_flow or installments for another method, and keeps its own payment_details', () => {
    const payload = {
      payment_method: 'pix',
      card_flow: 'hosted',
      installments: 2,
      card_token: 'tok_merchant',
      customer: { name: 'Ana', card_number: '4111111111111111' },
      payment_details: {
        card_token: 'tok_1',
        installments: 3,
        card: { number: '4111111111111111' },
        cvv: '123',
        expires_in: 900,
      },
    };
    expect(withoutCardPayment(payload)).toEqual({
      payment_method: 'pix',
      customer: { name: 'Ana' },
      payment_details: { expires_in: 900 },
    });
    expect(payload.payment_details.installments).toBe(3);
    expect(withoutCardPayment({ payment_method: 'boleto', payment_details: { installments: 1 } })).toEqual({
      payment_method: 'boleto',
    });
  });

  it('applies the card flow when paying by card', () => {
    const payload = { payment_details: { installments: 2, card_token: 'x' } };
    expect(payloadForMethod(payload, true, 'hosted')).toEqual({
      payment_details: { installments: 2 },
      card_flow: 'hosted',
    });
    expect(payloadForMethod(payload, false, 'hosted')).toEqual({});
  });
});
