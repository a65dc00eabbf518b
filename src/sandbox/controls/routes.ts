/**
 * Sandbox controls (contract §5, secret key, not rate limited): clock and rate limits (webhook endpoints and
 * deliveries: postbacks/controls.ts).
 * `GET /sandbox/ip` is mounted separately because it needs no key.
 */
import { Hono } from 'hono';
import { RATE_LIMIT_CATEGORIES, type RateLimits } from '../../interface/rate-limit';
import type { SandboxEnv } from '../env';
import { ok, validate, withJsonBody } from '../http';
import { rateLimitFor, type SandboxState } from '../state';
import { clockAdvanceSchema, rateLimitsSchema } from './schemas';

function effectiveLimits(state: SandboxState, merchantId: string): RateLimits {
  const limits = {} as RateLimits;
  for (const category of RATE_LIMIT_CATEGORIES) limits[category] = rateLimitFor(state, merchantId, category);
  return limits;
}

export function sandboxControlRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post(
    '/clock',
    withJsonBody((c, raw) => {
      const body = validate(clockAdvanceSchema, raw);
      const now = state.clock.advance(body.advance_seconds);
      return ok(c, 200, 'Sandbox clock advanced.', { now: now.toISOString() });
    }),
  );

  routes.get('/clock', (c) => ok(c, 200, 'Sandbox clock.', { now: state.clock.now().toISOString() }));

  routes.put(
    '/rate-limits',
    withJsonBody((c, raw) => {
      const body = validate(rateLimitsSchema, raw);
      const merchantId = c.get('merchant').id;
      state.customRateLimits.set(merchantId, { ...body });
      return ok(c, 200, 'Rate limits updated.', effectiveLimits(state, merchantId));
    }),
  );

  routes.get('/rate-limits', (c) => ok(c, 200, 'Rate limits.', effectiveLimits(state, c.get('merchant').id)));

  return routes;
}
