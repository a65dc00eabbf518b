/** Installments through the typed client, against a listening sandbox: the quote, the terms, and a charge by them. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox';
import { createClient } from './client';
import { ApiError } from './errors';
import { cardCharge } from './test-fixtures';

let sandbox: Sandbox;
const client = () => createClient({ secretKey: 'sk_test_demo', baseUrl: sandbox.url });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
beforeEach(() => sandbox.reset());
afterAll(async () => {
  await sandbox.close();
});

describe('installments.quote', () => {
  it('quotes by brand, and a charge by the chosen option carries the plan', async () => {
    const pay = client();
    const quote = await pay.installments.quote({ amount: 100000, brand: 'visa' });
    const tenTimes = quote.options.find((option) => option.installments === 10);
    expect(tenTimes).toMatchObject({ installment_amount: 11127, total_amount: 111270, cet_annual: 26.68 });
    const charge = await pay.charges.create(
      cardCharge({
        amount: 100000,
        items: [{ name: 'Bicycle', quantity: 1, unit_price: 100000, tangible: true }],
        payment_details: {
          card: { number: '4111111111111111', holder_name: 'ANA SILVA', exp_month: 12, exp_year: 2099, cvv: '123' },
          installments: 10,
          installment_total: tenTimes?.total_amount,
        },
      }),
    );
    expect(charge.installment_plan).toEqual(tenTimes);
    expect(charge.amount).toBe(100000);
  });

  it('rejects a changed total with INSTALLMENT_TOTAL_MISMATCH naming the field', async () => {
    const refused = await client()
      .charges.create(
        cardCharge({
          amount: 100000,
          payment_details: { card_token: 'tok_test_visa', installments: 10, installment_total: 100000 },
        }),
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 422,
      code: 'INSTALLMENT_TOTAL_MISMATCH',
      details: [{ field: 'payment_details.installment_total' }],
    });
  });
});

describe('sandbox.setInstallmentTerms / getInstallmentTerms', () => {
  it('sets the terms the quote follows, and reads them', async () => {
    const pay = client();
    const terms = await pay.sandbox.setInstallmentTerms({ max_installments: 6, free_installments: 6 });
    expect(terms).toEqual({ ...(await pay.sandbox.getInstallmentTerms()), max_installments: 6, free_installments: 6 });
    const quote = await pay.installments.quote({ amount: 100000, payment_method: 'credit_card' });
    expect(quote.options.map((option) => option.interest_free)).toEqual(Array(6).fill(true));
    const refused = await pay.sandbox.setInstallmentTerms({ monthly_rate: 1.234 }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'monthly_rate' }] });
  });
});
