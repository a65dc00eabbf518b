/** The charge as the sandbox answers with it (every payment method), checked against `Charge` (src/interface/charge.ts). */
import { z } from 'zod';
import type { Charge } from '../../../interface/charge';
import { CARD_FLOWS, CARD_PAYMENT_METHODS, CHARGE_STATUSES, CUSTOMER_TYPES } from '../../../interface/charge-values';
import { AUTHENTICATION_STATUSES } from '../../../interface/card-authentication';
import { sameShape, timestamp, calendarDate, uuid, cents, storedTaxId } from './shape';
import { installmentPlanResource } from './installment';

const splitRule = z.union([
  z.strictObject({ submerchant_id: uuid(), amount: z.int().min(1) }),
  z.strictObject({ submerchant_id: uuid(), percentage: z.number().gt(0).max(100) }),
]);

const chargeAddress = z.strictObject({
  street: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string().regex(/^[A-Z0-9]{2}$/),
  zip_code: z.string(),
});

/** The fields every charge has, whatever its payment method. */
const chargeShape = {
  id: uuid(),
  merchant_id: uuid(),
  submerchant_id: uuid().nullable(),
  amount: z.int().min(1).describe('Amount in cents (minor units)'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(CHARGE_STATUSES),
  failure_reason: z
    .string()
    .nullable()
    .describe(
      'Why a charge failed (card_declined, test_card_unknown, authentication_failed, authentication_expired, authentication_unavailable); null otherwise',
    ),
  product_type: z.string(),
  customer: z.strictObject({
    name: z.string(),
    email: z.string(),
    type: z.enum(CUSTOMER_TYPES),
    document: storedTaxId().nullable(),
    address: chargeAddress
      .nullable()
      .describe(
        "The payer's address as sent (required on boleto charges, optional on the others); null when none was sent",
      ),
  }),
  customer_id: z
    .string()
    .regex(/^cus_/)
    .nullable()
    .describe('The customer (saved cards) a card charge names; null otherwise'),
  items: z.array(
    z.strictObject({ name: z.string(), quantity: z.int().min(1), unit_price: cents(), tangible: z.boolean() }),
  ),
  shipping_amount: cents().nullable(),
  additional_data: z.record(z.string(), z.unknown()).nullable(),
  split_rules: z.array(splitRule).nullable(),
  installments: z.int().min(1),
  installment_plan: installmentPlanResource
    .nullable()
    .describe(
      'A card charge: the plan it is charged by (total_amount is what the card is charged); null for Pix and boleto',
    ),
  fraud_session_id: z.string().nullable(),
  return_url: z.string().nullable(),
  card: z
    .strictObject({
      brand: z.string(),
      last4: z.string().regex(/^\d{4}$/),
      holder_name: z.string(),
      exp_month: z.int(),
      exp_year: z.int(),
    })
    .nullable()
    .describe('The card used: brand and last 4 digits at most; null until a card is known'),
  created_at: timestamp(),
  updated_at: timestamp(),
};

const pixFields = z.strictObject({
  qr_code: z.string().describe('The "copia e cola" text: a BR Code (EMV QR payload), CRC16 last'),
  expires_at: timestamp().describe('Unpaid after this, the charge expires'),
});

const boletoFields = z.strictObject({
  digitable_line: z
    .string()
    .regex(/^\d{47}$/)
    .describe('The 47-digit line the payer types'),
  barcode: z
    .string()
    .regex(/^\d{44}$/)
    .describe('The 44 digits of the ITF barcode'),
  due_date: calendarDate(),
  url: z.url().describe('The printable boleto page'),
});

const authenticationFields = z
  .strictObject({
    url: z.url().describe("The issuer's page (show it in a frame, adding `origin` and `lang` to its query)"),
    expires_at: timestamp().describe('Unanswered after this, the charge fails (authentication_expired)'),
  })
  .meta({
    examples: [
      {
        url: 'http://127.0.0.1:4010/elements/authentication/6f1c9a52-3b8e-4d6a-9f0e-2a7c5b1d8e43?token=Q2hhbGxlbmdlVG9rZW4x',
        expires_at: '2026-11-27T15:20:00.000Z',
      },
    ],
  });

const chargeAuthentication = z
  .strictObject({
    status: z.enum(AUTHENTICATION_STATUSES),
    challenged: z.boolean().describe("Whether the buyer was shown the issuer's page"),
  })
  .nullable()
  .describe('3-D Secure: null when not asked for (a debit charge always asks), or while a hosted card is not yet typed')
  .meta({
    examples: [
      { status: 'challenge_required', challenged: true },
      { status: 'succeeded', challenged: false },
    ],
  });

const cardPaymentMethod = z.enum(CARD_PAYMENT_METHODS);

export const chargeResource = sameShape<Charge>()(
  z.discriminatedUnion('payment_method', [
    z.strictObject({
      ...chargeShape,
      payment_method: cardPaymentMethod,
      card_flow: z.enum(CARD_FLOWS),
      payment_fields: z
        .union([z.strictObject({ redirect_url: z.url() }), z.strictObject({ authentication: authenticationFields })])
        .nullable()
        .describe(
          "While the charge is pending: the hosted page (hosted flow), or the issuer's page of a waiting challenge; null otherwise",
        ),
      authentication: chargeAuthentication,
    }),
    z.strictObject({
      ...chargeShape,
      payment_method: z.literal('pix'),
      card_flow: z.null(),
      payment_fields: z.strictObject({ pix: pixFields }),
    }),
    z.strictObject({
      ...chargeShape,
      payment_method: z.literal('boleto'),
      card_flow: z.null(),
      payment_fields: z.strictObject({ boleto: boletoFields }),
    }),
  ]),
);
