/**
 * Sandbox controls that play the operator team (docs/service.md, "Sandbox controls"):
 * `POST /sandbox/submerchants/{id}/approve` (no body) and `POST /sandbox/submerchants/{id}/reject`.
 */
import { z } from 'zod';
import { NOTES_MAX_LENGTH, optional, requiredText } from './submerchant-fields';

export const MAX_REJECTED_DOCUMENTS = 50;

/**
 * Reject body. `document_ids` (a sandbox addition) names current documents to mark `rejected` with the same
 * reason, so the "rejected document: send it again" path can be exercised; the others stay pending.
 */
export const submerchantRejectSchema = z.strictObject({
  reason: requiredText(NOTES_MAX_LENGTH),
  document_ids: optional(
    z
      .array(
        z.uuid({ error: 'must be a document uuid' }).transform((id) => id.toLowerCase()),
        { error: 'must be an array' },
      )
      .max(MAX_REJECTED_DOCUMENTS, `must have at most ${MAX_REJECTED_DOCUMENTS} items`),
  ).transform((ids) => [...new Set(ids ?? [])]),
});

export type SubmerchantRejectRequest = z.input<typeof submerchantRejectSchema>;
