/**
 * Webhook (postback) endpoints: the record the service returns, and the sandbox control that creates one.
 * Events, headers and signing rules are in `./webhook-event` (zod-free).
 */
import { z } from 'zod';
import { normalisedHttpUrlSchema } from './http-url';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SECRET_MAX_BYTES,
  WEBHOOK_SECRET_MIN_BYTES,
  WEBHOOK_SECRET_PATTERN,
  WEBHOOK_SECRET_PREFIX,
} from './webhook-event';

export interface PostbackEndpoint {
  id: string;
  url: string;
  /** Whether a signing secret is configured; the secret itself is never returned. */
  has_secret: boolean;
  /** Event names shaped `<resource>.<status>`, e.g. `charge.pending`. */
  events: string[];
  /** `active` is the value the interface shows; the sandbox sets `disabled` when the receiver answers 410. */
  status: 'active' | 'disabled' | (string & {});
  created_at: string;
  updated_at: string;
}

export const EVENT_NAME_PATTERN = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;

/** Webhook endpoints one merchant may have (docs/service.md, "Webhooks"); beyond it, 422 until one is deleted. */
export const MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT = 16;

/** Longest event name echoed back in a refusal; longer input is refused without being repeated. */
const EVENT_NAME_MAX_LENGTH = 64;

/** A known event name; a refusal names the unknown one (`charge.capture is not a known event`). */
const eventNameSchema = z.enum(WEBHOOK_EVENT_TYPES, {
  error: (issue) =>
    typeof issue.input === 'string' && issue.input.length <= EVENT_NAME_MAX_LENGTH
      ? `${issue.input} is not a known event; known: ${WEBHOOK_EVENT_TYPES.join(', ')}`
      : `must be one of: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});

/** Bytes a canonical, padded base64 text decodes to. */
function base64ByteLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

const SECRET_RULE = `must be ${WEBHOOK_SECRET_PREFIX} followed by the base64 of ${WEBHOOK_SECRET_MIN_BYTES} to ${WEBHOOK_SECRET_MAX_BYTES} random bytes, or true to have one made`;

export const webhookSecretSchema = z.string().refine((value) => {
  if (!WEBHOOK_SECRET_PATTERN.test(value)) return false;
  const bytes = base64ByteLength(value.slice(WEBHOOK_SECRET_PREFIX.length));
  return bytes >= WEBHOOK_SECRET_MIN_BYTES && bytes <= WEBHOOK_SECRET_MAX_BYTES;
}, SECRET_RULE);

/** Body of `POST /sandbox/postbacks/endpoints`. */
export const postbackEndpointCreateSchema = z.strictObject({
  url: normalisedHttpUrlSchema,
  events: z
    .array(eventNameSchema)
    .min(1)
    // Names cannot repeat, so the known events are the most there can be.
    .max(WEBHOOK_EVENT_TYPES.length)
    .refine((events) => new Set(events).size === events.length, 'must not repeat an event'),
  /** A `whsec_…` secret, `true` to have the sandbox make one, or nothing (deliveries unsigned). */
  secret: z
    .union([z.literal(true), webhookSecretSchema], { error: SECRET_RULE })
    .nullish()
    .transform((value) => value ?? undefined),
});

export type PostbackEndpointCreateRequest = z.input<typeof postbackEndpointCreateSchema>;

/** The create reply: the endpoint, plus the secret this once (it is never shown again). */
export interface PostbackEndpointCreated extends PostbackEndpoint {
  secret?: string;
}

/**
 * Filters of `GET /sandbox/postbacks/deliveries` beyond the list rules (`page`, `limit`, `status` of
 * WEBHOOK_DELIVERY_STATUSES), which `listQuerySchema` checks.
 */
export const webhookDeliveryFiltersSchema = z.strictObject({
  endpoint_id: z.string().min(1).max(100).optional(),
  charge_id: z.string().min(1).max(100).optional(),
  event_type: z
    .string()
    .regex(EVENT_NAME_PATTERN, 'must look like <resource>.<status>, e.g. charge.pending')
    .optional(),
});
export const WEBHOOK_DELIVERY_FILTERS = ['endpoint_id', 'charge_id', 'event_type'] as const;
