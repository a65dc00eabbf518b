/**
 * Submerchant addresses (docs/service.md, "Submerchants"): `POST .../addresses` and `PATCH .../addresses/{id}`.
 */
import { z } from 'zod';
import {
  TEXT_MAX_LENGTH,
  crossFieldRule,
  enumField,
  isRecord,
  optional,
  optionalText,
  requiredText,
} from './submerchant-fields';

export const ADDRESS_TYPES = ['billing', 'shipping', 'both'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The 27 federative units of Brazil (26 states and the Federal District). */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export const DEFAULT_COUNTRY = 'BR';
const STATE_CODE = /^[A-Za-z0-9]{2}$/;

// Field rules without defaults: the PATCH schema uses them as they are, the POST schema adds the defaults.
export const ADDRESS_FIELD_RULES = {
  type: enumField(ADDRESS_TYPES),
  street: requiredText(),
  number: requiredText(20),
  complement: optionalText(),
  neighborhood: requiredText(),
  city: requiredText(),
  // Upper-cased so `sp` and `SP` are the same state.
  state: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be a string'),
    })
    .trim()
    // The interface's "2 characters": letters or digits, as ISO 3166-2 subdivision codes are (SP, NY, 13).
    .regex(STATE_CODE, 'must be a 2-character state code, e.g. SP')
    .transform((value) => value.toUpperCase()),
  zip_code: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be a string'),
    })
    .trim()
    .min(8, 'must have 8 to 10 characters')
    .max(10, 'must have 8 to 10 characters'),
  country: z
    .string({ error: 'must be a string' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter ISO 3166-1 country code, e.g. BR')
    .transform((value) => value.toUpperCase()),
  is_primary: z.boolean({ error: 'must be true or false' }),
};

/**
 * A Brazilian postal code within the interface's 8 to 10 characters: digits, optionally split by single `-`, `.`
 * or space separators — `01310100`, `01310-100`, `01.310-100`, `01310 100`, `0131010000`. The length is checked
 * apart (`ADDRESS_FIELD_RULES.zip_code`); letters and leading, trailing or doubled separators are refused.
 */
export const BRAZILIAN_ZIP_CODE = /^\d+(?:[-. ]\d+)*$/;

/** Brazilian addresses: a real UF (any case) and a zip code of digits and separators. */
export function addressCrossFieldRules(value: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(value)) return;
  const country = typeof value.country === 'string' ? value.country.toUpperCase() : DEFAULT_COUNTRY;
  if (country !== DEFAULT_COUNTRY) return;
  if (typeof value.state === 'string' && STATE_CODE.test(value.state.trim())) {
    if (!(BRAZILIAN_STATES as readonly string[]).includes(value.state.trim().toUpperCase())) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: `is not a Brazilian state; use one of ${BRAZILIAN_STATES.join(', ')}`,
      });
    }
  }
  // Only a zip_code within the 8-10 limit gets this second opinion, so one mistake gives one message.
  const zipCode = typeof value.zip_code === 'string' ? value.zip_code.trim() : undefined;
  if (zipCode !== undefined && zipCode.length >= 8 && zipCode.length <= 10 && !BRAZILIAN_ZIP_CODE.test(zipCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['zip_code'],
      message: 'must be a Brazilian CEP: digits, optionally separated by - . or a space, e.g. 01310-100',
    });
  }
}

/** `POST` body. Parses to the stored fields: `type`/`complement` `null` when absent, country `BR` by default. */
export const submerchantAddressCreateSchema = z
  .strictObject({
    ...ADDRESS_FIELD_RULES,
    type: optional(ADDRESS_FIELD_RULES.type),
    country: optional(ADDRESS_FIELD_RULES.country).transform((value) => value ?? DEFAULT_COUNTRY),
    is_primary: optional(ADDRESS_FIELD_RULES.is_primary).transform((value) => value ?? false),
  })
  .superRefine(addressCrossFieldRules, crossFieldRule);

/**
 * `PATCH` body: only the fields to change, at least one, no unknown field. `null` clears an optional field
 * (`type`, `complement`) and returns `country`/`is_primary` to their defaults. Rules that span fields (a
 * Brazilian state and CEP) are checked on the merged address with `submerchantAddressCreateSchema`.
 */
export const submerchantAddressPatchSchema = z
  .strictObject({
    type: ADDRESS_FIELD_RULES.type.nullable().optional(),
    street: ADDRESS_FIELD_RULES.street.optional(),
    number: ADDRESS_FIELD_RULES.number.optional(),
    // Not `ADDRESS_FIELD_RULES.complement`: its default would turn "not sent" into "cleared".
    complement: z
      .string({ error: 'must be a string' })
      .trim()
      .max(TEXT_MAX_LENGTH, `must be at most ${TEXT_MAX_LENGTH} characters`)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    neighborhood: ADDRESS_FIELD_RULES.neighborhood.optional(),
    city: ADDRESS_FIELD_RULES.city.optional(),
    state: ADDRESS_FIELD_RULES.state.optional(),
    zip_code: ADDRESS_FIELD_RULES.zip_code.optional(),
    country: ADDRESS_FIELD_RULES.country.nullable().optional(),
    is_primary: ADDRESS_FIELD_RULES.is_primary.nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'send at least one address field to change');

export type SubmerchantAddressCreateRequest = z.input<typeof submerchantAddressCreateSchema>;
export type SubmerchantAddressFields = z.output<typeof submerchantAddressCreateSchema>;
export type SubmerchantAddressPatchRequest = z.input<typeof submerchantAddressPatchSchema>;
