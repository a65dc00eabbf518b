/**
 * Customer sessions (docs/service.md, "Customers and saved cards"): made by the merchant's back end (secret key),
 * used by the page (public key and `X-Customer-Session`) to list and remove that customer's saved cards. The card
 * token of a saved card is made by POST /v1/card-tokens (./card-token-routes.ts) with the same header.
 */
import { CUSTOMER_SESSION_HEADER } from '../../interface/customer';
import { customerSessionCreateSchema } from '../../interface/customer-schema';
import { V1_ROUTES } from '../../interface/paths';
import { ok, validate, withJsonBody } from '../kernel/http';
import { CUSTOMER_SESSION_LIFETIME } from '../kernel/prose';
import type { JsonSchema } from '../route-spec/components';
import { LIST_RULES, TAGS, V1_ROUTE, pageParameters } from '../route-spec/operation-spec';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { CARD_ID_PARAMETER, REMOVED_CARD, SAVED_CARDS_PAGE, savedCardsPage } from './routes';
import { createCustomerSession, sessionCustomer } from './sessions';
import { customerOf, removeSavedCard, savedCardOf, toSavedCard } from './store';
import type { CustomerState } from './state';

/** The header of the page's calls; `required` false where the route also serves calls without a session. */
export const customerSessionHeader = (required: boolean): JsonSchema => ({
  name: CUSTOMER_SESSION_HEADER,
  in: 'header',
  required,
  description: `The \`client_token\` of a customer session (POST /v1/customer-sessions). Missing, unknown or expired (${CUSTOMER_SESSION_LIFETIME}): 401 UNAUTHORIZED.`,
  schema: { type: 'string' },
});

export const CUSTOMER_SESSION_ROUTES = defineRoutes({
  createCustomerSession: {
    ...V1_ROUTE,
    method: 'post',
    path: V1_ROUTES.customerSessions,
    tag: TAGS.customers,
    summary: 'Create a customer session for the page',
    description: `The merchant's back end makes it and hands \`client_token\` to the page, which sends it in ${CUSTOMER_SESSION_HEADER} with the public key to list, remove and tokenize that customer's saved cards. Lives ${CUSTOMER_SESSION_LIFETIME}.`,
    body: 'CustomerSessionCreateRequest',
    success: [{ status: 201, description: 'The session.', body: { kind: 'resource', name: 'CustomerSession' } }],
    errors: ['NOT_FOUND'],
  },
  listSessionCards: {
    auth: 'public',
    method: 'get',
    path: V1_ROUTES.sessionCards,
    tag: TAGS.customers,
    summary: "List the session customer's saved cards (browser, public key)",
    description: `The same cards as GET /v1/customers/{id}/cards. ${LIST_RULES}`,
    parameters: [customerSessionHeader(true), ...pageParameters()],
    success: [SAVED_CARDS_PAGE],
  },
  deleteSessionCard: {
    auth: 'public',
    method: 'delete',
    path: V1_ROUTES.sessionCard,
    tag: TAGS.customers,
    summary: "Remove one of the session customer's saved cards (browser, public key)",
    parameters: [customerSessionHeader(true), CARD_ID_PARAMETER],
    success: [REMOVED_CARD],
    errors: ['NOT_FOUND'],
  },
});

export function customerSessionHandlers(state: CustomerState): RouteHandlers<typeof CUSTOMER_SESSION_ROUTES> {
  return {
    createCustomerSession: withJsonBody((c, raw) => {
      const merchant = c.get('merchant');
      const { customer_id } = validate(customerSessionCreateSchema, raw);
      const session = createCustomerSession(state, merchant, customerOf(state, merchant.id, customer_id));
      return ok(c, 201, `Customer session created; it lives ${CUSTOMER_SESSION_LIFETIME}.`, session);
    }),
    listSessionCards: (c) => savedCardsPage(state, c, sessionCustomer(state, c)),
    deleteSessionCard: (c) => {
      const customer = sessionCustomer(state, c);
      const card = savedCardOf(state, customer, c.req.param('cardId') ?? '');
      removeSavedCard(state, customer, card);
      return ok(c, 200, 'Saved card removed.', toSavedCard(card, state.clock.now()));
    },
  };
}
