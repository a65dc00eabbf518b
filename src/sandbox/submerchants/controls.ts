/**
 * Sandbox controls that play the operator team: `POST /sandbox/submerchants/{id}/approve` and `.../reject`.
 * Secret key, not rate limited (the app's /sandbox middleware). Only a submerchant in pending_review can be
 * approved or rejected; anything else is 409 INVALID_STATE.
 */
import { submerchantRejectSchema } from '../../interface/submerchant-controls';
import { documentStatusAt } from '../../interface/submerchant-document-types';
import type { SubmerchantRecord } from '../../interface/submerchant-records';
import { type SubmerchantAction, nextSubmerchantStatus, transitionProblem } from '../../interface/submerchant-state';
import type { ErrorDetail } from '../../interface/errors';
import { ApiError, validationError } from '../kernel/api-error';
import { ok, validate, withJsonBody } from '../kernel/http';
import type { SubmerchantState } from './state';
import { emitEvent } from '../webhooks/events';
import { changeStatus, childrenOf, requireSubmerchant, submerchantStore } from './store';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { CONTROL_ROUTE, pathId } from '../route-spec/operation-spec';

function transition(submerchant: SubmerchantRecord, action: SubmerchantAction) {
  const next = nextSubmerchantStatus(submerchant.status, action);
  if (!next) throw new ApiError('INVALID_STATE', `Cannot ${action}: ${transitionProblem(submerchant.status, action)}.`);
  return next;
}

/** The operator controls of submerchants. */
export const SUBMERCHANT_CONTROL_ROUTES = defineRoutes({
  approveSubmerchant: {
    ...CONTROL_ROUTE,
    method: 'post',
    path: '/sandbox/submerchants/{id}/approve',
    summary: 'Play the operator: approve (pending_review → active)',
    description: 'Current documents still valid become approved. No body is read.',
    parameters: [pathId('id', 'submerchant')],
    success: [{ status: 200, description: 'Now active.', body: { kind: 'resource', name: 'Submerchant' } }],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  rejectSubmerchant: {
    ...CONTROL_ROUTE,
    method: 'post',
    path: '/sandbox/submerchants/{id}/reject',
    summary: 'Play the operator: reject (pending_review → rejected)',
    description: '`document_ids` (optional) names current documents to mark rejected with the same reason.',
    parameters: [pathId('id', 'submerchant')],
    body: 'SubmerchantRejectRequest',
    success: [{ status: 200, description: 'Now rejected.', body: { kind: 'resource', name: 'Submerchant' } }],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
});

export function submerchantControlHandlers(state: SubmerchantState): RouteHandlers<typeof SUBMERCHANT_CONTROL_ROUTES> {
  const store = submerchantStore(state);
  const currentDocuments = (submerchantId: string) =>
    childrenOf(store.documents, submerchantId).filter((document) => document.replaced_at === null);

  return {
    // Approval approves the current documents that are still valid; expired ones stay as they are.
    approveSubmerchant: (c) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      const next = transition(submerchant, 'approve');
      const now = state.clock.now();
      const timestamp = now.toISOString();
      for (const document of currentDocuments(submerchant.id)) {
        if (documentStatusAt(document, now) === 'pending')
          Object.assign(document, { status: 'approved', updated_at: timestamp });
      }
      changeStatus(state, submerchant, { status: next, rejection_reason: null, updated_at: timestamp });
      emitEvent(state, submerchant.merchant_id, 'submerchant.active', submerchant);
      return ok(c, 200, 'Submerchant approved.', submerchant);
    },
    rejectSubmerchant: withJsonBody((c, raw) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      const next = transition(submerchant, 'reject');
      const body = validate(submerchantRejectSchema, raw);
      const current = new Map(currentDocuments(submerchant.id).map((document) => [document.id, document]));
      const unknown: ErrorDetail[] = body.document_ids.flatMap((id, index) =>
        current.has(id)
          ? []
          : [{ field: `document_ids.${index}`, message: 'is not a current document of this submerchant' }],
      );
      if (unknown.length > 0) throw validationError(unknown);
      const timestamp = state.clock.now().toISOString();
      for (const document of current.values()) {
        if (body.document_ids.includes(document.id)) {
          Object.assign(document, { status: 'rejected', rejection_reason: body.reason, updated_at: timestamp });
        }
      }
      changeStatus(state, submerchant, { status: next, rejection_reason: body.reason, updated_at: timestamp });
      emitEvent(state, submerchant.merchant_id, 'submerchant.rejected', submerchant);
      return ok(c, 200, 'Submerchant rejected.', submerchant);
    }),
  };
  // Rejection keeps documents pending unless `document_ids` names some to reject with the same reason.
}
