/**
 * Builds the OpenAPI 3.1 document of the sandbox from the route declarations the registry hands in
 * (src/sandbox/routes.ts), the request schemas the routes validate with, and the resource schemas
 * (route-spec/schemas/, one file a resource).
 */
import { ERROR_STATUS, type ErrorCode } from '../../interface/errors';
import {
  componentSchemas,
  failureEnvelope,
  HEADER_COMPONENTS,
  HEADER_NAMES,
  headerRef,
  pagedEnvelope,
  ref,
  SECURITY_SCHEMES,
  successEnvelope,
  type JsonSchema,
  type OpenApiDocument,
} from '../route-spec/components';
import { TAGS, type OperationSpec, type SuccessSpec } from '../route-spec/operation-spec';
import { webhookEventSchemas, webhooksSection, WEBHOOKS_TAG } from './webhooks';
import { MAX_JSON_DEPTH, RESERVED_KEY } from '../../interface/limits';
import { DEFAULT_RATE_LIMITS } from '../../interface/rate-limit';
import { FAULT_ERROR_CODES } from '../../interface/sandbox-faults';
import { MAX_BODY, RATE_WINDOW } from '../kernel/prose';

export const DEFAULT_SERVER_URL = 'http://127.0.0.1:4010';

export type { OpenApiDocument };

const STATUS_TEXT: Record<number, string> = {
  400: 'The body is not JSON (or is empty, or ended early).',
  401: 'Credentials missing, malformed or unknown.',
  403: 'The wrong kind of key for this endpoint.',
  404: 'No such resource for this merchant.',
  409: 'The current state does not allow this.',
  413: `The body is larger than ${MAX_BODY}.`,
  415: 'The body was not sent with Content-Type: application/json.',
  422: 'A rule was broken; `details` names each field or missing item.',
  429: 'Rate limit of this route category exceeded; wait Retry-After seconds.',
  500: 'A sandbox bug (reported as such; the sandbox test suite asserts none), or a fault set with PUT /sandbox/faults.',
  502: 'Only as a fault set with PUT /sandbox/faults; nothing was changed.',
  503: 'Only as a fault set with PUT /sandbox/faults; nothing was changed.',
  504: 'Only as a fault set with PUT /sandbox/faults; nothing was changed.',
};

/** The key schemes an operation accepts: any one of them. */
function securityOf(auth: OperationSpec['auth']): JsonSchema[] {
  if (auth === 'none') return [];
  if (auth === 'either') return [{ publicKey: [] }, { secretKey: [] }];
  return [{ [auth === 'public' ? 'publicKey' : 'secretKey']: [] }];
}

/** Every refusal an operation can answer, by status: the ones of its kind, then its own. */
export function errorCodesOf(operation: OperationSpec): Map<number, ErrorCode[]> {
  const codes = new Map<number, Set<ErrorCode>>();
  const add = (...list: ErrorCode[]) => {
    for (const code of list) {
      const status = ERROR_STATUS[code];
      codes.set(status, (codes.get(status) ?? new Set<ErrorCode>()).add(code));
    }
  };
  if (operation.auth !== 'none') add('UNAUTHORIZED');
  if (operation.auth === 'secret' || operation.auth === 'public') add('FORBIDDEN');
  if (operation.body) add('INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'VALIDATION_ERROR');
  // The API's lists refuse bad query parameters; the hosted page (no key) reads its query without refusing.
  if (operation.auth !== 'none' && operation.parameters?.some((parameter) => parameter.in === 'query'))
    add('VALIDATION_ERROR');
  add(...(operation.errors ?? []));
  if (operation.rateLimited) add('RATE_LIMIT_EXCEEDED');
  // Every /v1 route may answer a merchant's faults (PUT /sandbox/faults).
  if (operation.rateLimited) add(...Object.values(FAULT_ERROR_CODES));
  if (operation.auth !== 'none') add('INTERNAL_ERROR');
  return new Map([...codes.entries()].sort(([a], [b]) => a - b).map(([status, set]) => [status, [...set]]));
}

function rateLimitHeaders(operation: OperationSpec, status: number): JsonSchema | undefined {
  const headers: JsonSchema = {};
  if (operation.rateLimited) {
    for (const name of ['RateLimitLimit', 'RateLimitRemaining', 'RateLimitReset'] as const)
      headers[HEADER_NAMES[name]] = headerRef(name);
  }
  if (status === 429) headers[HEADER_NAMES.RetryAfter] = headerRef('RetryAfter');
  if (status === 401) headers[HEADER_NAMES.WwwAuthenticate] = headerRef('WwwAuthenticate');
  return Object.keys(headers).length > 0 ? headers : undefined;
}

function successContent(success: SuccessSpec): JsonSchema | undefined {
  const { body } = success;
  switch (body.kind) {
    case 'resource':
      return { 'application/json': { schema: successEnvelope(ref(body.name)) } };
    case 'array':
      return { 'application/json': { schema: successEnvelope({ type: 'array', items: ref(body.name) }) } };
    case 'paged':
      return { 'application/json': { schema: pagedEnvelope(ref(body.name)) } };
    case 'bare':
      return { 'application/json': { schema: ref(body.name) } };
    case 'html':
      return { 'text/html': { schema: { type: 'string' } } };
    case 'css':
      return { 'text/css': { schema: { type: 'string' } } };
    case 'javascript':
      return { 'text/javascript': { schema: { type: 'string' } } };
    case 'openapi':
      return {
        'application/json': {
          schema: {
            type: 'object',
            properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } },
            required: ['openapi', 'info', 'paths'],
            description: 'An OpenAPI 3.1 document.',
          },
        },
      };
    case 'empty':
      return undefined;
  }
}

function withOptional(object: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

function operationObject(operation: OperationSpec): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const success of operation.success) {
    const headers = { ...rateLimitHeaders(operation, success.status), ...success.headers };
    responses[success.status] = withOptional({
      description: success.description,
      headers: Object.keys(headers).length > 0 ? headers : undefined,
      content: successContent(success),
    });
  }
  for (const [status, codes] of errorCodesOf(operation)) {
    responses[status] = withOptional({
      description: `${STATUS_TEXT[status] ?? 'Refused.'} Codes: ${codes.join(', ')}.`,
      headers: rateLimitHeaders(operation, status),
      content: { 'application/json': { schema: failureEnvelope(codes) } },
    });
  }
  for (const [status, description] of Object.entries(operation.htmlErrors ?? {})) {
    responses[status] = { description, content: { 'text/html': { schema: { type: 'string' } } } };
  }
  return withOptional({
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    security: securityOf(operation.auth),
    parameters: operation.parameters,
    requestBody: operation.body
      ? { required: true, content: { 'application/json': { schema: ref(operation.body) } } }
      : operation.otherBody,
    responses,
  });
}

const DESCRIPTION = [
  'A local emulation of the payment service (`npm run sandbox`, or `startSandbox()` of `pay-checkout/sandbox`): the `/v1` surface of the service, plus the `/sandbox` controls that play its operators and move its clock.',
  '',
  'Every reply is JSON: the success envelope `{success: true, message, data}`, the paged list envelope `{success: true, message, data: [...], pagination: {page, limit, total, totalPages}}`, or the failure envelope `{success: false, message, error, details?}` whose `error` code each response lists.',
  '',
  'Seeded merchants (public key / secret key): `pk_test_demo` / `sk_test_demo` (hosted card flow, optional fraud analysis), `pk_test_nohosted` / `sk_test_nohosted` (no hosted flow), `pk_test_strict` / `sk_test_strict` (fraud analysis mandatory). State lives in memory.',
  '',
  `Rate limits per merchant and ${RATE_WINDOW}: every \`/v1/charges\` route counts as transactions (${DEFAULT_RATE_LIMITS.transactions}), every \`/v1/submerchants\` route as queries (${DEFAULT_RATE_LIMITS.queries}), the rest of \`/v1\` as default (${DEFAULT_RATE_LIMITS.default}). \`/sandbox\` is not limited. Request bodies: at most ${MAX_BODY}, JSON nested at most ${MAX_JSON_DEPTH} levels, no \`${RESERVED_KEY}\` key. Optional fields may be omitted or sent as null.`,
].join('\n');

/** The whole document of `operations`, in their order. `serverUrl` is the address callers reach the sandbox at. */
export function openApiDocument(operations: readonly OperationSpec[], serverUrl: string): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'pay-checkout sandbox',
      version: '1.0.0',
      summary:
        'Submerchants, charges, fraud sessions, card tokens and webhook endpoints of the payment service, as the sandbox emulates them.',
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: serverUrl, description: 'The sandbox' }],
    tags: [
      ...[TAGS.fraud, TAGS.cardTokens, TAGS.charges, TAGS.submerchants, TAGS.postbacks].map((name) => ({
        name,
        description: 'The service (/v1).',
      })),
      {
        name: TAGS.controls,
        description:
          'Sandbox controls: not part of the service. Secret key, not rate limited (except /sandbox/ip: no key).',
      },
      { name: TAGS.hosted, description: 'Pages the buyer’s browser opens in the hosted card flow.' },
      { name: TAGS.cardFields, description: 'The card inputs a merchant’s page frames, served by the service.' },
      {
        name: TAGS.authentication,
        description:
          'The issuer’s page of a 3-D Secure challenge, framed by the merchant’s page or in the hosted flow.',
      },
      { name: WEBHOOKS_TAG, description: 'What the sandbox POSTs to your webhook endpoints (Standard Webhooks).' },
      { name: TAGS.meta, description: 'This document.' },
    ],
    security: [{ secretKey: [] }],
    paths,
    webhooks: webhooksSection(),
    components: {
      schemas: { ...componentSchemas(), ...webhookEventSchemas() },
      headers: HEADER_COMPONENTS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
