import { isRecord } from '../../interface/plain-object';

/** The final state of an accepted payment, as the buyer is told it. */
export type PaymentOutcome = 'approved' | 'declined';

/**
 * The outcome a success reply tells, from the charge's `status` under `data` (the envelope) or at the top level: only
 * the final statuses (docs/service.md, "Charges") tell one; `pending` does not.
 */
export function outcomeOf(body: Record<string, unknown>): PaymentOutcome | undefined {
  const status = isRecord(body.data) && 'status' in body.data ? body.data.status : body.status;
  if (status === 'captured') return 'approved';
  return status === 'failed' ? 'declined' : undefined;
}
