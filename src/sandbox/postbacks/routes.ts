/**
 * GET /v1/postbacks/endpoints/{id} — read a webhook endpoint; the signing secret never leaves.
 */
import type { PostbackEndpoint } from '../../interface/webhook';
import { notFound } from '../kernel/api-error';
import { ok } from '../kernel/http';
import type { PostbackEndpointRecord, WebhookState } from '../webhooks/state';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { V1_ROUTE, TAGS, pathId } from '../route-spec/operation-spec';
import { V1_ROUTES } from '../../interface/paths';

export function toPostbackEndpoint(record: PostbackEndpointRecord): PostbackEndpoint {
  return {
    id: record.id,
    url: record.url,
    has_secret: record.secret !== null,
    events: [...record.events],
    status: record.status,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** The webhook-endpoint route of /v1. */
export const POSTBACK_ROUTES = defineRoutes({
  getPostbackEndpoint: {
    ...V1_ROUTE,
    method: 'get',
    path: V1_ROUTES.postbackEndpoint,
    tag: TAGS.postbacks,
    summary: 'Read a webhook endpoint',
    description: 'The secret is never returned; `has_secret` says whether one is set.',
    parameters: [pathId('id', 'webhook endpoint')],
    success: [{ status: 200, description: 'The endpoint.', body: { kind: 'resource', name: 'PostbackEndpoint' } }],
    errors: ['NOT_FOUND'],
  },
});

export function postbackHandlers(state: WebhookState): RouteHandlers<typeof POSTBACK_ROUTES> {
  return {
    getPostbackEndpoint: (c) => {
      const record = state.postbackEndpoints.get((c.req.param('id') ?? '').toLowerCase());
      // Another merchant's endpoint is indistinguishable from a missing one.
      if (!record || record.merchant_id !== c.get('merchant').id) throw notFound('Webhook endpoint');
      return ok(c, 200, 'Webhook endpoint retrieved.', toPostbackEndpoint(record));
    },
  };
}
