/**
 * What the charge payloads of every payment method share (docs/service.md, "Charges"): the customer, items,
 * additional data, split rules, the amount's bounds, and the way their rules name a field.
 * Optional fields may be omitted or sent as `null`.
 */
import { z } from 'zod';
import { normalizeTaxId, taxIdProblem, taxIdText, type TaxIdKind } from './documents';
import { CUSTOMER_TYPES, MAX_AMOUNT, type CustomerType, type PaymentMethod } from './charge-values';
import { chargeAddressSchema, optionalNullable } from './charge-pix-boleto';

export const MAX_ITEMS = 100;
export const MAX_SPLIT_RULES = 20;
export const TEXT_MAX = 255;
/**
 * `additional_data` is the merchant's own free data: bounded so one merchant's charges cannot make list replies
 * (up to 100 charges) huge and stall the sandbox for everyone.
 */
export const ADDITIONAL_DATA_MAX_KEYS = 50;
export const ADDITIONAL_DATA_MAX_BYTES = 16 * 1024;

export const text = (max = TEXT_MAX) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

const DOCUMENT_KIND: Record<CustomerType, TaxIdKind> = { individual: 'cpf', company: 'cnpj' };

/** A buyer's name and e-mail, on a charge and on a saved-cards customer alike. */
export const personNameSchema = text(200);
export const emailSchema = z.string().trim().max(254).pipe(z.email('must be a valid e-mail address'));

const customerFields = {
  name: personNameSchema,
  email: emailSchema,
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
export const pixCustomerSchema = z
  .strictObject({ ...customerFields, document: taxIdText(), address: optionalNullable(chargeAddressSchema) })
  .superRefine(documentRule)
  .transform((customer) => ({ ...customer, document: normalizeTaxId(customer.document) }));

/** A boleto charge's customer: document and address are printed on the boleto. */
export const boletoCustomerSchema = z
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
export const amountSchema = (max: number, method: string) =>
  z
    .number()
    .min(1, { message: 'must be at least 1 cent', abort: true })
    .max(max, { message: `must be at most ${max} cents for ${method}`, abort: true })
    .int('must be a whole number of cents');

export const amountFor = (method: PaymentMethod) => amountSchema(MAX_AMOUNT[method], method);

/** What every payment method shares (the amount's bound is each method's own). */
export const commonFields = {
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

export type Issue = (path: (string | number)[], message: string) => void;

export function splitRuleIssues(
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

export const issuesOf =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path, message });
