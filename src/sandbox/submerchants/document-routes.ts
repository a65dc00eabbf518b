/**
 * Submerchant documents: store a record (replacing the current one of the same type and partner), list all.
 */
import type { SubmerchantDocumentRecord } from '../../interface/submerchant-records';
import { submerchantDocumentSchemaFor } from '../../interface/submerchant-document';
import { validationError } from '../kernel/api-error';
import { ok, validate, withJsonBody } from '../kernel/http';
import { newId } from '../kernel/state';
import type { SubmerchantState } from './state';
import { presentDocument, refuseQueryParameters } from './present';
import { childrenOf, requireEditable, requireSubmerchant, submerchantStore } from './store';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { V1_ROUTE, TAGS, SUBMERCHANT_ID, SUBMERCHANT_EDIT_RULE } from '../route-spec/operation-spec';
import { V1_ROUTES } from '../../interface/paths';

/** Documents of a submerchant. */
export const DOCUMENT_ROUTES = defineRoutes({
  createSubmerchantDocument: {
    ...V1_ROUTE,
    method: 'post',
    path: V1_ROUTES.documents,
    tag: TAGS.submerchants,
    summary: 'Store a document record (the file stays in your storage)',
    description: `The type must suit the submerchant's entity type; partner_ types need legal_representative_id, others must not have it. The current document of the same type (and partner) is marked replaced. ${SUBMERCHANT_EDIT_RULE}`,
    parameters: [SUBMERCHANT_ID],
    body: 'SubmerchantDocumentCreateRequest',
    success: [
      { status: 201, description: 'Document stored.', body: { kind: 'resource', name: 'SubmerchantDocument' } },
    ],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  listSubmerchantDocuments: {
    ...V1_ROUTE,
    method: 'get',
    path: V1_ROUTES.documents,
    tag: TAGS.submerchants,
    summary: 'List documents, replaced ones included',
    description: 'Not paged; takes no query parameters (any is 422).',
    parameters: [SUBMERCHANT_ID],
    success: [
      { status: 200, description: 'Every document record.', body: { kind: 'array', name: 'SubmerchantDocument' } },
    ],
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
  },
});

export function documentHandlers(state: SubmerchantState): RouteHandlers<typeof DOCUMENT_ROUTES> {
  const store = submerchantStore(state);
  return {
    createSubmerchantDocument: withJsonBody((c, raw) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      requireEditable(submerchant);
      const now = state.clock.now();
      const fields = validate(submerchantDocumentSchemaFor({ entityType: submerchant.entity_type, now }), raw);
      const partnerId = fields.legal_representative_id;
      if (partnerId !== null) {
        const partner = store.partners.get(partnerId);
        if (!partner || partner.submerchant_id !== submerchant.id) {
          throw validationError([
            { field: 'legal_representative_id', message: 'is not a legal representative of this submerchant' },
          ]);
        }
      }
      const timestamp = now.toISOString();
      // Review uses only the current record: the earlier one of the same type and partner is marked replaced.
      for (const earlier of childrenOf(store.documents, submerchant.id)) {
        if (
          earlier.replaced_at === null &&
          earlier.type === fields.type &&
          earlier.legal_representative_id === partnerId
        ) {
          Object.assign(earlier, { replaced_at: timestamp, updated_at: timestamp });
        }
      }
      const record: SubmerchantDocumentRecord = {
        id: newId(),
        submerchant_id: submerchant.id,
        ...fields,
        status: 'pending',
        rejection_reason: null,
        replaced_at: null,
        created_at: timestamp,
        updated_at: timestamp,
      };
      store.documents.set(record.id, record);
      return ok(c, 201, 'Document stored.', presentDocument(record, now));
    }),
    listSubmerchantDocuments: (c) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      refuseQueryParameters(c);
      const now = state.clock.now();
      const documents = childrenOf(store.documents, submerchant.id).map((document) => presentDocument(document, now));
      return ok(c, 200, 'Documents retrieved.', documents);
    },
  };
}
