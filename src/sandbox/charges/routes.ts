/**
 * /v1/charges — create (POST), list (GET) and read one (GET /{id}). All Transactions rate category.
 */
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { chargeCreateSchema, hostedFlowForbiddenFields } from '../../interface/charge';
import { CHARGE_STATUSES } from '../../interface/charge-values';
import { IDEMPOTENT_REPLAY_HEADER } from '../../interface/idempotency';
import type { SuccessEnvelope } from '../../interface/envelopes';
import type { Charge } from '../../interface/charge';
import { listQuerySchema } from '../../interface/list';
import { ApiError, notFound, validationError } from '../api-error';
import type { SandboxEnv } from '../env';
import { pagedPage, parseListQuery, validate, withJsonBody } from '../http';
import { pageOf } from '../list-index';
import type { ChargeRecord, SandboxState } from '../state';
import { emitEvent } from '../webhooks/events';
import { chargeIndexOf, createCharge } from './create';
import { canonicalJson, findReplay, idempotencyKeyOf, rememberReply } from './idempotency';
import { toCharge } from './present';

/** Schema details, with hosted-flow card fields named as forbidden rather than as malformed. */
function validateChargeBody(raw: unknown) {
  const forbidden = hostedFlowForbiddenFields(raw);
  try {
    const body = validate(chargeCreateSchema, raw);
    if (forbidden.length > 0) throw validationError(forbidden);
    return body;
  } catch (error) {
    if (!(error instanceof ApiError) || forbidden.length === 0) throw error;
    const covered = (field: string) => forbidden.some((entry) => field === entry.field || field.startsWith(`${entry.field}.`));
    throw validationError([...forbidden, ...(error.details ?? []).filter((detail) => !covered(detail.field))]);
  }
}

const chargeListQuerySchema = listQuerySchema({ statuses: CHARGE_STATUSES, search: true, dates: true });

const originOf = (url: string) => new URL(url).origin;

export function chargeRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post('/', withJsonBody((c, raw) => {
    const merchant = c.get('merchant');
    const key = idempotencyKeyOf(c);
    const fingerprint = key === undefined ? '' : canonicalJson(raw);
    if (key !== undefined) {
      const replay = findReplay(state, merchant.id, key, fingerprint);
      if (replay) {
        c.header(IDEMPOTENT_REPLAY_HEADER, 'true');
        return c.json(replay.body, replay.status as ContentfulStatusCode);
      }
    }
    const body = validateChargeBody(raw);
    const { record, settle } = createCharge(state, merchant, body);
    const reply: SuccessEnvelope<Charge> = { success: true, message: 'Charge created.', data: toCharge(record, originOf(c.req.url)) };
    const response = c.json(reply, 201);
    emitEvent(state, merchant.id, 'charge.pending', reply.data);
    if (key !== undefined) rememberReply(state, merchant.id, key, fingerprint, { status: 201, body: reply });
    // The reply above is already serialised as `pending`; processing happens right after it.
    settle?.();
    return response;
  }));

  routes.get('/', (c) => {
    const query = parseListQuery(c, chargeListQuerySchema);
    const window = chargeIndexOf(state, c.get('merchant').id).select(query.status, query);
    const needle = query.search?.trim().toLowerCase() || undefined;
    // Only search scans (the window the status and dates left); the rest costs the page.
    const found = pageOf(window, query, needle === undefined ? undefined : (charge: ChargeRecord) => charge.searchText.includes(needle));
    const origin = originOf(c.req.url);
    return pagedPage(c, 'Charges retrieved.', found, query, (charge) => toCharge(charge, origin));
  });

  routes.get('/:id', (c) => {
    const record = state.charges.get(c.req.param('id').toLowerCase());
    if (!record || record.merchant_id !== c.get('merchant').id) throw notFound('Charge');
    return c.json({ success: true, message: 'Charge retrieved.', data: toCharge(record, originOf(c.req.url)) } satisfies SuccessEnvelope<Charge>, 200);
  });

  return routes;
}
