/**
 * Reading request bodies: the byte cap, JSON, the shape rules every body follows, and `withJsonBody`, the one way
 * a route that changes state receives its body.
 */
import type { Context } from 'hono';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, RESERVED_KEY } from '../../interface/limits';
import { ROOT_FIELD, type ErrorDetail } from '../../interface/errors';
import { ApiError, validationError } from './api-error';
import type { SandboxEnv } from './env';

type AnyContext = Context<SandboxEnv> | Context;

/**
 * The client went away (or broke the transfer) before the body ended. Not a server fault: the app answers it
 * without counting an internal error or logging a stack. Nobody reads the reply, the socket is closed.
 */
export class RequestAbortedError extends ApiError {
  constructor() {
    super('INVALID_JSON', 'The request body ended before it was complete.', undefined, { Connection: 'close' });
    this.name = 'RequestAbortedError';
  }
}

function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [mediaType] = header.split(';');
  return mediaType.trim().toLowerCase() === 'application/json';
}

// The rest of the body is not read, so the connection cannot carry another request: close it.
const tooLarge = () =>
  new ApiError('PAYLOAD_TOO_LARGE', `The body is larger than ${MAX_BODY_BYTES} bytes.`, undefined, {
    Connection: 'close',
  });

async function readChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  try {
    return await reader.read();
  } catch {
    // The body stream only fails when the transfer does: a client that disconnected or sent a broken body.
    throw new RequestAbortedError();
  }
}

/** Reads the raw body with a hard cap, also for chunked bodies that declare no length. */
export async function readCappedText(c: AnyContext): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await readChunk(reader);
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError('INVALID_JSON', 'The body is not valid UTF-8 JSON.');
  }
}

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** Why a posted HTML form could not be read: 415 (not a form), 413 (too large) or 400 (not UTF-8, or cut off). */
export type FormRefusal = 400 | 413 | 415;

/**
 * Reads a form a page of the sandbox posts to itself, or the status of why not: such a page answers with a page of
 * its own (the form again, the challenge), not the JSON failure envelope.
 */
export async function readPostedForm(c: AnyContext): Promise<URLSearchParams | FormRefusal> {
  const contentType = c.req.header('content-type')?.split(';')[0].trim().toLowerCase();
  if (contentType !== FORM_CONTENT_TYPE) return 415;
  try {
    return new URLSearchParams(await readCappedText(c));
  } catch (error) {
    if (error instanceof ApiError) return error.status as 400 | 413;
    throw error;
  }
}

export const RESERVED_KEY_MESSAGE = `is a reserved name (${RESERVED_KEY}); use another key`;

/**
 * The shape rules every JSON body follows, checked in one iterative walk (recursive code — serialising the reply,
 * fingerprinting an idempotent request — would overflow the stack on a deep value):
 * - nesting deeper than `maxDepth` objects/arrays: the top-level field holding it (`(root)` for the body itself);
 * - a `__proto__` key at any depth: its dotted path. JSON.parse keeps it as an ordinary key, but copying the object
 *   (as validation does) turns it into a prototype change, so the member would silently vanish at one depth and
 *   stay at another. It is refused everywhere instead.
 */
export function bodyShapeProblems(value: unknown, maxDepth: number = MAX_JSON_DEPTH): ErrorDetail[] {
  const stack: { value: unknown; depth: number; path: string[] }[] = [{ value, depth: 0, path: [] }];
  const problems: ErrorDetail[] = [];
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if (item.value === null || typeof item.value !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > maxDepth)
      return [{ field: item.path[0] ?? ROOT_FIELD, message: `is nested more than ${maxDepth} levels deep` }];
    const entries = Array.isArray(item.value)
      ? item.value.entries()
      : Object.entries(item.value as Record<string, unknown>);
    for (const [key, child] of entries) {
      const path = [...item.path, String(key)];
      if (key === RESERVED_KEY) problems.push({ field: path.join('.'), message: RESERVED_KEY_MESSAGE });
      else stack.push({ value: child, depth, path });
    }
  }
  return problems;
}

/**
 * Reads a JSON body: 415 without `Content-Type: application/json`, 413 over MAX_BODY_BYTES (1 MiB), 400 when not JSON (or cut off),
 * 422 when nested deeper than MAX_JSON_DEPTH or holding a `__proto__` key.
 */
export async function readJson(c: AnyContext): Promise<unknown> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type: application/json.');
  }
  const text = await readCappedText(c);
  if (text.trim() === '') throw new ApiError('INVALID_JSON', 'The body is empty; send a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('INVALID_JSON', 'The body is not valid JSON.');
  }
  const problems = bodyShapeProblems(value);
  if (problems.length > 0) throw validationError(problems);
  return value;
}

/**
 * A route with a JSON body. The body is read first; `handle` then gets it and runs in one synchronous step, so
 * each state check it makes still holds when it changes the state: no other request can run between the two.
 * (Checking first and reading the body after let a slow body open that gap.) `handle` returns a Response, not a
 * promise, so an `await` inside it does not compile.
 */
export function withJsonBody(handle: (c: Context<SandboxEnv>, body: unknown) => Response) {
  return async (c: Context<SandboxEnv>): Promise<Response> => handle(c, await readJson(c));
}
