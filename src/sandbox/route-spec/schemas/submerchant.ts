/** The submerchant records: the registration, its legal representatives, documents and addresses. */
import { z } from 'zod';
import { ENTITY_TYPES } from '../../../interface/submerchant';
import { ADDRESS_TYPES } from '../../../interface/submerchant-address';
import { DOCUMENT_MIME_TYPES, DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../../../interface/submerchant-document-types';
import { PARTNER_ENTITY_TYPES, PARTNER_QUALIFICATIONS, PARTNER_ROLES } from '../../../interface/submerchant-partner';
import type {
  DeletedLegalRepresentative,
  LegalRepresentativeRecord,
  SubmerchantAddressRecord,
  SubmerchantDocumentRecord,
  SubmerchantRecord,
} from '../../../interface/submerchant-records';
import { SUBMERCHANT_STATUSES } from '../../../interface/submerchant-state';
import { sameShape, timestamp, calendarDate, uuid, cents, storedTaxId } from './shape';

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
