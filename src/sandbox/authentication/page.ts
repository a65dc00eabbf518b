/**
 * The sandbox's issuer page (3-D Secure challenge): the merchant, the amount, the card's last four digits and two
 * buttons (a plain form POST); once answered, the outcome and a script that tells the framing page, at the origin it
 * was given only. The one script is static, allowed by its hash; the data it posts is in attributes.
 */
import { createHash } from 'node:crypto';
import { AUTHENTICATION_COMPLETE } from '../../interface/card-authentication';
import { formatAmount, type PageLang as HostedLang } from '../kernel/page-formats';
import { escapeHtml, pageHtml } from '../kernel/page-shell';
import { authenticationText } from './texts';

/** The element whose attributes the script reads. */
const COMPLETE_ID = 'authentication-complete';

/**
 * Posts `{ type, charge_id, status }` to the parent, to the origin in `data-origin` only: no origin (none given, or
 * not an origin), nothing is posted; never "*", so no other page framing it learns the outcome.
 */
export const COMPLETE_SCRIPT = `(function () {
  var el = document.getElementById(${JSON.stringify(COMPLETE_ID)});
  var origin = el && el.getAttribute('data-origin');
  if (!origin || window.parent === window) return;
  window.parent.postMessage(
    { type: ${JSON.stringify(AUTHENTICATION_COMPLETE)}, charge_id: el.getAttribute('data-charge-id'), status: el.getAttribute('data-status') },
    origin
  );
})();`;

/** For the page's CSP: `'sha256-…'` of the script. */
export const COMPLETE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COMPLETE_SCRIPT).digest('base64')}'`;

/**
 * Compact, as an issuer's page is made for 3-D Secure's challenge windows (the smallest is 250×400 px): the answers
 * stay in view at 250 px wide and 400 px tall, on the hosted page too.
 */
const PAGE_CSS = `
body { padding: 1rem; }
.bank { font-size: 1.125rem; font-weight: 700; letter-spacing: .02em; margin: 0 0 .5rem; }
.intro { margin: 0; }
.summary { display: grid; grid-template-columns: auto 1fr; gap: .25rem .75rem; margin: .75rem 0 0; }
.summary dd { margin: 0; font-weight: 600; }
.answers { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
.answers button { flex: 1 1 6rem; margin: 0; }
.hint { margin: 1rem 0 0; font-size: .8125rem; opacity: 1; }
`;

export interface ChallengeView {
  lang: HostedLang;
  nonce: string;
  merchantName: string;
  amountInCents: number;
  currency: string;
  last4: string;
}

export function challengePage(view: ChallengeView, action: string): string {
  const text = authenticationText(view.lang);
  // The bank's name is the heading: the page's purpose is the framing dialog's title (or, hosted, the page's title),
  // so it is not said twice.
  const body = `<h1 class="bank">${escapeHtml(text.bank)}</h1>
<p class="intro">${escapeHtml(text.intro)}</p>
<dl class="summary">
<dt>${escapeHtml(text.merchant)}</dt><dd>${escapeHtml(view.merchantName)}</dd>
<dt>${escapeHtml(text.amount)}</dt><dd>${escapeHtml(formatAmount(view.amountInCents, view.currency))}</dd>
<dt>${escapeHtml(text.card)}</dt><dd>${escapeHtml(text.cardEnding(view.last4))}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}" class="answers">
<button type="submit" name="outcome" value="succeeded">${escapeHtml(text.confirm)}</button>
<button type="submit" name="outcome" value="failed">${escapeHtml(text.fail)}</button>
</form>
<p class="hint">${escapeHtml(text.hint)}</p>`;
  return pageHtml({ title: text.title, lang: view.lang, nonce: view.nonce, css: PAGE_CSS, body });
}

export interface OutcomeView extends ChallengeView {
  chargeId: string;
  status: 'pending' | 'captured' | 'failed';
  failureReason: string | null;
  /** The framing page's origin, already checked; null posts nothing. */
  origin: string | null;
  /** Hosted flow: the store's page to go back to. */
  returnTo: string | null;
}

export function outcomePage(view: OutcomeView): string {
  const text = authenticationText(view.lang);
  const heading =
    view.status === 'captured' ? text.approved : view.status === 'failed' ? text.notCompleted : text.pending;
  const reason = view.failureReason ? (text.reasons[view.failureReason] ?? '') : '';
  const origin = view.origin ? ` data-origin="${escapeHtml(view.origin)}"` : '';
  const body = `<p class="bank">${escapeHtml(text.bank)}</p>
<h1 id="${COMPLETE_ID}" data-charge-id="${escapeHtml(view.chargeId)}" data-status="${escapeHtml(view.status)}"${origin}>${escapeHtml(heading)}</h1>
${reason ? `<p role="status">${escapeHtml(reason)}</p>` : ''}
<p>${escapeHtml(formatAmount(view.amountInCents, view.currency))} · ${escapeHtml(view.merchantName)}</p>
${view.returnTo ? `<p><a href="${escapeHtml(view.returnTo)}">${escapeHtml(text.backToStore)}</a></p>` : ''}
<script>${COMPLETE_SCRIPT}</script>`;
  return pageHtml({ title: heading, lang: view.lang, nonce: view.nonce, css: PAGE_CSS, body });
}

export function notFoundPage(lang: HostedLang, nonce: string): string {
  const text = authenticationText(lang);
  const body = `<h1>${escapeHtml(text.notFound)}</h1>\n<p>${escapeHtml(text.notFoundText)}</p>`;
  return pageHtml({ title: text.notFound, lang, nonce, css: PAGE_CSS, body });
}
