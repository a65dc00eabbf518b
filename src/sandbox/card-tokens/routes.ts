/**
 * POST /v1/card-tokens (docs/service.md, "Card tokens"): the browser exchanges a card for a token with the public key; the token, not the
 * card, then goes through the merchant's back end to the charge.
 */
import { cardExpiryProblems, cardTokenCreateSchema } from '../../interface/card-schema';
import { validationError } from '../kernel/api-error';
import { ok, validate, withJsonBody } from '../kernel/http';
import type { CardTokenState } from './state';
import { issueCardToken, toCardToken } from './tokens';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { V1_ROUTE, TAGS } from '../route-spec/operation-spec';
import { CARD_TOKEN_LIFETIME, TEST_TOKENS_TEXT } from '../kernel/prose';
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
    description: `Card rules: number 12–19 digits passing Luhn, month 1–12, a 4-digit year not past, CVV 3 digits (4 for Amex). A token lives ${CARD_TOKEN_LIFETIME} and is used once. Fixed test tokens: ${TEST_TOKENS_TEXT}.`,
    body: 'CardTokenCreateRequest',
    success: [
      {
        status: 201,
        description: 'Token created; never the number or the CVV.',
        body: { kind: 'resource', name: 'CardToken' },
      },
    ],
  },
});

export function cardTokenHandlers(state: CardTokenState): RouteHandlers<typeof CARD_TOKEN_ROUTES> {
  return {
    createCardToken: withJsonBody((c, raw) => {
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
