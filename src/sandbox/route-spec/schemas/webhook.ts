/** Webhook (postback) endpoints and their deliveries. */
import { z } from 'zod';
import type { PostbackEndpoint, PostbackEndpointCreated } from '../../../interface/webhook';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery } from '../../../interface/webhook-event';
import { sameShape, fitsShape, timestamp, uuid } from './shape';

const postbackEndpointShape = {
  id: uuid(),
  url: z.string(),
  has_secret: z.boolean().describe('Whether a signing secret is configured; the secret itself is never returned'),
  events: z.array(z.string()).describe('Event names shaped <resource>.<status>, e.g. charge.pending'),
  status: z.enum(['active', 'disabled']).describe('disabled once the receiver answered 410 Gone'),
  created_at: timestamp(),
  updated_at: timestamp(),
};

export const postbackEndpointResource = fitsShape<PostbackEndpoint>()(z.strictObject(postbackEndpointShape));

export const postbackEndpointCreatedResource = fitsShape<PostbackEndpointCreated>()(
  z.strictObject({
    ...postbackEndpointShape,
    secret: z
      .string()
      .startsWith('whsec_')
      .optional()
      .describe('Shown in this reply only, when the endpoint has a secret'),
  }),
);

export const webhookDeliveryResource = sameShape<WebhookDelivery>()(
  z.strictObject({
    id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    charge_id: z.string().nullable().describe('The charge a charge.* event is about; null for another resource'),
    endpoint_id: uuid(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.array(
      z.strictObject({
        at: timestamp(),
        status_code: z.int().nullable().describe("The receiver's HTTP status; null when none came"),
        error: z.string().nullable().describe('Why no status came (timeout, refused connection); null when one did'),
        duration_ms: z.number().min(0),
      }),
    ),
    next_attempt_at: timestamp().nullable(),
  }),
);
