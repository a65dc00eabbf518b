/**
 * Webhook events as OpenAPI 3.1 `webhooks`: what the sandbox POSTs to an endpoint (docs/service.md, "Webhooks"; Standard Webhooks).
 */
import {
  CHARGE_EVENT_TYPES,
  CUSTOMER_EVENT_TYPES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
  type WebhookEventType,
} from '../../interface/webhook-event';
import { ref, type JsonSchema } from '../route-spec/components';
import { RETRY_DELAYS_MS } from '../webhooks/schedule';
import { listText, shortDuration } from '../kernel/prose';

export const WEBHOOKS_TAG = 'Webhooks';

/** Component name of one event's body: `charge.captured` → `ChargeCapturedEvent`. */
export function eventSchemaName(type: WebhookEventType): string {
  const words = type.split(/[._]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${words.join('')}Event`;
}

/** The component an event's `data` is, and what it says of it. */
function eventData(type: WebhookEventType): { data: JsonSchema; description: string } {
  const [resource, status] = type.split('.');
  if ((CUSTOMER_EVENT_TYPES as readonly string[]).includes(type))
    return {
      data: ref('SavedCardEventData'),
      description: "The saved card as the API lists it (never more of the card), with its customer's id.",
    };
  const resourceSchema = (CHARGE_EVENT_TYPES as readonly string[]).includes(type) ? 'Charge' : 'Submerchant';
  return {
    data: { allOf: [ref(resourceSchema), { properties: { status: { const: status } } }] },
    description: `The ${resource} as the API returns it, in status \`${status}\`.`,
  };
}

function eventSchema(type: WebhookEventType): JsonSchema {
  const { data, description } = eventData(type);
  return {
    type: 'object',
    description,
    properties: {
      id: {
        type: 'string',
        pattern: '^evt_',
        description: 'Also the webhook-id header, the same on every attempt: dedupe on it.',
      },
      type: { const: type },
      created_at: { type: 'string', format: 'date-time', description: 'When the change happened (sandbox clock).' },
      data,
    },
    required: ['id', 'type', 'created_at', 'data'],
    additionalProperties: false,
  };
}

export function webhookEventSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const type of WEBHOOK_EVENT_TYPES) schemas[eventSchemaName(type)] = eventSchema(type);
  schemas.WebhookEvent = {
    description: 'The body of any delivery, told apart by `type`.',
    oneOf: WEBHOOK_EVENT_TYPES.map((type) => ref(eventSchemaName(type))),
  };
  return schemas;
}

const DELIVERY_HEADERS: JsonSchema[] = [
  {
    name: WEBHOOK_HEADERS.id,
    in: 'header',
    required: true,
    description: 'The event id (`evt_…`), the same on every attempt and redelivery.',
    schema: { type: 'string' },
  },
  {
    name: WEBHOOK_HEADERS.timestamp,
    in: 'header',
    required: true,
    description:
      "Unix seconds of this attempt in real time (not the sandbox clock), so a receiver's verifier accepts it.",
    schema: { type: 'integer' },
  },
  {
    name: WEBHOOK_HEADERS.signature,
    in: 'header',
    description:
      'When the endpoint has a secret: `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<body>")>`, the key being the bytes after `whsec_`. Any Standard Webhooks library verifies it; so does `verifyWebhook` of pay-checkout/client.',
    schema: { type: 'string', pattern: '^v1,' },
  },
];

const SUMMARIES: Record<WebhookEventType, string> = {
  'charge.pending': 'A charge was created',
  'charge.captured': 'A charge was captured',
  'charge.failed': 'A charge failed',
  'charge.expired': 'A Pix or boleto charge expired unpaid',
  'submerchant.pending_review': 'A submerchant was submitted for review',
  'submerchant.active': 'A submerchant was approved',
  'submerchant.rejected': 'A submerchant was rejected',
  'submerchant.pending': 'A rejected submerchant went back to pending (request-resubmission)',
  'customer.card_saved': 'A card was saved under a customer (a captured charge that asked save_card), or saved again',
};

export function webhooksSection(): Record<string, JsonSchema> {
  const section: Record<string, JsonSchema> = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    section[type] = {
      post: {
        operationId: `on${eventSchemaName(type)}`,
        tags: [WEBHOOKS_TAG],
        summary: SUMMARIES[type],
        description:
          'Sent to each active endpoint of the merchant whose `events` name it. Order is not guaranteed and an event may arrive more than once.',
        parameters: DELIVERY_HEADERS,
        requestBody: { required: true, content: { 'application/json': { schema: ref(eventSchemaName(type)) } } },
        responses: {
          '2XX': { description: 'Received: any 2xx within 10 seconds (real time) ends the delivery.' },
          '410': { description: 'Gone: the endpoint is disabled and gets nothing more.' },
          default: {
            description: `Any other status, a timeout or a refused connection: tried again ${listText(RETRY_DELAYS_MS.map((ms) => shortDuration(ms / 1000)))} later (sandbox clock), then given up.`,
          },
        },
      },
    };
  }
  return section;
}
