/**
 * The submerchant record itself: create, list, read, submit-for-review and request-resubmission.
 */
import type { Context } from 'hono';
import { normalizeTaxId } from '../../interface/documents';
import type { SubmerchantRecord } from '../../interface/submerchant-records';
import { missingForReview } from '../../interface/submerchant-review';
import { SUBMERCHANT_STATUSES, nextSubmerchantStatus, transitionProblem } from '../../interface/submerchant-state';
import { submerchantCreateSchema } from '../../interface/submerchant';
import { ApiError, validationError } from '../kernel/api-error';
import { ok, pagedPage, parseListQuery, validate, withJsonBody } from '../kernel/http';
import { pageOf } from '../kernel/list-index';
import type { SandboxEnv } from '../kernel/env';
import { newId } from '../kernel/state';
import type { SubmerchantState } from './state';
import { emitEvent } from '../webhooks/events';
import { presentDocument } from './present';
import {
  changeStatus,
  childrenOf,
  requireSubmerchant,
  submerchantIndexOf,
  submerchantStore,
  type SubmerchantStore,
} from './store';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { V1_ROUTE, TAGS, listQuery, LIST_RULES, SUBMERCHANT_ID } from '../route-spec/operation-spec';
import { V1_ROUTES } from '../../interface/paths';

const SUBMERCHANT_LIST = listQuery({ statuses: SUBMERCHANT_STATUSES, search: true, dates: true });

/** Case-insensitive match on legal name, trade name, e-mail or tax id (the tax id also without punctuation). */
function matchesSearch(submerchant: SubmerchantRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const texts = [submerchant.legal_name, submerchant.trade_name ?? '', submerchant.email ?? '', submerchant.tax_id];
  if (texts.some((text) => text.toLowerCase().includes(needle))) return true;
  const unpunctuated = normalizeTaxId(needle);
  return /^[0-9A-Z]+$/.test(unpunctuated) && submerchant.tax_id.includes(unpunctuated);
}

/** Submerchant registration and review. */
export const REGISTRATION_ROUTES = defineRoutes({
  createSubmerchant: {
    ...V1_ROUTE,
    method: 'post',
    path: V1_ROUTES.submerchants,
    tag: TAGS.submerchants,
    summary: 'Register a submerchant',
    description:
      'Status `pending`. `tax_id`: a CNPJ for pj, a CPF for pf, with valid check digits (punctuation stripped); one registration per tax id.',
    body: 'SubmerchantCreateRequest',
    success: [{ status: 201, description: 'Submerchant created.', body: { kind: 'resource', name: 'Submerchant' } }],
  },
  listSubmerchants: {
    ...V1_ROUTE,
    method: 'get',
    path: V1_ROUTES.submerchants,
    tag: TAGS.submerchants,
    summary: 'List submerchants, newest first',
    description: `\`search\` matches legal name, trade name, e-mail and tax id. ${LIST_RULES}`,
    parameters: SUBMERCHANT_LIST.parameters,
    success: [{ status: 200, description: 'One page of submerchants.', body: { kind: 'paged', name: 'Submerchant' } }],
  },
  getSubmerchant: {
    ...V1_ROUTE,
    method: 'get',
    path: V1_ROUTES.submerchant,
    tag: TAGS.submerchants,
    summary: 'Read a submerchant',
    parameters: [SUBMERCHANT_ID],
    success: [{ status: 200, description: 'The submerchant.', body: { kind: 'resource', name: 'Submerchant' } }],
    errors: ['NOT_FOUND'],
  },
  submitSubmerchantForReview: {
    ...V1_ROUTE,
    method: 'post',
    path: V1_ROUTES.submitForReview,
    tag: TAGS.submerchants,
    summary: 'Submit for review (pending → pending_review)',
    description:
      'pj: at least one partner, the three required company documents and the four partner documents of each partner; pf: the four pf documents; both: an address. No body is read.',
    parameters: [SUBMERCHANT_ID],
    success: [{ status: 200, description: 'Now pending_review.', body: { kind: 'resource', name: 'Submerchant' } }],
    errors: ['NOT_FOUND', 'INVALID_STATE', 'LEGAL_REPRESENTATIVE_REQUIRED', 'REGISTRATION_INCOMPLETE'],
  },
  requestSubmerchantResubmission: {
    ...V1_ROUTE,
    method: 'post',
    path: V1_ROUTES.requestResubmission,
    tag: TAGS.submerchants,
    summary: 'Back to pending after a rejection (rejected → pending)',
    description: 'No body is read.',
    parameters: [SUBMERCHANT_ID],
    success: [{ status: 200, description: 'Now pending.', body: { kind: 'resource', name: 'Submerchant' } }],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
});

/** One registration per tax id and merchant: a retried create must not leave a duplicate behind. */
function refuseDuplicateTaxId(store: SubmerchantStore, merchantId: string, taxId: string) {
  for (const existing of store.submerchants.values()) {
    if (existing.merchant_id === merchantId && existing.tax_id === taxId) {
      throw validationError([{ field: 'tax_id', message: `is already registered as submerchant ${existing.id}` }]);
    }
  }
}

/** Refuses a review of a registration that misses a partner, a document or an address it needs. */
function requireCompleteRegistration(store: SubmerchantStore, submerchant: SubmerchantRecord, now: Date) {
  const block = missingForReview(
    submerchant,
    childrenOf(store.partners, submerchant.id),
    childrenOf(store.documents, submerchant.id).map((document) => presentDocument(document, now)),
    childrenOf(store.addresses, submerchant.id),
  );
  if (!block) return;
  const message =
    block.code === 'LEGAL_REPRESENTATIVE_REQUIRED'
      ? 'A pj submerchant needs at least one legal representative before review.'
      : 'The registration is incomplete; see details for each missing item.';
  throw new ApiError(block.code, message, block.details);
}

function listSubmerchantsPage(state: SubmerchantState, c: Context<SandboxEnv>) {
  const query = parseListQuery(c, SUBMERCHANT_LIST.schema);
  const window = submerchantIndexOf(state, c.get('merchant').id).select(query.status, query);
  const search = query.search;
  // Newest first, like the charge list; only search scans (the window the status and dates left).
  const found = pageOf(
    window,
    query,
    search === undefined ? undefined : (submerchant) => matchesSearch(submerchant, search),
  );
  return pagedPage(c, 'Submerchants retrieved.', found, query, (submerchant) => submerchant);
}

export function registrationHandlers(state: SubmerchantState): RouteHandlers<typeof REGISTRATION_ROUTES> {
  const store = submerchantStore(state);
  return {
    createSubmerchant: withJsonBody((c, raw) => {
      const merchantId = c.get('merchant').id;
      const registration = validate(submerchantCreateSchema, raw);
      refuseDuplicateTaxId(store, merchantId, registration.tax_id);
      const now = state.clock.now().toISOString();
      const record: SubmerchantRecord = {
        id: newId(),
        merchant_id: merchantId,
        status: 'pending',
        ...registration,
        rejection_reason: null,
        created_at: now,
        updated_at: now,
      };
      store.submerchants.set(record.id, record);
      submerchantIndexOf(state, merchantId).add(record);
      return ok(c, 201, 'Submerchant created.', record);
    }),
    listSubmerchants: (c) => listSubmerchantsPage(state, c),
    getSubmerchant: (c) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      return ok(c, 200, 'Submerchant retrieved.', submerchant);
    },
    submitSubmerchantForReview: (c) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      const next = nextSubmerchantStatus(submerchant.status, 'submit_for_review');
      if (!next)
        throw new ApiError(
          'INVALID_STATE',
          `Cannot submit for review: ${transitionProblem(submerchant.status, 'submit_for_review')}.`,
        );
      const now = state.clock.now();
      requireCompleteRegistration(store, submerchant, now);
      changeStatus(state, submerchant, { status: next, rejection_reason: null, updated_at: now.toISOString() });
      emitEvent(state, submerchant.merchant_id, 'submerchant.pending_review', submerchant);
      return ok(c, 200, 'Submerchant submitted for review.', submerchant);
    },
    requestSubmerchantResubmission: (c) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      const next = nextSubmerchantStatus(submerchant.status, 'request_resubmission');
      if (!next) {
        throw new ApiError(
          'INVALID_STATE',
          `Cannot request resubmission: ${transitionProblem(submerchant.status, 'request_resubmission')}.`,
        );
      }
      changeStatus(state, submerchant, { status: next, updated_at: state.clock.now().toISOString() });
      emitEvent(state, submerchant.merchant_id, 'submerchant.pending', submerchant);
      return ok(c, 200, 'Submerchant returned to pending; change the registration and submit it again.', submerchant);
    },
  };
  // The interface shows no body for these actions; any body is ignored.
}
