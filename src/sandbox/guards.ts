/**
 * Middleware of the /v1 and /sandbox surfaces: CORS, authentication plus (for /v1) rate limiting.
 *
 * Every header here is set before the route runs: Hono adds such headers to whatever reply the route or the error
 * handler builds. A header added to a finished reply (after `next()`, or through `c.res` before it) makes Hono
 * rebuild the reply around its body as a stream, and @hono/node-server then loses its fast path for string bodies:
 * about a third of the sandbox's throughput on small JSON replies.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { rateLimitCategoryFor } from '../interface/rate-limit';
import { forbidden, requiredKeyKind, resolveCredentials, unauthorized } from './auth';
import type { SandboxEnv } from './kernel/env';
import { clientIp } from './kernel/http';
import { rateLimitExceeded, rateLimitHeaders, takePublicKeyToken, takeRateToken } from './kernel/rate-limiter';
import type { GuardOf } from './route-spec/route-table';
import type { SandboxState } from './state';

export interface AnyOriginCorsOptions {
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  /** How long a browser may cache a preflight, in seconds. */
  maxAge: number;
}

/**
 * CORS for any origin, without credentials: preflights are answered by Hono's `cors()`; other requests get their
 * headers before the route runs (Hono's `cors()` writes them through `c.res`, see above).
 */
export function anyOriginCors(options: AnyOriginCorsOptions): MiddlewareHandler {
  const preflight = cors({ origin: '*', ...options });
  const exposed = options.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    c.header('Access-Control-Allow-Origin', '*');
    if (exposed) c.header('Access-Control-Expose-Headers', exposed);
    await next();
  };
}

/**
 * /v1: counts the request first (so 401/403/404/422 replies carry the rate-limit headers too and key
 * guessing is throttled per IP), then checks the key kind the route needs. Public-key calls count per address
 * too (kernel/rate-limiter.ts).
 */
export function v1Guard(state: SandboxState): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const credentials = resolveCredentials(state, c.req.header('authorization'));
    const category = rateLimitCategoryFor(c.req.path);
    const verdict = !credentials.ok
      ? takeRateToken(state, `ip:${clientIp(c)}`, null, category)
      : credentials.kind === 'public'
        ? takePublicKeyToken(state, credentials.merchant.id, clientIp(c), category)
        : takeRateToken(state, credentials.merchant.id, credentials.merchant.id, category);
    if (!verdict.allowed) throw rateLimitExceeded(verdict);
    for (const [name, value] of Object.entries(rateLimitHeaders(verdict))) c.header(name, value);
    if (!credentials.ok) throw unauthorized(credentials.reason);
    const needed = requiredKeyKind(c.req.method, c.req.path);
    if (needed !== null && credentials.kind !== needed) throw forbidden(needed);
    c.set('merchant', credentials.merchant);
    c.set('keyKind', credentials.kind);
    await next();
  };
}

/**
 * The guard each route's declared key rule picks (`auth` of its declaration, src/sandbox/route-spec/): a /v1 route is
 * guarded with its whole surface by `v1Guard` (which counts unknown paths too, and reads the same declarations), a
 * route that wants the secret key elsewhere (the sandbox controls) by `sandboxGuard`, an open route (the buyer's
 * pages, the caller-IP lookup) by none.
 */
export function routeGuards(state: SandboxState): GuardOf {
  const controls = sandboxGuard(state);
  return (route) => {
    if (route.rateLimited || route.auth === 'none') return undefined;
    if (route.auth === 'secret') return controls;
    throw new Error(`${route.operationId}: a public-key route outside /v1 has no guard.`);
  };
}

/** /sandbox controls: secret key (both forms), no rate limit. */
export function sandboxGuard(state: SandboxState): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const credentials = resolveCredentials(state, c.req.header('authorization'));
    if (!credentials.ok) throw unauthorized(credentials.reason);
    if (credentials.kind !== 'secret') throw forbidden('secret');
    c.set('merchant', credentials.merchant);
    c.set('keyKind', credentials.kind);
    await next();
  };
}
