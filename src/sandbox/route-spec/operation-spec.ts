/**
 * How one route is described where it is declared (`defineRoutes`, route-table.ts): enough for the app to mount it
 * and for the document builder to write its parameters, body, responses and error codes.
 */
import type { ErrorCode } from '../../interface/errors';
import { LIMIT_DEFAULT, LIMIT_MAX, PAGE_DEFAULT } from '../../interface/limits';
import { listQuerySchema, SEARCH_MAX_LENGTH, type ListQuerySchema } from '../../interface/list';
import type { JsonSchema, RequestName, ResourceName } from './components';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const TAGS = {
  fraud: 'Fraud sessions',
  cardTokens: 'Card tokens',
  charges: 'Charges',
  installments: 'Installments',
  submerchants: 'Submerchants',
  postbacks: 'Postbacks',
  controls: 'Sandbox controls',
  payPages: 'Sandbox payment pages',
  hosted: 'Hosted card page',
  cardFields: 'Secure card fields',
  authentication: 'Card authentication page',
  customers: 'Customers and saved cards',
  meta: 'Document',
} as const;
export type TagName = (typeof TAGS)[keyof typeof TAGS];

/** What a success reply carries. */
export type SuccessBody =
  | { kind: 'resource'; name: ResourceName }
  | { kind: 'array'; name: ResourceName }
  | { kind: 'paged'; name: ResourceName }
  | { kind: 'bare'; name: ResourceName }
  | { kind: 'html' }
  | { kind: 'css' }
  | { kind: 'javascript' }
  | { kind: 'openapi' }
  | { kind: 'empty' };

export interface SuccessSpec {
  status: number;
  description: string;
  body: SuccessBody;
  /** Extra response headers by name (header components). */
  headers?: Record<string, JsonSchema>;
}

export interface OperationSpec {
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/v1/charges/{id}`. */
  path: string;
  operationId: string;
  tag: TagName;
  summary: string;
  description?: string;
  /** `either`: the public key (a buyer's page) or the secret key (a back end); `none`: no Authorization header is read. */
  auth: 'secret' | 'public' | 'either' | 'none';
  /** /v1 routes: rate-limit headers on every reply, 429 with Retry-After. */
  rateLimited: boolean;
  parameters?: JsonSchema[];
  /** A JSON request body, by component name. */
  body?: RequestName;
  /** The route reads no JSON body but takes another media type (the hosted page's form). */
  otherBody?: JsonSchema;
  success: SuccessSpec[];
  /**
   * Refusals this route makes beyond the ones every route of its kind makes (see `errorCodesOf`); each is
   * documented under its code's status (`ERROR_STATUS`).
   */
  errors?: readonly ErrorCode[];
  /** Replies that are not the failure envelope (the hosted page answers its errors as HTML). */
  htmlErrors?: Record<number, string>;
}

/** What every /v1 route shares: the secret key (the browser routes override it with the public key). */
export const V1_ROUTE = { auth: 'secret' } as const;
/** What every sandbox control shares. */
export const CONTROL_ROUTE = { auth: 'secret', tag: TAGS.controls } as const;
/** A route that reads no key. */
export const OPEN_ROUTE = { auth: 'none' } as const;

export const pathId = (name: string, what: string, format: 'uuid' | 'prefixed' = 'uuid'): JsonSchema => ({
  name,
  in: 'path',
  required: true,
  description:
    format === 'uuid' ? `The ${what} id (uuid). Another merchant's ${what} answers 404 NOT_FOUND.` : `The ${what} id.`,
  schema: format === 'uuid' ? { type: 'string', format: 'uuid' } : { type: 'string', minLength: 1 },
});

/**
 * The bounds `listQuerySchema` (src/interface/list.ts) enforces, written for readers of the document: the zod schema
 * parses query strings (digits, then a number), which JSON Schema would describe as patterned strings.
 */
const PAGE_MAX = 999_999_999;

interface ListOptions {
  statuses: readonly string[];
  search?: boolean;
  dates?: boolean;
}

/**
 * A list route's query, declared once: the schema its handler parses with (`parseListQuery`; built here once per
 * route, as zod prepares an object schema on its first parse) and the parameters the document lists.
 */
export interface ListQueryDeclaration {
  schema: ListQuerySchema;
  parameters: JsonSchema[];
}

export const listQuery = (options: ListOptions): ListQueryDeclaration => ({
  schema: listQuerySchema(options),
  parameters: listParameters(options),
});

/** `page` and `limit`, which every list takes. */
export function pageParameters(): JsonSchema[] {
  return [
    {
      name: 'page',
      in: 'query',
      description: 'Page number.',
      schema: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: PAGE_DEFAULT },
    },
    {
      name: 'limit',
      in: 'query',
      description: 'Items per page.',
      schema: { type: 'integer', minimum: 1, maximum: LIMIT_MAX, default: LIMIT_DEFAULT },
    },
  ];
}

function listParameters(options: ListOptions): JsonSchema[] {
  const parameters = pageParameters();
  if (options.dates) {
    parameters.push(
      {
        name: 'date_from',
        in: 'query',
        description: 'First UTC day of `created_at`, inclusive; not after date_to.',
        schema: { type: 'string', format: 'date' },
      },
      {
        name: 'date_to',
        in: 'query',
        description: 'Last UTC day of `created_at`, inclusive.',
        schema: { type: 'string', format: 'date' },
      },
    );
  }
  parameters.push({
    name: 'status',
    in: 'query',
    description: 'Only items in this status.',
    schema: { type: 'string', enum: [...options.statuses] },
  });
  if (options.search) {
    parameters.push({
      name: 'search',
      in: 'query',
      description: 'Case-insensitive text search.',
      schema: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
    });
  }
  return parameters;
}

export const SUBMERCHANT_ID = pathId('id', 'submerchant');

/** Said on every route that edits a registration. */
export const SUBMERCHANT_EDIT_RULE =
  'Allowed while the submerchant is pending or active; under review or rejected: 409 INVALID_STATE.';

/** Said once on every list: the sandbox refuses what it does not know rather than ignore a filter. */
export const LIST_RULES =
  'An unknown or repeated query parameter, a value out of bounds, a bad date or date_from after date_to is refused with 422 VALIDATION_ERROR (a silently ignored filter would return the wrong list).';
