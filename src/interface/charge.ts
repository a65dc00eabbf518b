/**
 * Charges (docs/service.md, "Charges", "Pix and boleto"): the creation payload rules, one shape per payment method
 * (the returned record is in ./charge-record, the Pix and boleto parts in ./charge-pix-boleto).
 * Optional fields may be omitted or sent as `null` (same convention as the submerchant payloads).
 */
import { z } from 'zod';
import { normalizeTaxId, taxIdProblem, taxIdText, type TaxIdKind } from './documents';
import {
  CARD_FLOWS,
  CUSTOMER_TYPES,
  MAX_AMOUNT,
  MAX_INSTALLMENTS,
  PAYMENT_METHODS,
  type CustomerType,
  type PaymentMethod,
} from './charge-values';
import { cardSchema } from './card-schema';
import { httpUrlSchema } from './http-url';
import { isRecord } from './plain-object';
import { boletoDetailsSchema, chargeAddressSchema, optionalNullable, pixDetailsSchema } from './charge-pix-boleto';

export const MAX_ITEMS = 100;
export const MAX_SPLIT_RULES = 20;
export const TEXT_MAX = 255;
/**
 * `additional_data` is the merchant's own free data: bounded so one merchant's charges cannot make list replies
 * (up to 100 charges) huge and stall the sandbox for everyone.
 */
export const ADDITIONAL_DATA_MAX_KEYS = 50;
export const ADDITIONAL_DATA_MAX_BYTES = 16 * 1024;

/** The card rules live in ./card (shared with `<pay-form>`); re-exported for callers of this module. */
export { passesLuhn } from './card';
export { cardSchema } from './card-schema';

const text = (max = TEXT_MAX) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

export const installmentsSchema = z.number().int().min(1).max(MAX_INSTALLMENTS);
export const cardTokenSchema = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, _ and -');

export const paymentDetailsSchema = z.strictObject({
  card: optionalNullable(cardSchema),
  card_token: optionalNullable(cardTokenSchema),
  installments: optionalNullable(installmentsSchema),
});

const DOCUMENT_KIND: Record<CustomerType, TaxIdKind> = { individual: 'cpf', company: 'cnpj' };

const customerFields = {
  name: text(200),
  email: z.string().trim().max(254).pipe(z.email('must be a valid e-mail address')),
  type: z.enum(CUSTOMER_TYPES),
};

/** An individual pays with a CPF, a company with a CNPJ (the same pairing as pf/pj submerchants). */
function documentRule(customer: { type: CustomerType; document?: string }, ctx: z.RefinementCtx): void {
  if (customer.document === undefined) return;
  const problem = taxIdProblem(customer.document, [DOCUMENT_KIND[customer.type]]);
  if (problem) ctx.addIssue({ code: 'custom', path: ['document'], message: problem });
}

const withNormalizedDocument = <T extends { document?: string }>(customer: T) => ({
  ...customer,
  document: customer.document === undefined ? undefined : normalizeTaxId(customer.document),
});

/**
 * A card charge's customer: the document and the address are optional. The address is taken on every method (one
 * checkout form serves them all) and checked as a boleto's is.
 */
export const customerSchema = z
  .strictObject({
    ...customerFields,
    document: optionalNullable(taxIdText()),
    address: optionalNullable(chargeAddressSchema),
  })
  .superRefine(documentRule)
  .transform(withNormalizedDocument);

/** A Pix charge's customer: the document is required (the payer's bank shows whom it pays for), the address not. */
const pixCustomerSchema = z
  .strictObject({ ...customerFields, document: taxIdText(), address: optionalNullable(chargeAddressSchema) })
  .superRefine(documentRule)
  .transform((customer) => ({ ...customer, document: normalizeTaxId(customer.document) }));

/** A boleto charge's customer: document and address are printed on the boleto. */
const boletoCustomerSchema = z
  .strictObject({ ...customerFields, document: taxIdText(), address: chargeAddressSchema })
  .superRefine(documentRule)
  .transform((customer) => ({ ...customer, document: normalizeTaxId(customer.document) }));

export const itemSchema = z.strictObject({
  name: text(),
  quantity: z.number().int().min(1),
  unit_price: z.number().int().min(0),
  tangible: z.boolean(),
});

const utf8Length = (text: string) => new TextEncoder().encode(text).byteLength;

export const additionalDataSchema = z
  .record(z.string(), z.unknown())
  .refine(
    (data) => Object.keys(data).length <= ADDITIONAL_DATA_MAX_KEYS,
    `must have at most ${ADDITIONAL_DATA_MAX_KEYS} keys`,
  )
  .refine(
    (data) => utf8Length(JSON.stringify(data)) <= ADDITIONAL_DATA_MAX_BYTES,
    `must be at most ${ADDITIONAL_DATA_MAX_BYTES} bytes as JSON`,
  );

/** Ids are compared lower-cased, the way the service issues them. */
const submerchantIdSchema = z.uuid('must be a submerchant id (uuid)').transform((id) => id.toLowerCase());

export const splitRuleSchema = z
  .strictObject({
    submerchant_id: submerchantIdSchema,
    amount: z.number().int().min(1).optional(),
    percentage: z.number().gt(0).max(100).optional(),
  })
  .superRefine((rule, ctx) => {
    if ((rule.amount === undefined) === (rule.percentage === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'must have either amount or percentage' });
    }
    // 33.34 * 100 is 3334.0000000000005 in floating point, hence the tolerance.
    if (rule.percentage !== undefined && Math.abs(rule.percentage * 100 - Math.round(rule.percentage * 100)) > 1e-6) {
      ctx.addIssue({ code: 'custom', path: ['percentage'], message: 'must have at most 2 decimal places' });
    }
  });

/**
 * Whole cents, at least 1 and at most what the payment method can carry (MAX_AMOUNT). The bounds are checked first
 * and alone: past them, "not a safe integer" would only repeat the same problem.
 */
const amountSchema = (max: number, method: string) =>
  z
    .number()
    .min(1, { message: 'must be at least 1 cent', abort: true })
    .max(max, { message: `must be at most ${max} cents for ${method}`, abort: true })
    .int('must be a whole number of cents');

const amountFor = (method: PaymentMethod) => amountSchema(MAX_AMOUNT[method], method);

/** What every payment method shares (the amount's bound is each method's own). */
const commonFields = {
  submerchant_id: optionalNullable(submerchantIdSchema),
  // Any non-empty string (docs/service.md, "Charges"); bounded like every free text.
  product_type: text(),
  items: z.array(itemSchema).min(1, 'must hold at least one item').max(MAX_ITEMS),
  shipping_amount: optionalNullable(z.number().int().min(0)),
  currency: optionalNullable(z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter ISO 4217 code such as BRL')),
  additional_data: optionalNullable(additionalDataSchema),
  split_rules: optionalNullable(z.array(splitRuleSchema).min(1).max(MAX_SPLIT_RULES)),
  fraud_session_id: optionalNullable(z.string().min(1).max(128)),
};

type Issue = (path: (string | number)[], message: string) => void;

function splitRuleIssues(
  charge: { amount: number; split_rules?: z.output<typeof splitRuleSchema>[] },
  issue: Issue,
): void {
  const rules = charge.split_rules;
  if (!rules) return;
  const byAmount = rules.filter((rule) => rule.amount !== undefined);
  const byPercentage = rules.filter((rule) => rule.percentage !== undefined);
  if (byAmount.length > 0 && byPercentage.length > 0) {
    issue(['split_rules'], 'must use either amount or percentage in every rule, not both');
  } else if (byAmount.length === rules.length) {
    const total = byAmount.reduce((sum, rule) => sum + (rule.amount ?? 0), 0);
    if (total !== charge.amount)
      issue(['split_rules'], `amounts must add up to the charge amount ${charge.amount}; they add up to ${total}`);
  } else if (byPercentage.length === rules.length) {
    // Hundredths of a percent as integers, so 33.33 + 33.33 + 33.34 is exactly 100.
    const total = byPercentage.reduce((sum, rule) => sum + Math.round((rule.percentage ?? 0) * 100), 0);
    if (total !== 10000) issue(['split_rules'], `percentages must add up to 100; they add up to ${total / 100}`);
  }
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    if (seen.has(rule.submerchant_id)) issue(['split_rules', index, 'submerchant_id'], 'appears in more than one rule');
    seen.add(rule.submerchant_id);
  });
}

const issuesOf =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path, message });

export const cardChargeCreateSchema = z
  .strictObject({
    ...commonFields,
    amount: amountFor('credit_card'),
    customer: customerSchema,
    payment_method: z.literal('credit_card'),
    payment_details: optionalNullable(paymentDetailsSchema),
    card_flow: optionalNullable(z.enum(CARD_FLOWS)),
    return_url: optionalNullable(httpUrlSchema),
    card_token: optionalNullable(cardTokenSchema),
    installments: optionalNullable(installmentsSchema),
  })
  .superRefine((charge, ctx) => {
    const issue = issuesOf(ctx);
    const details = charge.payment_details;
    if (charge.card_flow === 'hosted') {
      const why = HOSTED_FORBIDDEN_MESSAGE;
      if (details?.card !== undefined) issue(['payment_details', 'card'], why);
      if (details?.card_token !== undefined) issue(['payment_details', 'card_token'], why);
      if (charge.card_token !== undefined) issue(['card_token'], why);
    } else {
      const sources = [details?.card, details?.card_token, charge.card_token].filter((source) => source !== undefined);
      if (sources.length === 0) {
        issue(['payment_details'], 'is required: send payment_details.card, payment_details.card_token or card_token');
      } else if (sources.length > 1) {
        issue(['card_token'], 'send the card once: payment_details.card, payment_details.card_token or card_token');
      }
    }
    if (
      details?.installments !== undefined &&
      charge.installments !== undefined &&
      details.installments !== charge.installments
    ) {
      issue(['installments'], 'differs from payment_details.installments; send it once');
    }
    splitRuleIssues(charge, issue);
  });

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
});

/** The creation payload, one shape per `payment_method`. */
export const chargeCreateSchema = z.discriminatedUnion('payment_method', [
  cardChargeCreateSchema,
  pixChargeCreateSchema,
  boletoChargeCreateSchema,
]);

const HOSTED_FORBIDDEN_MESSAGE = 'is not allowed with card_flow hosted: the buyer types the card on the hosted page';

/**
 * Card fields sent with `card_flow: "hosted"`, read from the raw body so they are named even when their
 * content is malformed (the schema would otherwise only complain about the malformed content).
 */
export function hostedFlowForbiddenFields(raw: unknown): { field: string; message: string }[] {
  if (!isRecord(raw) || raw.card_flow !== 'hosted') return [];
  const fields: string[] = [];
  const details = raw.payment_details;
  if (isRecord(details)) {
    if (details.card !== undefined && details.card !== null) fields.push('payment_details.card');
    if (details.card_token !== undefined && details.card_token !== null) fields.push('payment_details.card_token');
  }
  if (raw.card_token !== undefined && raw.card_token !== null) fields.push('card_token');
  return fields.map((field) => ({ field, message: HOSTED_FORBIDDEN_MESSAGE }));
}

export type ChargeCreateRequest = z.input<typeof chargeCreateSchema>;
export type ChargeCreateParsed = z.output<typeof chargeCreateSchema>;

export type CardChargeCreateRequest = z.input<typeof cardChargeCreateSchema>;
export type PixChargeCreateRequest = z.input<typeof pixChargeCreateSchema>;
export type BoletoChargeCreateRequest = z.input<typeof boletoChargeCreateSchema>;

// The returned record lives in ./charge-record; re-exported so callers keep one import.
export type { BoletoCharge, CardCharge, Charge, ChargeSplitRule, PixCharge } from './charge-record';
export type { BoletoPaymentFields, ChargeAddress, PixPaymentFields } from './charge-pix-boleto';
