/**
 * Submerchant documents: store a record (replacing the current one of the same type and partner), list all.
 */
import type { Hono } from 'hono';
import type { SubmerchantDocumentRecord } from '../../interface/submerchant-records';
import { submerchantDocumentSchemaFor } from '../../interface/submerchant-document';
import { validationError } from '../api-error';
import type { SandboxEnv } from '../env';
import { ok, validate, withJsonBody } from '../http';
import { newId, type SandboxState } from '../state';
import { presentDocument, refuseQueryParameters } from './present';
import { childrenOf, requireEditable, requireSubmerchant, submerchantStore } from './store';

export function registerDocumentRoutes(routes: Hono<SandboxEnv>, state: SandboxState): void {
  const store = submerchantStore(state);

  routes.post('/:id/documents', withJsonBody((c, raw) => {
    const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
    requireEditable(submerchant);
    const now = state.clock.now();
    const fields = validate(submerchantDocumentSchemaFor({ entityType: submerchant.entity_type, now }), raw);
    const partnerId = fields.legal_representative_id;
    if (partnerId !== null) {
      const partner = store.partners.get(partnerId);
      if (!partner || partner.submerchant_id !== submerchant.id) {
        throw validationError([{ field: 'legal_representative_id', message: 'is not a legal representative of this submerchant' }]);
      }
    }
    const timestamp = now.toISOString();
    // Review uses only the current record: the earlier one of the same type and partner is marked replaced.
    for (const earlier of childrenOf(store.documents, submerchant.id)) {
      if (earlier.replaced_at === null && earlier.type === fields.type && earlier.legal_representative_id === partnerId) {
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
  }));

  routes.get('/:id/documents', (c) => {
    const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
    refuseQueryParameters(c);
    const now = state.clock.now();
    const documents = childrenOf(store.documents, submerchant.id).map((document) => presentDocument(document, now));
    return ok(c, 200, 'Documents retrieved.', documents);
  });
}
