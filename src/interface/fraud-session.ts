/**
 * POST /v1/fraud-sessions (docs/service.md, "Fraud sessions"): the five browser fields, and the reply.
 */
import { z } from 'zod';
import { BROWSER_TYPES } from './charge-values';

// Real user agents of in-app browsers pass 600 characters; a bound is kept only against abuse.
export const USER_AGENT_MAX_LENGTH = 4096;
export const HOST_NAME_MAX_LENGTH = 253;

export const fraudSessionCreateSchema = z.strictObject({
  // Absent (or null, like every optional field) when the browser's IP lookup failed.
  ip_address: z
    .union([z.ipv4(), z.ipv6()], { error: 'must be an IPv4 or IPv6 address' })
    .nullish()
    .transform((value) => value ?? undefined),
  type: z.enum(BROWSER_TYPES),
  host_name: z.string().trim().min(1).max(HOST_NAME_MAX_LENGTH),
  cookies_accepted: z.boolean(),
  user_agent: z.string().min(1).max(USER_AGENT_MAX_LENGTH),
});

export type FraudSessionCreateRequest = z.input<typeof fraudSessionCreateSchema>;

/** `data` of the 201 reply. */
export interface FraudSessionCreated {
  session_id: string;
  /** ISO 8601, 30 minutes after creation on the service clock. */
  expires_at: string;
}
