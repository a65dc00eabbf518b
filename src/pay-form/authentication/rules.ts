/**
 * The two security rules of the card authentication dialog, pure so they are tested on their own: which issuer's page
 * may be shown (the service's own, on the `api-base` origin), and which message may end the challenge (the one that
 * frame posts, from that origin).
 */
import { AUTHENTICATION_COMPLETE } from '../../interface/card-authentication';
import { safeRedirectUrl } from '../core/redirect-check';
import type { PayFormLocale } from '../core/messages';

/**
 * The page to frame: `raw` when it is on `serviceOrigin` (https, or http on a loopback host, as a redirect), with
 * `origin` (where the page posts its answer: this page's origin) and `lang` added to its query; else `undefined`.
 */
export function challengePageUrl(
  raw: unknown,
  serviceOrigin: string,
  pageOrigin: string,
  locale: PayFormLocale,
): string | undefined {
  const url = safeRedirectUrl(raw, [serviceOrigin]);
  if (!url) return undefined;
  url.searchParams.set('origin', pageOrigin);
  url.searchParams.set('lang', locale);
  return url.href;
}

/** The parts of a `message` event the rule reads. */
export interface ReceivedMessage {
  source: unknown;
  origin: string;
  data: unknown;
}

/**
 * The charge's status the message tells, when it is the completion the framed page posts: sent by that frame's window
 * (`frame`), from `serviceOrigin`, for `chargeId`. Anything else — another window, another origin, another charge,
 * another shape — is `undefined` and changes nothing.
 */
export function completionStatus(
  event: ReceivedMessage,
  frame: Window | null,
  serviceOrigin: string,
  chargeId: string,
): string | undefined {
  if (!frame || event.source !== frame || event.origin !== serviceOrigin) return undefined;
  const data = event.data as { type?: unknown; charge_id?: unknown; status?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.type !== AUTHENTICATION_COMPLETE) return undefined;
  if (data.charge_id !== chargeId || typeof data.status !== 'string') return undefined;
  return data.status;
}
