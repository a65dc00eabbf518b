import { MAX_TIMER_MS } from './abort';
import { ApiError, ConfigurationError, NetworkError } from './errors';
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
  const limit = options.limit ?? 0;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  // NaN would retry without end (no count is above it) and wait 1 ms; a number from an unset env variable is NaN.
  if (Number.isNaN(limit) || limit < 0 || Number.isNaN(maxDelayMs) || maxDelayMs < 0) {
    throw new ConfigurationError(
      'INVALID_ARGUMENT',
      `retry needs a limit and maxDelayMs of 0 or more, got ${JSON.stringify({ limit, maxDelayMs })}.`,
    );
  }
  // A wait longer than a timer holds would fire at once: such a Retry-After is thrown back instead.
  return { limit: Math.floor(limit), maxDelayMs: Math.min(maxDelayMs, MAX_TIMER_MS) };
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
