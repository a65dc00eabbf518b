/**
 * `GET /openapi.json` (no key, any origin): the document, built once.
 */
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import type { OpenApiDocument } from '../route-spec/components';
import { OPEN_ROUTE, TAGS } from '../route-spec/operation-spec';

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

/**
 * Served with the relative server `/`: OpenAPI reads it against the document's own address, so a client generated
 * from it reaches this very sandbox, and the `Host` a caller sent is never echoed into the document.
 */
export const SERVED_SERVER_URL = '/';

/** `build` is the document builder (passed in: the builder reads every route table, this one included). */
export function openApiHandlers(build: (serverUrl: string) => OpenApiDocument): RouteHandlers<typeof OPENAPI_ROUTES> {
  // Built on the first request, then the same text for every caller.
  let text: string | undefined;
  return {
    getOpenApiDocument: (c) => {
      text ??= JSON.stringify(build(SERVED_SERVER_URL));
      return c.body(text, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    },
  };
}
