/**
 * `POST /v1/submerchants/{id}/legal-representatives` (docs/service.md, "Submerchants").
 * The normalised `document` is the idempotency key per submerchant: a second POST with it replaces the partner.
 */
import { z } from 'zod';
import { CNPJ_LENGTH, cpfOrCnpjSchema, normalizeTaxId, taxIdKind } from './documents';
import {
  crossFieldRule,
  emailField,
  enumField,
  isRecord,
  optional,
  optionalText,
  pastCalendarDate,
  phoneField,
  requiredText,
} from './submerchant-fields';

export const PARTNER_ENTITY_TYPES = ['pf', 'pj'] as const;
export type PartnerEntityType = (typeof PARTNER_ENTITY_TYPES)[number];

export const PARTNER_ROLES = ['legal_representative', 'individual_owner', 'corporate_owner', 'admin'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

export const PARTNER_QUALIFICATIONS = ['DIRECTOR', 'ADMIN', 'OWNER', 'OWNER-ADMIN', 'ATTORNEY'] as const;
export type PartnerQualification = (typeof PARTNER_QUALIFICATIONS)[number];

const partnerFields = z.strictObject({
  name: requiredText(),
  document: cpfOrCnpjSchema,
  // Omitted or `null`: inferred from `document` after parsing (see `partnerEntityTypeFor`).
  entity_type: enumField(PARTNER_ENTITY_TYPES).nullish(),
  legal_name: optionalText(),
  birth_date: optional(pastCalendarDate()),
  mother_name: optionalText(),
  email: optional(emailField()),
  phone: optional(phoneField()),
  role: optional(enumField(PARTNER_ROLES)),
  qualification: optional(enumField(PARTNER_QUALIFICATIONS)),
  participation_percentage: optional(
    z.number({ error: 'must be a number' }).min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100'),
  ),
  is_admin: optional(z.boolean({ error: 'must be true or false' })).transform((value) => value ?? false),
});

/**
 * The partner's entity type: the one sent, or — when `entity_type` is omitted or `null` — the one its `document`
 * shows (a CNPJ, 14 characters, is a pj; anything else takes the interface's default, pf).
 */
export function partnerEntityTypeFor(entityType: unknown, document: unknown): PartnerEntityType | undefined {
  if (entityType === 'pf' || entityType === 'pj') return entityType;
  if (entityType !== undefined && entityType !== null) return undefined;
  return typeof document === 'string' && normalizeTaxId(document).length === CNPJ_LENGTH ? 'pj' : 'pf';
}

/** Rules across fields; they read the payload defensively because they run even when some fields failed. */
function partnerCrossFieldRules(value: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(value)) return;
  const entityType = partnerEntityTypeFor(value.entity_type, value.document);
  if (entityType === undefined) return;
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  // Only a sent entity_type can contradict the document; an inferred one agrees with it by construction.
  if (typeof value.document === 'string') {
    const kind = taxIdKind(normalizeTaxId(value.document));
    if (entityType === 'pf' && kind === 'cnpj') {
      issue(
        'document',
        'is a CNPJ: a pf (individual) partner needs a CPF (for a company partner send entity_type pj, or omit it)',
      );
    }
    if (entityType === 'pj' && kind === 'cpf') issue('document', 'is a CPF: a pj (company) partner needs a CNPJ');
  }
  const present = (field: string) => value[field] !== undefined && value[field] !== null && value[field] !== '';
  if (entityType === 'pf' && present('legal_name')) issue('legal_name', 'only a pj (company) partner has a legal name');
  if (entityType === 'pj' && present('mother_name'))
    issue('mother_name', "only a pf (individual) partner has a mother's name");
  if (entityType === 'pf' && value.role === 'corporate_owner')
    issue('role', 'corporate_owner is a company partner: use entity_type pj');
  if (entityType === 'pj' && value.role === 'individual_owner')
    issue('role', 'individual_owner is a person: use entity_type pf');
}

/** The partner payload; parses to the stored fields (document as digits, absent optional fields as `null`). */
export const legalRepresentativeSchema = partnerFields
  .superRefine(partnerCrossFieldRules, crossFieldRule)
  .transform((partner) => ({
    ...partner,
    entity_type: partnerEntityTypeFor(partner.entity_type, partner.document) ?? 'pf',
  }));

export type LegalRepresentativeRequest = z.input<typeof legalRepresentativeSchema>;
export type LegalRepresentativeFields = z.output<typeof legalRepresentativeSchema>;
