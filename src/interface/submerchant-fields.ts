/**
 * Field rules shared by the submerchant payloads (registration, partner, document, address).
 *
 * Conventions of these payloads (see docs/decisions.md):
 * - strings are trimmed; a required string must not be blank;
 * - an optional field may be omitted or sent as `null`; an optional TEXT field sent as `""` counts as absent,
 *   and every absent optional field is stored (and returned) as `null`, so records always have the same keys.
 */
import { z } from 'zod';
import { isCalendarDate } from './list';
import { isRecord } from './plain-object';

export const TEXT_MAX_LENGTH = 255;
export const NOTES_MAX_LENGTH = 2000;
/** Room for a formatted international number: `+55 (11) 98765-4321` is 19 characters. */
export const PHONE_MAX_LENGTH = 30;

const requiredMessage = (issue: { input?: unknown }, expected: string) =>
  issue.input === undefined || issue.input === null ? 'is required' : `must be ${expected}`;

/** A required, non-blank string (trimmed). */
export const requiredText = (max = TEXT_MAX_LENGTH) =>
  z
    .string({ error: (issue) => requiredMessage(issue, 'a string') })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

/** Makes an optional rule: omitted or `null` becomes `null`. */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** An optional string (trimmed); stored as `null` when absent, `null` or blank. */
export const optionalText = (max = TEXT_MAX_LENGTH) =>
  optional(
    z
      .string({ error: 'must be a string' })
      .trim()
      .max(max, `must be at most ${max} characters`)
      .transform((value) => (value === '' ? null : value)),
  );

export const emailField = () =>
  z
    .string({ error: (issue) => requiredMessage(issue, 'a string') })
    .trim()
    .max(TEXT_MAX_LENGTH, `must be at most ${TEXT_MAX_LENGTH} characters`)
    .pipe(z.email({ error: 'must be a valid e-mail address' }));

/**
 * A phone number as people write it (`+55 (11) 98765-4321`): digits with the usual separators, 8 to 15 digits
 * in all (a Brazilian landline without area code has 8; E.164 allows at most 15).
 */
export const phoneField = () =>
  z
    .string({ error: (issue) => requiredMessage(issue, 'a string') })
    .trim()
    .max(PHONE_MAX_LENGTH, `must be at most ${PHONE_MAX_LENGTH} characters`)
    .regex(/^\+?[\d\s().-]+$/, 'must be a phone number: digits, optionally with + ( ) - . and spaces')
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 8 && digits <= 15;
    }, 'must have 8 to 15 digits');

export const EARLIEST_DATE = '1900-01-01';

/**
 * Today's date (YYYY-MM-DD) in the easternmost time zone (UTC+14): a date that is "today" anywhere on earth is
 * not in the future, so no caller is refused because of its time zone.
 */
export function latestTodayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD, from 1900-01-01 up to today (birth dates). */
export const pastCalendarDate = () =>
  z
    .string({ error: (issue) => requiredMessage(issue, 'a string') })
    .refine(isCalendarDate, 'must be a real calendar date written YYYY-MM-DD')
    .refine((value) => !isCalendarDate(value) || value >= EARLIEST_DATE, `must not be before ${EARLIEST_DATE}`)
    .refine((value) => !isCalendarDate(value) || value <= latestTodayOnEarth(), 'must not be in the future');

/** A non-negative whole number that JSON and JavaScript represent exactly. */
export const nonNegativeInteger = () =>
  z
    .number({ error: (issue) => requiredMessage(issue, 'a number') })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(Number.MAX_SAFE_INTEGER, 'is too large');

/** The plain-object guard, re-exported for the submerchant schemas (cross-field rules look into plain objects). */
export { isRecord };

/**
 * Options for a cross-field rule: run it whenever the payload is an object, even when some fields failed, so
 * one response names every problem. The rule itself must therefore read fields defensively.
 */
export const crossFieldRule = { when: (payload: { value: unknown }) => isRecord(payload.value) };

/** One of `values`, with a message that lists them. */
export const enumField = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });
