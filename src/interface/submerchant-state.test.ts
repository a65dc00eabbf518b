import { describe, expect, it } from 'vitest';
import {
  SUBMERCHANT_ACTIONS,
  SUBMERCHANT_STATUSES,
  allowedSubmerchantActions,
  canEditRegistration,
  editProblem,
  nextSubmerchantStatus,
  transitionProblem,
} from './submerchant-state';

describe('submerchant status machine', () => {
  it('follows the interface: submit, approve / reject, request resubmission', () => {
    expect(nextSubmerchantStatus('pending', 'submit_for_review')).toBe('pending_review');
    expect(nextSubmerchantStatus('pending_review', 'approve')).toBe('active');
    expect(nextSubmerchantStatus('pending_review', 'reject')).toBe('rejected');
    expect(nextSubmerchantStatus('rejected', 'request_resubmission')).toBe('pending');
  });

  it('allows exactly those four transitions out of all 16 pairs', () => {
    const allowed = SUBMERCHANT_STATUSES.flatMap((status) =>
      SUBMERCHANT_ACTIONS.filter((action) => nextSubmerchantStatus(status, action) !== undefined).map(
        (action) => `${status}:${action}`,
      ),
    );
    expect(allowed.sort()).toEqual([
      'pending:submit_for_review',
      'pending_review:approve',
      'pending_review:reject',
      'rejected:request_resubmission',
    ]);
    expect(allowedSubmerchantActions('active')).toEqual([]);
    expect(allowedSubmerchantActions('pending_review')).toEqual(['approve', 'reject']);
  });

  it('explains a refused transition', () => {
    expect(transitionProblem('active', 'submit_for_review')).toBe(
      'submit for review is allowed only from status pending; the submerchant is active',
    );
    expect(transitionProblem('pending', 'submit_for_review')).toBeUndefined();
  });

  it('allows registration edits while pending or active only', () => {
    expect(SUBMERCHANT_STATUSES.filter(canEditRegistration)).toEqual(['pending', 'active']);
    expect(editProblem('pending_review')).toMatch(/under review/);
    expect(editProblem('rejected')).toMatch(/request resubmission/);
    expect(editProblem('active')).toBeUndefined();
  });
});
