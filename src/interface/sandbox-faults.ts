/**
 * Faults on demand (a sandbox control, not part of the service): `PUT /sandbox/faults` makes a merchant's `/v1`
 * requests slow, failed or cut off, and its webhook deliveries doubled, late or out of order, so that its own
 * retries, timeouts and dedupe can be tested. The sandbox applies them in src/sandbox/faults/.
 */
import { z } from 'zod';
import type { ErrorCode } from './errors';
import { optional } from './submerchant-fields';

/** The methods a rule may name (a rule without `method` matches every one). */
export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** The statuses a rule may answer. */
export const FAULT_STATUSES = [429, 500, 502, 503, 504] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];

/** The failure envelope's `error` for each fault status. */
export const FAULT_ERROR_CODES: Readonly<Record<FaultStatus, ErrorCode>> = {
  429: 'RATE_LIMIT_EXCEEDED',
  500: 'INTERNAL_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** `Retry-After` of a faulted 429, in seconds. */
export const FAULT_RETRY_AFTER_SECONDS = 1;
/** The longest wait of a rule, and the longest delay of a webhook delivery. */
export const MAX_FAULT_DELAY_MS = 30_000;
export const MAX_FAULT_RULES = 50;
export const MAX_FAULT_TIMES = 1_000_000;
/** Seeds are unsigned 32-bit integers (the state of the generator). */
export const MAX_FAULT_SEED = 0xffff_ffff;
export const FAULT_PATH_MAX_LENGTH = 200;
/** With `reorder`, the deliveries an endpoint gets within this many milliseconds form one batch, sent newest first. */
export const REORDER_WINDOW_MS = 500;
/** In a rule's `path`, a segment that stands for any one segment. */
export const ANY_SEGMENT = '*';

/** `/v1`, then segments of URL-safe characters or `*`; an optional trailing slash. */
const FAULT_PATH = /^\/v1(?:\/(?:\*|[A-Za-z0-9._~%-]+))*\/?$/;

const delayMs = () => z.int().min(0).max(MAX_FAULT_DELAY_MS);
const share = () => z.number().min(0).max(1);

/** A rule's fields; `faultRuleSchema` adds the rules between them. */
const faultRuleFields = z.strictObject({
  method: optional(z.enum(FAULT_METHODS)).describe('Only requests of this method. Default: any.'),
  path: optional(
    z
      .string()
      .max(FAULT_PATH_MAX_LENGTH)
      .regex(FAULT_PATH, 'must be a /v1 path whose segments are names or * (one segment)'),
  ).describe(
    'Without `*`: a prefix, segment by segment (`/v1/charges` matches `/v1/charges` and `/v1/charges/{id}`). With `*`: the whole path, `*` standing for exactly one segment. Default: every /v1 path.',
  ),
  latency_ms: optional(delayMs()).describe('Milliseconds to wait before answering.'),
  status: optional(z.literal(FAULT_STATUSES)).describe(
    'Answer this status with a failure envelope instead of handling the request (nothing changes).',
  ),
  rate: share().default(1).describe('The share of matching requests the rule applies to.'),
  drop_connection: optional(z.boolean()).describe('Close the connection without an answer (nothing changes).'),
  times: optional(z.int().min(1).max(MAX_FAULT_TIMES)).describe(
    'Apply at most this many times. Default: until cleared.',
  ),
});

export const faultRuleSchema = faultRuleFields.superRefine((rule, context) => {
  if (rule.latency_ms === null && rule.status === null && rule.drop_connection !== true)
    context.addIssue({ code: 'custom', path: [], message: 'must set latency_ms, status or drop_connection' });
  if (rule.status !== null && rule.drop_connection === true)
    context.addIssue({ code: 'custom', path: ['drop_connection'], message: 'cannot be combined with status' });
});

export const webhookFaultsSchema = z.strictObject({
  duplicate_rate: share().default(0).describe('The share of deliveries sent a second time, with the same webhook-id.'),
  delay_ms: delayMs().default(0).describe('Milliseconds (sandbox clock) before the first attempt of each delivery.'),
  reorder: z
    .boolean()
    .default(false)
    .describe(`Send the deliveries an endpoint gets within ${REORDER_WINDOW_MS} ms of each other newest first.`),
});

export const faultsRequestSchema = z.strictObject({
  seed: optional(z.int().min(0).max(MAX_FAULT_SEED)).describe(
    'The same seed gives the same sequence of hits and misses. Default: one the sandbox picks (the reply shows it).',
  ),
  rules: z.array(faultRuleSchema).max(MAX_FAULT_RULES),
  webhooks: optional(webhookFaultsSchema),
});

export type FaultsRequest = z.input<typeof faultsRequestSchema>;
export type FaultRuleRequest = z.input<typeof faultRuleSchema>;
export type FaultRule = z.output<typeof faultRuleSchema>;
export type WebhookFaults = z.output<typeof webhookFaultsSchema>;

/** This merchant's faults as the controls answer them; `seed: null` and no rules once cleared (or never set). */
export const sandboxFaultsResource = z.strictObject({
  seed: z.int().min(0).max(MAX_FAULT_SEED).nullable(),
  rules: z.array(
    faultRuleFields.extend({
      applied: z.int().min(0).describe('How many requests the rule was applied to so far.'),
    }),
  ),
  webhooks: webhookFaultsSchema.nullable(),
});

export type SandboxFaults = z.output<typeof sandboxFaultsResource>;
/** A rule as `GET /sandbox/faults` shows it: every field filled in, and how often it applied so far. */
export type FaultRuleState = SandboxFaults['rules'][number];
