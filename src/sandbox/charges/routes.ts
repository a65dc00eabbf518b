/**
 * /v1/charges — create (POST), list (GET) and read one (GET /{id}). All Transactions rate category.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  chargeCreateSchema,
  hostedFlowForbiddenFields,
  unknownMethodChargeSchema,
  type ChargeCreateParsed,
} from '../../interface/charge';
import { CHARGE_STATUSES, PAYMENT_METHODS } from '../../interface/charge-values';
import { isRecord } from '../../interface/submerchant-fields';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAY_HEADER } from '../../interface/idempotency';
import type { SuccessEnvelope } from '../../interface/envelopes';
import type { Charge } from '../../interface/charge';
import { ApiError, notFound, validationError } from '../kernel/api-error';
import { pagedPage, parseListQuery, validate, withJsonBody } from '../kernel/http';
import { pageOf } from '../kernel/list-index';
import type { ChargeState } from './state';
import { emitEvent } from '../webhooks/events';
import { chargeIndexOf, createCharge } from './create';
import { findReplay, idempotencyKeyOf, rememberReply, requestFingerprint } from './idempotency';
import { toCharge } from './present';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { V1_ROUTE, TAGS, pathId, listQuery, LIST_RULES } from '../route-spec/operation-spec';
import { headerRef } from '../route-spec/components';
import { IDEMPOTENCY_HEADER } from '../../interface/idempotency';
import { IDEMPOTENCY_LIFETIME, TEST_CARDS_TEXT } from '../kernel/prose';
import { V1_ROUTES } from '../../interface/paths';

/**
 * The body by its `payment_method`. Without a known method the union would name only the method; the fallback
 * schema also names every mistake in the fields all methods share (and always fails, on payment_method).
 */
function parseCharge(raw: unknown): ChargeCreateParsed {
  if (isRecord(raw) && (PAYMENT_METHODS as readonly unknown[]).includes(raw.payment_method))
    return validate(chargeCreateSchema, raw);
  validate(unknownMethodChargeSchema, raw);
  throw validationError([{ field: 'payment_method', message: `must be one of ${PAYMENT_METHODS.join(', ')}` }]);
}

/** Schema details, with hosted-flow card fields named as forbidden rather than as malformed. */
function validateChargeBody(raw: unknown) {
  const forbidden = hostedFlowForbiddenFields(raw);
  try {
    const body = parseCharge(raw);
    if (forbidden.length > 0) throw validationError(forbidden);
    return body;
  } catch (error) {
    if (!(error instanceof ApiError) || forbidden.length === 0) throw error;
    const covered = (field: string) =>
      forbidden.some((entry) => field === entry.field || field.startsWith(`${entry.field}.`));
    throw validationError([...forbidden, ...(error.details ?? []).filter((detail) => !covered(detail.field))]);
  }
}

const FRAUD_SESSION_CODES = [
  'FRAUD_SESSION_INVALID',
  'FRAUD_SESSION_EXPIRED',
  'FRAUD_SESSION_USED',
  'FRAUD_SESSION_REQUIRED',
] as const;
const CARD_TOKEN_CODES = ['CARD_TOKEN_INVALID', 'CARD_TOKEN_EXPIRED', 'CARD_TOKEN_USED'] as const;

const CHARGE_LIST = listQuery({ statuses: CHARGE_STATUSES, search: true, dates: true });

const originOf = (url: string) => new URL(url).origin;

/** The charge routes. */
export const CHARGE_ROUTES = defineRoutes({
  createCharge: {
    ...V1_ROUTE,
    method: 'post',
    path: V1_ROUTES.charges,
    tag: TAGS.charges,
    summary: 'Create a charge',
    description: `Status \`pending\` at creation. Transparent flow: the card (\`payment_details.card\`), or a token (\`payment_details.card_token\` or top-level \`card_token\`); the charge is processed right after the reply (${TEST_CARDS_TEXT}). Hosted flow (\`card_flow: "hosted"\`): no card data; \`data.payment_fields.redirect_url\` is where the buyer types the card. \`debit_card\`: one installment, always authenticated; a credit card asks with \`payment_details.authentication\`. A card whose issuer asks for a challenge (3-D Secure) stays \`pending\` with \`data.payment_fields.authentication.url\`, the issuer's page to show the buyer. A refused charge (4xx) does not use up its fraud session or card token.`,
    parameters: [
      {
        name: IDEMPOTENCY_HEADER,
        in: 'header',
        description: `Replays the first reply (${IDEMPOTENCY_LIFETIME}) to a retry with the same key and body; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED.`,
        schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
      },
    ],
    body: 'ChargeCreateRequest',
    success: [
      {
        status: 201,
        description: `Charge created (or the replay of an earlier one with the same ${IDEMPOTENCY_HEADER}).`,
        body: { kind: 'resource', name: 'Charge' },
        headers: { [IDEMPOTENT_REPLAY_HEADER]: headerRef('IdempotentReplayed') },
      },
    ],
    errors: [
      'CARD_FLOW_NOT_SUPPORTED',
      ...FRAUD_SESSION_CODES,
      ...CARD_TOKEN_CODES,
      'IDEMPOTENCY_KEY_REUSED',
      'INSTALLMENT_TOTAL_MISMATCH',
    ],
  },
  listCharges: {
    ...V1_ROUTE,
    method: 'get',
    path: V1_ROUTES.charges,
    tag: TAGS.charges,
    summary: 'List charges, newest first',
    description: `\`search\` matches the charge id, the customer's name and e-mail. ${LIST_RULES}`,
    parameters: CHARGE_LIST.parameters,
    success: [{ status: 200, description: 'One page of charges.', body: { kind: 'paged', name: 'Charge' } }],
  },
  getCharge: {
    ...V1_ROUTE,
    method: 'get',
    path: V1_ROUTES.charge,
    tag: TAGS.charges,
    summary: 'Read a charge',
    parameters: [pathId('id', 'charge')],
    success: [{ status: 200, description: 'The charge.', body: { kind: 'resource', name: 'Charge' } }],
    errors: ['NOT_FOUND'],
  },
});

export function chargeHandlers(state: ChargeState): RouteHandlers<typeof CHARGE_ROUTES> {
  return {
    createCharge: withJsonBody((c, raw) => {
      const merchant = c.get('merchant');
      const key = idempotencyKeyOf(c);
      const fingerprint = key === undefined ? '' : requestFingerprint(raw);
      if (key !== undefined) {
        const replay = findReplay(state, merchant.id, key, fingerprint);
        if (replay) {
          c.header(IDEMPOTENT_REPLAY_HEADER, 'true');
          return c.json(replay.body, replay.status as ContentfulStatusCode);
        }
      }
      const body = validateChargeBody(raw);
      const { record, settle } = createCharge(state, merchant, body, originOf(c.req.url));
      const reply: SuccessEnvelope<Charge> = {
        success: true,
        message: 'Charge created.',
        data: toCharge(record, originOf(c.req.url)),
      };
      const response = c.json(reply, 201);
      emitEvent(state, merchant.id, 'charge.pending', reply.data);
      if (key !== undefined) rememberReply(state, merchant.id, key, fingerprint, { status: 201, body: reply });
      // The reply above is already serialised as `pending`; processing happens right after it.
      settle?.();
      return response;
    }),
    listCharges: (c) => {
      const query = parseListQuery(c, CHARGE_LIST.schema);
      const index = chargeIndexOf(state, c.get('merchant').id);
      const needle = query.search?.trim().toLowerCase() || undefined;
      // A page costs the page; a search, the charges sharing its rarest three characters (a shorter one scans).
      const { window, keep } =
        needle === undefined
          ? { window: index.select(query.status, query) }
          : index.search(query.status, query, needle);
      const found = pageOf(window, query, keep);
      const origin = originOf(c.req.url);
      return pagedPage(c, 'Charges retrieved.', found, query, (charge) => toCharge(charge, origin));
    },
    getCharge: (c) => {
      const record = state.charges.get((c.req.param('id') ?? '').toLowerCase());
      if (!record || record.merchant_id !== c.get('merchant').id) throw notFound('Charge');
      return c.json(
        {
          success: true,
          message: 'Charge retrieved.',
          data: toCharge(record, originOf(c.req.url)),
        } satisfies SuccessEnvelope<Charge>,
        200,
      );
    },
  };
}
