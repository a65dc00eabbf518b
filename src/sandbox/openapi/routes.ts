/**
 * `GET /openapi.json` (no key, any origin): the document, with the address the caller used as its server, so a
 * client generated from it reaches this very sandbox.
 */
import { cors } from 'hono/cors';
import type { Hono } from 'hono';
import type { SandboxEnv } from '../env';
import { buildOpenApiDocument, type OpenApiDocument } from './document';

export const OPENAPI_PATH = '/openapi.json';

/** Built once per address the sandbox is reached by (a handful: localhost, 127.0.0.1, a LAN name). */
const MAX_CACHED_ORIGINS = 16;
const cache = new Map<string, string>();

function documentText(origin: string): string {
  let text = cache.get(origin);
  if (text === undefined) {
    const document: OpenApiDocument = buildOpenApiDocument(origin);
    text = JSON.stringify(document);
    if (cache.size >= MAX_CACHED_ORIGINS) cache.delete(cache.keys().next().value as string);
    cache.set(origin, text);
  }
  return text;
}

export function mountOpenApiDocument(app: Hono<SandboxEnv>): void {
  app.use(OPENAPI_PATH, cors({ origin: '*', allowMethods: ['GET'] }));
  app.get(OPENAPI_PATH, (c) =>
    c.body(documentText(new URL(c.req.url).origin), 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
}
