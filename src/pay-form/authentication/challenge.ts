/**
 * The card outcome's module, loaded on demand when a card charge's reply did not say it is captured (see
 * ../steps/show-step; dist/cdn/pay-form-authentication.js): the card authentication (3-D Secure) challenge — the
 * issuer's page framed in a modal dialog, its completion message taken only from that frame and the service's origin —
 * then, as for any card charge, the outcome confirmed through `status-url` (./card-outcome). The dialog is a child of
 * the element in the page's own tree, as the secure card fields' frame is: every engine's automation (and the page's)
 * reaches it.
 */
import { isRecord } from '../../interface/plain-object';
import { replyPaymentFields } from '../core/reply';
import { html, uniqueId } from '../steps/step-dom';
import { type CardOutcomeContext, chargeOf, confirmOutcome } from './card-outcome';
import { challengePageUrl, completionStatus } from './rules';
import { authenticationText } from './texts';

/** What the challenge uses of the element's parts. */
export type ChallengeContext = CardOutcomeContext;

/**
 * A card charge's reply that did not say it is captured: the issuer's challenge it asks for, else its outcome
 * confirmed (./card-outcome).
 */
export function settleCard(context: CardOutcomeContext, body: Record<string, unknown>, serviceBase: string): void {
  if (replyPaymentFields(body)?.authentication) return showChallenge(context, body, serviceBase);
  const charge = chargeOf(body);
  confirmOutcome(context, body, typeof charge.id === 'string' ? charge.id : '', charge.status);
}

/** Marks the dialog for the page's styles and tests: `pay-form [data-pay-authentication]`. */
export const DIALOG_ATTRIBUTE = 'data-pay-authentication';
/** The framed page's height: the sandbox's page, and issuers' pages, fit in it without scrolling on a phone. */
const FRAME_HEIGHT = '26rem';

const SUBMIT_BUTTON = 'button:not([type]), [type="submit"]';

/**
 * Shows the issuer's page of the charge `body` (a success reply with `payment_fields.authentication`) when it is on
 * the service's origin (`serviceBase`), and follows the challenge to `pay-success` or `pay-error`.
 */
export function showChallenge(context: ChallengeContext, body: Record<string, unknown>, serviceBase: string): void {
  const { host, status, locale } = context;
  const document = host.ownerDocument;
  const view = document.defaultView;
  const text = authenticationText(locale);
  const charge = chargeOf(body);
  const chargeId = typeof charge.id === 'string' ? charge.id : '';
  const serviceOrigin = originOf(serviceBase);
  const fields = replyPaymentFields(body);
  const page = isRecord(fields?.authentication) ? fields.authentication.url : undefined;
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

function originOf(base: string): string {
  try {
    return new URL(base).origin;
  } catch {
    return '';
  }
}
