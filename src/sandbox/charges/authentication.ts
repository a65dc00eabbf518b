/**
 * Card authentication (3-D Secure) in the sandbox (docs/service.md, "Card authentication (3-D Secure) and debit
 * cards"): what a charge asks for, what the card's issuer does (the test cards decide), a challenge waiting for the
 * buyer and how it ends. A transparent charge is processed here at creation, a hosted one when the card is typed.
 */
import { isSameToken, newPageToken } from '../kernel/page-token';
import {
  AUTHENTICATION_FAILURE_REASONS,
  AUTHENTICATION_TTL_SECONDS,
  type AuthenticationOutcome,
  type AuthenticationRequest,
} from '../../interface/card-authentication';
import type { PaymentMethod } from '../../interface/charge-values';
import type { CardOutcome } from '../card-tokens/card-outcome';
import { ApiError } from '../kernel/api-error';
import { awaitPayment } from './deadline';
import { settleCharge, type ChargeOutcome } from './settle';
import type { ChargeRecord, ChargeState } from './state';

/** Bytes of the issuer's page token (as long as the hosted page's). */

const UNAVAILABLE: ChargeOutcome = { status: 'failed', failure_reason: AUTHENTICATION_FAILURE_REASONS.unavailable };

/**
 * What a card charge asks for: a debit card always `required`, whatever it sent (it cannot go on unauthenticated); a
 * credit card what it sent (null: not asked).
 */
export function askedAuthentication(
  method: PaymentMethod,
  requested: AuthenticationRequest | undefined,
): AuthenticationRequest | null {
  if (method === 'debit_card') return 'required';
  if (method === 'credit_card') return requested ?? null;
  return null;
}

/**
 * Processes a card charge with its card's outcome, authenticating first when asked (`origin`: the one the caller
 * addressed, where the issuer's page is shown). Returns the step that settles
 * the charge (run it once the reply is built), or null when a challenge now waits for the buyer.
 */
export function processCard(
  state: ChargeState,
  record: ChargeRecord,
  outcome: CardOutcome,
  origin: string,
): (() => void) | null {
  const asked = record.authenticationAsked;
  record.challenge = null;
  if (asked === null) {
    record.authentication = null;
    return () => settleCharge(state, record, outcome);
  }
  switch (outcome.enrolment) {
    case 'frictionless':
      record.authentication = { status: 'succeeded', challenged: false };
      return () => settleCharge(state, record, outcome);
    case 'unenrolled':
      record.authentication = { status: 'unavailable', challenged: false };
      // Only `if_available` may go on without it; `required` (and every debit card) fails.
      return () => settleCharge(state, record, asked === 'if_available' ? outcome : UNAVAILABLE);
    case 'challenge':
      openChallenge(state, record, outcome, origin);
      return null;
  }
}

function openChallenge(state: ChargeState, record: ChargeRecord, outcome: CardOutcome, origin: string): void {
  const expiresAtMs = state.clock.now().getTime() + AUTHENTICATION_TTL_SECONDS * 1000;
  record.challenge = {
    token: newPageToken(),
    expires_at: new Date(expiresAtMs).toISOString(),
    expiresAtMs,
    origin,
    outcome,
  };
  record.authentication = { status: 'challenge_required', challenged: true };
  awaitPayment(state, record);
}

/** Whether `record` has a challenge waiting for the buyer's answer. */
export const challengeWaiting = (record: ChargeRecord): boolean =>
  record.status === 'pending' && record.challenge !== null && record.authentication?.status === 'challenge_required';

/**
 * The buyer's answer (the issuer's page, the sandbox control) or the deadline: `succeeded` lets the charge go on
 * with its card's outcome; `failed` and `expired` fail it. 409 INVALID_STATE when no challenge waits.
 */
export function finishChallenge(
  state: ChargeState,
  record: ChargeRecord,
  answer: AuthenticationOutcome | 'expired',
): void {
  if (!challengeWaiting(record) || record.challenge === null) {
    throw new ApiError(
      'INVALID_STATE',
      `No authentication challenge is waiting on this charge (it is ${record.status}).`,
    );
  }
  record.authentication = { status: answer, challenged: true };
  const outcome: ChargeOutcome =
    answer === 'succeeded'
      ? record.challenge.outcome
      : { status: 'failed', failure_reason: AUTHENTICATION_FAILURE_REASONS[answer] };
  settleCharge(state, record, outcome);
}

/** Whether `given` is the token of `record`'s challenge (compared in constant time). */
export function isChallengeToken(record: ChargeRecord, given: string | undefined): boolean {
  return isSameToken(record.challenge?.token, given);
}
