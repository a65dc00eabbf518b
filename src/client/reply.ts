import type { ApiResponse } from './api-promise';
import { ApiError, type ErrorDetail, type RequestTarget } from './errors';
import { isRecord } from '../interface/plain-object';
import type { RateLimitInfo } from './rate-limit';

/**
 * How a success body becomes a method's result: `data` takes the envelope's `data`; `page` takes
 * `{ data, pagination }` of a paged list; `none` accepts any body (or none) and gives `undefined`.
 */
export type Unwrap = 'data' | 'page' | 'none';

/** Turns one reply into the method's result, or throws the ApiError it stands for. */
export function interpretReply<T>(
  response: Response,
  text: string,
  rateLimit: RateLimitInfo | undefined,
  unwrap: Unwrap,
  target: RequestTarget,
): ApiResponse<T> {
  const parsed = parseJson(text);
  const body = parsed.ok ? parsed.value : text;
  const requestId = response.headers.get('x-request-id') ?? undefined;
  const fail: Fail = (code, message, details) =>
    new ApiError({
      status: response.status,
      code,
      message,
      details,
      rateLimit,
      requestId,
      headers: response.headers,
      body,
      target,
    });

  const envelope = isRecord(body) ? body : undefined;
  // A 2xx that still says `success: false` is a failure all the same.
  if (!response.ok || envelope?.success === false) throw failureError(envelope, response.status, target, fail);

  const meta = { status: response.status, headers: response.headers, rateLimit, requestId, body };
  const message = typeof envelope?.message === 'string' ? envelope.message : undefined;
  if (unwrap === 'none') return { ...meta, message, data: undefined as T };
  if (envelope === undefined) {
    throw fail(
      'INVALID_RESPONSE',
      `${target.method} ${target.path} answered HTTP ${response.status} with a body that is not a JSON envelope.`,
    );
  }
  if (unwrap === 'page') {
    if (!Array.isArray(envelope.data) || !isRecord(envelope.pagination)) {
      throw fail(
        'INVALID_RESPONSE',
        `${target.method} ${target.path} answered without the paged list's \`data\` array and \`pagination\`.`,
      );
    }
    return { ...meta, message, data: { data: envelope.data, pagination: envelope.pagination } as T };
  }
  if (!('data' in envelope)) {
    throw fail('INVALID_RESPONSE', `${target.method} ${target.path} answered without the envelope's \`data\`.`);
  }
  return { ...meta, message, data: envelope.data as T };
}

type Fail = (code: string, message: string, details?: ErrorDetail[]) => ApiError;

/** The error a failed reply stands for: the failure envelope's code and message, or INVALID_RESPONSE without one. */
function failureError(
  envelope: Record<string, unknown> | undefined,
  status: number,
  target: RequestTarget,
  fail: Fail,
): ApiError {
  if (envelope === undefined || typeof envelope.error !== 'string') {
    return fail(
      'INVALID_RESPONSE',
      `${target.method} ${target.path} failed with HTTP ${status} and a body that is not the failure envelope.`,
    );
  }
  const message =
    typeof envelope.message === 'string' && envelope.message !== ''
      ? envelope.message
      : `HTTP ${status} ${envelope.error}`;
  return fail(envelope.error, message, parseDetails(envelope.details));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Keeps the `{field, message}` items; `undefined` when the envelope had no usable `details`. */
function parseDetails(details: unknown): ErrorDetail[] | undefined {
  if (!Array.isArray(details)) return undefined;
  const items = details.filter(
    (item): item is ErrorDetail => isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
  );
  return items.length === 0 ? undefined : items.map(({ field, message }) => ({ field, message }));
}
