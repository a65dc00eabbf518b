/**
 * The issuer's page of a 3-D Secure challenge (docs/service.md, "Card authentication (3-D Secure) and debit cards"):
 * GET /elements/authentication/{id}?token=&origin=&lang= shows it, POST answers it. No key (the buyer's browser
 * opens it, in the merchant's frame or in the hosted flow); the unguessable token, for that charge only, stands in
 * for authentication. Any origin may frame it; the outcome is posted to the `origin` given only.
 */
import type { Context } from 'hono';
import { AUTHENTICATION_OUTCOMES, type AuthenticationOutcome } from '../../interface/card-authentication';
import { exactOrigin } from '../../interface/card-fields-protocol';
import { challengeWaiting, finishChallenge, isChallengeToken } from '../charges/authentication';
import { returnLocation } from '../charges/present';
import type { ChargeRecord, ChargeState } from '../charges/state';
import { chargedAmount } from '../charges/present';
import type { SandboxEnv } from '../kernel/env';
import { pageLangOf } from '../kernel/page-formats';
import { newNonce, pageHeaders } from '../kernel/page-headers';
import { readPostedForm, type FormRefusal } from '../kernel/http';
import { MAX_BODY } from '../kernel/prose';
import { OPEN_ROUTE, TAGS, pathId } from '../route-spec/operation-spec';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { COMPLETE_SCRIPT_HASH, challengePage, notFoundPage, outcomePage, type ChallengeView } from './page';

/**
 * Its nonce'd style and its one hashed script only; any origin may frame it (the element of any merchant shows it);
 * the buttons post to the page itself, and in the hosted flow the answer then sends the buyer to the store.
 */
function issuerPageHeaders(nonce: string, charge: ChargeRecord | null): Record<string, string> {
  const returnOrigin =
    charge?.card_flow === 'hosted' && charge.return_url ? ` ${new URL(charge.return_url).origin}` : '';
  return pageHeaders({
    sources: [
      `style-src 'nonce-${nonce}'`,
      `script-src ${COMPLETE_SCRIPT_HASH}`,
      "img-src 'self'",
      `form-action 'self'${returnOrigin}`,
    ],
    frameAncestors: '*',
    trustedTypes: true,
  });
}

const QUERY = [
  {
    name: 'token',
    in: 'query',
    required: true,
    description: 'The token of `payment_fields.authentication.url`: for this charge only.',
    schema: { type: 'string' },
  },
  {
    name: 'origin',
    in: 'query',
    description:
      'The origin of the page that frames it: the only one the outcome is posted to (`{ type: "authentication-complete", charge_id, status }`). Missing or not an origin: nothing is posted.',
    schema: { type: 'string', format: 'uri' },
  },
  {
    name: 'lang',
    in: 'query',
    description: 'Page language, `en` or `pt-BR` (else the return_url’s `lang`, then Accept-Language).',
    schema: { type: 'string', enum: ['en', 'pt-BR'] },
  },
];

const ANSWER_FORM = {
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        properties: { outcome: { type: 'string', enum: [...AUTHENTICATION_OUTCOMES] } },
        required: ['outcome'],
      },
    },
  },
};

const open = { ...OPEN_ROUTE, tag: TAGS.authentication } as const;

export const AUTHENTICATION_PAGE_ROUTES = defineRoutes({
  getAuthenticationPage: {
    ...open,
    method: 'get',
    path: '/elements/authentication/{id}',
    summary: 'The issuer’s page of a 3-D Secure challenge (framed by the merchant’s page)',
    description:
      'Shows the merchant, the amount and the card’s last four digits, with the buttons Confirm and Fail; once answered, the outcome (posted to `origin`).',
    parameters: [pathId('id', 'charge'), ...QUERY],
    success: [{ status: 200, description: 'The challenge, or its outcome.', body: { kind: 'html' } }],
    htmlErrors: { 404: 'No challenge with this charge id and token.' },
  },
  answerAuthenticationPage: {
    ...open,
    method: 'post',
    path: '/elements/authentication/{id}',
    summary: 'The buyer answers the challenge (Confirm or Fail)',
    description:
      '`succeeded`: the charge goes on (`captured`, or `failed` for a declining card); `failed`: the charge fails (`authentication_failed`). Then the outcome page; in the hosted flow, back to return_url (303).',
    parameters: [pathId('id', 'charge'), ...QUERY],
    otherBody: ANSWER_FORM,
    success: [
      { status: 200, description: 'The outcome page (posted to `origin`).', body: { kind: 'html' } },
      {
        status: 303,
        description: 'Hosted flow: back to return_url with charge_id and status.',
        body: { kind: 'empty' },
        headers: { Location: { required: true, schema: { type: 'string', format: 'uri' } } },
      },
    ],
    htmlErrors: {
      400: 'The form is not valid UTF-8, or its outcome is neither succeeded nor failed.',
      404: 'No challenge with this charge id and token.',
      413: `The form is larger than ${MAX_BODY}.`,
      415: 'Not sent as application/x-www-form-urlencoded.',
    },
  },
});

const isOutcome = (value: string | null): value is AuthenticationOutcome =>
  (AUTHENTICATION_OUTCOMES as readonly (string | null)[]).includes(value);

type PageContext = Context<SandboxEnv>;

/** The charge the address names, when the address carries its challenge's token. */
function findCharge(state: ChargeState, c: PageContext): ChargeRecord | null {
  const charge = state.charges.get((c.req.param('id') ?? '').toLowerCase());
  return charge && isChallengeToken(charge, c.req.query('token')) ? charge : null;
}

const viewOf = (state: ChargeState, c: PageContext, charge: ChargeRecord, nonce: string): ChallengeView => ({
  lang: pageLangOf(c, charge.return_url),
  nonce,
  merchantName: state.merchants.find((merchant) => merchant.id === charge.merchant_id)?.name ?? '',
  amountInCents: chargedAmount(charge),
  currency: charge.currency,
  last4: charge.card?.last4 ?? '',
});

function notFound(c: PageContext) {
  const nonce = newNonce();
  const lang = pageLangOf(c);
  return c.html(notFoundPage(lang, nonce), 404, issuerPageHeaders(nonce, null));
}

/** The challenge while it waits, else its outcome. */
function show(state: ChargeState, c: PageContext, charge: ChargeRecord, status: 200 | FormRefusal = 200) {
  const nonce = newNonce();
  const view = viewOf(state, c, charge, nonce);
  const headers = issuerPageHeaders(nonce, charge);
  if (challengeWaiting(charge)) {
    // The buttons post to this very address, its token, origin and language included.
    const url = new URL(c.req.url);
    return c.html(challengePage(view, `${url.pathname}${url.search}`), status, headers);
  }
  const hosted = charge.card_flow === 'hosted';
  const html = outcomePage({
    ...view,
    chargeId: charge.id,
    status: charge.status === 'captured' || charge.status === 'failed' ? charge.status : 'pending',
    failureReason: charge.failure_reason,
    // Shown in the buyer's own window in the hosted flow: nothing to tell.
    origin: hosted ? null : (exactOrigin(c.req.query('origin')) ?? null),
    returnTo: hosted ? returnLocation(charge) : null,
  });
  return c.html(html, status, headers);
}

/** The buyer's answer: finishes the challenge, then back to return_url (hosted flow) or the outcome page. */
async function answerChallenge(state: ChargeState, c: PageContext) {
  const charge = findCharge(state, c);
  if (!charge) return notFound(c);
  const form = await readPostedForm(c);
  if (typeof form === 'number') return show(state, c, charge, form);
  const answer = form.get('outcome');
  if (!isOutcome(answer)) return show(state, c, charge, 400);
  // A second press (double click, reload) finds the challenge answered and shows how it ended.
  if (challengeWaiting(charge)) finishChallenge(state, charge, answer);
  const location = charge.card_flow === 'hosted' ? returnLocation(charge) : null;
  return location ? c.redirect(location, 303) : show(state, c, charge);
}

export function authenticationPageHandlers(state: ChargeState): RouteHandlers<typeof AUTHENTICATION_PAGE_ROUTES> {
  return {
    getAuthenticationPage: (c) => {
      const charge = findCharge(state, c);
      return charge ? show(state, c, charge) : notFound(c);
    },
    answerAuthenticationPage: (c) => answerChallenge(state, c),
  };
}
