import { afterEach, describe, expect, it } from 'vitest';
import { fieldMessage, localeOf, messageFor, toLocale, type PayFormMessages } from './messages';

/** An element as `fieldMessage` reads it: its locale and the merchant's texts. */
const host = (locale: string, messages: PayFormMessages = {}) =>
  Object.assign(document.createElement('div'), { locale, messages });

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

describe('locale', () => {
  it('maps any Portuguese tag to pt-BR and everything else to en', () => {
    expect(toLocale('pt-BR')).toBe('pt-BR');
    expect(toLocale('pt')).toBe('pt-BR');
    expect(toLocale('PT-pt')).toBe('pt-BR');
    expect(toLocale('es')).toBe('en');
    expect(toLocale('')).toBe('en');
    expect(toLocale('ptx')).toBe('en');
  });

  it('prefers the explicit locale, then the nearest lang, then the document', () => {
    document.documentElement.lang = 'pt-BR';
    const section = document.createElement('section');
    section.lang = 'en';
    const inner = document.createElement('div');
    section.append(inner);
    const outer = document.createElement('div');
    document.body.append(section, outer);

    expect(localeOf(inner)).toBe('en');
    expect(localeOf(outer)).toBe('pt-BR');
    expect(localeOf(outer, 'en')).toBe('en');
  });
});

describe('messageFor', () => {
  it('uses the back end message for ordinary failures, the bundled text when there is none', () => {
    expect(messageFor('OUT_OF_STOCK', 'en', {}, 'The book is sold out')).toBe('The book is sold out');
    expect(messageFor('OUT_OF_STOCK', 'pt-BR')).toBe('O pagamento falhou. Tente novamente.');
  });

  it('prefers its own text for codes it knows better, in the chosen language', () => {
    expect(messageFor('CARD_FLOW_NOT_SUPPORTED', 'pt-BR', {}, 'Hosted card flow not enabled')).toMatch(
      /^Pagamento com cartão em página segura/,
    );
    expect(messageFor('FRAUD_SESSION_EXPIRED', 'en', {}, 'expired')).toMatch(/secure payment session was renewed/);
    expect(messageFor('NETWORK_ERROR', 'en')).toMatch(/connection/);
    // Its details are shown field by field: the server's English summary is not what a pt-BR buyer reads.
    expect(messageFor('VALIDATION_ERROR', 'pt-BR', {}, 'The request has invalid fields')).toBe(
      'Alguns dados precisam de correção.',
    );
    expect(messageFor('CARD_TOKEN_USED', 'pt-BR', {}, 'Card token already used')).toBe(
      'Confirme o pagamento novamente.',
    );
  });

  it('lets the merchant override a code, or a whole FRAUD_SESSION_* family', () => {
    const overrides = { CARD_FLOW_NOT_SUPPORTED: 'Use Pix instead.', FRAUD_SESSION: 'Session renewed, pay again.' };
    expect(messageFor('CARD_FLOW_NOT_SUPPORTED', 'en', overrides, 'server text')).toBe('Use Pix instead.');
    expect(messageFor('FRAUD_SESSION_USED', 'pt-BR', overrides)).toBe('Session renewed, pay again.');
    expect(messageFor('FRAUD_SESSION_USED', 'en', { FRAUD_SESSION_USED: 'Used.', ...overrides })).toBe('Used.');
  });

  it('fills {seconds}', () => {
    expect(messageFor('RETRYING_IN', 'en', {}, undefined, 4)).toBe('Retrying in 4 s');
    expect(messageFor('RETRY_IN', 'pt-BR', { RETRY_IN: 'Aguarde {seconds}s' }, undefined, 9)).toBe('Aguarde 9s');
  });
});

describe('fieldMessage', () => {
  it('maps card fields and rules to bundled texts in both languages, never the server sentence', () => {
    expect(fieldMessage({ field: 'number', rule: 'luhn', host: host('en'), cardField: 'number' })).toBe(
      'This card number is not valid.',
    );
    expect(fieldMessage({ field: 'number', rule: 'luhn', host: host('pt-BR'), cardField: 'number' })).toBe(
      'Este número de cartão não é válido.',
    );
    expect(
      fieldMessage({
        field: 'payment_details.card.exp_year',
        rule: 'expired',
        host: host('pt-BR'),
        cardField: 'exp_year',
      }),
    ).toBe('Este cartão está vencido.');
    expect(fieldMessage({ field: 'exp_month', rule: 'month', host: host('en'), cardField: 'exp_month' })).toBe(
      'Check the expiry date (MM/YY).',
    );
    expect(fieldMessage({ field: 'cvv', rule: 'length', host: host('pt-BR'), cardField: 'cvv', digits: 4 })).toBe(
      'O código de segurança tem 4 dígitos.',
    );
    expect(fieldMessage({ field: 'customer.email', host: host('pt-BR') })).toBe('Confira este campo.');
    // With no input to point at (the live region), the general text names the field.
    expect(fieldMessage({ field: 'shipping.zip', rule: 'required', host: host('en'), placed: false })).toBe(
      'Check “shipping.zip”.',
    );
    expect(fieldMessage({ field: 'shipping.zip', rule: 'required', host: host('pt-BR'), placed: false })).toBe(
      'Confira “shipping.zip”.',
    );
    expect(fieldMessage({ field: 'customer.name', rule: 'required', host: host('en') })).toBe('Check this field.');
  });

  it('lets the merchant override by field and rule, or by field', () => {
    const overrides = { 'customer.email': 'Enter your e-mail', 'number.luhn': 'Typo?' };
    expect(fieldMessage({ field: 'customer.email', rule: 'format', host: host('en', overrides) })).toBe(
      'Enter your e-mail',
    );
    expect(fieldMessage({ field: 'number', rule: 'luhn', host: host('en', overrides), cardField: 'number' })).toBe(
      'Typo?',
    );
    expect(fieldMessage({ field: 'number', rule: 'required', host: host('en', overrides), cardField: 'number' })).toBe(
      'Enter the card number.',
    );
  });
});
