/**
 * Webhook sandbox controls (secret key, not rate limited):
 * - `POST /sandbox/postbacks/endpoints` creates an endpoint (at most MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT a
 *   merchant); its reply shows the secret this once;
 * - `DELETE /sandbox/postbacks/endpoints/{id}` deletes one: it gets nothing more;
 * - `GET /sandbox/postbacks/deliveries` lists deliveries, newest first, with every attempt;
 * - `POST /sandbox/postbacks/deliveries/{id}/redeliver` sends one more attempt now, with the same `webhook-id`
 *   (REDELIVERIES_PER_WINDOW a minute, then 429 with Retry-After).
 */
import type { Context } from 'hono';
import { WEBHOOK_DELIVERY_STATUSES } from '../../interface/webhook-event';
import {
  MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT,
  postbackEndpointCreateSchema,
  WEBHOOK_DELIVERY_FILTERS,
  webhookDeliveryFiltersSchema,
  type PostbackEndpointCreated,
} from '../../interface/webhook';
import type { ErrorDetail } from '../../interface/errors';
import type { ListQuery } from '../../interface/list';
import { ApiError, notFound, validationError } from '../kernel/api-error';
import type { SandboxEnv } from '../kernel/env';
import { ok, pagedPage, singleQueryValues, validate, withJsonBody, zodDetails } from '../kernel/http';
import { pageOf, type ListWindow } from '../kernel/list-index';
import { rateLimitExceeded, REDELIVERIES_PER_WINDOW, takeRedeliveryToken } from '../kernel/rate-limiter';
import { newId } from '../kernel/state';
import type { PostbackEndpointRecord, WebhookState } from '../webhooks/state';
import { webhookDispatcher } from '../webhooks/dispatcher';
import { generateWebhookSecret } from '../webhooks/signing';
import { chargeDeliveries, deliveryIndexOf, presentDelivery, type WebhookDeliveryRecord } from '../webhooks/store';
import { toPostbackEndpoint } from './routes';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { CONTROL_ROUTE, pathId, listQuery, LIST_RULES } from '../route-spec/operation-spec';

const DELIVERY_LIST = listQuery({ statuses: WEBHOOK_DELIVERY_STATUSES });

type DeliveryQuery = ListQuery & { endpoint_id?: string; charge_id?: string; event_type?: string };

/**
 * The list rules (page, limit, status) of `listQuerySchema` plus this list's own filters; like every list, an
 * unknown, repeated or `__proto__` parameter is refused rather than ignored.
 */
function parseDeliveryQuery(c: Context<SandboxEnv>): DeliveryQuery {
  const listPart: Record<string, string> = {};
  const filterPart: Record<string, string> = {};
  for (const [name, value] of Object.entries(singleQueryValues(c))) {
    const target = (WEBHOOK_DELIVERY_FILTERS as readonly string[]).includes(name) ? filterPart : listPart;
    target[name] = value;
  }
  const list = DELIVERY_LIST.schema.safeParse(listPart);
  const filters = webhookDeliveryFiltersSchema.safeParse(filterPart);
  const details: ErrorDetail[] = [];
  if (!list.success) details.push(...zodDetails(list.error));
  if (!filters.success) details.push(...zodDetails(filters.error));
  if (!list.success || !filters.success) throw validationError(details, 'Invalid list parameters.');
  return { ...list.data, ...filters.data };
}

/** This list's own filters (the merchant and status are the index's); none: every delivery of the window. */
function filtersOf(query: DeliveryQuery): ((delivery: WebhookDeliveryRecord) => boolean) | undefined {
  const { endpoint_id: endpointId, event_type: eventType, charge_id: chargeId, status } = query;
  // Walking one charge's deliveries, the status is a filter too (the status index holds every charge's).
  if (endpointId === undefined && eventType === undefined && chargeId === undefined) return undefined;
  const endpoint = endpointId?.toLowerCase();
  return (delivery) =>
    (endpoint === undefined || delivery.endpoint_id === endpoint) &&
    (eventType === undefined || delivery.event_type === eventType) &&
    (chargeId === undefined || status === undefined || delivery.status === status);
}

/**
 * Where a page of deliveries is read: one charge's own deliveries (a handful, whatever the merchant's total) or the
 * merchant's, by status. Another merchant's charge has none of this merchant's deliveries.
 */
function deliveryWindow(
  state: WebhookState,
  merchantId: string,
  query: DeliveryQuery,
): ListWindow<WebhookDeliveryRecord> {
  if (query.charge_id === undefined) return deliveryIndexOf(state, merchantId).select(query.status, {});
  const records = chargeDeliveries(state, query.charge_id.toLowerCase()).filter(
    (delivery) => delivery.merchant_id === merchantId,
  );
  return { records, start: 0, end: records.length };
}

function countEndpoints(state: WebhookState, merchantId: string): number {
  let count = 0;
  for (const endpoint of state.postbackEndpoints.values()) if (endpoint.merchant_id === merchantId) count += 1;
  return count;
}

/** A field rule of the body as a whole: the merchant's endpoints, not this request, are at the limit. */
const tooManyEndpoints = (): ApiError =>
  validationError(
    [
      {
        field: '(root)',
        message: `this merchant already has ${MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT} webhook endpoints, the most allowed; delete one first`,
      },
    ],
    `At most ${MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT} webhook endpoints per merchant.`,
  );

/** The webhook controls. */
export const POSTBACK_CONTROL_ROUTES = defineRoutes({
  createPostbackEndpoint: {
    ...CONTROL_ROUTE,
    method: 'post',
    path: '/sandbox/postbacks/endpoints',
    summary: 'Create a webhook endpoint',
    description: `\`secret\`: a \`whsec_…\` string, \`true\` to have one made, or absent (deliveries unsigned). The reply shows the secret this once. \`url\` is stored as the URL parser reads it (no credentials, whitespace, control characters or backslashes); \`events\` are known event names. At most ${MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT} endpoints per merchant: one more is 422 until one is deleted.`,
    body: 'PostbackEndpointCreateRequest',
    success: [
      { status: 201, description: 'Endpoint created.', body: { kind: 'resource', name: 'PostbackEndpointCreated' } },
    ],
  },
  deletePostbackEndpoint: {
    ...CONTROL_ROUTE,
    method: 'delete',
    path: '/sandbox/postbacks/endpoints/{id}',
    summary: 'Delete a webhook endpoint',
    description:
      'It gets nothing more: its pending deliveries fail at their next attempt; the deliveries log keeps them.',
    parameters: [pathId('id', 'webhook endpoint')],
    success: [
      { status: 200, description: 'The endpoint as it was.', body: { kind: 'resource', name: 'PostbackEndpoint' } },
    ],
    errors: ['NOT_FOUND'],
  },
  listWebhookDeliveries: {
    ...CONTROL_ROUTE,
    method: 'get',
    path: '/sandbox/postbacks/deliveries',
    summary: 'List webhook deliveries, newest first',
    description: `Each delivery is one event to one endpoint, with every attempt. ${LIST_RULES}`,
    parameters: [
      ...DELIVERY_LIST.parameters,
      {
        name: 'endpoint_id',
        in: 'query',
        description: 'Only deliveries to this endpoint.',
        schema: { type: 'string', minLength: 1, maxLength: 100 },
      },
      {
        name: 'charge_id',
        in: 'query',
        description: "Only the deliveries of this charge's events (read from that charge's own deliveries).",
        schema: { type: 'string', minLength: 1, maxLength: 100 },
      },
      {
        name: 'event_type',
        in: 'query',
        description: 'Only this event, e.g. charge.captured.',
        schema: { type: 'string', pattern: '^[a-z][a-z_]*\\.[a-z][a-z_]*$' },
      },
    ],
    success: [
      { status: 200, description: 'One page of deliveries.', body: { kind: 'paged', name: 'WebhookDelivery' } },
    ],
  },
  redeliverWebhook: {
    ...CONTROL_ROUTE,
    method: 'post',
    path: '/sandbox/postbacks/deliveries/{id}/redeliver',
    summary: 'Send a delivery once more now (same webhook-id)',
    description: `The attempt is added to the delivery. A disabled endpoint (it answered 410) gets nothing more: 409. At most ${REDELIVERIES_PER_WINDOW} redeliveries a minute per merchant: 429 with Retry-After.`,
    parameters: [pathId('id', 'delivery', 'prefixed')],
    success: [{ status: 202, description: 'Redelivery started.', body: { kind: 'resource', name: 'WebhookDelivery' } }],
    errors: ['NOT_FOUND', 'INVALID_STATE', 'RATE_LIMIT_EXCEEDED'],
  },
});

export function postbackControlHandlers(state: WebhookState): RouteHandlers<typeof POSTBACK_CONTROL_ROUTES> {
  return {
    createPostbackEndpoint: withJsonBody((c, raw) => {
      const body = validate(postbackEndpointCreateSchema, raw);
      const merchantId = c.get('merchant').id;
      if (countEndpoints(state, merchantId) >= MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT) throw tooManyEndpoints();
      const now = state.clock.now().toISOString();
      const secret = body.secret === true ? generateWebhookSecret() : (body.secret ?? null);
      const record: PostbackEndpointRecord = {
        id: newId(),
        merchant_id: merchantId,
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
      const message =
        secret === null
          ? 'Webhook endpoint created.'
          : 'Webhook endpoint created; keep the secret, it is not shown again.';
      return ok(c, 201, message, reply);
    }),
    deletePostbackEndpoint: (c) => {
      const id = (c.req.param('id') ?? '').toLowerCase();
      const record = state.postbackEndpoints.get(id);
      // Another merchant's endpoint is indistinguishable from a missing one.
      if (!record || record.merchant_id !== c.get('merchant').id) throw notFound('Webhook endpoint');
      state.postbackEndpoints.delete(id);
      return ok(c, 200, 'Webhook endpoint deleted; it gets nothing more.', toPostbackEndpoint(record));
    },
    listWebhookDeliveries: (c) => {
      const query = parseDeliveryQuery(c);
      const found = pageOf(deliveryWindow(state, c.get('merchant').id, query), query, filtersOf(query));
      return pagedPage(c, 'Webhook deliveries retrieved.', found, query, presentDelivery);
    },
    redeliverWebhook: (c) => {
      const delivery = state.webhookDeliveries.get(c.req.param('id') ?? '');
      // Another merchant's delivery is indistinguishable from a missing one.
      if (!delivery || delivery.merchant_id !== c.get('merchant').id) throw notFound('Webhook delivery');
      const endpoint = state.postbackEndpoints.get(delivery.endpoint_id);
      if (!endpoint || endpoint.status !== 'active') {
        throw new ApiError(
          'INVALID_STATE',
          'The endpoint of this delivery is disabled (it answered 410 Gone): it gets nothing more.',
        );
      }
      const verdict = takeRedeliveryToken(state, delivery.merchant_id);
      if (!verdict.allowed) throw rateLimitExceeded(verdict);
      webhookDispatcher(state).redeliver(delivery);
      return ok(c, 202, 'Redelivery started; its attempt is added to this delivery.', presentDelivery(delivery));
    },
  };
}
