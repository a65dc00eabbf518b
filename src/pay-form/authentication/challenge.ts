/**
 * The card's on-demand module (dist/cdn/pay-form-authentication.js), loaded when a card charge's reply did not say it
 * is captured (see ../steps/step-controller), or when the buyer first types in the page's own number input (its groups,
 * ../card/number-display): the card authentication (3-D Secure) challenge — the
 * issuer's page framed in a modal dialog, its completion message taken only from that frame and the service's origin —
 * then, as for any card charge, the outcome confirmed through `status-url` (./card-outcome). The dialog is a child of
 * the element in the page's own tree, as the secure card fields' frame is: every engine's automation (and the page's)
 * reaches it.
 */
import { isRecord } from '../../interface/plain-object';
import { replyPaymentFields } from '../core/reply';
import { AUTHENTICATION_TTL_SECONDS } from '../../interface/card-authentication';
import { timeLeftMs } from '../../interface/time-left';
import { type CardOutcomeContext, chargeOf, confirmExpired, confirmOutcome } from './card-outcome';
import { buildDialog } from './dialog';
import { challengePageUrl, completionStatus } from './rules';
import { authenticationText } from './texts';

export { groupCardNumberInput } from '../card/number-display';
export { savedCardSessionText } from '../card/saved-card-text';

/** What the challenge uses of the element's parts. */
export type ChallengeContext = CardOutcomeContext;

/**
 * A card charge's reply that did not say it is captured: the issuer's challenge it asks for, else its outcome
 * confirmed (./card-outcome).
 */
export function followCardCharge(
  context: CardOutcomeContext,
  body: Record<string, unknown>,
  serviceBase: string,
): void {
  if (replyPaymentFields(body)?.authentication) return showChallenge(context, body, serviceBase);
  const charge = chargeOf(body);
  confirmOutcome(context, body, typeof charge.id === 'string' ? charge.id : '', charge.status);
}

const SUBMIT_BUTTON = 'button:not([type]), [type="submit"]';

const AUTHENTICATION_LIFETIME_MS = AUTHENTICATION_TTL_SECONDS * 1000;
/** Past `expires_at` before the dialog closes: the service has then surely ended the challenge. */
const EXPIRY_GRACE_MS = 1000;

/**
 * Shows the issuer's page of the charge `body` (a success reply with `payment_fields.authentication`) when it is on
 * the service's origin (`serviceBase`), and follows the challenge to `pay-success` or `pay-error`.
 */
export function showChallenge(context: ChallengeContext, body: Record<string, unknown>, serviceBase: string): void {
  const { host, conclude, locale } = context;
  const document = host.ownerDocument;
  const view = document.defaultView;
  const text = authenticationText(locale);
  const charge = chargeOf(body);
  const chargeId = typeof charge.id === 'string' ? charge.id : '';
  const serviceOrigin = originOf(serviceBase);
  const fields = replyPaymentFields(body);
  const authentication = isRecord(fields?.authentication) ? fields.authentication : undefined;
  const page = authentication?.url;
  const src = view && serviceOrigin && challengePageUrl(page, serviceOrigin, view.location.origin, locale);
  if (!view || !src || !chargeId) {
    return conclude({
      kind: 'failed',
      code: 'AUTHENTICATION_NOT_ALLOWED',
      message: text.authentication_unavailable,
    });
  }

  // Where the buyer was: focus goes back there once the dialog closes. The Pay button, disabled while the attempt is
  // in flight, lost the focus to the body meanwhile: it is where the buyer was.
  const active = document.activeElement;
  const returnTo =
    active instanceof HTMLElement && active !== document.body
      ? active
      : host.form?.querySelector<HTMLElement>(SUBMIT_BUTTON);
  const { dialog, title, frame, cancel } = buildDialog(document, text, src);

  let open = true;
  let expiry: number | undefined;
  const close = () => {
    open = false;
    view.clearTimeout(expiry);
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
    conclude({ kind: 'failed', code: 'AUTHENTICATION_CANCELLED', message: text.cancelled });
    restoreFocus();
  };

  // The issuer's page takes an answer until `expires_at` (the service's clock, counted here from the reply): the dialog
  // then closes by itself and the buyer is told, rather than finding out on pressing a button.
  const leftMs = timeLeftMs(authentication?.expires_at, charge.created_at, null, AUTHENTICATION_LIFETIME_MS);
  const expire = () => {
    if (!open) return;
    close();
    restoreFocus();
    confirmExpired(context, body, chargeId);
  };
  if (leftMs !== undefined) expiry = view.setTimeout(expire, leftMs + EXPIRY_GRACE_MS);
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
