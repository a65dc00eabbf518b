import { ApiError, NetworkError } from './errors';
import type { RetryOptions } from './options';
import { parseRetryAfterMs } from './rate-limit';

export interface RetryPolicy {
  limit: number;
  maxDelayMs: number;
}

const DEFAULT_MAX_DELAY_MS = 60_000;
/** Statuses that say "not now" rather than "never": rate limited, or the service (or a proxy) failing. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

export function normaliseRetry(retry: number | RetryOptions | undefined): RetryPolicy {
  const options = typeof retry === 'number' ? { limit: retry } : (retry ?? {});
  return {
    limit: Math.max(0, Math.floor(options.limit ?? 0)),
    maxDelayMs: Math.max(0, options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS),
  };
}

/**
 * How long to wait before retry number `retryCount` (1-based) after `error`, or `undefined` for
 * "do not retry". Timeouts are not retried: the attempt already spent the caller's budget.
 */
export function retryDelayMs(
  error: unknown,
  retryCount: number,
  policy: RetryPolicy,
  now: () => number = Date.now,
): number | undefined {
  if (retryCount > policy.limit) return undefined;
  if (error instanceof NetworkError) return backoffMs(retryCount, policy);
  if (!(error instanceof ApiError) || !RETRYABLE_STATUSES.has(error.status)) return undefined;
  const retryAfterMs = parseRetryAfterMs(error.headers.get('retry-after'), now);
  if (retryAfterMs === undefined) return backoffMs(retryCount, policy);
  return retryAfterMs <= policy.maxDelayMs ? retryAfterMs : undefined;
}

/** ky's curve: 300 ms, 600 ms, 1.2 s … capped by `maxDelayMs`. */
function backoffMs(retryCount: number, policy: RetryPolicy): number {
  return Math.min(300 * 2 ** (retryCount - 1), policy.maxDelayMs);
}
