/**
 * `GET /openapi.json` (no key, any origin): the document, with the address the caller used as its server, so a
 * client generated from it reaches this very sandbox.
 */
import { defineRoutes, type RouteHandlers } from '../route-table';
import type { OpenApiDocument } from './components';
import { OPEN_ROUTE, TAGS } from './operation-spec';

export const OPENAPI_PATH = '/openapi.json';

export const OPENAPI_ROUTES = defineRoutes({
  getOpenApiDocument: {
    ...OPEN_ROUTE,
    tag: TAGS.meta,
    method: 'get',
    path: OPENAPI_PATH,
    summary: 'This document',
    success: [{ status: 200, description: 'The OpenAPI 3.1 document of the sandbox.', body: { kind: 'openapi' } }],
  },
});

/** Built once per address the sandbox is reached by (a handful: localhost, 127.0.0.1, a LAN name). */
const MAX_CACHED_ORIGINS = 16;

/** `build` is the document builder (passed in: the builder reads every route table, this one included). */
export function openApiHandlers(build: (serverUrl: string) => OpenApiDocument): RouteHandlers<typeof OPENAPI_ROUTES> {
  const cache = new Map<string, string>();
  const documentText = (origin: string): string => {
    let text = cache.get(origin);
    if (text === undefined) {
      text = JSON.stringify(build(origin));
      if (cache.size >= MAX_CACHED_ORIGINS) cache.delete(cache.keys().next().value as string);
      cache.set(origin, text);
    }
    return text;
  };
  return {
    getOpenApiDocument: (c) =>
      c.body(documentText(new URL(c.req.url).origin), 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }),
  };
}
