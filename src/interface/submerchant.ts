/**
 * Submerchant registration: `POST /v1/submerchants` (docs/service.md, "Submerchants").
 *
 * Required for creation: legal_name and tax_id. Everything else is optional (entity_type defaults to pj; email
 * is checked when sent); what review needs beyond that (partners, documents, addresses) is checked at
 * submit-for-review, exactly as docs/service.md, "Submerchants" lists it.
 */
import { z } from 'zod';
import { CNAE_LENGTH, isCnaeCode, normalizeCnae, resolveMcc } from './cnae-mcc';
import { cpfOrCnpjSchema, normalizeTaxId, taxIdKind } from './documents';
import {
  crossFieldRule,
  emailField,
  isRecord,
  nonNegativeInteger,
  optional,
  optionalText,
  pastCalendarDate,
  phoneField,
  requiredText,
} from './submerchant-fields';

export const ENTITY_TYPES = ['pj', 'pf'] as const;
/** pj: a company (CNPJ); pf: an individual (CPF). */
export type EntityType = (typeof ENTITY_TYPES)[number];

export const MAX_CNAES = 20;
export const MAX_PRODUCT_CATEGORIES = 50;

/** Fields the interface reserves for an individual (pf) submerchant. */
export const PF_ONLY_FIELDS = ['birth_date', 'mother_name'] as const;

const cnaeSchema = z.strictObject({
  code: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .max(20, 'is too long for a CNAE')
    .refine(isCnaeCode, `must be a CNAE subclass: ${CNAE_LENGTH} digits, written 4711-3/02 or 4711302`)
    .transform(normalizeCnae),
  description: optionalText(),
  is_primary: optional(z.boolean({ error: 'must be true or false' })).transform((value) => value ?? false),
});

/** A list that may be omitted or `null`, and is then stored empty. */
const optionalList = <T extends z.ZodType>(item: T, max: number) =>
  optional(z.array(item, { error: 'must be an array' }).max(max, `must have at most ${max} items`)).transform(
    (value) => value ?? [],
  );

const registrationFields = z.strictObject({
  // Like every optional field, `null` counts as omitted: the default applies.
  entity_type: z
    .enum(ENTITY_TYPES, { error: 'must be pj or pf' })
    .nullish()
    .transform((value): EntityType => value ?? 'pj'),
  trade_name: optionalText(),
  legal_name: requiredText(),
  tax_id: cpfOrCnpjSchema,
  email: optional(emailField()),
  phone: optional(phoneField()),
  business_type: optionalText(),
  product_categories: optionalList(requiredText(100), MAX_PRODUCT_CATEGORIES),
  /** Sandbox decision: integers in cents, like every amount of the service. */
  average_ticket: optional(nonNegativeInteger()),
  monthly_revenue: optional(nonNegativeInteger()),
  mcc: optional(z.string({ error: 'must be a string' }).regex(/^\d{4}$/, 'must be exactly 4 digits')),
  cnaes: optionalList(cnaeSchema, MAX_CNAES),
  birth_date: optional(pastCalendarDate()),
  mother_name: optionalText(),
});

/** Rules across fields; they read the payload defensively because they run even when some fields failed. */
function registrationCrossFieldRules(value: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(value)) return;
  const entityType = value.entity_type ?? 'pj';
  if (typeof value.tax_id === 'string') {
    const kind = taxIdKind(normalizeTaxId(value.tax_id));
    if (entityType === 'pj' && kind === 'cpf') {
      ctx.addIssue({
        code: 'custom',
        path: ['tax_id'],
        message: 'a pj submerchant needs a CNPJ (numeric or alphanumeric); this is a CPF',
      });
    }
    if (entityType === 'pf' && kind === 'cnpj') {
      ctx.addIssue({
        code: 'custom',
        path: ['tax_id'],
        message: 'a pf submerchant needs a CPF (11 digits); this is a CNPJ',
      });
    }
  }
  if (entityType === 'pj') {
    for (const field of PF_ONLY_FIELDS) {
      if (value[field] !== undefined && value[field] !== null) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'only a pf (individual) submerchant has this field' });
      }
    }
  }
  if (Array.isArray(value.cnaes)) cnaeListRules(value.cnaes, ctx);
}

function cnaeListRules(cnaes: unknown[], ctx: z.RefinementCtx): void {
  const seenCodes = new Set<string>();
  let primaryIndex: number | undefined;
  cnaes.forEach((cnae, index) => {
    if (!isRecord(cnae)) return;
    if (typeof cnae.code === 'string') {
      const code = normalizeCnae(cnae.code);
      if (seenCodes.has(code))
        ctx.addIssue({ code: 'custom', path: ['cnaes', index, 'code'], message: 'repeats an earlier CNAE' });
      seenCodes.add(code);
    }
    if (cnae.is_primary === true) {
      if (primaryIndex === undefined) primaryIndex = index;
      else
        ctx.addIssue({
          code: 'custom',
          path: ['cnaes', index, 'is_primary'],
          message: `only one CNAE may be primary (cnaes.${primaryIndex} already is)`,
        });
    }
  });
}

/**
 * The registration payload. Parses to the stored fields: tax_id and CNAE codes as digits, absent optional fields
 * as `null`, lists as `[]`, and mcc resolved from the primary CNAE when omitted (still `null` when unknown).
 */
export const submerchantCreateSchema = registrationFields
  .superRefine(registrationCrossFieldRules, crossFieldRule)
  .transform((registration) => ({ ...registration, mcc: registration.mcc ?? resolveMcc(registration.cnaes) }));

export type SubmerchantCreateRequest = z.input<typeof submerchantCreateSchema>;
export type SubmerchantRegistration = z.output<typeof submerchantCreateSchema>;
export type SubmerchantCnae = SubmerchantRegistration['cnaes'][number];
