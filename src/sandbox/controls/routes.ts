/**
 * Sandbox controls (docs/service.md, "Sandbox controls"; secret key, not rate limited): clock and rate limits
 * (webhook endpoints and deliveries: postbacks/controls.ts), and `GET /sandbox/ip`, which needs no key.
 */
import { RATE_LIMIT_CATEGORIES, type RateLimits } from '../../interface/rate-limit';
import { clientIp, ok, validate, withJsonBody } from '../kernel/http';
import { rateLimitFor, type KernelState } from '../kernel/state';
import { clockAdvanceSchema, rateLimitsSchema } from '../route-spec/control-schemas';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { CONTROL_ROUTE, OPEN_ROUTE, TAGS } from '../route-spec/operation-spec';
import { DEFAULT_LIMITS_TEXT, RATE_WINDOW_SHORT } from '../kernel/prose';

function effectiveLimits(state: KernelState, merchantId: string): RateLimits {
  const limits = {} as RateLimits;
  for (const category of RATE_LIMIT_CATEGORIES) limits[category] = rateLimitFor(state, merchantId, category);
  return limits;
}

/** `GET /sandbox/ip` needs no key: the app's control guard lets this path through. */
export const CALLER_IP_PATH = '/sandbox/ip';

/** The clock and rate-limit controls, and the caller's address. */
export const SANDBOX_CONTROL_ROUTES = defineRoutes({
  setRateLimits: {
    ...CONTROL_ROUTE,
    method: 'put',
    path: '/sandbox/rate-limits',
    summary: `Set this merchant's rate limits (per ${RATE_WINDOW_SHORT})`,
    description: `Replaces the custom limits: an omitted category goes back to its default (${DEFAULT_LIMITS_TEXT}).`,
    body: 'RateLimitsRequest',
    success: [{ status: 200, description: 'The limits now in force.', body: { kind: 'resource', name: 'RateLimits' } }],
  },
  getRateLimits: {
    ...CONTROL_ROUTE,
    method: 'get',
    path: '/sandbox/rate-limits',
    summary: "This merchant's rate limits",
    success: [{ status: 200, description: 'The limits in force.', body: { kind: 'resource', name: 'RateLimits' } }],
  },
  advanceClock: {
    ...CONTROL_ROUTE,
    method: 'post',
    path: '/sandbox/clock',
    summary: 'Move the sandbox clock forward',
    description:
      'Session and token expiry, rate windows, webhook retries and the deadlines of Pix and boleto charges follow the sandbox clock; retries that fall due run and unpaid charges past their deadline expire (`charge.expired`).',
    body: 'ClockAdvanceRequest',
    success: [{ status: 200, description: 'The new sandbox time.', body: { kind: 'resource', name: 'SandboxClock' } }],
  },
  getClock: {
    ...CONTROL_ROUTE,
    method: 'get',
    path: '/sandbox/clock',
    summary: 'Read the sandbox clock',
    success: [{ status: 200, description: 'The sandbox time.', body: { kind: 'resource', name: 'SandboxClock' } }],
  },
  getCallerIp: {
    ...OPEN_ROUTE,
    tag: TAGS.controls,
    method: 'get',
    path: CALLER_IP_PATH,
    summary: "The caller's address (a local IP lookup, no key)",
    description: 'A bare object, not an envelope, like public IP lookup services answer.',
    success: [{ status: 200, description: 'The address the sandbox saw.', body: { kind: 'bare', name: 'CallerIp' } }],
  },
});

export function sandboxControlHandlers(state: KernelState): RouteHandlers<typeof SANDBOX_CONTROL_ROUTES> {
  return {
    setRateLimits: withJsonBody((c, raw) => {
      const body = validate(rateLimitsSchema, raw);
      const merchantId = c.get('merchant').id;
      state.customRateLimits.set(merchantId, { ...body });
      return ok(c, 200, 'Rate limits updated.', effectiveLimits(state, merchantId));
    }),
    getRateLimits: (c) => ok(c, 200, 'Rate limits.', effectiveLimits(state, c.get('merchant').id)),
    advanceClock: withJsonBody((c, raw) => {
      const body = validate(clockAdvanceSchema, raw);
      const now = state.clock.advance(body.advance_seconds);
      return ok(c, 200, 'Sandbox clock advanced.', { now: now.toISOString() });
    }),
    getClock: (c) => ok(c, 200, 'Sandbox clock.', { now: state.clock.now().toISOString() }),
    getCallerIp: (c) => c.json({ ip: clientIp(c) }),
  };
}
