/**
 * What `verifyWebhook` is given, in the shapes frameworks hand it over: the raw body as text or bytes, and the
 * headers as a fetch `Headers`, a plain object in any letter case, or Node's `IncomingHttpHeaders`.
 */
import { WEBHOOK_HEADERS } from '../interface/webhook-event';
import { WebhookVerificationError } from './errors';

/** The raw body exactly as received: text, or its bytes (a Node `Buffer` is a `Uint8Array`). */
export type WebhookRawBody = string | Uint8Array | ArrayBuffer;

/**
 * `request.headers` of fetch-style frameworks (Next.js, Hono's `c.req.raw.headers`, edge runtimes), `req.headers` of
 * Node, Express and Fastify, or any plain object (names in any letter case).
 */
export type WebhookHeadersInput = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The three Standard Webhooks headers of one delivery. */
export interface WebhookHeaderValues {
  id: string;
  timestamp: string;
  signature: string;
}

const RAW_BODY_HINT =
  'Pass the raw request body, exactly as received, before any JSON parsing: express.raw({ type: "application/json" }) ' +
  'then req.body (a Buffer), await c.req.text() in Hono, await request.text() in Next.js route handlers, ' +
  'or request.rawBody in Fastify.';

/** The body as text; its UTF-8 bytes are what was signed. */
export function rawBodyText(body: unknown): string {
  if (typeof body === 'string') return nonEmpty(body);
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) return nonEmpty(decodeUtf8(body));
  const received =
    body === null
      ? 'null'
      : Array.isArray(body)
        ? 'an array'
        : typeof body === 'object'
          ? 'an object (a parsed body?)'
          : typeof body;
  throw new WebhookVerificationError(
    'invalid_body',
    `The webhook body must be the raw text or bytes received, got ${received}. ${RAW_BODY_HINT}`,
  );
}

function nonEmpty(text: string): string {
  if (text === '') {
    throw new WebhookVerificationError(
      'invalid_body',
      `The webhook body is empty: a body parser may have read it already. ${RAW_BODY_HINT}`,
    );
  }
  return text;
}

function decodeUtf8(bytes: Uint8Array | ArrayBuffer): string {
  try {
    // fatal: bytes that are not UTF-8 are refused, not replaced; ignoreBOM: a BOM stays in the text, as it was signed.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (error) {
    throw new WebhookVerificationError('invalid_body', 'The webhook body is not UTF-8 text.', { cause: error });
  }
}

/** The three headers, or `missing_header` naming the first one absent. */
export function webhookHeaderValues(headers: unknown): WebhookHeaderValues {
  if (typeof headers !== 'object' || headers === null) {
    throw new WebhookVerificationError(
      'missing_header',
      `The webhook headers must be the request's headers (Headers or an object), got ${headers === null ? 'null' : typeof headers}.`,
      {
        header: WEBHOOK_HEADERS.id,
      },
    );
  }
  const read = headerReader(headers);
  return {
    id: required(read, WEBHOOK_HEADERS.id),
    timestamp: required(read, WEBHOOK_HEADERS.timestamp),
    signature: required(read, WEBHOOK_HEADERS.signature),
  };
}

function required(read: (name: string) => string | undefined, name: string): string {
  const value = read(name)?.trim();
  if (value === undefined || value === '') {
    throw new WebhookVerificationError(
      'missing_header',
      `The webhook request has no ${name} header. Pass all the request's headers, and check that a proxy does not drop them.`,
      {
        header: name,
      },
    );
  }
  return value;
}

/** A lookup by lower-case name. Repeated headers are joined with ", ", as HTTP (and fetch's Headers) combine them. */
function headerReader(headers: object): (name: string) => string | undefined {
  if (typeof (headers as Headers).get === 'function' && typeof (headers as Headers).has === 'function') {
    return (name) => (headers as Headers).get(name) ?? undefined;
  }
  const byLowerName = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    const text = Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : undefined;
    if (text === undefined) continue;
    const key = name.toLowerCase();
    const earlier = byLowerName.get(key);
    byLowerName.set(key, earlier === undefined ? text : `${earlier}, ${text}`);
  }
  return (name) => byLowerName.get(name);
}
