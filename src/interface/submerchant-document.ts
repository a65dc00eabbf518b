/**
 * `POST /v1/submerchants/{id}/documents` (docs/service.md, "Submerchants"). The client hosts the file and sends
 * its URL; the service stores the record.
 */
import { z } from 'zod';
import type { EntityType } from './submerchant';
import {
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TYPES,
  documentTypeProblem,
  documentTypesFor,
  isExpiredAt,
  isPartnerDocumentType,
} from './submerchant-document-types';
import { isCalendarDate } from './list';
import { NOTES_MAX_LENGTH, crossFieldRule, isRecord, optional, optionalText, requiredText } from './submerchant-fields';
import { httpUrlSchema } from './http-url';

/** ISO 8601: a calendar date (valid through that day, UTC) or a timestamp with a time zone (Z or ±hh:mm). */
const expiresAtField = z
  .string({ error: 'must be a string' })
  .refine(
    (value) => isCalendarDate(value) || z.iso.datetime({ offset: true }).safeParse(value).success,
    'must be an ISO 8601 date (YYYY-MM-DD) or timestamp with a time zone (2030-01-31T23:59:59Z)',
  );

/** A file name must end with an extension (`contrato.pdf`), as the interface asks. */
const fileNameField = requiredText().refine(
  (value) => /\.[A-Za-z0-9]{1,10}$/.test(value),
  'must be a file name with an extension, e.g. contract.pdf',
);

export interface DocumentRuleContext {
  /** The submerchant's entity type: the type tables differ between pj and pf. */
  entityType?: EntityType;
  /** The service clock; an `expires_at` already past it is refused. */
  now?: Date;
}

/**
 * The document payload for a submerchant of `context.entityType` (any known type when omitted), checked against
 * the clock `context.now` (real time when omitted).
 */
export function submerchantDocumentSchemaFor(context: DocumentRuleContext = {}) {
  const allowedTypes = context.entityType
    ? documentTypesFor(context.entityType).map((info) => info.type)
    : DOCUMENT_TYPES;
  const typeMessage = `must be one of ${allowedTypes.join(', ')}`;
  return z
    .strictObject({
      type: z.enum(DOCUMENT_TYPES, {
        error: (issue) => (issue.input === undefined ? 'is required' : typeMessage),
      }),
      number: optionalText(100),
      file_url: httpUrlSchema,
      file_name: fileNameField,
      file_size: z
        .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number of bytes') })
        .int('must be a whole number of bytes')
        .min(1, 'must be at least 1 byte')
        .max(Number.MAX_SAFE_INTEGER, 'is too large'),
      mime_type: z.enum(DOCUMENT_MIME_TYPES, {
        error: (issue) =>
          issue.input === undefined ? 'is required' : `must be one of ${DOCUMENT_MIME_TYPES.join(', ')}`,
      }),
      expires_at: optional(expiresAtField),
      notes: optionalText(NOTES_MAX_LENGTH),
      legal_representative_id: optional(z.uuid({ error: 'must be the uuid of a legal representative' })).transform(
        (id) => id?.toLowerCase() ?? null,
      ),
    })
    .superRefine((value, ctx) => documentCrossFieldRules(value, ctx, context), crossFieldRule);
}

function documentCrossFieldRules(value: unknown, ctx: z.RefinementCtx, context: DocumentRuleContext): void {
  if (!isRecord(value) || typeof value.type !== 'string') return;
  const knownType = (DOCUMENT_TYPES as readonly string[]).includes(value.type);
  if (knownType && context.entityType) {
    const problem = documentTypeProblem(context.entityType, value.type);
    if (problem) ctx.addIssue({ code: 'custom', path: ['type'], message: problem });
  }
  const hasRepresentative = value.legal_representative_id !== undefined && value.legal_representative_id !== null;
  if (isPartnerDocumentType(value.type) && !hasRepresentative) {
    ctx.addIssue({
      code: 'custom',
      path: ['legal_representative_id'],
      message: 'is required for partner documents (types starting with partner_)',
    });
  }
  if (!isPartnerDocumentType(value.type) && hasRepresentative) {
    ctx.addIssue({
      code: 'custom',
      path: ['legal_representative_id'],
      message: 'is allowed only on partner documents (types starting with partner_)',
    });
  }
  if (typeof value.expires_at === 'string' && isExpiredAt(value.expires_at, context.now ?? new Date())) {
    ctx.addIssue({
      code: 'custom',
      path: ['expires_at'],
      message: 'is already past: send a document that is still valid',
    });
  }
}

/** The payload with any known type, for typing and for callers that do not know the submerchant. */
export const submerchantDocumentCreateSchema = submerchantDocumentSchemaFor();

export type SubmerchantDocumentCreateRequest = z.input<typeof submerchantDocumentCreateSchema>;
export type SubmerchantDocumentFields = z.output<typeof submerchantDocumentCreateSchema>;
