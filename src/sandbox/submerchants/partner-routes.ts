/**
 * Legal representatives (partners) of a pj submerchant: upsert by document, list, delete with its documents.
 */
import type { Hono } from 'hono';
import { ROOT_FIELD } from '../../interface/errors';
import type { DeletedLegalRepresentative, LegalRepresentativeRecord } from '../../interface/submerchant-records';
import { legalRepresentativeSchema } from '../../interface/submerchant-partner';
import { validationError } from '../api-error';
import type { SandboxEnv } from '../env';
import { ok, validate, withJsonBody } from '../http';
import { newId, type SandboxState } from '../state';
import { refuseQueryParameters } from './present';
import { childrenOf, requireChild, requireEditable, requireSubmerchant, submerchantStore } from './store';

export function registerPartnerRoutes(routes: Hono<SandboxEnv>, state: SandboxState): void {
  const store = submerchantStore(state);

  routes.post('/:id/legal-representatives', withJsonBody((c, raw) => {
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
    const existing = childrenOf(store.partners, submerchant.id).find((partner) => partner.document === fields.document);
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
  }));

  routes.get('/:id/legal-representatives', (c) => {
    const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
    refuseQueryParameters(c);
    return ok(c, 200, 'Legal representatives retrieved.', childrenOf(store.partners, submerchant.id));
  });

  routes.delete('/:id/legal-representatives/:repId', (c) => {
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
  });
}
