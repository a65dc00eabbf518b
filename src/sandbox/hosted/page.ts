/**
 * What the hosted card page's two routes share (routes.ts shows it, submit.ts takes it): its headers and script, the
 * charge its address names, its language, and the choices its form shows.
 */
import type { Context } from 'hono';
import { isSameToken } from '../kernel/page-token';
import { returnLocation } from '../charges/present';
import type { SandboxEnv } from '../kernel/env';
import type { ChargeRecord, ChargeState as SandboxState } from '../charges/state';
import { CARD_FIELDS_SCRIPT_PATH } from '../card-fields/page';
import { cardFieldsScript } from '../card-fields/script';
import { newNonce, NO_FRAMING, pageHeaders } from '../kernel/page-headers';
import { pageLangOf, type PageLang } from '../kernel/page-formats';
import type { Merchant } from '../kernel/state';
import { resultPage, type InstallmentChoice, type PageScript } from './card-form';
import { hostedOffer } from './installment-choice';
import { saveCardOffer, type SavedCardsView } from './saved-cards';

export type HostedContext = Context<SandboxEnv>;

/**
 * The card form's one script: the card fields' own (it formats the inputs as typed, with the frame's rules), allowed by
 * this response's nonce. The form works without it.
 */
export async function formScript(): Promise<PageScript> {
  const { integrity } = await cardFieldsScript();
  return { src: CARD_FIELDS_SCRIPT_PATH, nonce: newNonce(), integrity };
}

export function hostedPageHeaders(charge: ChargeRecord | null, script?: PageScript): Record<string, string> {
  // The form posts to this page, which then redirects to return_url; CSP form-action covers that redirect.
  const returnOrigin = charge?.return_url ? ` ${new URL(charge.return_url).origin}` : '';
  return pageHeaders({
    sources: [
      "style-src 'self'",
      "img-src 'self'",
      `form-action 'self'${returnOrigin}`,
      ...(script ? [`script-src 'nonce-${script.nonce}'`] : []),
    ],
    frameAncestors: NO_FRAMING,
    // The script writes values only, never markup.
    trustedTypes: script !== undefined,
  });
}

/** The hosted charge the address names, when the address carries its token. */
export function findHostedCharge(state: SandboxState, c: HostedContext): ChargeRecord | null {
  const charge = state.charges.get(c.req.param('id') ?? '');
  return charge && charge.card_flow === 'hosted' && isSameToken(charge.hostedToken, c.req.query('token'))
    ? charge
    : null;
}

export const merchantOf = (state: SandboxState, charge: ChargeRecord) =>
  state.merchants.find((merchant) => merchant.id === charge.merchant_id);

export const langOf = (c: HostedContext, charge: ChargeRecord | null): PageLang =>
  pageLangOf(c, charge?.return_url ?? null);

/** `address` with the language chosen in this page's address, so that it stays chosen on the next page. */
export function withChosenLang(c: HostedContext, address: string): string {
  const lang = c.req.query('lang');
  return lang ? `${address}&lang=${encodeURIComponent(lang)}` : address;
}

/** A charge no longer pending: back to return_url (303), else its outcome page. */
export function settledOutcome(
  c: HostedContext,
  charge: ChargeRecord,
  lang: PageLang,
  headers: Record<string, string>,
) {
  const location = returnLocation(charge);
  return location ? c.redirect(location, 303) : c.html(resultPage(charge, null, lang), 200, headers);
}

/**
 * The page's installment options (the kept offer), the charge's count preselected, the saved cards listed, and the
 * "save this card" checkbox as `form` left it (a refused form shows it again as the buyer set it).
 */
export function choiceOf(
  state: SandboxState,
  merchant: Merchant,
  charge: ChargeRecord,
  saved: SavedCardsView | undefined,
  chosen = charge.installments,
  form?: URLSearchParams,
): InstallmentChoice {
  const save = saveCardOffer(state, charge, form);
  return { options: hostedOffer(state, merchant, charge).options, chosen, saved, save };
}
