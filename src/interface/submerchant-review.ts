/**
 * Is a registration complete enough for submit-for-review (docs/service.md, "Submerchants")? A pure function, no zod.
 *
 * pj: at least one partner (else LEGAL_REPRESENTATIVE_REQUIRED), the required company documents, the required
 * partner documents for each partner, at least one address. pf: the required pf documents, at least one address.
 * A document counts only while it is current (not replaced) and pending or approved: a rejected one must be sent
 * again, an expired one updated.
 */
import type { EntityType } from './submerchant';
import {
  COMPANY_DOCUMENT_TYPES,
  INDIVIDUAL_DOCUMENT_TYPES,
  PARTNER_DOCUMENT_TYPES,
  type DocumentStatus,
} from './submerchant-document-types';

export type ReviewBlockCode = 'LEGAL_REPRESENTATIVE_REQUIRED' | 'REGISTRATION_INCOMPLETE';

export interface ReviewBlock {
  code: ReviewBlockCode;
  details: { field: string; message: string }[];
}

export interface ReviewDocument {
  type: string;
  legal_representative_id: string | null;
  /** The status at review time (already `expired` when past `expires_at`). */
  status: DocumentStatus;
  replaced_at?: string | null;
}

const COUNTING_STATUSES: readonly DocumentStatus[] = ['pending', 'approved'];

/** What is missing before `submerchant` can be submitted for review, or `undefined` when nothing is. */
export function missingForReview(
  submerchant: { entity_type: EntityType },
  partners: readonly { id: string; name: string }[],
  currentDocuments: readonly ReviewDocument[],
  addresses: readonly unknown[],
): ReviewBlock | undefined {
  const details: ReviewBlock['details'] = [];
  const current = currentDocuments.filter((document) => !document.replaced_at);
  const requireDocument = (type: string, field: string, owner: string, partnerId: string | null) => {
    const document = current.find(
      (candidate) => candidate.type === type && candidate.legal_representative_id === partnerId,
    );
    if (document && COUNTING_STATUSES.includes(document.status)) return;
    const problem =
      document?.status === 'rejected'
        ? 'was rejected: check the reason and send it again'
        : document?.status === 'expired'
          ? 'has expired: send an updated version'
          : 'is missing';
    details.push({ field, message: `${owner} document ${type} ${problem}` });
  };

  if (submerchant.entity_type === 'pj') {
    if (partners.length === 0) {
      details.push({
        field: 'legal_representatives',
        message: 'a pj submerchant needs at least one legal representative',
      });
    }
    for (const { type } of COMPANY_DOCUMENT_TYPES.filter((info) => info.required)) {
      requireDocument(type, `documents.${type}`, 'company', null);
    }
    for (const partner of partners) {
      for (const { type } of PARTNER_DOCUMENT_TYPES.filter((info) => info.required)) {
        requireDocument(
          type,
          `legal_representatives.${partner.id}.documents.${type}`,
          `partner ${partner.name}'s`,
          partner.id,
        );
      }
    }
  } else {
    for (const { type } of INDIVIDUAL_DOCUMENT_TYPES.filter((info) => info.required)) {
      requireDocument(type, `documents.${type}`, 'required', null);
    }
  }
  if (addresses.length === 0) details.push({ field: 'addresses', message: 'at least one address is required' });

  if (details.length === 0) return undefined;
  const code =
    submerchant.entity_type === 'pj' && partners.length === 0
      ? 'LEGAL_REPRESENTATIVE_REQUIRED'
      : 'REGISTRATION_INCOMPLETE';
  return { code, details };
}
