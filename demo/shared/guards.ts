// What the demo store checks before any page or route runs: that the request names one of the store's own hosts
// (DNS rebinding), and that its body is small and of a kind the store reads. API routes answer with the failure
// envelope `{ success: false, message, error }`; pages with plain text.
import type { Context, MiddlewareHandler } from 'hono';
import { failureBody, mediaType } from './replies';

/** The largest body the store reads: a checkout or a console form is a few hundred bytes. */
export const MAX_STORE_BODY_BYTES = 64 * 1024;

/** The media types of the bodies the store reads: JSON from its scripts, forms posted without JavaScript. */
const BODY_TYPES = new Set(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']);

const isApi = (c: Context) => c.req.path.startsWith('/api/');

/** A refusal in the shape the caller reads: the failure envelope for the store's API, text for pages. */
function refuse(
  c: Context,
  status: 413 | 415 | 421,
  error: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return isApi(c) ? c.json(failureBody(message, error), status) : c.text(message, status);
}

/**
 * 421 Misdirected Request unless `Host` is one of `hosts`. A page on another site whose name was pointed at this
 * machine (DNS rebinding) is same-origin with itself, so the Origin check cannot catch it; its Host header can.
 */
export function hostGuard(hosts: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const host = (c.req.header('host') ?? '').trim().toLowerCase();
    if (hosts.has(host)) return next();
    return refuse(
      c,
      421,
      'MISDIRECTED_REQUEST',
      `This store does not answer to the host "${host}". It answers at ${[...hosts].join(', ')}; set SITE_ORIGIN or SITE_HOSTS to reach it by another name.`,
    );
  };
}

const tooLarge = (c: Context, maxBytes: number) =>
  // The rest of the body is left unread, so the connection cannot carry another request.
  refuse(
    c,
    413,
    'PAYLOAD_TOO_LARGE',
    `The request body is larger than ${maxBytes / 1024} KB, the most this store accepts.`,
    { Connection: 'close' },
  );

/** Reads the whole body, counting as it streams (also chunked bodies that declare no length); undefined once over the cap. */
async function readCapped(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<ArrayBuffer | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/**
 * 413 for a body over `maxBytes` (by its Content-Length at once, else while it streams), 415 for a body that is
 * neither JSON nor a form. The body read is handed on to the route, which reads it from memory.
 */
export function bodyGuard(maxBytes = MAX_STORE_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.get('content-length');
    if (declared !== null && Number(declared) > maxBytes) return tooLarge(c, maxBytes);
    const type = mediaType(raw.headers.get('content-type'));
    const unsupported = () =>
      refuse(
        c,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the body as application/json, or as a form (application/x-www-form-urlencoded or multipart/form-data).',
        {
          Connection: 'close',
        },
      );
    // A named type the store does not read is refused before a byte is read; an unnamed one once the body proves non-empty.
    if (type && !BODY_TYPES.has(type) && declared !== '0') return unsupported();
    const body = await readCapped(raw.body, maxBytes);
    if (!body) return tooLarge(c, maxBytes);
    if (body.byteLength > 0 && !BODY_TYPES.has(type)) return unsupported();
    c.req.raw = new Request(raw, { body });
    return next();
  };
}
