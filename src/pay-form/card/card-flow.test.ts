import { afterEach, describe, expect, it } from 'vitest';
import { applyCardFlow, hasCardInputs } from './card-flow';

afterEach(() => {
  document.body.replaceChildren();
});

describe('applyCardFlow', () => {
  const withCard = {
    amount: 1000,
    card_token: 'tok_1',
    card_number: '4111111111111111',
    cvv: '123',
    installments: 2,
    payment_details: { card: { number: '4111111111111111', cvv: '123' }, card_token: 'tok_2', installments: 3 },
  };

  it("keeps only the merchant's own card_token and installments in the transparent flow when it did not tokenize", () => {
    expect(applyCardFlow(withCard, 'transparent')).toEqual({
      amount: 1000,
      card_token: 'tok_1',
      installments: 2,
      payment_details: { card_token: 'tok_2', installments: 3 },
    });
  });

  it('sends its own token in payment_details, and no copy of the number under any name', () => {
    const payload = {
      ...withCard,
      notes: 'card 4111 1111 1111 1111 please',
      mirror: 4111111111111111,
      tags: ['a', '4111-1111-1111-1111'],
      customer: { name: 'Ana', copy: '4111111111111111' },
    };
    expect(applyCardFlow(payload, 'transparent', { token: 'tok_new', number: '4111111111111111' })).toEqual({
      amount: 1000,
      installments: 2,
      tags: ['a'],
      customer: { name: 'Ana' },
      payment_details: { card_token: 'tok_new', installments: 3 },
    });
  });

  it('marks the hosted flow and keeps only installments of payment_details, with no card field anywhere', () => {
    expect(applyCardFlow(withCard, 'hosted')).toEqual({
      amount: 1000,
      installments: 2,
      payment_details: { installments: 3 },
      card_flow: 'hosted',
    });
  });

  it('strips card fields at any depth, as a pay-submit listener might add them', () => {
    const payload = {
      customer: {
        name: 'Ana',
        cvv: '123',
        credit_card: '4111111111111111',
        documents: [{ type: 'cpf', card_number: '4111' }],
      },
      items: [{ name: 'Book', quantity: 1 }],
      fraud_session_id: 'fs_1',
    };
    expect(applyCardFlow(payload, 'hosted')).toEqual({
      customer: { name: 'Ana', documents: [{ type: 'cpf' }] },
      items: [{ name: 'Book', quantity: 1 }],
      fraud_session_id: 'fs_1',
      card_flow: 'hosted',
    });
  });

  it('sends installments as an integer whatever control held it, and leaves a value that is no count for the back end', () => {
    const card = { token: 'tok_9', number: '4111111111111111' };
    expect(applyCardFlow({ payment_details: { installments: '3' } }, 'transparent', card).payment_details).toEqual({
      card_token: 'tok_9',
      installments: 3,
    });
    expect(applyCardFlow({ payment_details: { installments: ' 12 ' } }, 'hosted').payment_details).toEqual({
      installments: 12,
    });
    expect(applyCardFlow({ payment_details: { installments: 'three' } }, 'hosted').payment_details).toEqual({
      installments: 'three',
    });
    expect(applyCardFlow({ payment_details: { installments: '2.5' } }, 'hosted').payment_details).toEqual({
      installments: '2.5',
    });
  });

  it('drops payment_details without installments', () => {
    expect(applyCardFlow({ amount: 1, payment_details: { card: { number: '4111' } } }, 'hosted')).toEqual({
      amount: 1,
      card_flow: 'hosted',
    });
  });

  it('is idempotent (it runs before and after pay-submit)', () => {
    const once = applyCardFlow(withCard, 'hosted');
    expect(applyCardFlow(once, 'hosted')).toEqual(once);
  });
});

describe('hasCardInputs', () => {
  function form(markup: string): HTMLFormElement {
    const element = document.createElement('form');
    element.innerHTML = markup;
    return element;
  }

  it('spots card inputs by autofill token or name', () => {
    expect(hasCardInputs(form('<input autocomplete="cc-number" name="n">'))).toBe(true);
    expect(hasCardInputs(form('<input autocomplete="section-pay cc-csc" name="x">'))).toBe(true);
    expect(hasCardInputs(form('<input name="payment_details.card.number">'))).toBe(true);
    expect(hasCardInputs(form('<input name="cvv">'))).toBe(true);
    for (const name of [
      'billing.card-number',
      'cardNumber',
      'card_no',
      'card[number]',
      'cc_number',
      'cc-exp',
      'ccnum',
      'pan',
      'card.pan',
      'security_code',
      'cvv2',
      'csc',
      'customer.credit_card',
      'creditcard',
      'numero_cartao',
      'número_do_cartão',
      'codigo_seguranca',
      'código_de_segurança',
    ]) {
      expect(hasCardInputs(form(`<input name="${name}">`)), name).toBe(true);
    }
  });

  it('leaves ordinary checkout inputs alone', () => {
    expect(
      hasCardInputs(
        form('<input name="customer.name" autocomplete="name"><input name="payment_details.installments">'),
      ),
    ).toBe(false);
    for (const name of [
      'company',
      'panel',
      'pantry',
      'span',
      'discount_code',
      'card_flow',
      'accent_color',
      'gift_card_message',
    ]) {
      expect(hasCardInputs(form(`<input name="${name}">`)), name).toBe(false);
    }
  });
});
