import { parseRetryAfterMs } from '../interface/retry-after';

/** Re-exported: the client's own name for the shared `Retry-After` reading. */
export { parseRetryAfterMs };

/**
 * The rate-limit headers of one response. Each field is absent when its header was missing or
 * unreadable; the service sends the three `X-RateLimit-*` on every rate-limited route and
 * `Retry-After` only on a 429.
 */
export interface RateLimitInfo {
  /** `X-RateLimit-Limit`: requests allowed in the window. */
  limit?: number;
  /** `X-RateLimit-Remaining`: requests left in the window. */
  remaining?: number;
  /** `X-RateLimit-Reset` (a Unix timestamp in seconds) as a Date. */
  reset?: Date;
  /** `Retry-After` in whole seconds (an HTTP-date is turned into seconds from now, never negative). */
  retryAfterSeconds?: number;
}

/** Reads the rate-limit headers; `undefined` when the response carried none of them (e.g. `/sandbox` routes). */
export function parseRateLimit(headers: Headers, now: () => number = Date.now): RateLimitInfo | undefined {
  const info: RateLimitInfo = {};
  const limit = parseNonNegativeNumber(headers.get('x-ratelimit-limit'));
  const remaining = parseNonNegativeNumber(headers.get('x-ratelimit-remaining'));
  const resetSeconds = parseNonNegativeNumber(headers.get('x-ratelimit-reset'));
  const retryAfterMs = parseRetryAfterMs(headers.get('retry-after'), now);
  if (limit !== undefined) info.limit = limit;
  if (remaining !== undefined) info.remaining = remaining;
  if (resetSeconds !== undefined) info.reset = new Date(resetSeconds * 1000);
  if (retryAfterMs !== undefined) info.retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
  return Object.keys(info).length === 0 ? undefined : info;
}

function parseNonNegativeNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}
