/**
 * Records the service returns for submerchants and their partners, documents and addresses. Types only: every
 * stored field is present, an absent optional value is `null`; timestamps are ISO 8601 (UTC).
 */
import type { SubmerchantRegistration } from './submerchant';
import type { SubmerchantAddressFields } from './submerchant-address';
import type { DocumentStatus, SubmerchantDocumentType } from './submerchant-document-types';
import type { SubmerchantDocumentFields } from './submerchant-document';
import type { LegalRepresentativeFields } from './submerchant-partner';
import type { SubmerchantStatus } from './submerchant-state';

export interface SubmerchantRecord extends SubmerchantRegistration {
  id: string;
  merchant_id: string;
  status: SubmerchantStatus;
  /** The operator's reason of the latest rejection; `null` until rejected, cleared on the next submission. */
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface LegalRepresentativeRecord extends LegalRepresentativeFields {
  id: string;
  submerchant_id: string;
  created_at: string;
  updated_at: string;
}

export interface SubmerchantDocumentRecord extends Omit<SubmerchantDocumentFields, 'type'> {
  id: string;
  submerchant_id: string;
  type: SubmerchantDocumentType;
  /** The status at the time of the reply: a pending or approved document past `expires_at` shows `expired`. */
  status: DocumentStatus;
  /** Why the operator rejected it; `null` otherwise. */
  rejection_reason: string | null;
  /** When a later document of the same type (and partner) replaced it; `null` while it is the current one. */
  replaced_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubmerchantAddressRecord extends SubmerchantAddressFields {
  id: string;
  submerchant_id: string;
  created_at: string;
  updated_at: string;
}

/** `data` of `DELETE .../legal-representatives/{repId}`: the removed partner and the documents removed with it. */
export interface DeletedLegalRepresentative extends LegalRepresentativeRecord {
  deleted_document_ids: string[];
}
