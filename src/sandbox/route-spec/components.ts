/**
 * The shared parts of the OpenAPI document: resource and request schemas (converted from zod with z.toJSONSchema),
 * the three envelopes, the rate-limit headers and the security schemes.
 */
import { z } from 'zod';
import { cardTokenCreateSchema } from '../../interface/card-schema';
import { chargeCreateSchema } from '../../interface/charge';
import {
  customerCreateSchema,
  customerSessionCreateSchema,
  savedCardTokenCreateSchema,
} from '../../interface/customer-schema';
import { ERROR_CODES, type ErrorCode } from '../../interface/errors';
import { fraudSessionCreateSchema } from '../../interface/fraud-session';
import { RATE_LIMIT_HEADERS } from '../../interface/rate-limit';
import { submerchantCreateSchema } from '../../interface/submerchant';
import { submerchantAddressCreateSchema, submerchantAddressPatchSchema } from '../../interface/submerchant-address';
import { submerchantRejectSchema } from '../../interface/submerchant-controls';
import { submerchantDocumentCreateSchema } from '../../interface/submerchant-document';
import { legalRepresentativeSchema } from '../../interface/submerchant-partner';
import { postbackEndpointCreateSchema } from '../../interface/webhook';
import { faultsRequestSchema, sandboxFaultsResource } from '../../interface/sandbox-faults';
import {
  chargeAuthenticateSchema,
  clockAdvanceSchema,
  installmentTermsSchema,
  rateLimitsSchema,
} from './control-schemas';
import { cardTokenResource, fraudSessionResource } from './schemas/browser-calls';
import { chargeResource } from './schemas/charge';
import { clockResource, ipResource, rateLimitsResource } from './schemas/controls';
import {
  addressResource,
  deletedLegalRepresentativeResource,
  documentResource,
  legalRepresentativeResource,
  submerchantResource,
} from './schemas/submerchant';
import { postbackEndpointCreatedResource, postbackEndpointResource, webhookDeliveryResource } from './schemas/webhook';
import { installmentQuoteResource, installmentTermsResource } from './schemas/installment';
import * as customerResources from './schemas/customer';
import { LIMIT_MAX } from '../../interface/limits';
import { RATE_LIMIT_CATEGORIES } from '../../interface/rate-limit';
import { listText, RATE_WINDOW } from '../kernel/prose';
import { IDEMPOTENT_REPLAY_HEADER } from '../../interface/idempotency';

export type JsonSchema = Record<string, unknown>;

/** The whole document, as built by openapi/document.ts. */
export type OpenApiDocument = JsonSchema & { openapi: string; paths: Record<string, Record<string, JsonSchema>> };

/**
 * A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1). `input` describes what a caller may send
 * (defaults make a field optional, transforms are described by what they accept); `output` what the sandbox sends.
 * Rules written as code (`refine`, `superRefine`: Luhn, CPF check digits, sums of split rules) have no JSON Schema
 * form; the sandbox still applies them and names each broken one in `details`.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: io === 'input' ? describeDefaultInWords : undefined,
  }) as JsonSchema;
  return rest;
}

/**
 * On the input side a default is what the sandbox fills in for an omitted field, yet generators of typed clients
 * (openapi-typescript among them) read a property with a `default` as one the caller must send. So a request
 * schema carries no `default` keyword: an omitted field is simply optional (null and absent mean the same, as the
 * document's description says), and a default other than null is said in its description.
 */
function describeDefaultInWords({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (!('default' in jsonSchema)) return;
  const value = jsonSchema.default;
  delete jsonSchema.default;
  if (value === null || value === undefined) return;
  const said = `Default: ${JSON.stringify(value)}.`;
  jsonSchema.description = typeof jsonSchema.description === 'string' ? `${jsonSchema.description} ${said}` : said;
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** Records the sandbox answers with, by component name. */
export const RESOURCE_SCHEMAS = {
  Charge: chargeResource,
  Submerchant: submerchantResource,
  LegalRepresentative: legalRepresentativeResource,
  DeletedLegalRepresentative: deletedLegalRepresentativeResource,
  SubmerchantDocument: documentResource,
  SubmerchantAddress: addressResource,
  PostbackEndpoint: postbackEndpointResource,
  PostbackEndpointCreated: postbackEndpointCreatedResource,
  FraudSession: fraudSessionResource,
  CardToken: cardTokenResource,
  WebhookDelivery: webhookDeliveryResource,
  RateLimits: rateLimitsResource,
  InstallmentQuote: installmentQuoteResource,
  InstallmentTerms: installmentTermsResource,
  SandboxFaults: sandboxFaultsResource,
  SandboxClock: clockResource,
  CallerIp: ipResource,
  Customer: customerResources.customerResource,
  SavedCard: customerResources.savedCardResource,
  SavedCardEventData: customerResources.savedCardEventResource,
  CustomerSession: customerResources.customerSessionResource,
} as const satisfies Record<string, z.ZodType>;
export type ResourceName = keyof typeof RESOURCE_SCHEMAS;

/** Request bodies, by component name: the very schemas the sandbox routes validate with. */
export const REQUEST_SCHEMAS = {
  FraudSessionCreateRequest: fraudSessionCreateSchema,
  // The card itself, or (with a customer session) a saved card's id and security code; the route tells them apart by
  // `card_id` and validates each with its own schema.
  CardTokenCreateRequest: z.union([cardTokenCreateSchema, savedCardTokenCreateSchema]),
  ChargeCreateRequest: chargeCreateSchema,
  SubmerchantCreateRequest: submerchantCreateSchema,
  LegalRepresentativeRequest: legalRepresentativeSchema,
  SubmerchantDocumentCreateRequest: submerchantDocumentCreateSchema,
  SubmerchantAddressCreateRequest: submerchantAddressCreateSchema,
  SubmerchantAddressPatchRequest: submerchantAddressPatchSchema,
  SubmerchantRejectRequest: submerchantRejectSchema,
  PostbackEndpointCreateRequest: postbackEndpointCreateSchema,
  RateLimitsRequest: rateLimitsSchema,
  InstallmentTermsRequest: installmentTermsSchema,
  SandboxFaultsRequest: faultsRequestSchema,
  ClockAdvanceRequest: clockAdvanceSchema,
  ChargeAuthenticateRequest: chargeAuthenticateSchema,
  CustomerCreateRequest: customerCreateSchema,
  CustomerSessionCreateRequest: customerSessionCreateSchema,
} as const satisfies Record<string, z.ZodType>;
export type RequestName = keyof typeof REQUEST_SCHEMAS;

const ENVELOPE_SCHEMAS: Record<string, JsonSchema> = {
  ErrorCode: { type: 'string', enum: Object.values(ERROR_CODES) },
  ErrorDetail: {
    type: 'object',
    properties: {
      field: {
        type: 'string',
        description: 'Dotted path of the offending value (items.0.quantity), or (root) for the body as a whole',
      },
      message: { type: 'string' },
    },
    required: ['field', 'message'],
    additionalProperties: false,
  },
  FailureEnvelope: {
    type: 'object',
    description: 'Every refusal. `details` names each broken field rule or missing item (422) and is absent otherwise.',
    properties: {
      success: { const: false },
      message: { type: 'string', description: 'A sentence for a developer' },
      error: ref('ErrorCode'),
      details: { type: 'array', items: ref('ErrorDetail'), minItems: 1 },
    },
    required: ['success', 'message', 'error'],
    additionalProperties: false,
  },
  Pagination: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1 },
      limit: { type: 'integer', minimum: 1, maximum: LIMIT_MAX },
      total: { type: 'integer', minimum: 0, description: 'Items found with the filters' },
      totalPages: { type: 'integer', minimum: 0 },
    },
    required: ['page', 'limit', 'total', 'totalPages'],
    additionalProperties: false,
  },
};

export function componentSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = { ...ENVELOPE_SCHEMAS };
  for (const [name, schema] of Object.entries(RESOURCE_SCHEMAS)) schemas[name] = toJsonSchema(schema, 'output');
  for (const [name, schema] of Object.entries(REQUEST_SCHEMAS)) schemas[name] = toJsonSchema(schema, 'input');
  return schemas;
}

/** `{success: true, message, data}` with one resource, or with an unpaged array of them. */
export function successEnvelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { success: { const: true }, message: { type: 'string' }, data },
    required: ['success', 'message', 'data'],
    additionalProperties: false,
  };
}

/** The paged list envelope: `{success: true, message, data: [...], pagination}`. */
export function pagedEnvelope(item: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      success: { const: true },
      message: { type: 'string' },
      data: { type: 'array', items: item },
      pagination: ref('Pagination'),
    },
    required: ['success', 'message', 'data', 'pagination'],
    additionalProperties: false,
  };
}

/** The failure envelope whose `error` is one of `codes`. */
export function failureEnvelope(codes: readonly ErrorCode[]): JsonSchema {
  return { allOf: [ref('FailureEnvelope'), { properties: { error: { enum: [...codes] } } }] };
}

const unixSeconds = { type: 'integer', minimum: 0 };

export const HEADER_COMPONENTS: Record<string, JsonSchema> = {
  RateLimitLimit: {
    description: `Requests allowed in the current ${RATE_WINDOW} of this route category (${listText(RATE_LIMIT_CATEGORIES, 'or')}).`,
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitRemaining: {
    description: 'Requests left in the current window.',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitReset: {
    description: 'Unix time (seconds, sandbox clock) at which the window resets.',
    required: true,
    schema: unixSeconds,
  },
  RetryAfter: {
    description: 'Seconds to wait before the next request.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  WwwAuthenticate: {
    description: 'The Basic scheme the credentials must use.',
    required: true,
    schema: { type: 'string' },
  },
  IdempotentReplayed: {
    description: '`true` when this is the stored reply of an earlier request with the same Idempotency-Key and body.',
    required: false,
    schema: { type: 'string', enum: ['true'] },
  },
};

/** Header names as they appear in a `headers` map, by component. */
export const HEADER_NAMES = {
  RateLimitLimit: RATE_LIMIT_HEADERS.limit,
  RateLimitRemaining: RATE_LIMIT_HEADERS.remaining,
  RateLimitReset: RATE_LIMIT_HEADERS.reset,
  RetryAfter: RATE_LIMIT_HEADERS.retryAfter,
  WwwAuthenticate: 'WWW-Authenticate',
  IdempotentReplayed: IDEMPOTENT_REPLAY_HEADER,
} as const;

export const headerRef = (name: keyof typeof HEADER_NAMES): JsonSchema => ({ $ref: `#/components/headers/${name}` });

export const SECURITY_SCHEMES: Record<string, JsonSchema> = {
  secretKey: {
    type: 'http',
    scheme: 'basic',
    description:
      'The merchant back end. Either the secret key as user with an empty password (`Basic base64("sk_test_demo:")`), or the public key as user and the secret key as password (`Basic base64("pk_test_demo:sk_test_demo")`). A public key alone is refused with 403 FORBIDDEN.',
  },
  publicKey: {
    type: 'http',
    scheme: 'basic',
    description:
      'The browser. The public key as user with an empty password (`Basic base64("pk_test_demo:")`). A secret key is refused with 403 FORBIDDEN: secret keys never reach a browser.',
  },
};
