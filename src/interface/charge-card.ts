/**
 * Card charges, credit and debit (docs/service.md, "Charges", "Card authentication (3-D Secure) and debit cards"):
 * the card itself, a token, or the hosted flow; installments; the authentication a credit charge may ask for.
 */
import { z } from 'zod';
import { CARD_FLOWS, MAX_AMOUNT, MAX_INSTALLMENTS } from './charge-values';
import { cardSchema } from './card-schema';
import { AUTHENTICATION_REQUESTS, DEBIT_INSTALLMENTS } from './card-authentication';
import { httpUrlSchema } from './http-url';
import { isRecord } from './plain-object';
import { optionalNullable } from './charge-pix-boleto';
import { customerIdSchema } from './customer-schema';
import { amountFor, commonFields, customerSchema, issuesOf, splitRuleIssues, splitRuleSchema } from './charge-common';

export const installmentsSchema = z.number().int().min(1).max(MAX_INSTALLMENTS);
/**
 * The total the caller showed the buyer for the chosen count (cents): the service refuses the charge when its own
 * differs (INSTALLMENT_TOTAL_MISMATCH), so a tampered page or changed terms charge nothing.
 */
export const installmentTotalSchema = z
  .number()
  .int()
  .min(1)
  .max(MAX_AMOUNT.credit_card)
  .describe('The total with interest the buyer was shown, in cents; refused when it differs from the service’s');
export const cardTokenSchema = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, _ and -');

/** A debit card pays at once, and is always authenticated. */
const DEBIT_INSTALLMENTS_MESSAGE = `must be ${DEBIT_INSTALLMENTS}: a debit card pays at once`;
export const debitInstallmentsSchema = z.literal(DEBIT_INSTALLMENTS, DEBIT_INSTALLMENTS_MESSAGE);

const CREDIT_AUTHENTICATION = {
  description:
    '3-D Secure: `required` fails a card that cannot be authenticated (`authentication_unavailable`); ' +
    '`if_available` goes on without it; absent: not asked.',
};
const DEBIT_AUTHENTICATION = {
  description: 'A debit card is always authenticated: `required` and `if_available` (read as required) change nothing.',
};
/** Keep the card under the charge's `customer_id` once captured: only when the buyer asked. */
const saveCardSchema = optionalNullable(z.boolean());

export const paymentDetailsSchema = z.strictObject({
  card: optionalNullable(cardSchema),
  card_token: optionalNullable(cardTokenSchema),
  installments: optionalNullable(installmentsSchema),
  installment_total: optionalNullable(installmentTotalSchema),
  authentication: optionalNullable(z.enum(AUTHENTICATION_REQUESTS).meta(CREDIT_AUTHENTICATION)),
  save_card: saveCardSchema,
});

/**
 * A debit card's details: one installment. `authentication` takes what a credit card takes, so one back end sends the
 * same details for both methods; either way a debit card is authenticated (`if_available` is read as `required`).
 */
export const debitPaymentDetailsSchema = z.strictObject({
  card: optionalNullable(cardSchema),
  card_token: optionalNullable(cardTokenSchema),
  installments: optionalNullable(debitInstallmentsSchema),
  installment_total: optionalNullable(installmentTotalSchema),
  authentication: optionalNullable(z.enum(AUTHENTICATION_REQUESTS).meta(DEBIT_AUTHENTICATION)),
  save_card: saveCardSchema,
});

const HOSTED_FORBIDDEN_MESSAGE = 'is not allowed with card_flow hosted: the buyer types the card on the hosted page';

/** The card fields of a credit or debit charge, beside what every method shares. */
const cardChargeFields = {
  ...commonFields,
  customer: customerSchema,
  card_flow: optionalNullable(z.enum(CARD_FLOWS)),
  return_url: optionalNullable(httpUrlSchema),
  card_token: optionalNullable(cardTokenSchema),
  customer_id: optionalNullable(customerIdSchema),
};

interface CardChargeShape {
  amount: number;
  split_rules?: z.output<typeof splitRuleSchema>[];
  card_flow?: string;
  card_token?: string;
  installments?: number;
  customer_id?: string;
  payment_details?: { card?: unknown; card_token?: string; installments?: number; save_card?: boolean };
}

/** The rules between a card charge's fields: one card source (none hosted), installments said once, split rules. */
function cardChargeIssues(charge: CardChargeShape, ctx: z.RefinementCtx): void {
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
  if (details?.save_card === true && charge.customer_id === undefined) {
    issue(['payment_details', 'save_card'], 'needs customer_id: a card is saved under a customer');
  }
  splitRuleIssues(charge, issue);
}

export const cardChargeCreateSchema = z
  .strictObject({
    ...cardChargeFields,
    amount: amountFor('credit_card'),
    payment_method: z.literal('credit_card'),
    payment_details: optionalNullable(paymentDetailsSchema),
    installments: optionalNullable(installmentsSchema),
  })
  .superRefine(cardChargeIssues);

/** Debit: the card fields of a credit card, one installment only, always authenticated. */
export const debitChargeCreateSchema = z
  .strictObject({
    ...cardChargeFields,
    amount: amountFor('debit_card'),
    payment_method: z.literal('debit_card'),
    payment_details: optionalNullable(debitPaymentDetailsSchema),
    installments: optionalNullable(debitInstallmentsSchema),
  })
  .superRefine(cardChargeIssues);

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
