/**
 * Submerchant document types per entity type (docs/service.md, "Submerchants"), their review statuses and
 * expiry. Pure data and functions, no zod: an upload screen in a browser can list what to send.
 */
import type { EntityType } from './submerchant';

export interface DocumentTypeInfo {
  type: string;
  description: string;
  required: boolean;
}

/** pj: documents of the company itself. */
export const COMPANY_DOCUMENT_TYPES = [
  { type: 'social_contract', description: 'Articles of association or entrepreneur registration', required: true },
  { type: 'contract_amendment', description: 'Latest contract amendment', required: false },
  { type: 'cnpj_card', description: 'CNPJ registration card', required: true },
  { type: 'proof_of_residence_company', description: 'Company address proof', required: true },
] as const satisfies readonly DocumentTypeInfo[];

/** pj: documents of each partner, sent once per legal_representative_id. */
export const PARTNER_DOCUMENT_TYPES = [
  { type: 'partner_front_id', description: 'Partner identity document, front', required: true },
  { type: 'partner_back_id', description: 'Partner identity document, back', required: true },
  { type: 'partner_selfie_with_id', description: 'Partner selfie holding the document', required: true },
  { type: 'partner_proof_of_residence', description: 'Partner residence proof', required: true },
] as const satisfies readonly DocumentTypeInfo[];

/** pf: the individual's own documents (no company or partner documents). */
export const INDIVIDUAL_DOCUMENT_TYPES = [
  { type: 'front_id', description: 'Identity document, front', required: true },
  { type: 'back_id', description: 'Identity document, back', required: true },
  { type: 'selfie_with_id', description: 'Selfie holding the document', required: true },
  { type: 'proof_of_residence', description: 'Residence proof', required: true },
] as const satisfies readonly DocumentTypeInfo[];

export type CompanyDocumentType = (typeof COMPANY_DOCUMENT_TYPES)[number]['type'];
export type PartnerDocumentType = (typeof PARTNER_DOCUMENT_TYPES)[number]['type'];
export type IndividualDocumentType = (typeof INDIVIDUAL_DOCUMENT_TYPES)[number]['type'];
export type SubmerchantDocumentType = CompanyDocumentType | PartnerDocumentType | IndividualDocumentType;

export const DOCUMENT_TYPES: readonly SubmerchantDocumentType[] = [
  ...COMPANY_DOCUMENT_TYPES,
  ...PARTNER_DOCUMENT_TYPES,
  ...INDIVIDUAL_DOCUMENT_TYPES,
].map((info) => info.type);

export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/**
 * pending: awaiting review; approved; rejected: check the reason and send it again; expired: send an updated
 * version. Only pending and approved documents count towards a complete registration.
 */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The interface's rule: partner documents are the types that start with `partner_`. */
export function isPartnerDocumentType(type: string): boolean {
  return type.startsWith('partner_');
}

/** The types a submerchant of `entityType` may send. */
export function documentTypesFor(entityType: EntityType): readonly DocumentTypeInfo[] {
  return entityType === 'pj' ? [...COMPANY_DOCUMENT_TYPES, ...PARTNER_DOCUMENT_TYPES] : INDIVIDUAL_DOCUMENT_TYPES;
}

/** Why `type` is not accepted for a submerchant of `entityType`, or `undefined` when it is. */
export function documentTypeProblem(entityType: EntityType, type: string): string | undefined {
  const allowed = documentTypesFor(entityType).map((info) => info.type);
  if (allowed.includes(type)) return undefined;
  const owner = entityType === 'pj' ? 'a pj (company) submerchant' : 'a pf (individual) submerchant';
  return `is not a document type of ${owner}; use one of ${allowed.join(', ')}`;
}

/**
 * The instant a document stops being valid. A date-only `expires_at` (YYYY-MM-DD) is valid through that whole
 * day (UTC); a timestamp is valid until that instant. `undefined` when the value is not a date.
 */
export function expiryInstant(expiresAt: string): number | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(expiresAt)) {
    const start = Date.parse(`${expiresAt}T00:00:00Z`);
    return Number.isNaN(start) ? undefined : start + 24 * 60 * 60 * 1000;
  }
  const instant = Date.parse(expiresAt);
  return Number.isNaN(instant) ? undefined : instant;
}

export function isExpiredAt(expiresAt: string | null, now: Date): boolean {
  if (expiresAt === null) return false;
  const instant = expiryInstant(expiresAt);
  return instant !== undefined && now.getTime() >= instant;
}

/** The status a document shows at `now`: a pending or approved one past its expiry is `expired`. */
export function documentStatusAt(
  document: { status: DocumentStatus; expires_at: string | null },
  now: Date,
): DocumentStatus {
  if ((document.status === 'pending' || document.status === 'approved') && isExpiredAt(document.expires_at, now)) {
    return 'expired';
  }
  return document.status;
}
