/**
 * The hosted card page (docs/service.md, "Hosted card page"): /hosted/charges/{id}?token=… — the buyer types the card here, the
 * charge is processed, and the buyer is sent back to `return_url?charge_id=…&status=…` (303).
 * No key (the buyer's browser calls it); the unguessable token stands in for authentication.
 */
import type { Context } from 'hono';
import { isSameToken } from '../kernel/page-token';
import { cardIdentity, outcomeForCardNumber, storedCard } from '../card-tokens/card-outcome';
import { processCard } from '../charges/authentication';
import { challengePageUrl, hostedPagePath, returnLocation } from '../charges/present';
import type { SandboxEnv } from '../kernel/env';
import { readPostedForm } from '../kernel/http';
import type { ChargeRecord, ChargeState as SandboxState } from '../charges/state';
import { CARD_FIELDS_SCRIPT_PATH } from '../card-fields/page';
import { cardFieldsScript } from '../card-fields/script';
import { newNonce, NO_FRAMING, pageHeaders } from '../kernel/page-headers';
import { pageLangOf, type PageLang } from '../kernel/page-formats';
import { BUYER_PAGE_CSS } from '../kernel/page-styles';
import {
  cardFormPage,
  checkCardForm,
  notFoundPage,
  readCardForm,
  resultPage,
  type CheckedCard,
  type FieldErrors,
  type InstallmentChoice,
  type PageScript,
} from './card-form';
import { chosenPlan, hostedOffer, readChosenCount } from './installment-choice';
import { hostedText } from './texts';
import type { Merchant } from '../kernel/state';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { OPEN_ROUTE, TAGS, pathId } from '../route-spec/operation-spec';
import { MAX_BODY } from '../kernel/prose';

/**
 * The card form's one script: the card fields' own (it formats the inputs as typed, with the frame's rules), allowed by
 * this response's nonce. The form works without it.
 */
async function formScript(): Promise<PageScript> {
  const { integrity } = await cardFieldsScript();
  return { src: CARD_FIELDS_SCRIPT_PATH, nonce: newNonce(), integrity };
}

function hostedPageHeaders(charge: ChargeRecord | null, script?: PageScript): Record<string, string> {
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

const HOSTED_QUERY = [
  {
    name: 'token',
    in: 'query',
    required: true,
    description: 'The token of `payment_fields.redirect_url`.',
    schema: { type: 'string' },
  },
  {
    name: 'lang',
    in: 'query',
    description: "Page language (else the return_url's `lang`, then Accept-Language).",
    schema: { type: 'string', enum: ['en', 'pt-BR'] },
  },
];

const CARD_FORM = {
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        properties: {
          holder_name: { type: 'string' },
          number: { type: 'string' },
          exp: { type: 'string', description: 'MM/YY or MM/YYYY' },
          cvv: { type: 'string' },
          installments: {
            type: 'integer',
            description:
              "The count the buyer chose among the page's options (the merchant's terms for the amount); absent, the charge's.",
          },
        },
      },
    },
  },
};

/** The pages the buyer's browser opens. */
export const HOSTED_ROUTES = defineRoutes({
  getHostedCardPage: {
    ...OPEN_ROUTE,
    tag: TAGS.hosted,
    method: 'get',
    path: '/hosted/charges/{id}',
    summary: 'The hosted card page (the buyer’s browser)',
    description:
      'Where `payment_fields.redirect_url` leads: a form whose inputs carry the autofill tokens cc-name, cc-number, cc-exp, cc-csc.',
    parameters: [pathId('id', 'charge'), ...HOSTED_QUERY],
    success: [
      {
        status: 200,
        description: 'The card form, or the outcome of a charge already processed.',
        body: { kind: 'html' },
      },
    ],
    htmlErrors: { 404: 'No hosted charge with this id and token.' },
  },
  submitHostedCardPage: {
    ...OPEN_ROUTE,
    tag: TAGS.hosted,
    method: 'post',
    path: '/hosted/charges/{id}',
    summary: 'The buyer submits the card',
    description:
      'Processes the charge and sends the buyer to `return_url` with `charge_id` and `status` (303), or shows the outcome. A card whose issuer asks for a challenge (3-D Secure) sends the buyer to the issuer’s page first (303), which then sends the buyer to `return_url`.',
    parameters: [pathId('id', 'charge'), ...HOSTED_QUERY],
    otherBody: CARD_FORM,
    success: [
      { status: 200, description: 'The outcome page (no return_url).', body: { kind: 'html' } },
      {
        status: 303,
        description: 'Back to return_url with charge_id and status, or to the issuer’s page of a challenge.',
        body: { kind: 'empty' },
        headers: { Location: { required: true, schema: { type: 'string', format: 'uri' } } },
      },
    ],
    htmlErrors: {
      400: 'The form body is not valid UTF-8.',
      404: 'No hosted charge with this id and token.',
      413: `The form is larger than ${MAX_BODY}.`,
      415: 'Not sent as application/x-www-form-urlencoded.',
      422: 'The card form again, each problem next to its input.',
    },
  },
  getHostedStyles: {
    ...OPEN_ROUTE,
    tag: TAGS.hosted,
    method: 'get',
    path: '/hosted/assets/hosted.css',
    summary: 'Styles of the hosted page',
    success: [{ status: 200, description: 'The style sheet.', body: { kind: 'css' } }],
  },
  getFavicon: {
    ...OPEN_ROUTE,
    tag: TAGS.hosted,
    method: 'get',
    path: '/favicon.ico',
    summary: 'No icon (answered so a buyer’s console shows no error)',
    success: [{ status: 204, description: 'No content.', body: { kind: 'empty' } }],
  },
});

type HostedContext = Context<SandboxEnv>;

/** The hosted charge the address names, when the address carries its token. */
function findHostedCharge(state: SandboxState, c: HostedContext): ChargeRecord | null {
  const charge = state.charges.get(c.req.param('id') ?? '');
  return charge && charge.card_flow === 'hosted' && isSameToken(charge.hostedToken, c.req.query('token'))
    ? charge
    : null;
}

const merchantOf = (state: SandboxState, charge: ChargeRecord) =>
  state.merchants.find((merchant) => merchant.id === charge.merchant_id);

const langOf = (c: HostedContext, charge: ChargeRecord | null): PageLang => pageLangOf(c, charge?.return_url ?? null);

/** `address` with the language chosen in this page's address, so that it stays chosen on the next page. */
function withChosenLang(c: HostedContext, address: string): string {
  const lang = c.req.query('lang');
  return lang ? `${address}&lang=${encodeURIComponent(lang)}` : address;
}

/** A charge no longer pending: back to return_url (303), else its outcome page. */
function settledOutcome(c: HostedContext, charge: ChargeRecord, lang: PageLang, headers: Record<string, string>) {
  const location = returnLocation(charge);
  return location ? c.redirect(location, 303) : c.html(resultPage(charge, null, lang), 200, headers);
}

/** The card form of a pending charge, else the outcome of one already processed. */
async function showHostedCardPage(state: SandboxState, c: HostedContext) {
  const charge = findHostedCharge(state, c);
  const merchant = charge && merchantOf(state, charge);
  const lang = langOf(c, charge);
  if (!charge || !merchant) return c.html(notFoundPage(lang), 404, hostedPageHeaders(null));
  if (charge.status !== 'pending')
    return c.html(resultPage(charge, returnLocation(charge), lang), 200, hostedPageHeaders(charge));
  const script = await formScript();
  // The form posts back to this page; a language chosen in the address stays chosen after a refused card.
  const action = withChosenLang(c, hostedPagePath(charge));
  const page = cardFormPage(charge, merchant, action, choiceOf(state, merchant, charge), {}, {}, lang, script);
  return c.html(page, 200, hostedPageHeaders(charge, script));
}

/** The page's installment options (the kept offer), the charge's count preselected. */
function choiceOf(state: SandboxState, merchant: Merchant, charge: ChargeRecord, chosen = charge.installments) {
  return { options: hostedOffer(state, merchant, charge).options, chosen } satisfies InstallmentChoice;
}

const brandOf = (card: CheckedCard) => storedCard(card.digits, card.holderName, card.expMonth, card.expYear).brand;

/** Stores the checked card and processes the charge: the issuer's page when it asks for a challenge, else the outcome. */
function payWithCard(
  state: SandboxState,
  c: HostedContext,
  charge: ChargeRecord,
  card: CheckedCard,
  lang: PageLang,
  headers: Record<string, string>,
) {
  charge.card = storedCard(card.digits, card.holderName, card.expMonth, card.expYear);
  charge.cardIdentity = cardIdentity(card.digits, card.expMonth, card.expYear);
  const origin = new URL(c.req.url).origin;
  const settle = processCard(state, charge, outcomeForCardNumber(card.digits), origin);
  // A challenge: the issuer's page, in the buyer's own window; answering it sends the buyer to return_url.
  const challenge = settle ? null : challengePageUrl(charge, origin);
  if (challenge) return c.redirect(withChosenLang(c, challenge), 303);
  settle?.();
  return settledOutcome(c, charge, lang, headers);
}

/** The buyer's card, posted: checked, then paid with; a refused form comes back with each problem next to its input. */
async function submitHostedCard(state: SandboxState, c: HostedContext) {
  const charge = findHostedCharge(state, c);
  const merchant = charge && merchantOf(state, charge);
  const lang = langOf(c, charge);
  if (!charge || !merchant) return c.html(notFoundPage(lang), 404, hostedPageHeaders(null));
  const headers = hostedPageHeaders(charge);
  const action = withChosenLang(c, hostedPagePath(charge));
  // A second submit (double click, back button, reload) must not pay twice: show the same outcome.
  if (charge.status !== 'pending') return settledOutcome(c, charge, lang, headers);
  const form = await readPostedForm(c);
  if (typeof form === 'number')
    return c.html(
      cardFormPage(charge, merchant, action, choiceOf(state, merchant, charge), {}, {}, lang),
      form,
      headers,
    );
  // The charge may have been settled by a concurrent submit while this body was read.
  if (charge.status !== 'pending') return settledOutcome(c, charge, lang, headers);
  const input = readCardForm(form);
  const count = readChosenCount(form, charge);
  const checked = checkCardForm(input, state.clock.now(), lang);
  // Priced by the offer the page showed; the typed card's brand cap applies now, next to the choice.
  const offer = hostedOffer(state, merchant, charge);
  const priced = 'card' in checked ? chosenPlan(offer, count, brandOf(checked.card), hostedText(lang)) : null;
  if (!('card' in checked) || !priced || 'error' in priced) {
    const errors: FieldErrors =
      'errors' in checked ? checked.errors : { installments: priced && 'error' in priced ? priced.error : undefined };
    const script = await formScript();
    const choice = choiceOf(state, merchant, charge, count);
    const page = cardFormPage(charge, merchant, action, choice, input, errors, lang, script);
    return c.html(page, 422, hostedPageHeaders(charge, script));
  }
  // The charge is charged by the buyer's choice, whatever count the merchant preselected.
  charge.installments = priced.plan.installments;
  charge.installment_plan = priced.plan;
  return payWithCard(state, c, charge, checked.card, lang, headers);
}

export function hostedHandlers(state: SandboxState): RouteHandlers<typeof HOSTED_ROUTES> {
  return {
    getHostedCardPage: (c) => showHostedCardPage(state, c),
    submitHostedCardPage: (c) => submitHostedCard(state, c),
    getHostedStyles: (c) =>
      c.body(BUYER_PAGE_CSS, 200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      }),
    // Browsers ask every origin for an icon; a 404 there would be the only error a buyer's console shows on the hosted page.
    getFavicon: (c) => c.body(null, 204),
  };
}
