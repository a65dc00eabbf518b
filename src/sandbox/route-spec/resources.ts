/**
 * The records the sandbox answers with, as zod schemas, so the OpenAPI document describes responses with the same
 * tool that describes requests. The TypeScript interfaces in src/interface stay the source of truth: each schema
 * here is checked against its interface at compile time (`sameShape` below), so a field added to one and not the
 * other fails `tsc` before it can reach the document.
 */
import { z } from 'zod';
import { CARD_BRANDS } from '../../interface/card';
import type { CardToken } from '../../interface/card-schema';
import type { Charge } from '../../interface/charge';
import { CARD_FLOWS, CARD_PAYMENT_METHODS, CHARGE_STATUSES, CUSTOMER_TYPES } from '../../interface/charge-values';
import { AUTHENTICATION_STATUSES } from '../../interface/card-authentication';
import type { FraudSessionCreated } from '../../interface/fraud-session';
import { RATE_LIMIT_CATEGORIES, type RateLimits } from '../../interface/rate-limit';
import { ENTITY_TYPES } from '../../interface/submerchant';
import { ADDRESS_TYPES } from '../../interface/submerchant-address';
import { STORED_TAX_ID_PATTERN } from '../../interface/tax-id';
import { DOCUMENT_MIME_TYPES, DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../../interface/submerchant-document-types';
import { PARTNER_ENTITY_TYPES, PARTNER_QUALIFICATIONS, PARTNER_ROLES } from '../../interface/submerchant-partner';
import type {
  DeletedLegalRepresentative,
  LegalRepresentativeRecord,
  SubmerchantAddressRecord,
  SubmerchantDocumentRecord,
  SubmerchantRecord,
} from '../../interface/submerchant-records';
import { SUBMERCHANT_STATUSES } from '../../interface/submerchant-state';
import type { PostbackEndpoint, PostbackEndpointCreated } from '../../interface/webhook';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery } from '../../interface/webhook-event';
import { CARD_TOKEN_LIFETIME, FRAUD_SESSION_LIFETIME } from '../kernel/prose';
import { installmentPlanResource } from './installment-resources';

/** A CPF or CNPJ as stored: without punctuation, letters upper case. */
const storedTaxId = () =>
  z
    .string()
    .regex(STORED_TAX_ID_PATTERN)
    .describe(
      'CPF (11 digits) or CNPJ (14 digits, or alphanumeric: 12 digits or upper-case letters, then 2 digits), ' +
        'without punctuation: `52998224725`, `11222333000181`, `12ABC34501DE35`',
    );

/** Compile-time check: the schema's output and the interface accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time check for interfaces left open on purpose (`'active' | (string & {})`): the schema fits in the type. */
type Fits<A, B> = [A] extends [B] ? true : false;
const sameShape =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._check: Same<z.output<S>, T> extends true ? [] : [never]) =>
    schema;
const fitsShape =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._check: Fits<z.output<S>, T> extends true ? [] : [never]) =>
    schema;

const timestamp = () => z.iso.datetime({ offset: true }).describe('ISO 8601 timestamp (UTC)');
const calendarDate = () => z.iso.date();
const uuid = () => z.uuid();
const cents = () => z.int().min(0).describe('Amount in cents (minor units)');

const cardBrand = z.enum(CARD_BRANDS);

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

const cnae = z.strictObject({
  code: z.string().regex(/^\d{7}$/),
  description: z.string().nullable(),
  is_primary: z.boolean(),
});

export const submerchantResource = sameShape<SubmerchantRecord>()(
  z.strictObject({
    id: uuid(),
    merchant_id: uuid(),
    status: z.enum(SUBMERCHANT_STATUSES),
    entity_type: z.enum(ENTITY_TYPES),
    trade_name: z.string().nullable(),
    legal_name: z.string(),
    tax_id: storedTaxId(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    business_type: z.string().nullable(),
    product_categories: z.array(z.string()),
    average_ticket: cents().nullable(),
    monthly_revenue: cents().nullable(),
    mcc: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    cnaes: z.array(cnae),
    birth_date: calendarDate().nullable(),
    mother_name: z.string().nullable(),
    rejection_reason: z.string().nullable(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
);

const partnerShape = {
  id: uuid(),
  submerchant_id: uuid(),
  name: z.string(),
  document: storedTaxId(),
  entity_type: z.enum(PARTNER_ENTITY_TYPES),
  legal_name: z.string().nullable(),
  birth_date: calendarDate().nullable(),
  mother_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(PARTNER_ROLES).nullable(),
  qualification: z.enum(PARTNER_QUALIFICATIONS).nullable(),
  participation_percentage: z.number().min(0).max(100).nullable(),
  is_admin: z.boolean(),
  created_at: timestamp(),
  updated_at: timestamp(),
};

export const legalRepresentativeResource = sameShape<LegalRepresentativeRecord>()(z.strictObject(partnerShape));

export const deletedLegalRepresentativeResource = sameShape<DeletedLegalRepresentative>()(
  z.strictObject({
    ...partnerShape,
    deleted_document_ids: z.array(uuid()).describe('Documents removed with the partner'),
  }),
);

export const documentResource = sameShape<SubmerchantDocumentRecord>()(
  z.strictObject({
    id: uuid(),
    submerchant_id: uuid(),
    type: z.enum(DOCUMENT_TYPES as typeof DOCUMENT_TYPES & [string, ...string[]]),
    number: z.string().nullable(),
    file_url: z.string(),
    file_name: z.string(),
    file_size: z.int().min(1),
    mime_type: z.enum(DOCUMENT_MIME_TYPES),
    expires_at: z
      .string()
      .nullable()
      .describe('ISO 8601 date or timestamp as sent; null when the document does not expire'),
    notes: z.string().nullable(),
    legal_representative_id: uuid().nullable(),
    status: z
      .enum(DOCUMENT_STATUSES)
      .describe('As of the reply: a pending or approved document past expires_at reads expired'),
    rejection_reason: z.string().nullable(),
    replaced_at: timestamp().nullable().describe('When a later document of the same type (and partner) replaced it'),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
);

export const addressResource = sameShape<SubmerchantAddressRecord>()(
  z.strictObject({
    id: uuid(),
    submerchant_id: uuid(),
    type: z.enum(ADDRESS_TYPES).nullable(),
    street: z.string(),
    number: z.string(),
    complement: z.string().nullable(),
    neighborhood: z.string(),
    city: z.string(),
    state: z.string().regex(/^[A-Z0-9]{2}$/),
    zip_code: z.string().min(8).max(10),
    country: z.string().regex(/^[A-Z]{2}$/),
    is_primary: z.boolean(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
);

const postbackEndpointShape = {
  id: uuid(),
  url: z.string(),
  has_secret: z.boolean().describe('Whether a signing secret is configured; the secret itself is never returned'),
  events: z.array(z.string()).describe('Event names shaped <resource>.<status>, e.g. charge.pending'),
  status: z.enum(['active', 'disabled']).describe('disabled once the receiver answered 410 Gone'),
  created_at: timestamp(),
  updated_at: timestamp(),
};

export const postbackEndpointResource = fitsShape<PostbackEndpoint>()(z.strictObject(postbackEndpointShape));

export const postbackEndpointCreatedResource = fitsShape<PostbackEndpointCreated>()(
  z.strictObject({
    ...postbackEndpointShape,
    secret: z
      .string()
      .startsWith('whsec_')
      .optional()
      .describe('Shown in this reply only, when the endpoint has a secret'),
  }),
);

export const fraudSessionResource = sameShape<FraudSessionCreated>()(
  z.strictObject({
    session_id: z.string(),
    expires_at: timestamp().describe(`${FRAUD_SESSION_LIFETIME} after creation, sandbox clock`),
  }),
);

export const cardTokenResource = sameShape<CardToken>()(
  z.strictObject({
    id: z.string().startsWith('tok_'),
    brand: cardBrand,
    last4: z.string().regex(/^\d{4}$/),
    exp_month: z.int().min(1).max(12),
    exp_year: z.int(),
    expires_at: timestamp().describe(`${CARD_TOKEN_LIFETIME} after creation, sandbox clock; single use`),
    created_at: timestamp(),
  }),
);

export const webhookDeliveryResource = sameShape<WebhookDelivery>()(
  z.strictObject({
    id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    charge_id: z.string().nullable().describe('The charge a charge.* event is about; null for another resource'),
    endpoint_id: uuid(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.array(
      z.strictObject({
        at: timestamp(),
        status_code: z.int().nullable().describe("The receiver's HTTP status; null when none came"),
        error: z.string().nullable().describe('Why no status came (timeout, refused connection); null when one did'),
        duration_ms: z.number().min(0),
      }),
    ),
    next_attempt_at: timestamp().nullable(),
  }),
);

export const rateLimitsResource = sameShape<RateLimits>()(
  z.strictObject(
    Object.fromEntries(RATE_LIMIT_CATEGORIES.map((category) => [category, z.int().min(1)])) as Record<
      keyof RateLimits,
      z.ZodInt
    >,
  ),
);

export const clockResource = z.strictObject({ now: timestamp().describe('The sandbox clock') });

/** `GET /sandbox/ip`: a bare object, not an envelope (it stands in for a public IP lookup service). */
export const ipResource = z.strictObject({ ip: z.string() });
