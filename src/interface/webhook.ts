/**
 * Webhook (postback) endpoints: the record the service returns, and the sandbox control that creates one.
 */
import { z } from 'zod';

export interface PostbackEndpoint {
  id: string;
  url: string;
  /** Whether a signing secret is configured; the secret itself is never returned. */
  has_secret: boolean;
  /** Event names shaped `<resource>.<status>`, e.g. `charge.pending`. */
  events: string[];
  /** `active` is the value the interface shows; it leaves the others unshown. */
  status: 'active' | (string & {});
  created_at: string;
  updated_at: string;
}

export const EVENT_NAME_PATTERN = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;

export const httpUrlSchema = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      // URL parsing lets `;` and `,` into a host; no real host has them, and they would split a header that names
      // the origin (the hosted page's Content-Security-Policy names return_url's).
      return (url.protocol === 'http:' || url.protocol === 'https:') && !/[;,]/.test(url.host);
    } catch {
      return false;
    }
  }, 'must be an absolute http or https URL');

/** Body of `POST /sandbox/postbacks/endpoints`. */
export const postbackEndpointCreateSchema = z.strictObject({
  url: httpUrlSchema,
  events: z
    .array(z.string().regex(EVENT_NAME_PATTERN, 'must look like <resource>.<status>, e.g. charge.pending'))
    .min(1)
    .max(50)
    .refine((events) => new Set(events).size === events.length, 'must not repeat an event'),
  secret: z
    .string()
    .min(1)
    .max(256)
    .nullish()
    .transform((value) => value ?? undefined),
});

export type PostbackEndpointCreateRequest = z.input<typeof postbackEndpointCreateSchema>;
