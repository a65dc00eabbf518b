/**
 * `Retry-After` (RFC 9110 §10.2.3), read one way by the client, the fraud session, the card fields and the demo. Pure
 * functions, no zod: browser bundles import this file.
 */

/** The wait advised when a 429 carries no readable `Retry-After`. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

const MS_PER_SECOND = 1000;

/**
 * `Retry-After` as milliseconds to wait: either delta-seconds or an HTTP-date. A date in the past means "now" (0);
 * garbage means "no advice" (undefined).
 */
export function parseRetryAfterMs(value: string | null, now: () => number = Date.now): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * MS_PER_SECOND;
  // Every HTTP-date form starts with a day name; without this check Date.parse takes "-5" as a year.
  if (!/^[A-Za-z]{3}/.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now());
}

/** Whole seconds to wait before trying again: at least 1, and DEFAULT_RETRY_AFTER_SECONDS when there is no advice. */
export function retryAfterSeconds(value: string | null, now: () => number = Date.now): number {
  const ms = parseRetryAfterMs(value, now);
  return ms === undefined ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(1, Math.ceil(ms / MS_PER_SECOND));
}
