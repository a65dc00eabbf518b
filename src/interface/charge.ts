/**
 * Charges (docs/service.md, "Charges"): the creation payload rules and the returned record.
 * Optional fields may be omitted or sent as `null` (same convention as the submerchant payloads).
 */
import { z } from 'zod';
import { normalizeTaxId, taxIdProblem, type TaxIdKind } from './documents';
import { CARD_FLOWS, CUSTOMER_TYPES, MAX_INSTALLMENTS, PAYMENT_METHODS, type CardFlow, type ChargeStatus, type CustomerType, type PaymentMethod } from './charge-values';
import { cardSchema } from './card-schema';
import { httpUrlSchema } from './http-url';

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

const text = (max = TEXT_MAX) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const optionalNullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined);

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

export const customerSchema = z
  .strictObject({
    name: text(200),
    email: z.string().trim().max(254).pipe(z.email('must be a valid e-mail address')),
    type: z.enum(CUSTOMER_TYPES),
    document: optionalNullable(z.string().max(64)),
  })
  .superRefine((customer, ctx) => {
    if (customer.document === undefined) return;
    // An individual pays with a CPF, a company with a CNPJ (the same pairing as pf/pj submerchants).
    const problem = taxIdProblem(customer.document, [DOCUMENT_KIND[customer.type]]);
    if (problem) ctx.addIssue({ code: 'custom', path: ['document'], message: problem });
  })
  .transform((customer) => ({
    ...customer,
    document: customer.document === undefined ? undefined : normalizeTaxId(customer.document),
  }));

export const itemSchema = z.strictObject({
  name: text(),
  quantity: z.number().int().min(1),
  unit_price: z.number().int().min(0),
  tangible: z.boolean(),
});

const utf8Length = (text: string) => new TextEncoder().encode(text).byteLength;

export const additionalDataSchema = z
  .record(z.string(), z.unknown())
  .refine((data) => Object.keys(data).length <= ADDITIONAL_DATA_MAX_KEYS, `must have at most ${ADDITIONAL_DATA_MAX_KEYS} keys`)
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

export const chargeCreateSchema = z
  .strictObject({
    submerchant_id: optionalNullable(submerchantIdSchema),
    amount: z.number().int().min(1),
    // Any non-empty string (docs/service.md, "Charges"); bounded like every free text.
    product_type: text(),
    customer: customerSchema,
    items: z.array(itemSchema).min(1, 'must hold at least one item').max(MAX_ITEMS),
    payment_method: z.enum(PAYMENT_METHODS),
    payment_details: optionalNullable(paymentDetailsSchema),
    shipping_amount: optionalNullable(z.number().int().min(0)),
    currency: optionalNullable(z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter ISO 4217 code such as BRL')),
    additional_data: optionalNullable(additionalDataSchema),
    split_rules: optionalNullable(z.array(splitRuleSchema).min(1).max(MAX_SPLIT_RULES)),
    card_flow: optionalNullable(z.enum(CARD_FLOWS)),
    return_url: optionalNullable(httpUrlSchema),
    fraud_session_id: optionalNullable(z.string().min(1).max(128)),
    card_token: optionalNullable(cardTokenSchema),
    installments: optionalNullable(installmentsSchema),
  })
  .superRefine((charge, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
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
    if (details?.installments !== undefined && charge.installments !== undefined && details.installments !== charge.installments) {
      issue(['installments'], 'differs from payment_details.installments; send it once');
    }
    const rules = charge.split_rules;
    if (rules) {
      const byAmount = rules.filter((rule) => rule.amount !== undefined);
      const byPercentage = rules.filter((rule) => rule.percentage !== undefined);
      if (byAmount.length > 0 && byPercentage.length > 0) {
        issue(['split_rules'], 'must use either amount or percentage in every rule, not both');
      } else if (byAmount.length === rules.length) {
        const total = byAmount.reduce((sum, rule) => sum + (rule.amount ?? 0), 0);
        if (total !== charge.amount) issue(['split_rules'], `amounts must add up to the charge amount ${charge.amount}; they add up to ${total}`);
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
  });

const HOSTED_FORBIDDEN_MESSAGE = 'is not allowed with card_flow hosted: the buyer types the card on the hosted page';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

export type ChargeSplitRule = { submerchant_id: string; amount: number } | { submerchant_id: string; percentage: number };

/** A charge as the service returns it (create, read, list). Card data: brand and last 4 digits at most. */
export interface Charge {
  id: string;
  merchant_id: string;
  submerchant_id: string | null;
  amount: number;
  currency: string;
  status: ChargeStatus;
  /** Why a charge failed (`card_declined`, `test_card_unknown`); null otherwise. */
  failure_reason: string | null;
  payment_method: PaymentMethod;
  product_type: string;
  card_flow: CardFlow;
  customer: { name: string; email: string; type: CustomerType; document: string | null };
  items: { name: string; quantity: number; unit_price: number; tangible: boolean }[];
  shipping_amount: number | null;
  additional_data: Record<string, unknown> | null;
  split_rules: ChargeSplitRule[] | null;
  installments: number;
  fraud_session_id: string | null;
  return_url: string | null;
  card: { brand: string; last4: string; holder_name: string; exp_month: number; exp_year: number } | null;
  /** Hosted flow while the buyer has not paid: where to send the buyer. Null otherwise. */
  payment_fields: { redirect_url: string } | null;
  created_at: string;
  updated_at: string;
}
