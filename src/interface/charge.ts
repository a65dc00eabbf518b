/**
 * Charges (docs/service.md, "Charges", "Pix and boleto"): the creation payload rules, one shape per payment method
 * (the card methods in ./charge-card, what all methods share in ./charge-common, the returned record in
 * ./charge-record, the Pix and boleto parts in ./charge-pix-boleto).
 * Optional fields may be omitted or sent as `null` (same convention as the submerchant payloads).
 */
import { z } from 'zod';
import { MAX_AMOUNT, PAYMENT_METHODS, type CardPaymentMethod } from './charge-values';
import { boletoDetailsSchema, optionalNullable, pixDetailsSchema } from './charge-pix-boleto';
import {
  amountFor,
  amountSchema,
  boletoCustomerSchema,
  commonFields,
  customerSchema,
  issuesOf,
  pixCustomerSchema,
  splitRuleIssues,
} from './charge-common';
import { cardChargeCreateSchema, debitChargeCreateSchema } from './charge-card';

export {
  ADDITIONAL_DATA_MAX_BYTES,
  ADDITIONAL_DATA_MAX_KEYS,
  MAX_ITEMS,
  MAX_SPLIT_RULES,
  TEXT_MAX,
  additionalDataSchema,
  customerSchema,
  itemSchema,
  splitRuleSchema,
} from './charge-common';
export {
  cardChargeCreateSchema,
  cardTokenSchema,
  debitChargeCreateSchema,
  debitPaymentDetailsSchema,
  hostedFlowForbiddenFields,
  installmentsSchema,
  paymentDetailsSchema,
} from './charge-card';

/** The card rules live in ./card (shared with `<pay-form>`); re-exported for callers of this module. */
export { passesLuhn } from './card';
export { cardSchema } from './card-schema';

/** Pix: no card fields (an unknown key is refused); `payment_details` holds only `expires_in`. */
export const pixChargeCreateSchema = z
  .strictObject({
    ...commonFields,
    amount: amountFor('pix'),
    customer: pixCustomerSchema,
    payment_method: z.literal('pix'),
    payment_details: optionalNullable(pixDetailsSchema),
  })
  .superRefine((charge, ctx) => splitRuleIssues(charge, issuesOf(ctx)));

/** Boleto: no card fields; `payment_details` holds only `due_date` and `instructions`. */
export const boletoChargeCreateSchema = z
  .strictObject({
    ...commonFields,
    amount: amountFor('boleto'),
    customer: boletoCustomerSchema,
    payment_method: z.literal('boleto'),
    payment_details: optionalNullable(boletoDetailsSchema),
  })
  .superRefine((charge, ctx) => splitRuleIssues(charge, issuesOf(ctx)));

/**
 * A body whose `payment_method` is missing or unknown: the other rules depend on the method, but the ones every
 * method shares are still checked, so one reply names every mistake it can (fields of some method pass unchecked).
 */
export const unknownMethodChargeSchema = z.strictObject({
  ...commonFields,
  amount: amountSchema(Math.max(...Object.values(MAX_AMOUNT)), 'any payment method'),
  customer: customerSchema,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_details: z.unknown(),
  card_flow: z.unknown(),
  return_url: z.unknown(),
  card_token: z.unknown(),
  installments: z.unknown(),
  customer_id: z.unknown(),
});

/** The creation payload, one shape per `payment_method`. */
export const chargeCreateSchema = z.discriminatedUnion('payment_method', [
  cardChargeCreateSchema,
  debitChargeCreateSchema,
  pixChargeCreateSchema,
  boletoChargeCreateSchema,
]);

export type ChargeCreateRequest = z.input<typeof chargeCreateSchema>;
export type ChargeCreateParsed = z.output<typeof chargeCreateSchema>;

export type CreditCardChargeCreateRequest = z.input<typeof cardChargeCreateSchema>;
export type DebitCardChargeCreateRequest = z.input<typeof debitChargeCreateSchema>;
/** A charge paid with a card, credit or debit. */
export type CardChargeCreateRequest = CreditCardChargeCreateRequest | DebitCardChargeCreateRequest;
export type CardChargeParsed = Extract<ChargeCreateParsed, { payment_method: CardPaymentMethod }>;
export type PixChargeCreateRequest = z.input<typeof pixChargeCreateSchema>;
export type BoletoChargeCreateRequest = z.input<typeof boletoChargeCreateSchema>;

// The returned record lives in ./charge-record; re-exported so callers keep one import.
export type { BoletoCharge, CardCharge, CardPaymentFields, Charge, ChargeSplitRule, PixCharge } from './charge-record';
export type { BoletoPaymentFields, ChargeAddress, PixPaymentFields } from './charge-pix-boleto';
export type { InstallmentPlan } from './installment-quote';
