/**
 * Rate-limit categories and headers (docs/service.md, "Rate limits"). Pure constants, no zod.
 */
import { V1_ROUTES } from './paths';

export const RATE_LIMIT_CATEGORIES = ['transactions', 'queries', 'default'] as const;
export type RateLimitCategory = (typeof RATE_LIMIT_CATEGORIES)[number];

export type RateLimits = Record<RateLimitCategory, number>;

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = { transactions: 100, queries: 200, default: 100 };
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/**
 * Requests whose credentials identify no merchant (401) are counted per client IP, in the route's category, with
 * this many times the default limits: key guessing stays throttled, while a test suite that makes many
 * unauthenticated calls in a minute keeps getting 401 rather than 429.
 */
export const ANONYMOUS_RATE_LIMIT_FACTOR = 10;

export const RATE_LIMIT_HEADERS = {
  limit: 'X-RateLimit-Limit',
  remaining: 'X-RateLimit-Remaining',
  reset: 'X-RateLimit-Reset',
  retryAfter: 'Retry-After',
} as const;

/** Every /v1/charges route is Transactions, every /v1/submerchants route Queries, the rest Default. */
export function rateLimitCategoryFor(path: string): RateLimitCategory {
  if (path === V1_ROUTES.charges || path.startsWith(`${V1_ROUTES.charges}/`)) return 'transactions';
  if (path === V1_ROUTES.submerchants || path.startsWith(`${V1_ROUTES.submerchants}/`)) return 'queries';
  return 'default';
}
