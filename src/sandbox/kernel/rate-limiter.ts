/**
 * Fixed-window rate limiting on the sandbox clock: a window opens with the first request of a subject
 * and category, and lasts 60 s. Subjects are merchants (both keys share them) or, for requests whose
 * credentials identify no merchant, the caller's IP (with `ANONYMOUS_RATE_LIMIT_FACTOR` times the default
 * limits, see `rateLimitFor`).
 *
 * Public-key calls (fraud sessions, card tokens: the browser's) also count per merchant and caller address, so
 * one address cannot spend the whole merchant's window and turn every other buyer away (docs/service.md,
 * "Rate limits").
 */
import { RATE_LIMIT_HEADERS, RATE_LIMIT_WINDOW_SECONDS, type RateLimitCategory } from '../../interface/rate-limit';
import { ApiError } from './api-error';
import { rateLimitFor, type KernelState } from './state';

/** The share of its merchant's window (per category) that one address may spend with the public key. */
export const PUBLIC_KEY_ADDRESS_SHARE = 0.75;
/** Redeliveries a merchant may ask for per window: each one is an attempt on the wire right away. */
export const REDELIVERIES_PER_WINDOW = 60;

export interface RateVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  resetAt: number;
  retryAfterSeconds: number;
}

/** The open window of `key` (a new one when none is open), without counting anything. */
function openWindow(state: KernelState, key: string, now: number) {
  let window = state.rateWindows.get(key);
  if (!window || now >= window.startedAt + RATE_LIMIT_WINDOW_SECONDS) {
    window = { startedAt: now, count: 0 };
    state.rateWindows.set(key, window);
  }
  return window;
}

/** Counts one request in every window of `windows` if each has room, else in none. */
function takeFromAll(state: KernelState, windows: readonly { key: string; limit: number }[]): RateVerdict[] {
  const now = state.clock.now().getTime() / 1000;
  const open = windows.map(({ key, limit }) => ({ window: openWindow(state, key, now), limit }));
  const allowed = open.every(({ window, limit }) => window.count < limit);
  return open.map(({ window, limit }) => {
    if (allowed) window.count += 1;
    const resetAtExact = window.startedAt + RATE_LIMIT_WINDOW_SECONDS;
    return {
      allowed: allowed || window.count < limit,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetAt: Math.ceil(resetAtExact),
      retryAfterSeconds: Math.max(1, Math.ceil(resetAtExact - now)),
    };
  });
}

const windowKey = (subject: string, category: RateLimitCategory | 'redelivery') => `${subject}\n${category}`;

export function takeRateToken(
  state: KernelState,
  subject: string,
  merchantId: string | null,
  category: RateLimitCategory,
): RateVerdict {
  const [verdict] = takeFromAll(state, [
    { key: windowKey(subject, category), limit: rateLimitFor(state, merchantId, category) },
  ]);
  return verdict;
}

/**
 * A public-key call of `merchantId` from `address`: counted in the merchant's window and in its own
 * (merchant, address) window of PUBLIC_KEY_ADDRESS_SHARE of the limit. The verdict is the merchant's, unless the
 * address's window is the one that refuses.
 */
export function takePublicKeyToken(
  state: KernelState,
  merchantId: string,
  address: string,
  category: RateLimitCategory,
): RateVerdict {
  const limit = rateLimitFor(state, merchantId, category);
  const addressLimit = Math.max(1, Math.floor(limit * PUBLIC_KEY_ADDRESS_SHARE));
  const [merchant, own] = takeFromAll(state, [
    { key: windowKey(merchantId, category), limit },
    { key: windowKey(`${merchantId}\nip:${address}`, category), limit: addressLimit },
  ]);
  return own.allowed || !merchant.allowed ? merchant : own;
}

/** One redelivery asked for by `merchantId` (POST /sandbox/postbacks/deliveries/{id}/redeliver). */
export function takeRedeliveryToken(state: KernelState, merchantId: string): RateVerdict {
  const [verdict] = takeFromAll(state, [{ key: windowKey(merchantId, 'redelivery'), limit: REDELIVERIES_PER_WINDOW }]);
  return verdict;
}

export function rateLimitHeaders(verdict: RateVerdict): Record<string, string> {
  const headers: Record<string, string> = {
    [RATE_LIMIT_HEADERS.limit]: String(verdict.limit),
    [RATE_LIMIT_HEADERS.remaining]: String(verdict.remaining),
    [RATE_LIMIT_HEADERS.reset]: String(verdict.resetAt),
  };
  if (!verdict.allowed) headers[RATE_LIMIT_HEADERS.retryAfter] = String(verdict.retryAfterSeconds);
  return headers;
}

/** The 429 RATE_LIMIT_EXCEEDED of a refused verdict, with its headers (Retry-After among them). */
export const rateLimitExceeded = (verdict: RateVerdict): ApiError =>
  new ApiError(
    'RATE_LIMIT_EXCEEDED',
    `Too many requests; retry after ${verdict.retryAfterSeconds} s.`,
    undefined,
    rateLimitHeaders(verdict),
  );
