/**
 * The hosted card page (docs/service.md, "Hosted card page"): /hosted/charges/{id}?token=… — the buyer types the card
 * here, the charge is processed, and the buyer is sent back to `return_url?charge_id=…&status=…` (303).
 * No key (the buyer's browser calls it); the unguessable token stands in for authentication.
 */
import { hostedPagePath, returnLocation } from '../charges/present';
import type { ChargeState as SandboxState } from '../charges/state';
import { BUYER_PAGE_CSS } from '../kernel/page-styles';
import { cardFormPage, notFoundPage, resultPage } from './card-form';
import {
  choiceOf,
  findHostedCharge,
  formScript,
  hostedPageHeaders,
  langOf,
  merchantOf,
  withChosenLang,
  type HostedContext,
} from './page';
import { firstView, listedSavedCards } from './saved-cards';
import { submitHostedCard } from './submit';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { OPEN_ROUTE, TAGS, pathId } from '../route-spec/operation-spec';
import { MAX_BODY } from '../kernel/prose';

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
          card_id: {
            type: 'string',
            description:
              "A saved card of the charge's `customer_id`, chosen among the page's radios (`another`: the card typed).",
          },
          card_cvv: { type: 'string', description: 'The security code of the saved card chosen.' },
          save_card: {
            type: 'string',
            description:
              "The page's “Save this card for next purchases” checkbox (any value: checked), offered with a `customer_id`: the card typed is kept under that customer once the charge is captured.",
          },
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
      'Where `payment_fields.redirect_url` leads: a form whose inputs carry the autofill tokens cc-name, cc-number, cc-exp, cc-csc. When the charge names a `customer_id`, that customer’s saved cards not expired (brand, last four, expiry) come first as radios with “Use another card”; a saved card chosen asks only its security code; with a `customer_id`, the card typed comes with “Save this card for next purchases”, unchecked unless the charge’s `payment_details.save_card` is true.',
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

/** The card form of a pending charge (with the customer's saved cards), else the outcome of one already processed. */
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
  const choice = choiceOf(state, merchant, charge, firstView(listedSavedCards(state, charge)));
  const page = cardFormPage(charge, merchant, action, choice, {}, {}, lang, script);
  return c.html(page, 200, hostedPageHeaders(charge, script));
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
    // Browsers ask every origin for an icon; a 404 there would be the only error a buyer's console shows on the
    // hosted page.
    getFavicon: (c) => c.body(null, 204),
  };
}
