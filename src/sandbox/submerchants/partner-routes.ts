/**
 * Legal representatives (partners) of a pj submerchant: upsert by document, list, delete with its documents.
 */
import { ROOT_FIELD } from '../../interface/errors';
import type { DeletedLegalRepresentative, LegalRepresentativeRecord } from '../../interface/submerchant-records';
import { legalRepresentativeSchema } from '../../interface/submerchant-partner';
import { validationError } from '../kernel/api-error';
import { ok, validate, withJsonBody } from '../kernel/http';
import { newId } from '../kernel/state';
import type { SubmerchantState } from './state';
import { refuseQueryParameters } from './present';
import { childrenOf, requireChild, requireEditable, requireSubmerchant, submerchantStore } from './store';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { V1_ROUTE, TAGS, pathId, SUBMERCHANT_ID, SUBMERCHANT_EDIT_RULE } from '../route-spec/operation-spec';
import { V1_ROUTES } from '../../interface/paths';

/** Legal representatives of a submerchant. */
export const PARTNER_ROUTES = defineRoutes({
  upsertLegalRepresentative: {
    ...V1_ROUTE,
    method: 'post',
    path: V1_ROUTES.legalRepresentatives,
    tag: TAGS.submerchants,
    summary: 'Add a partner, or update the one with the same document',
    description: `pj submerchants only (a pf one: 422). ${SUBMERCHANT_EDIT_RULE}`,
    parameters: [SUBMERCHANT_ID],
    body: 'LegalRepresentativeRequest',
    success: [
      { status: 201, description: 'Partner created.', body: { kind: 'resource', name: 'LegalRepresentative' } },
      {
        status: 200,
        description: 'The partner with this document was updated.',
        body: { kind: 'resource', name: 'LegalRepresentative' },
      },
    ],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  listLegalRepresentatives: {
    ...V1_ROUTE,
    method: 'get',
    path: V1_ROUTES.legalRepresentatives,
    tag: TAGS.submerchants,
    summary: 'List partners',
    description: 'Not paged; takes no query parameters (any is 422).',
    parameters: [SUBMERCHANT_ID],
    success: [{ status: 200, description: 'Every partner.', body: { kind: 'array', name: 'LegalRepresentative' } }],
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
  },
  deleteLegalRepresentative: {
    ...V1_ROUTE,
    method: 'delete',
    path: V1_ROUTES.legalRepresentative,
    tag: TAGS.submerchants,
    summary: 'Remove a partner and the documents linked to it',
    description: SUBMERCHANT_EDIT_RULE,
    parameters: [SUBMERCHANT_ID, pathId('repId', 'legal representative')],
    success: [
      {
        status: 200,
        description: 'The removed partner.',
        body: { kind: 'resource', name: 'DeletedLegalRepresentative' },
      },
    ],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
});

export function partnerHandlers(state: SubmerchantState): RouteHandlers<typeof PARTNER_ROUTES> {
  const store = submerchantStore(state);
  return {
    upsertLegalRepresentative: withJsonBody((c, raw) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      requireEditable(submerchant);
      if (submerchant.entity_type === 'pf') {
        // The interface: a pf's personal data belongs to the submerchant record itself.
        throw validationError(
          [{ field: ROOT_FIELD, message: 'a pf (individual) submerchant has no legal representatives' }],
          'A pf submerchant has no legal representatives; its personal data is on the submerchant record.',
        );
      }
      const fields = validate(legalRepresentativeSchema, raw);
      const now = state.clock.now().toISOString();
      const existing = childrenOf(store.partners, submerchant.id).find(
        (partner) => partner.document === fields.document,
      );
      if (existing) {
        // Idempotent upsert: the partner becomes exactly what was sent; id and created_at stay.
        const updated: LegalRepresentativeRecord = { ...existing, ...fields, updated_at: now };
        store.partners.set(updated.id, updated);
        return ok(c, 200, 'Legal representative updated.', updated);
      }
      const created: LegalRepresentativeRecord = {
        id: newId(),
        submerchant_id: submerchant.id,
        ...fields,
        created_at: now,
        updated_at: now,
      };
      store.partners.set(created.id, created);
      return ok(c, 201, 'Legal representative created.', created);
    }),
    listLegalRepresentatives: (c) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      refuseQueryParameters(c);
      return ok(c, 200, 'Legal representatives retrieved.', childrenOf(store.partners, submerchant.id));
    },
    deleteLegalRepresentative: (c) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      const partner = requireChild(store.partners, submerchant.id, c.req.param('repId'), 'Legal representative');
      requireEditable(submerchant);
      const deletedDocumentIds: string[] = [];
      // Cascade: every record linked to the partner goes, replaced ones included.
      for (const document of childrenOf(store.documents, submerchant.id)) {
        if (document.legal_representative_id === partner.id) {
          store.documents.delete(document.id);
          deletedDocumentIds.push(document.id);
        }
      }
      store.partners.delete(partner.id);
      const data: DeletedLegalRepresentative = { ...partner, deleted_document_ids: deletedDocumentIds };
      return ok(c, 200, 'Legal representative deleted with its documents.', data);
    },
  };
}
