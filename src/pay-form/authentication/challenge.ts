/**
 * The card authentication (3-D Secure) challenge, loaded on demand when a reply asks for one (see ../steps/show-step):
 * the issuer's page framed in a modal dialog, its completion message taken only from that frame and the service's
 * origin, then the charge's outcome confirmed through `status-url` as a Pix's is. The dialog is a child of the element
 * in the page's own tree, as the secure card fields' frame is: every engine's automation (and the page's) reaches it.
 */
import { emit } from '../core/events';
import type { PayFormLocale } from '../core/messages';
import { isObject, replyPaymentFields } from '../core/reply';
import type { SubmissionState } from '../core/state-machine';
import type { Status } from '../core/status';
import { html, uniqueId } from '../steps/step-dom';
import { pollChargeStatus } from '../steps/status-poller';
import { challengePageUrl, completionStatus } from './rules';
import { authenticationText, wordedReason } from './texts';

/** What the challenge uses of the element's parts (given by ../steps/show-step, on the card path). */
export interface ChallengeContext {
  readonly host: HTMLElement & { statusUrl: string; readonly form: HTMLFormElement | null };
  readonly machine: SubmissionState;
  readonly status: Status;
  /** The element's language now (its `locale`, else the nearest `lang`). */
  readonly locale: PayFormLocale;
}

/** Marks the dialog for the page's styles and tests: `pay-form [data-pay-authentication]`. */
export const DIALOG_ATTRIBUTE = 'data-pay-authentication';
/** The framed page's height: the sandbox's page, and issuers' pages, fit in it without scrolling on a phone. */
const FRAME_HEIGHT = '26rem';

const SUBMIT_BUTTON = 'button:not([type]), [type="submit"]';

/** `pay-error` codes of a challenge that did not end in a payment. */
const FAILURE_CODES = {
  authentication_failed: 'AUTHENTICATION_FAILED',
  authentication_expired: 'AUTHENTICATION_EXPIRED',
  authentication_unavailable: 'AUTHENTICATION_UNAVAILABLE',
  declined: 'CARD_DECLINED',
} as const;

/**
 * Shows the issuer's page of the charge `body` (a success reply with `payment_fields.authentication`) when it is on
 * the service's origin (`serviceBase`), and follows the challenge to `pay-success` or `pay-error`.
 */
export function showChallenge(context: ChallengeContext, body: Record<string, unknown>, serviceBase: string): void {
  const { host, status, locale } = context;
  const document = host.ownerDocument;
  const view = document.defaultView;
  const text = authenticationText(locale);
  const charge = isObject(body.data) ? body.data : body;
  const chargeId = typeof charge.id === 'string' ? charge.id : '';
  const serviceOrigin = originOf(serviceBase);
  const fields = replyPaymentFields(body);
  const page = isObject(fields?.authentication) ? fields.authentication.url : undefined;
  const src = view && serviceOrigin && challengePageUrl(page, serviceOrigin, view.location.origin, locale);
  if (!view || !src || !chargeId) {
    return status.fail(0, 'AUTHENTICATION_NOT_ALLOWED', text.authentication_unavailable);
  }

  // Where the buyer was: focus goes back there once the dialog closes. The Pay button, disabled while the attempt is
  // in flight, lost the focus to the body meanwhile: it is where the buyer was.
  const active = document.activeElement;
  const returnTo =
    active instanceof HTMLElement && active !== document.body
      ? active
      : host.form?.querySelector<HTMLElement>(SUBMIT_BUTTON);
  const titleId = uniqueId('pay-authentication-title');
  const title = html(document, 'h2', { id: titleId, tabindex: '-1' }, [text.title]);
  const frame = html(document, 'iframe', { src, title: text.frameTitle });
  const cancel = html(document, 'button', { type: 'button' }, [text.cancel]);
  const dialog = html(document, 'dialog', { 'aria-labelledby': titleId, [DIALOG_ATTRIBUTE]: '' }, [
    title,
    frame,
    cancel,
  ]);
  // Through the CSSOM: a page whose CSP refuses inline style attributes still lays it out.
  Object.assign(dialog.style, { width: 'min(32rem, calc(100vw - 2rem))', boxSizing: 'border-box' });
  Object.assign(frame.style, { display: 'block', width: '100%', height: FRAME_HEIGHT, border: '0' });

  let open = true;
  const close = () => {
    open = false;
    view.removeEventListener('message', onMessage);
    dialog.close();
    dialog.remove();
  };
  const restoreFocus = () => {
    if (returnTo?.isConnected) returnTo.focus();
  };
  const onMessage = (event: MessageEvent) => {
    const told = completionStatus(event, frame.contentWindow, serviceOrigin, chargeId);
    if (!open || told === undefined) return;
    close();
    restoreFocus();
    confirmOutcome(context, body, chargeId, told);
  };
  const abandon = () => {
    if (!open) return;
    close();
    status.fail(0, 'AUTHENTICATION_CANCELLED', text.cancelled);
    restoreFocus();
  };

  view.addEventListener('message', onMessage);
  // Escape: the dialog's own `cancel`, closed here so the buyer is told and the form is given back.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    abandon();
  });
  cancel.addEventListener('click', abandon);
  host.append(dialog);
  dialog.showModal();
  title.focus();
}

/**
 * The page said the challenge is answered (`told`: the charge's status then). With `status-url` the outcome is read
 * there, as a Pix's is; without it the page's word is all there is, and `pay-success` says it is not confirmed.
 */
function confirmOutcome(context: ChallengeContext, body: Record<string, unknown>, chargeId: string, told: string) {
  const { host } = context;
  const unconfirmed = () => (told === 'failed' ? fail(context, undefined) : succeed(context, body, told, false));
  if (!host.statusUrl) return unconfirmed();
  let last: Record<string, unknown> = {};
  try {
    pollChargeStatus({
      statusUrl: host.statusUrl,
      chargeId,
      document: host.ownerDocument,
      onStatus: (_status, reply) => {
        last = reply;
      },
      onOutcome: (outcome) =>
        outcome === 'captured' ? succeed(context, body, outcome, true) : fail(context, failureReason(last)),
    });
  } catch (error) {
    console.warn('[pay-form] the authenticated charge’s outcome is not confirmed:', error);
    unconfirmed();
  }
}

function succeed(context: ChallengeContext, body: Record<string, unknown>, chargeStatus: string, confirmed: boolean) {
  const { host, machine, status } = context;
  // The reply that asked for the challenge, with the charge's status as it now stands.
  const detail: Record<string, unknown> = isObject(body.data)
    ? { ...body, data: { ...body.data, status: chargeStatus } }
    : { ...body, status: chargeStatus };
  if (!confirmed) detail.confirmed = false;
  machine.enter('succeed');
  status.succeed(detail);
  emit(host, 'pay-success', detail);
}

function fail(context: ChallengeContext, reason: unknown) {
  const { status, locale } = context;
  const worded = wordedReason(reason);
  if (worded === 'declined') status.onDeclined?.();
  status.fail(0, FAILURE_CODES[worded], authenticationText(locale)[worded]);
}

/** `failure_reason` of a status read (at the top level or under `data`). */
function failureReason(reply: Record<string, unknown>): unknown {
  return isObject(reply.data) ? reply.data.failure_reason : reply.failure_reason;
}

function originOf(base: string): string {
  try {
    return new URL(base).origin;
  } catch {
    return '';
  }
}
