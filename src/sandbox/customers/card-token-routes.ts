/**
 * POST /v1/card-tokens (docs/service.md, "Card tokens"): the browser exchanges a card for a token with the public key; the token, not the
 * card, then goes through the merchant's back end to the charge. With a customer session, a saved card's id and
 * security code stand for the card (./saved-card-tokens.ts). Here, above both card-tokens/ and the customers' code,
 * since the route takes either.
 */
import { cardExpiryProblems, cardTokenCreateSchema } from '../../interface/card-schema';
import { savedCardTokenCreateSchema } from '../../interface/customer-schema';
import { isRecord } from '../../interface/plain-object';
import { issueSavedCardToken } from './saved-card-tokens';
import { customerSessionHeader } from './session-routes';
import { sessionCustomer } from './sessions';
import type { CustomerState } from './state';
import { validationError } from '../kernel/api-error';
import { ok, validate, withJsonBody } from '../kernel/http';
import type { CardTokenState } from '../card-tokens/state';
import { issueCardToken, toCardToken } from '../card-tokens/tokens';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { V1_ROUTE, TAGS } from '../route-spec/operation-spec';
import { CARD_TOKEN_LIFETIME, SAVED_CARD_TOKEN_LIMIT_TEXT, TEST_TOKENS_TEXT } from '../kernel/prose';
import { CUSTOMER_SESSION_HEADER, SANDBOX_REFUSED_SECURITY_CODE } from '../../interface/customer';
import { V1_ROUTES } from '../../interface/paths';

/** The card-token route. */
export const CARD_TOKEN_ROUTES = defineRoutes({
  createCardToken: {
    ...V1_ROUTE,
    auth: 'public',
    method: 'post',
    path: V1_ROUTES.cardTokens,
    tag: TAGS.cardTokens,
    summary: 'Exchange a card for a token (browser, public key)',
    description: `Card rules: number 12–19 digits passing Luhn, month 1–12, a 4-digit year not past, CVV 3 digits (4 for Amex). A token lives ${CARD_TOKEN_LIFETIME} and is used once. Fixed test tokens: ${TEST_TOKENS_TEXT}. A saved card instead: \`{ card_id, cvv }\` with the customer session in ${CUSTOMER_SESSION_HEADER}; the token then pays only a charge naming that customer's \`customer_id\`; at most ${SAVED_CARD_TOKEN_LIMIT_TEXT} (429); another customer's card 404; the sandbox's issuer refuses the code \`${SANDBOX_REFUSED_SECURITY_CODE}\` at charge (\`invalid_security_code\`).`,
    parameters: [customerSessionHeader(false)],
    body: 'CardTokenCreateRequest',
    success: [
      {
        status: 201,
        description: 'Token created; never the number or the CVV.',
        body: { kind: 'resource', name: 'CardToken' },
      },
    ],
    errors: ['NOT_FOUND'],
  },
});

/** A body naming a saved card (`card_id`) rather than carrying the card. */
const namesSavedCard = (raw: unknown) => isRecord(raw) && 'card_id' in raw;

export function cardTokenHandlers(state: CardTokenState & CustomerState): RouteHandlers<typeof CARD_TOKEN_ROUTES> {
  return {
    createCardToken: withJsonBody((c, raw) => {
      if (namesSavedCard(raw)) {
        const customer = sessionCustomer(state, c);
        const body = validate(savedCardTokenCreateSchema, raw);
        const record = issueSavedCardToken(state, c.get('merchant'), customer, body);
        return ok(
          c,
          201,
          `Card token of the saved card created; it pays one charge of this customer within ${CARD_TOKEN_LIFETIME}.`,
          toCardToken(record),
        );
      }
      const card = validate(cardTokenCreateSchema, raw);
      const expired = cardExpiryProblems(card, state.clock.now());
      if (expired.length > 0) throw validationError(expired);
      const record = issueCardToken(state, c.get('merchant'), card);
      return ok(
        c,
        201,
        `Card token created; it can be used by one charge within ${CARD_TOKEN_LIFETIME}.`,
        toCardToken(record),
      );
    }),
  };
}
