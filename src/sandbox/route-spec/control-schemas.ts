/** Bodies of the sandbox controls (not part of the service, so not in src/interface). */
import { z } from 'zod';
import { AUTHENTICATION_OUTCOMES } from '../../interface/card-authentication';
import { CARD_BRANDS } from '../../interface/card';
import { MAX_AMOUNT, MAX_INSTALLMENTS } from '../../interface/charge-values';

/** Ten years is far beyond any expiry the sandbox models; larger jumps are surely a mistake. */
export const MAX_CLOCK_ADVANCE_SECONDS = 10 * 365 * 24 * 60 * 60;

export const clockAdvanceSchema = z.strictObject({
  advance_seconds: z.number().int().min(0).max(MAX_CLOCK_ADVANCE_SECONDS),
});

const limitValue = z.number().int().min(1).max(1_000_000);

/** PUT replaces the merchant's custom limits: an omitted category goes back to the default. */
export const rateLimitsSchema = z.strictObject({
  transactions: limitValue.optional(),
  queries: limitValue.optional(),
  default: limitValue.optional(),
});

/** `POST /sandbox/charges/{id}/authenticate`: what the buyer answers on the issuer's page. */
export const chargeAuthenticateSchema = z
  .strictObject({ outcome: z.enum(AUTHENTICATION_OUTCOMES) })
  .meta({ examples: [{ outcome: 'succeeded' }] });

/** Percent per month: two digits before the point and two after are beyond any card issuer's rate. */
export const MAX_MONTHLY_RATE = 99.99;
const installmentCount = z.number().int().min(1).max(MAX_INSTALLMENTS);
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * `PUT /sandbox/installment-terms` replaces the merchant's terms: an omitted field goes back to its seeded value.
 * That `free_installments` is at most `max_installments` is checked once the omitted fields are filled in.
 */
export const installmentTermsSchema = z
  .strictObject({
    max_installments: installmentCount.optional().describe('The largest count offered'),
    free_installments: installmentCount
      .optional()
      .describe('Counts up to this one are interest-free (sem juros); at most max_installments'),
    monthly_rate: z
      .number()
      .min(0)
      .max(MAX_MONTHLY_RATE)
      .refine(hasTwoDecimals, 'must have at most 2 decimals')
      .optional()
      .describe('Interest per month above the free counts, in percent (1.99); 0 makes every count interest-free'),
    min_installment: z
      .number()
      .int()
      .min(0)
      .max(MAX_AMOUNT.credit_card)
      .optional()
      .describe('The smallest installment in cents; counts whose installment would be smaller are not offered'),
    brand_max: z
      .partialRecord(z.enum(CARD_BRANDS), installmentCount)
      .optional()
      .describe('A lower largest count per card brand'),
  })
  .meta({
    examples: [
      {
        max_installments: 12,
        free_installments: 3,
        monthly_rate: 1.99,
        min_installment: 500,
        brand_max: { hipercard: 6 },
      },
    ],
  });
