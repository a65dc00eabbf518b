/**
 * A card charge's outcome, loaded on demand with the authentication dialog (see ../steps/show-step): `pay-success`
 * means paid, so a charge whose reply did not say `captured` is confirmed through `status-url` as a Pix's is —
 * `pay-success` once captured, `pay-error` worded in the page's language when it failed. Without `status-url` nothing
 * can confirm it: `pay-success` then says `confirmed: false`. One rule for a charge just created and for one whose
 * issuer's challenge was just answered.
 */
import { AUTHENTICATION_FAILURE_REASONS } from '../../interface/card-authentication';
import { isRecord } from '../../interface/plain-object';
import type { PayFormLocale } from '../core/messages';
import type { SubmissionState } from '../core/state-machine';
import type { Status } from '../core/status';
import { pollChargeStatus } from '../steps/status-poller';
import { authenticationText, wordedReason } from './texts';
import { tellDeveloper } from '../core/console';

/** What a card outcome uses of the element's parts (given by ../steps/show-step, on the card path). */
export interface CardOutcomeContext {
  readonly host: HTMLElement & { statusUrl: string; readonly form: HTMLFormElement | null };
  readonly machine: SubmissionState;
  readonly status: Status;
  /** The element's language now (its `locale`, else the nearest `lang`). */
  readonly locale: PayFormLocale;
}

/** `pay-error` codes of a card charge that did not end in a payment. */
const FAILURE_CODES = {
  authentication_failed: 'AUTHENTICATION_FAILED',
  authentication_expired: 'AUTHENTICATION_EXPIRED',
  authentication_unavailable: 'AUTHENTICATION_UNAVAILABLE',
  declined: 'CARD_DECLINED',
} as const;

/** The charge of a reply: the service's envelope passed on (`data`), or the charge itself. */
export const chargeOf = (body: Record<string, unknown>): Record<string, unknown> =>
  isRecord(body.data) ? body.data : body;

/**
 * Settles the charge of `body` (the back end's reply) once its status is known to be `told` (the reply's, or what the
 * issuer's page said). With `status-url` and the charge's id the outcome is read there — at once, the charge having
 * just moved — and, while pending, again as a Pix's is; otherwise `told` is all there is.
 */
export function confirmOutcome(
  context: CardOutcomeContext,
  body: Record<string, unknown>,
  chargeId: string,
  told: unknown,
) {
  const { host } = context;
  const unconfirmed = () =>
    told === 'failed' ? fail(context, failureReason(body)) : succeed(context, body, told, false);
  if (!host.statusUrl || !chargeId) return unconfirmed();
  let last: Record<string, unknown> = {};
  try {
    pollChargeStatus({
      statusUrl: host.statusUrl,
      chargeId,
      document: host.ownerDocument,
      readAtOnce: true,
      onStatus: (_status, reply) => {
        last = reply;
      },
      onOutcome: (outcome) =>
        outcome === 'captured' ? succeed(context, body, outcome, true) : fail(context, failureReason(last)),
    });
  } catch (error) {
    tellDeveloper('warn', 'CARD_OUTCOME_UNCONFIRMED', error);
    unconfirmed();
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

function succeed(
  context: CardOutcomeContext,
  body: Record<string, unknown>,
  chargeStatus: unknown,
  confirmed: boolean,
) {
  // The back end's reply, with the charge's status as it now stands.
  const detail =
    typeof chargeStatus !== 'string'
      ? body
      : isRecord(body.data)
        ? { ...body, data: { ...body.data, status: chargeStatus } }
        : { ...body, status: chargeStatus };
  context.status.paid(detail, confirmed);
}

/** Nothing was paid: the reason worded; a declined card leaves the card entry ready for another card. */
function fail(context: CardOutcomeContext, reason: unknown) {
  const { status, locale } = context;
  const worded = wordedReason(reason);
  if (worded === 'declined') status.onDeclined?.();
  status.fail(0, FAILURE_CODES[worded], authenticationText(locale)[worded]);
}

/** `failure_reason` of a reply or a status read (at the top level or under `data`). */
const failureReason = (reply: Record<string, unknown>): unknown => chargeOf(reply).failure_reason;
