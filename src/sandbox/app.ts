/**
 * The sandbox HTTP surface as a Hono app. Usable without listening (`app.request(...)`) for fast tests.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_HEADER } from '../interface/idempotency';
import { CUSTOMER_SESSION_HEADER } from '../interface/customer';
import type { ErrorCode } from '../interface/errors';
import { RATE_LIMIT_HEADERS } from '../interface/rate-limit';
import { ApiError } from './kernel/api-error';
import { CALLER_IP_PATH } from './controls/routes';
import type { SandboxEnv } from './kernel/env';
import { anyOriginCors, routeGuards, v1Guard } from './guards';
import { fail, failWithStatus } from './kernel/http';
import { observeResponses, type ResponseObserver } from './response-observer';
import { OPENAPI_PATH } from './openapi/routes';
import { purgeExpired } from './purge';
import { expireDueCharges } from './charges/expiry';
import { requestFaults } from './faults/inject';
import { deliveryFaults } from './faults/webhooks';
import { installDeliveryFaults } from './webhooks/delivery-faults';
import { ROUTE_MODULES } from './routes';
import { mountRoutes } from './route-spec/route-table';
import type { SandboxState } from './state';

/**
 * Any origin may call /v1: requests are authenticated with keys in the Authorization header (and a customer
 * session's token in its own header), never with cookies, so a wildcard origin grants nothing a key does not.
 */
const v1Cors = anyOriginCors({
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_HEADER, CUSTOMER_SESSION_HEADER],
  exposeHeaders: [
    RATE_LIMIT_HEADERS.limit,
    RATE_LIMIT_HEADERS.remaining,
    RATE_LIMIT_HEADERS.reset,
    RATE_LIMIT_HEADERS.retryAfter,
    'Date',
  ],
  maxAge: 600,
});

/** The browser SDK corrects clock skew from `Date`, so it must come from the sandbox clock. */
function sandboxDate(state: SandboxState): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    purgeExpired(state);
    expireDueCharges(state);
    await next();
    // On the reply's own headers: c.header() after next() would rebuild the reply as a stream (see guards.ts).
    c.res.headers.set('Date', state.clock.now().toUTCString());
  };
}

const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

export interface SandboxAppOptions {
  /** Shown every reply, read once and passed on unchanged (the test suites check each against the OpenAPI document). */
  observeResponse?: ResponseObserver;
}

export function createSandboxApp(state: SandboxState, options: SandboxAppOptions = {}): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  // Moving the clock (`POST /sandbox/clock`, `sandbox.clock.advance`) expires the Pix and boleto charges that fall due.
  state.clock.onAdvance(() => expireDueCharges(state));

  app.use(sandboxDate(state));
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        const response = fail(
          c,
          'METHOD_NOT_ALLOWED',
          `${c.req.method} is not allowed here; use ${methods.join(', ')}.`,
        );
        response.headers.set('Allow', methods.join(', '));
        return response;
      },
    }),
  );

  // Hono runs a request's middleware and route in the order they were registered: the /v1 surface's guard before every route.
  // Faults a merchant asked for (PUT /sandbox/faults) come after its key and rate limit were checked.
  app.use('/v1/*', v1Cors, v1Guard(state), requestFaults(state));
  installDeliveryFaults(state, deliveryFaults(state));
  app.use(OPENAPI_PATH, cors({ origin: '*', allowMethods: ['GET'] }));
  app.use(CALLER_IP_PATH, cors({ origin: '*', allowMethods: ['GET'] }));
  // Every other route is guarded as its declaration says: the sandbox controls want the secret key, open routes none.
  const guardOf = routeGuards(state);
  for (const module of ROUTE_MODULES) mountRoutes(app, module.table, module.handlers(state), guardOf);

  app.notFound((c) => fail(c, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}.`));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      const response = fail(c, error.code, error.message, error.details);
      for (const [name, value] of Object.entries(error.headers ?? {})) response.headers.set(name, value);
      return response;
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Raised by Hono itself for a malformed request; keep the envelope.
      const code: ErrorCode = HTTP_EXCEPTION_CODES[error.status] ?? 'INVALID_JSON';
      return failWithStatus(c, error.status as ContentfulStatusCode, code, error.message || 'Bad request.');
    }
    // A genuine bug: count it (tests assert zero) and log it; logging only happens on this rare path.
    state.internalErrors += 1;
    console.error('[sandbox] internal error', error);
    return fail(c, 'INTERNAL_ERROR', 'The sandbox hit an internal error.');
  });

  if (options.observeResponse) observeResponses(app, options.observeResponse);
  return app;
}
