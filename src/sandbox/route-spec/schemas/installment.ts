/**
 * The installment records the sandbox answers with (a quote, a merchant's terms, a charge's plan), as zod schemas
 * checked against their interfaces like the others (./shape.ts).
 */
import { z } from 'zod';
import { sameShape } from './shape';
import { CARD_BRANDS } from '../../../interface/card';
import { MAX_INSTALLMENTS } from '../../../interface/charge-values';
import type { InstallmentPlan, InstallmentQuote, InstallmentTerms } from '../../../interface/installment-quote';

const count = () => z.int().min(1).max(MAX_INSTALLMENTS);
const cents = () => z.int().min(0).describe('Amount in cents (minor units)');

const OPTION_EXAMPLE = {
  installments: 10,
  interest_free: false,
  installment_amount: 11127,
  total_amount: 111270,
  monthly_rate: 1.99,
  cet_annual: 26.68,
};

export const installmentPlanResource = sameShape<InstallmentPlan>()(
  z
    .strictObject({
      installments: count(),
      interest_free: z.boolean().describe('Sem juros: the total is the amount'),
      installment_amount: cents().describe(
        'Each installment; interest-free, the first (it absorbs the rounding, the others are a cent less at most)',
      ),
      total_amount: cents().describe(
        'What the card is charged: the amount when interest-free, else installments × installment_amount',
      ),
      monthly_rate: z.number().min(0).describe('Percent per month (0 when interest-free)'),
      cet_annual: z
        .number()
        .describe('Custo efetivo total: percent per year, 2 decimals, from the flows (0 when interest-free)'),
    })
    .meta({ examples: [OPTION_EXAMPLE] }),
);

export const installmentQuoteResource = sameShape<InstallmentQuote>()(
  z
    .strictObject({
      amount: z.int().min(1).describe('The cash price, in cents'),
      brand: z.string().nullable().describe('The card brand the options are capped for; null when none was named'),
      options: z.array(installmentPlanResource).min(1).describe('One per count offered, 1× first'),
    })
    .meta({
      examples: [
        {
          amount: 100000,
          brand: 'visa',
          options: [
            {
              ...OPTION_EXAMPLE,
              installments: 1,
              interest_free: true,
              installment_amount: 100000,
              total_amount: 100000,
              monthly_rate: 0,
              cet_annual: 0,
            },
            {
              ...OPTION_EXAMPLE,
              installments: 3,
              interest_free: true,
              installment_amount: 33334,
              total_amount: 100000,
              monthly_rate: 0,
              cet_annual: 0,
            },
            OPTION_EXAMPLE,
          ],
        },
      ],
    }),
);

export const installmentTermsResource = sameShape<InstallmentTerms>()(
  z
    .strictObject({
      max_installments: count(),
      free_installments: count(),
      monthly_rate: z.number().min(0),
      min_installment: cents(),
      brand_max: z.record(z.string(), count()).describe(`A lower largest count per brand (${CARD_BRANDS.join(', ')})`),
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
    }),
);
