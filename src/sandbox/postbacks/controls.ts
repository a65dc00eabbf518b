/**
 * Webhook sandbox controls, mounted at `/sandbox/postbacks` (secret key, not rate limited):
 * - `POST /endpoints` creates an endpoint; its reply shows the secret this once;
 * - `GET /deliveries` lists deliveries, newest first, with every attempt;
 * - `POST /deliveries/{id}/redeliver` sends one more attempt now, with the same `webhook-id`.
 */
import { Hono, type Context } from 'hono';
import { WEBHOOK_DELIVERY_STATUSES } from '../../interface/webhook-event';
import {
  postbackEndpointCreateSchema,
  WEBHOOK_DELIVERY_FILTERS,
  webhookDeliveryFiltersSchema,
  type PostbackEndpointCreated,
} from '../../interface/webhook';
import type { ErrorDetail } from '../../interface/errors';
import { listQuerySchema, type ListQuery } from '../../interface/list';
import { ApiError, notFound, validationError } from '../api-error';
import type { SandboxEnv } from '../env';
import { ok, paged, validate, withJsonBody, zodDetails } from '../http';
import { newId, type PostbackEndpointRecord, type SandboxState } from '../state';
import { webhookDispatcher } from '../webhooks/dispatcher';
import { generateWebhookSecret } from '../webhooks/signing';
import { presentDelivery, type WebhookDeliveryRecord } from '../webhooks/store';
import { toPostbackEndpoint } from './routes';

// Built once: zod prepares an object schema on its first parse (see parseListQuery).
const deliveryListQuerySchema = listQuerySchema({ statuses: WEBHOOK_DELIVERY_STATUSES });

type DeliveryQuery = ListQuery & { endpoint_id?: string; event_type?: string };

/**
 * The list rules (page, limit, status) of `listQuerySchema` plus this list's own filters; like every list, an
 * unknown or repeated parameter is refused rather than ignored.
 */
function parseDeliveryQuery(c: Context<SandboxEnv>): DeliveryQuery {
  const listPart: Record<string, string> = {};
  const filterPart: Record<string, string> = {};
  const details: ErrorDetail[] = [];
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) details.push({ field: name, message: 'must be given once' });
    const target = (WEBHOOK_DELIVERY_FILTERS as readonly string[]).includes(name) ? filterPart : listPart;
    target[name] = values[0] ?? '';
  }
  const list = deliveryListQuerySchema.safeParse(listPart);
  const filters = webhookDeliveryFiltersSchema.safeParse(filterPart);
  if (!list.success) details.push(...zodDetails(list.error));
  if (!filters.success) details.push(...zodDetails(filters.error));
  if (details.length > 0 || !list.success || !filters.success) throw validationError(details, 'Invalid list parameters.');
  return { ...list.data, ...filters.data };
}

function matches(delivery: WebhookDeliveryRecord, merchantId: string, query: DeliveryQuery): boolean {
  if (delivery.merchant_id !== merchantId) return false;
  if (query.status !== undefined && delivery.status !== query.status) return false;
  if (query.endpoint_id !== undefined && delivery.endpoint_id !== query.endpoint_id.toLowerCase()) return false;
  return query.event_type === undefined || delivery.event_type === query.event_type;
}

export function postbackControls(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post(
    '/endpoints',
    withJsonBody((c, raw) => {
      const body = validate(postbackEndpointCreateSchema, raw);
      const now = state.clock.now().toISOString();
      const secret = body.secret === true ? generateWebhookSecret() : (body.secret ?? null);
      const record: PostbackEndpointRecord = {
        id: newId(),
        merchant_id: c.get('merchant').id,
        url: body.url,
        secret,
        events: body.events,
        status: 'active',
        created_at: now,
        updated_at: now,
      };
      state.postbackEndpoints.set(record.id, record);
      const reply: PostbackEndpointCreated = toPostbackEndpoint(record);
      if (secret !== null) reply.secret = secret;
      const message = secret === null ? 'Webhook endpoint created.' : 'Webhook endpoint created; keep the secret, it is not shown again.';
      return ok(c, 201, message, reply);
    }),
  );

  routes.get('/deliveries', (c) => {
    const query = parseDeliveryQuery(c);
    const merchantId = c.get('merchant').id;
    const found: WebhookDeliveryRecord[] = [];
    for (const delivery of state.webhookDeliveries.values()) if (matches(delivery, merchantId, query)) found.push(delivery);
    // The Map holds creation order: newest first is its reverse.
    return paged(c, 'Webhook deliveries retrieved.', found.reverse(), query, presentDelivery);
  });

  routes.post('/deliveries/:id/redeliver', (c) => {
    const delivery = state.webhookDeliveries.get(c.req.param('id'));
    // Another merchant's delivery is indistinguishable from a missing one.
    if (!delivery || delivery.merchant_id !== c.get('merchant').id) throw notFound('Webhook delivery');
    const endpoint = state.postbackEndpoints.get(delivery.endpoint_id);
    if (!endpoint || endpoint.status !== 'active') {
      throw new ApiError('INVALID_STATE', 'The endpoint of this delivery is disabled (it answered 410 Gone): it gets nothing more.');
    }
    webhookDispatcher(state).redeliver(delivery);
    return ok(c, 202, 'Redelivery started; its attempt is added to this delivery.', presentDelivery(delivery));
  });

  return routes;
}
