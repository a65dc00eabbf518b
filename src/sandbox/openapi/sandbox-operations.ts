/**
 * Everything outside /v1: the sandbox controls (secret key, not rate limited), the hosted card page the buyer's
 * browser opens, and this document itself.
 */
import { WEBHOOK_DELIVERY_STATUSES } from '../../interface/webhook-event';
import { REDELIVERIES_PER_WINDOW } from '../rate-limiter';
import { LIST_RULES, TAGS, listParameters, pathId, type OperationSpec } from './operation-spec';

const control = { rateLimited: false, auth: 'secret', tag: TAGS.controls } as const;
const open = { rateLimited: false, auth: 'none' } as const;

const hostedQuery = [
  { name: 'token', in: 'query', required: true, description: 'The token of `payment_fields.redirect_url`.', schema: { type: 'string' } },
  { name: 'lang', in: 'query', description: 'Page language (else the return_url\'s `lang`, then Accept-Language).', schema: { type: 'string', enum: ['en', 'pt-BR'] } },
];

const CARD_FORM = {
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        properties: {
          holder_name: { type: 'string' },
          number: { type: 'string' },
          exp: { type: 'string', description: 'MM/YY or MM/YYYY' },
          cvv: { type: 'string' },
        },
      },
    },
  },
};

export const SANDBOX_OPERATIONS: OperationSpec[] = [
  {
    ...control,
    method: 'post',
    path: '/sandbox/submerchants/{id}/approve',
    operationId: 'approveSubmerchant',
    summary: 'Play the operator: approve (pending_review → active)',
    description: 'Current documents still valid become approved. No body is read.',
    parameters: [pathId('id', 'submerchant')],
    success: [{ status: 200, description: 'Now active.', body: { kind: 'resource', name: 'Submerchant' } }],
    errors: { 404: ['NOT_FOUND'], 409: ['INVALID_STATE'] },
  },
  {
    ...control,
    method: 'post',
    path: '/sandbox/submerchants/{id}/reject',
    operationId: 'rejectSubmerchant',
    summary: 'Play the operator: reject (pending_review → rejected)',
    description: '`document_ids` (optional) names current documents to mark rejected with the same reason.',
    parameters: [pathId('id', 'submerchant')],
    body: 'SubmerchantRejectRequest',
    success: [{ status: 200, description: 'Now rejected.', body: { kind: 'resource', name: 'Submerchant' } }],
    errors: { 404: ['NOT_FOUND'], 409: ['INVALID_STATE'] },
  },
  {
    ...control,
    method: 'post',
    path: '/sandbox/postbacks/endpoints',
    operationId: 'createPostbackEndpoint',
    summary: 'Create a webhook endpoint',
    description: '`secret`: a `whsec_…` string, `true` to have one made, or absent (deliveries unsigned). The reply shows the secret this once.',
    body: 'PostbackEndpointCreateRequest',
    success: [{ status: 201, description: 'Endpoint created.', body: { kind: 'resource', name: 'PostbackEndpointCreated' } }],
  },
  {
    ...control,
    method: 'get',
    path: '/sandbox/postbacks/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'List webhook deliveries, newest first',
    description: `Each delivery is one event to one endpoint, with every attempt. ${LIST_RULES}`,
    parameters: [
      ...listParameters({ statuses: WEBHOOK_DELIVERY_STATUSES }),
      { name: 'endpoint_id', in: 'query', description: 'Only deliveries to this endpoint.', schema: { type: 'string', minLength: 1, maxLength: 100 } },
      { name: 'event_type', in: 'query', description: 'Only this event, e.g. charge.captured.', schema: { type: 'string', pattern: '^[a-z][a-z_]*\\.[a-z][a-z_]*$' } },
    ],
    success: [{ status: 200, description: 'One page of deliveries.', body: { kind: 'paged', name: 'WebhookDelivery' } }],
  },
  {
    ...control,
    method: 'post',
    path: '/sandbox/postbacks/deliveries/{id}/redeliver',
    operationId: 'redeliverWebhook',
    summary: 'Send a delivery once more now (same webhook-id)',
    description: `The attempt is added to the delivery. A disabled endpoint (it answered 410) gets nothing more: 409. At most ${REDELIVERIES_PER_WINDOW} redeliveries a minute per merchant: 429 with Retry-After.`,
    parameters: [pathId('id', 'delivery', 'prefixed')],
    success: [{ status: 202, description: 'Redelivery started.', body: { kind: 'resource', name: 'WebhookDelivery' } }],
    errors: { 404: ['NOT_FOUND'], 409: ['INVALID_STATE'], 429: ['RATE_LIMIT_EXCEEDED'] },
  },
  {
    ...control,
    method: 'put',
    path: '/sandbox/rate-limits',
    operationId: 'setRateLimits',
    summary: "Set this merchant's rate limits (per 60 s window)",
    description: 'Replaces the custom limits: an omitted category goes back to its default (transactions 100, queries 200, default 100).',
    body: 'RateLimitsRequest',
    success: [{ status: 200, description: 'The limits now in force.', body: { kind: 'resource', name: 'RateLimits' } }],
  },
  {
    ...control,
    method: 'get',
    path: '/sandbox/rate-limits',
    operationId: 'getRateLimits',
    summary: "This merchant's rate limits",
    success: [{ status: 200, description: 'The limits in force.', body: { kind: 'resource', name: 'RateLimits' } }],
  },
  {
    ...control,
    method: 'post',
    path: '/sandbox/clock',
    operationId: 'advanceClock',
    summary: 'Move the sandbox clock forward',
    description: 'Session and token expiry, rate windows and webhook retries follow the sandbox clock; retries that fall due run.',
    body: 'ClockAdvanceRequest',
    success: [{ status: 200, description: 'The new sandbox time.', body: { kind: 'resource', name: 'SandboxClock' } }],
  },
  {
    ...control,
    method: 'get',
    path: '/sandbox/clock',
    operationId: 'getClock',
    summary: 'Read the sandbox clock',
    success: [{ status: 200, description: 'The sandbox time.', body: { kind: 'resource', name: 'SandboxClock' } }],
  },
  {
    ...open,
    tag: TAGS.controls,
    method: 'get',
    path: '/sandbox/ip',
    operationId: 'getCallerIp',
    summary: "The caller's address (a local IP lookup, no key)",
    description: 'A bare object, not an envelope, like public IP lookup services answer.',
    success: [{ status: 200, description: 'The address the sandbox saw.', body: { kind: 'bare', name: 'CallerIp' } }],
  },
  {
    ...open,
    tag: TAGS.hosted,
    method: 'get',
    path: '/hosted/charges/{id}',
    operationId: 'getHostedCardPage',
    summary: 'The hosted card page (the buyer’s browser)',
    description: 'Where `payment_fields.redirect_url` leads: a form whose inputs carry the autofill tokens cc-name, cc-number, cc-exp, cc-csc.',
    parameters: [pathId('id', 'charge'), ...hostedQuery],
    success: [{ status: 200, description: 'The card form, or the outcome of a charge already processed.', body: { kind: 'html' } }],
    htmlErrors: { 404: 'No hosted charge with this id and token.' },
  },
  {
    ...open,
    tag: TAGS.hosted,
    method: 'post',
    path: '/hosted/charges/{id}',
    operationId: 'submitHostedCardPage',
    summary: 'The buyer submits the card',
    description: 'Processes the charge and sends the buyer to `return_url` with `charge_id` and `status` (303), or shows the outcome.',
    parameters: [pathId('id', 'charge'), ...hostedQuery],
    otherBody: CARD_FORM,
    success: [
      { status: 200, description: 'The outcome page (no return_url).', body: { kind: 'html' } },
      { status: 303, description: 'Back to return_url with charge_id and status.', body: { kind: 'empty' }, headers: { Location: { required: true, schema: { type: 'string', format: 'uri' } } } },
    ],
    htmlErrors: {
      400: 'The form body is not valid UTF-8.',
      404: 'No hosted charge with this id and token.',
      413: 'The form is larger than 1 MiB.',
      415: 'Not sent as application/x-www-form-urlencoded.',
      422: 'The card form again, each problem next to its input.',
    },
  },
  {
    ...open,
    tag: TAGS.hosted,
    method: 'get',
    path: '/hosted/assets/hosted.css',
    operationId: 'getHostedStyles',
    summary: 'Styles of the hosted page',
    success: [{ status: 200, description: 'The style sheet.', body: { kind: 'css' } }],
  },
  {
    ...open,
    tag: TAGS.hosted,
    method: 'get',
    path: '/favicon.ico',
    operationId: 'getFavicon',
    summary: 'No icon (answered so a buyer’s console shows no error)',
    success: [{ status: 204, description: 'No content.', body: { kind: 'empty' } }],
  },
  {
    ...open,
    tag: TAGS.meta,
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This document',
    success: [{ status: 200, description: 'The OpenAPI 3.1 document of the sandbox.', body: { kind: 'openapi' } }],
  },
];
