/**
 * List query rules (docs/service.md, "Lists"): page, limit, date_from, date_to, status, search.
 * Each endpoint accepts a subset; the sandbox turns any violation into 422 VALIDATION_ERROR.
 */
import { z } from 'zod';
import { LIMIT_DEFAULT, LIMIT_MAX, PAGE_DEFAULT } from './limits';

/** What one endpoint accepts beyond page and limit. */
export interface ListQueryOptions {
  /** Accepted `status` values; omit to refuse the `status` parameter. */
  statuses?: readonly string[];
  /** Accept `search`. */
  search?: boolean;
  /** Accept `date_from` / `date_to`. */
  dates?: boolean;
}

export interface ListQuery {
  page: number;
  limit: number;
  date_from?: string;
  date_to?: string;
  status?: string;
  search?: string;
}

export const SEARCH_MAX_LENGTH = 200;

/** True for a real calendar day written YYYY-MM-DD (2024-02-30 is false). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Query values arrive as strings; digits only, so "1e2", "0x10" or " 5" are refused rather than coerced.
const positiveInt = (name: string, max?: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      max === undefined
        ? z.number().int().min(1, `${name} must be at least 1`)
        : z.number().int().min(1, `${name} must be at least 1`).max(max, `${name} must be at most ${max}`),
    );

const calendarDate = z.string().refine(isCalendarDate, 'must be a valid date written YYYY-MM-DD');

export type ListQuerySchema = z.ZodType<ListQuery, Record<string, string>>;

export function listQuerySchema(options: ListQueryOptions = {}): ListQuerySchema {
  const shape: Record<string, z.ZodType> = {
    page: positiveInt('page').default(PAGE_DEFAULT),
    limit: positiveInt('limit', LIMIT_MAX).default(LIMIT_DEFAULT),
  };
  if (options.dates) {
    shape.date_from = calendarDate.optional();
    shape.date_to = calendarDate.optional();
  }
  if (options.statuses) {
    const allowed = options.statuses;
    shape.status = z
      .string()
      .refine((value) => allowed.includes(value), `status must be one of ${allowed.join(', ')}`)
      .optional();
  }
  if (options.search) shape.search = z.string().max(SEARCH_MAX_LENGTH).optional();
  return z
    .strictObject(shape)
    .refine((query) => !(query.date_from && query.date_to) || String(query.date_from) <= String(query.date_to), {
      message: 'date_from must not be after date_to',
      path: ['date_from'],
    }) as unknown as ListQuerySchema;
}
