/**
 * Property-based, over amounts only, for every payment method: any number is either taken (a whole number of cents
 * from 1 to the method's MAX_AMOUNT) or refused with 422 naming `amount`; never a 5xx (the other fields: fuzz.test.ts).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT, PAYMENT_METHODS, type PaymentMethod } from '../../interface/charge-values';
import { call, chargeBody, debitChargeBody, secretAuth, useSandbox } from '../test-harness/test-support';
import { boletoBody, pixBody } from '../test-harness/test-pix-boleto';

const sandbox = useSandbox({ rateLimits: { transactions: 1_000_000, queries: 1_000_000, default: 1_000_000 } });
const RUNS = 150;

const BODIES: Record<PaymentMethod, (overrides: Record<string, unknown>) => Record<string, unknown>> = {
  credit_card: chargeBody,
  debit_card: debitChargeBody,
  pix: pixBody,
  boleto: boletoBody,
};

/** Each method's bounds and their neighbours, so every run meets the edges. */
const EDGES = Object.values(MAX_AMOUNT).flatMap((max) => [max - 1, max, max + 1]);

const anyAmount = fc.oneof(
  fc.integer({ min: -1_000, max: 1_000 }),
  fc.constantFrom(...EDGES, 0, 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, Number.MAX_VALUE),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(Number),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const takes = (method: PaymentMethod, amount: number) =>
  Number.isSafeInteger(amount) && amount >= 1 && amount <= MAX_AMOUNT[method];

afterAll(() => {
  expect(sandbox.current.state.internalErrors).toBe(0);
});

describe.each(PAYMENT_METHODS)('%s amounts', (method) => {
  it('are taken up to the method’s maximum and refused with 422 on amount otherwise, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyAmount, async (amount) => {
        const result = await call(sandbox.current, 'POST', '/v1/charges', {
          auth: secretAuth(),
          json: BODIES[method]({ amount }),
        });
        expect(result.status, result.text).toBeLessThan(500);
        if (takes(method, amount)) {
          expect(result.status, result.text).toBe(201);
          expect(result.body.data.amount).toBe(amount);
        } else {
          expect(result.status, result.text).toBe(422);
          expect(result.body.details.map((detail: { field: string }) => detail.field)).toEqual(['amount']);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
