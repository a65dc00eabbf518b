/**
 * Fixed-window rate limiting on the sandbox clock: a window opens with the first request of a subject
 * and category, and lasts 60 s. Subjects are merchants (both keys share them) or, for requests whose
 * credentials identify no merchant, the caller's IP (with `ANONYMOUS_RATE_LIMIT_FACTOR` times the default
 * limits, see `rateLimitFor`).
 */
import { RATE_LIMIT_HEADERS, RATE_LIMIT_WINDOW_SECONDS, type RateLimitCategory } from '../interface/rate-limit';
import { rateLimitFor, type SandboxState } from './state';

export interface RateVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  resetAt: number;
  retryAfterSeconds: number;
}

export function takeRateToken(
  state: SandboxState,
  subject: string,
  merchantId: string | null,
  category: RateLimitCategory,
): RateVerdict {
  const now = state.clock.now().getTime() / 1000;
  const key = `${subject}\n${category}`;
  let window = state.rateWindows.get(key);
  if (!window || now >= window.startedAt + RATE_LIMIT_WINDOW_SECONDS) {
    window = { startedAt: now, count: 0 };
    state.rateWindows.set(key, window);
  }
  const limit = rateLimitFor(state, merchantId, category);
  const resetAtExact = window.startedAt + RATE_LIMIT_WINDOW_SECONDS;
  const resetAt = Math.ceil(resetAtExact);
  const allowed = window.count < limit;
  if (allowed) window.count += 1;
  return {
    allowed,
    limit,
    remaining: Math.max(0, limit - window.count),
    resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil(resetAtExact - now)),
  };
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
