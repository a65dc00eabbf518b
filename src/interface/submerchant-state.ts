/**
 * The submerchant status machine (docs/service.md, "Submerchants") as a pure table.
 * No zod: a browser may show which actions are available.
 */

export const SUBMERCHANT_STATUSES = ['pending', 'pending_review', 'active', 'rejected'] as const;
export type SubmerchantStatus = (typeof SUBMERCHANT_STATUSES)[number];

export const SUBMERCHANT_ACTIONS = ['submit_for_review', 'approve', 'reject', 'request_resubmission'] as const;
export type SubmerchantAction = (typeof SUBMERCHANT_ACTIONS)[number];

/** Each action is allowed from exactly one status; anything else is 409 INVALID_STATE. */
export const SUBMERCHANT_TRANSITIONS: Readonly<
  Record<SubmerchantAction, { from: SubmerchantStatus; to: SubmerchantStatus }>
> = {
  submit_for_review: { from: 'pending', to: 'pending_review' },
  approve: { from: 'pending_review', to: 'active' },
  reject: { from: 'pending_review', to: 'rejected' },
  request_resubmission: { from: 'rejected', to: 'pending' },
};

/** The status `action` leads to from `current`, or `undefined` when the action is not allowed there. */
export function nextSubmerchantStatus(
  current: SubmerchantStatus,
  action: SubmerchantAction,
): SubmerchantStatus | undefined {
  const transition = SUBMERCHANT_TRANSITIONS[action];
  return transition.from === current ? transition.to : undefined;
}

/** The actions allowed from `status`. */
export function allowedSubmerchantActions(status: SubmerchantStatus): SubmerchantAction[] {
  return SUBMERCHANT_ACTIONS.filter((action) => SUBMERCHANT_TRANSITIONS[action].from === status);
}

/**
 * Partners, documents and addresses change while the submerchant is `pending` (building the registration) or
 * `active` (keeping it current: an expired document must be sent again, a company moves). Under review the
 * operator must see a stable registration, and a rejected one goes back to pending through
 * request-resubmission first (the interface's "request-resubmission, then edits" order).
 */
export function canEditRegistration(status: SubmerchantStatus): boolean {
  return status === 'pending' || status === 'active';
}

/** Why `action` is refused from `status` (the 409 message), or `undefined` when it is allowed. */
export function transitionProblem(status: SubmerchantStatus, action: SubmerchantAction): string | undefined {
  const transition = SUBMERCHANT_TRANSITIONS[action];
  if (transition.from === status) return undefined;
  return `${action.replaceAll('_', ' ')} is allowed only from status ${transition.from}; the submerchant is ${status}`;
}

/** The 409 message for an edit refused by `canEditRegistration`, or `undefined` when edits are allowed. */
export function editProblem(status: SubmerchantStatus): string | undefined {
  if (status === 'pending_review')
    return 'the registration cannot change while the submerchant is under review (pending_review)';
  if (status === 'rejected')
    return 'the submerchant was rejected: request resubmission before changing the registration';
  return undefined;
}
