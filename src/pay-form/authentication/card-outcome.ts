/**
 * A card charge's outcome, loaded on demand with the authentication dialog (see ../steps/step-controller): `pay-success`
 * means paid, so a charge whose reply did not say `captured` is confirmed through `status-url` as a Pix's is —
 * `pay-success` once captured, `pay-error` worded in the page's language when it failed. When nothing here can tell
 * (no `status-url`, or a read there fails), the attempt is `pending`: `pay-pending` with the reason, the buyer told
 * that the payment is being confirmed, and the outcome taken from a later read or from the page (`settle`). One rule for
 * a charge just created and for one whose issuer's challenge was just answered.
 */
import { AUTHENTICATION_FAILURE_REASONS } from '../../interface/card-authentication';
import { isRecord } from '../../interface/plain-object';
import type { Conclude } from '../core/conclusion';
import type { PayPendingReason } from '../core/events';
import type { PayFormLocale } from '../core/messages';
import type { SubmissionState } from '../core/state-machine';
import { chargeOf } from '../core/reply';
import { pollChargeStatus, StatusPollerError } from '../core/status-poller';
import { authenticationText, wordedReason } from './texts';
import { tellDeveloper } from '../core/console';

/** A card charge being confirmed: the page's word ends it (`settle`), a reset stops its reads. */
export interface CardConfirmation {
  settle(status: unknown): void;
  stop(): void;
}

/** What a card outcome uses of the element's parts (given by ../steps/step-controller, on the card path). */
export interface CardOutcomeContext {
  readonly host: HTMLElement & { statusUrl: string; readonly form: HTMLFormElement | null };
  readonly machine: Pick<SubmissionState, 'current'>;
  /** Ends the attempt: paid, pending, declined or failed. */
  readonly conclude: Conclude;
  /** The element's language now (its `locale`, else the nearest `lang`). */
  readonly locale: PayFormLocale;
  /** The charge being confirmed, until its outcome is known. */
  confirmation?: CardConfirmation;
}

/** `pay-error` codes of a card charge that did not end in a payment. */
const FAILURE_CODES = {
  authentication_failed: 'AUTHENTICATION_FAILED',
  authentication_expired: 'AUTHENTICATION_EXPIRED',
  authentication_unavailable: 'AUTHENTICATION_UNAVAILABLE',
  declined: 'CARD_DECLINED',
} as const;

/**
 * Follows the charge of `body` (the back end's reply) to its outcome once its status is known to be `told` (the reply's, or what the
 * issuer's page said). With `status-url` and the charge's id the outcome is read there — at once, the charge having
 * just moved — and, while pending, again as a Pix's is. A failure told is a failure; anything else not read there is
 * `pending` (`pend`), and a later read still ends it.
 */
export function confirmOutcome(
  context: CardOutcomeContext,
  body: Record<string, unknown>,
  chargeId: string,
  told: unknown,
) {
  const { host } = context;
  let stopReads = () => {};
  const confirmation: CardConfirmation = {
    // The page's word counts only once nothing here could tell.
    settle: (status) => {
      if (context.machine.current !== 'pending' || (status !== 'captured' && status !== 'failed')) return;
      end(status, body);
    },
    stop: () => stopReads(),
  };
  context.confirmation = confirmation;
  const end = (status: unknown, reply: Record<string, unknown>) => {
    confirmation.stop();
    if (context.confirmation === confirmation) context.confirmation = undefined;
    if (status === 'captured') succeed(context, body, status);
    else fail(context, failureReason(reply));
  };
  const unread = (reason: PayPendingReason) => (told === 'failed' ? end(told, body) : pend(context, body, reason));
  if (!host.statusUrl) return unread('STATUS_URL_MISSING');
  if (!chargeId) return unread('CHARGE_ID_MISSING');
  let last: Record<string, unknown> = {};
  try {
    stopReads = pollChargeStatus({
      statusUrl: host.statusUrl,
      chargeId,
      document: host.ownerDocument,
      readAtOnce: true,
      onStatus: (_status, reply) => {
        last = reply;
      },
      // The charge may be paid: the buyer is told it is being confirmed while the reads go on.
      onFailure: () => unread('STATUS_UNREADABLE'),
      onOutcome: (outcome) => end(outcome, last),
    });
  } catch (error) {
    tellDeveloper('warn', 'CARD_OUTCOME_UNCONFIRMED', error);
    unread(error instanceof StatusPollerError ? error.code : 'STATUS_UNREADABLE');
  }
}

/**
 * The issuer's page ran out of time (its `expires_at`) with no answer: the outcome read through `status-url` as any
 * other (the service says `authentication_expired`); without it, what the time tells.
 */
export function confirmExpired(context: CardOutcomeContext, body: Record<string, unknown>, chargeId: string) {
  if (!context.host.statusUrl || !chargeId) return fail(context, AUTHENTICATION_FAILURE_REASONS.expired);
  confirmOutcome(context, body, chargeId, 'failed');
}

/**
 * The outcome cannot be learned here (yet): `pay-pending` once, with the reason, and the buyer told that the payment is
 * being confirmed. The attempt stays unpayable until a later read, the page's `settle(status)` or `reset()`.
 */
function pend(context: CardOutcomeContext, body: Record<string, unknown>, reason: PayPendingReason) {
  context.conclude({ kind: 'pending', reply: body, reason });
}

function succeed(context: CardOutcomeContext, body: Record<string, unknown>, chargeStatus: string) {
  // The back end's reply, with the charge's status as it now stands.
  const detail = isRecord(body.data)
    ? { ...body, data: { ...body.data, status: chargeStatus } }
    : { ...body, status: chargeStatus };
  context.conclude({ kind: 'paid', reply: detail });
}

/** Nothing was paid: the reason worded; a declined card leaves the card entry ready for another card. */
function fail(context: CardOutcomeContext, reason: unknown) {
  const worded = wordedReason(reason);
  context.conclude({
    kind: 'failed',
    code: FAILURE_CODES[worded],
    message: authenticationText(context.locale)[worded],
    declined: worded === 'declined',
  });
}

/** `failure_reason` of a reply or a status read (at the top level or under `data`). */
const failureReason = (reply: Record<string, unknown>): unknown => chargeOf(reply).failure_reason;
