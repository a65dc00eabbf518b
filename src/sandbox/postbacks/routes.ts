/**
 * GET /v1/postbacks/endpoints/{id} — read a webhook endpoint; the signing secret never leaves.
 */
import { Hono } from 'hono';
import type { PostbackEndpoint } from '../../interface/webhook';
import { notFound } from '../api-error';
import type { SandboxEnv } from '../env';
import { ok } from '../http';
import type { PostbackEndpointRecord, SandboxState } from '../state';

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

export function postbackRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/endpoints/:id', (c) => {
    const record = state.postbackEndpoints.get(c.req.param('id').toLowerCase());
    // Another merchant's endpoint is indistinguishable from a missing one.
    if (!record || record.merchant_id !== c.get('merchant').id) throw notFound('Webhook endpoint');
    return ok(c, 200, 'Webhook endpoint retrieved.', toPostbackEndpoint(record));
  });

  return routes;
}
