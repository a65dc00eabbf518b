// How the console's back end answers the browser: the service's envelope on success, and on failure the
// ApiError's status, code, message and details as the failure envelope. The secret key never leaves this side.
import type { Context } from 'hono';
import {
  ApiError,
  ConfigurationError,
  PayClientError,
  type ApiResponse,
  type FailureEnvelope,
  LIST_PARAMS,
} from 'pay-checkout/client';
import { DemoFailure, failureBody, mediaType, readJson, type Json } from '../../shared/replies';

/** The failure envelope (and HTTP status) the browser gets for `error`. */
export function failureOf(error: unknown): { status: number; body: FailureEnvelope; retryAfter?: number } {
  if (error instanceof DemoFailure)
    return { status: error.status, body: failureBody(error.message, error.code, error.details) };
  if (error instanceof ApiError) {
    // INVALID_RESPONSE may come with a 2xx status (a body that is not the envelope): never relay that as success.
    const status = error.status >= 400 && error.status <= 599 ? error.status : 502;
    return {
      status,
      body: failureBody(error.message, String(error.code), error.details),
      retryAfter: error.rateLimit?.retryAfterSeconds,
    };
  }
  if (error instanceof ConfigurationError && error.code === 'INVALID_ARGUMENT') {
    // The client refused an id from the console's address before sending anything: no such record can exist.
    return { status: 404, body: failureBody('No record has that id.', 'NOT_FOUND') };
  }
  if (error instanceof PayClientError) {
    const status = error.code === 'TIMEOUT' ? 504 : 502;
    return {
      status,
      body: failureBody('The payment service could not be reached. Please try again.', error.code),
    };
  }
  console.error('[console-api]', error);
  return {
    status: 500,
    body: failureBody('Something went wrong in the console back end.', 'INTERNAL_ERROR'),
  };
}

/** The failure envelope as the reply (with `Retry-After` when the service was rate limiting). */
export function fail(c: Context, error: unknown): Response {
  const failure = failureOf(error);
  if (failure.retryAfter !== undefined) c.header('Retry-After', String(failure.retryAfter));
  return c.json(failure.body, failure.status as 400);
}

/** Runs one client call and answers with its envelope and status, or the failure envelope. */
export async function relay(c: Context, call: () => Promise<ApiResponse<unknown>>): Promise<Response> {
  try {
    const reply = await call();
    return c.json(reply.body as Json, reply.status as 200);
  } catch (error) {
    return fail(c, error);
  }
}

/** The browser's JSON body, which must be an object. */
export async function readBody(c: Context): Promise<Json> {
  // The media type itself, not a substring: `text/plain;application/json` is a form a page may send without asking.
  if (mediaType(c.req.header('content-type')) !== 'application/json')
    throw new DemoFailure(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  const body = await readJson(c.req.raw);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new DemoFailure(400, 'INVALID_JSON', 'The body must be a JSON object.');
  return body as Json;
}

/**
 * The list filters the browser sent, passed on as they are (strings; the service validates them and its
 * field errors come back to the form). Empty values are left out; unknown parameters are dropped.
 */
export function listQuery(c: Context): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of LIST_PARAMS) {
    const value = c.req.query(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}
