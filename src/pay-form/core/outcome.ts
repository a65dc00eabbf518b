import { isRecord } from '../../interface/plain-object';

/** What the buyer is told of an accepted card payment below the form (`result approved`, `result pending`). */
export type ShownResult = 'approved' | 'pending';

/**
 * The charge's `status` as a reply tells it, under `data` (the envelope) or at the top level: `captured` is the only one
 * that makes an attempt paid (docs/service.md, "Charges").
 */
export function chargeStatusOf(body: Record<string, unknown>): unknown {
  return isRecord(body.data) && 'status' in body.data ? body.data.status : body.status;
}
