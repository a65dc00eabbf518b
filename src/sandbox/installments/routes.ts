/**
 * Installments: `GET /v1/installments` quotes an amount by the merchant's terms (public or secret key), and the
 * controls `PUT/GET /sandbox/installment-terms` set and read those terms (secret key).
 */
import { z } from 'zod';
import { CARD_BRANDS } from '../../interface/card';
import { cardTokenSchema } from '../../interface/charge';
import { CARD_PAYMENT_METHODS, MAX_AMOUNT } from '../../interface/charge-values';
import { installmentOptions, type InstallmentQuote, type InstallmentTerms } from '../../interface/installment-quote';
import { V1_ROUTES } from '../../interface/paths';
import { resolveCardToken } from '../card-tokens/tokens';
import type { CardTokenSlice } from '../card-tokens/state';
import { validationError } from '../kernel/api-error';
import { ok, singleQueryValues, validate, withJsonBody, zodDetails } from '../kernel/http';
import type { Merchant } from '../kernel/state';
import { installmentTermsSchema } from '../route-spec/control-schemas';
import { CONTROL_ROUTE, TAGS } from '../route-spec/operation-spec';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { termsOf, type InstallmentState } from './state';

const MAX_CARD_AMOUNT = MAX_AMOUNT.credit_card;
const AMOUNT_DIGITS = String(MAX_CARD_AMOUNT).length;

/** Built once: zod prepares an object schema on its first parse (kernel/http.ts, `parseListQuery`). */
const quoteQuerySchema = z.strictObject({
  amount: z
    .string('is required')
    .regex(new RegExp(`^\\d{1,${AMOUNT_DIGITS}}$`), 'must be a whole number of cents')
    .transform(Number)
    .pipe(
      z.number().min(1, 'must be at least 1 cent').max(MAX_CARD_AMOUNT, `must be at most ${MAX_CARD_AMOUNT} cents`),
    ),
  brand: z.enum(CARD_BRANDS).optional(),
  card_token: cardTokenSchema.optional(),
  payment_method: z.enum(CARD_PAYMENT_METHODS).optional(),
});

const QUOTE_REFUSED = 'Invalid quote parameters.';

const QUOTE_PARAMETERS = [
  {
    name: 'amount',
    in: 'query',
    required: true,
    description: 'The cash price, in cents.',
    schema: { type: 'integer', minimum: 1, maximum: MAX_CARD_AMOUNT },
    example: 100000,
  },
  {
    name: 'brand',
    in: 'query',
    description: "The card's brand: its cap applies. Not with card_token.",
    schema: { type: 'string', enum: [...CARD_BRANDS] },
  },
  {
    name: 'card_token',
    in: 'query',
    description: "A card token of this merchant: its card's brand applies (the token is not used up). Not with brand.",
    schema: { type: 'string' },
  },
  {
    name: 'payment_method',
    in: 'query',
    description: 'debit_card: 1× only (a debit card pays at once). Default: credit_card.',
    schema: { type: 'string', enum: [...CARD_PAYMENT_METHODS] },
  },
];

export const INSTALLMENT_ROUTES = defineRoutes({
  quoteInstallments: {
    auth: 'either',
    method: 'get',
    path: V1_ROUTES.installments,
    tag: TAGS.installments,
    summary: 'Quote the installments of an amount',
    description:
      "One option per count the merchant's terms offer for this amount and card: sem juros up to `free_installments` (the total is the amount, the first installment absorbs the rounding), then the Price table at `monthly_rate` with the CET; brand caps, the minimum installment, and 1× only for a debit card. The public key (the buyer's page) or the secret key. A charge with `payment_details.installments` is charged by the same numbers.",
    parameters: QUOTE_PARAMETERS,
    success: [{ status: 200, description: 'The options.', body: { kind: 'resource', name: 'InstallmentQuote' } }],
    errors: ['CARD_TOKEN_INVALID', 'CARD_TOKEN_EXPIRED', 'CARD_TOKEN_USED'],
  },
});

export const INSTALLMENT_TERMS_ROUTES = defineRoutes({
  setInstallmentTerms: {
    ...CONTROL_ROUTE,
    method: 'put',
    path: '/sandbox/installment-terms',
    summary: "Set this merchant's installment terms",
    description:
      'Replaces the terms: an omitted field goes back to its seeded value. `free_installments` must not exceed `max_installments`. Quotes and charges follow at once; a reset goes back to the seeded terms.',
    body: 'InstallmentTermsRequest',
    success: [
      { status: 200, description: 'The terms now in force.', body: { kind: 'resource', name: 'InstallmentTerms' } },
    ],
  },
  getInstallmentTerms: {
    ...CONTROL_ROUTE,
    method: 'get',
    path: '/sandbox/installment-terms',
    summary: "This merchant's installment terms",
    success: [
      { status: 200, description: 'The terms in force.', body: { kind: 'resource', name: 'InstallmentTerms' } },
    ],
  },
});

/** The brand the quote is for: the one named, or the card token's. */
function quoteBrand(
  state: InstallmentState & CardTokenSlice,
  merchant: Merchant,
  query: z.output<typeof quoteQuerySchema>,
): string | null {
  if (query.brand !== undefined && query.card_token !== undefined)
    throw validationError([{ field: 'card_token', message: 'send brand or card_token, not both' }]);
  if (query.card_token === undefined) return query.brand ?? null;
  return resolveCardToken(state, merchant, query.card_token, state.clock.now().getTime(), 'card_token').card.brand;
}

/** The terms a PUT leaves in force: its fields over the seeded ones, free counts within the largest. */
function termsFrom(body: z.output<typeof installmentTermsSchema>, seeded: InstallmentTerms): InstallmentTerms {
  const terms: InstallmentTerms = {
    max_installments: body.max_installments ?? seeded.max_installments,
    free_installments: body.free_installments ?? seeded.free_installments,
    monthly_rate: body.monthly_rate ?? seeded.monthly_rate,
    min_installment: body.min_installment ?? seeded.min_installment,
    brand_max: { ...(body.brand_max ?? seeded.brand_max) },
  };
  if (terms.free_installments > terms.max_installments) {
    throw validationError([
      { field: 'free_installments', message: `must not exceed max_installments (${terms.max_installments})` },
    ]);
  }
  return terms;
}

export function installmentHandlers(
  state: InstallmentState & CardTokenSlice,
): RouteHandlers<typeof INSTALLMENT_ROUTES> {
  return {
    quoteInstallments: (c) => {
      const parsed = quoteQuerySchema.safeParse(singleQueryValues(c, QUOTE_REFUSED));
      if (!parsed.success) throw validationError(zodDetails(parsed.error), QUOTE_REFUSED);
      const merchant = c.get('merchant');
      const brand = quoteBrand(state, merchant, parsed.data);
      const debit = parsed.data.payment_method === 'debit_card';
      const quote: InstallmentQuote = {
        amount: parsed.data.amount,
        brand,
        options: installmentOptions(parsed.data.amount, termsOf(state, merchant), { brand, debit }),
      };
      return ok(c, 200, 'Installments quoted.', quote);
    },
  };
}

export function installmentTermsHandlers(state: InstallmentState): RouteHandlers<typeof INSTALLMENT_TERMS_ROUTES> {
  return {
    setInstallmentTerms: withJsonBody((c, raw) => {
      const merchant = c.get('merchant');
      const terms = termsFrom(validate(installmentTermsSchema, raw), merchant.installmentTerms);
      state.installmentTerms.set(merchant.id, terms);
      return ok(c, 200, 'Installment terms updated.', termsOf(state, merchant));
    }),
    getInstallmentTerms: (c) => ok(c, 200, 'Installment terms.', termsOf(state, c.get('merchant'))),
  };
}
