/**
 * /v1/customers (secret key): a customer, read back, its saved cards listed (a page at a time) and removed
 * (docs/service.md, "Customers and saved cards"). Another merchant's customer or card: 404.
 */
import type { Context } from 'hono';
import { customerCreateSchema } from '../../interface/customer-schema';
import { listQuerySchema } from '../../interface/list';
import { V1_ROUTES } from '../../interface/paths';
import type { SandboxEnv } from '../kernel/env';
import { ok, pagedPage, parseListQuery, validate, withJsonBody } from '../kernel/http';
import { pageOf } from '../kernel/list-index';
import { LIST_RULES, TAGS, V1_ROUTE, pageParameters, type SuccessSpec } from '../route-spec/operation-spec';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import type { JsonSchema } from '../route-spec/components';
import { createCustomer, customerOf, removeSavedCard, savedCardOf, toCustomer, toSavedCard } from './store';
import type { CustomerRecord, CustomerState } from './state';

const prefixedPathId = (name: string, what: string, prefix: string): JsonSchema => ({
  name,
  in: 'path',
  required: true,
  description: `The ${what} id (\`${prefix}_…\`). Another merchant's or customer's answers 404 NOT_FOUND.`,
  schema: { type: 'string', pattern: `^${prefix}_` },
});

export const CUSTOMER_ID_PARAMETER = prefixedPathId('id', 'customer', 'cus');
export const CARD_ID_PARAMETER = prefixedPathId('cardId', 'saved card', 'card');

export const SAVED_CARDS_PAGE: SuccessSpec = {
  status: 200,
  description: 'One page of saved cards, newest first; an expired card is listed with `expired: true`.',
  body: { kind: 'paged', name: 'SavedCard' },
};
export const REMOVED_CARD: SuccessSpec = {
  status: 200,
  description: 'The removed card; its tokens are refused from now on.',
  body: { kind: 'resource', name: 'SavedCard' },
};

/** Built once: zod prepares a schema on its first parse (kernel/http.ts). */
export const savedCardsQuerySchema = listQuerySchema();

/** One page of `customer`'s saved cards, newest first. */
export function savedCardsPage(state: CustomerState, c: Context<SandboxEnv>, customer: CustomerRecord): Response {
  const query = parseListQuery(c, savedCardsQuerySchema);
  const found = pageOf(customer.cards.select(undefined, {}), query);
  const now = state.clock.now();
  return pagedPage(c, 'Saved cards retrieved.', found, query, (card) => toSavedCard(card, now));
}

export const CUSTOMER_ROUTES = defineRoutes({
  createCustomer: {
    ...V1_ROUTE,
    method: 'post',
    path: V1_ROUTES.customers,
    tag: TAGS.customers,
    summary: 'Create a customer',
    description:
      'Whom saved cards belong to. A card is saved under a customer only by a captured card charge that names its `customer_id` and whose buyer asked: `payment_details.save_card: true`, or on the hosted card page its “Save this card for next purchases” box as submitted.',
    body: 'CustomerCreateRequest',
    success: [{ status: 201, description: 'The customer.', body: { kind: 'resource', name: 'Customer' } }],
  },
  getCustomer: {
    ...V1_ROUTE,
    method: 'get',
    path: V1_ROUTES.customer,
    tag: TAGS.customers,
    summary: 'Read a customer',
    parameters: [CUSTOMER_ID_PARAMETER],
    success: [{ status: 200, description: 'The customer.', body: { kind: 'resource', name: 'Customer' } }],
    errors: ['NOT_FOUND'],
  },
  listCustomerCards: {
    ...V1_ROUTE,
    method: 'get',
    path: V1_ROUTES.customerCards,
    tag: TAGS.customers,
    summary: "List a customer's saved cards",
    description: `Brand, last 4 digits, holder and expiry: never more of a card. ${LIST_RULES}`,
    parameters: [CUSTOMER_ID_PARAMETER, ...pageParameters()],
    success: [SAVED_CARDS_PAGE],
    errors: ['NOT_FOUND'],
  },
  deleteCustomerCard: {
    ...V1_ROUTE,
    method: 'delete',
    path: V1_ROUTES.customerCard,
    tag: TAGS.customers,
    summary: 'Remove a saved card',
    parameters: [CUSTOMER_ID_PARAMETER, CARD_ID_PARAMETER],
    success: [REMOVED_CARD],
    errors: ['NOT_FOUND'],
  },
});

export function customerHandlers(state: CustomerState): RouteHandlers<typeof CUSTOMER_ROUTES> {
  const customer = (c: Context<SandboxEnv>) => customerOf(state, c.get('merchant').id, c.req.param('id') ?? '');
  return {
    createCustomer: withJsonBody((c, raw) => {
      const record = createCustomer(state, c.get('merchant'), validate(customerCreateSchema, raw));
      return ok(c, 201, 'Customer created.', toCustomer(record));
    }),
    getCustomer: (c) => ok(c, 200, 'Customer retrieved.', toCustomer(customer(c))),
    listCustomerCards: (c) => savedCardsPage(state, c, customer(c)),
    deleteCustomerCard: (c) => {
      const owner = customer(c);
      const card = savedCardOf(state, owner, c.req.param('cardId') ?? '');
      removeSavedCard(state, owner, card);
      return ok(c, 200, 'Saved card removed.', toSavedCard(card, state.clock.now()));
    },
  };
}
