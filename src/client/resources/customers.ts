import type { CardFunding, Customer, CustomerSession, SavedCard, SavedCardEventData } from '../../interface/customer';
import type { CustomerCreateRequest, CustomerSessionCreateRequest } from '../../interface/customer-schema';
import { V1_ROUTES } from '../../interface/paths';
import type { ApiPromise } from '../api-promise';
import type { SignedHttp } from '../http';
import type { RequestOptions, WriteOptions } from '../options';
import { iteratePages, LIST_ALL_PAGE_SIZE, type Page } from '../pagination';
import { routeOf } from '../url';
import { toQueryParams, type ListQueryInput } from './list-query';

export type {
  CardFunding,
  Customer,
  CustomerCreateRequest,
  CustomerSession,
  CustomerSessionCreateRequest,
  SavedCard,
  SavedCardEventData,
};

/** Pages of a customer's saved cards: `page` and `limit` only. */
export type SavedCardListQuery = Pick<ListQueryInput, 'page' | 'limit'>;

/**
 * Customers and their saved cards. A card is saved only by a captured card charge that names the customer
 * (`customer_id`) and asks `payment_details.save_card: true`; nothing here adds one.
 */
export interface CustomersApi {
  /** `POST /v1/customers`. */
  create(customer: CustomerCreateRequest, options?: WriteOptions): ApiPromise<Customer>;
  /** `GET /v1/customers/{id}`. */
  retrieve(id: string, options?: RequestOptions): ApiPromise<Customer>;
  /** `GET /v1/customers/{id}/cards`: one page, newest first; an expired card has `expired: true`. */
  listCards(id: string, query?: SavedCardListQuery, options?: RequestOptions): ApiPromise<Page<SavedCard>>;
  /** Every saved card of the customer, page after page. */
  listAllCards(id: string, options?: RequestOptions): AsyncGenerator<SavedCard, void, undefined>;
  /** `DELETE /v1/customers/{id}/cards/{cardId}`: resolves to the removed card. */
  deleteCard(id: string, cardId: string, options?: WriteOptions): ApiPromise<SavedCard>;
}

/** Customer sessions: made by the back end, their `client_token` handed to the page (`<pay-form customer-session>`). */
export interface CustomerSessionsApi {
  /** `POST /v1/customer-sessions`: lives 30 minutes; `client_token` is shown in this reply only. */
  create(session: CustomerSessionCreateRequest, options?: WriteOptions): ApiPromise<CustomerSession>;
}

export function createCustomersApi(http: SignedHttp): CustomersApi {
  const listCards = (id: string, query: SavedCardListQuery | undefined, options: RequestOptions | undefined) =>
    http.call<Page<SavedCard>>(() => ({
      method: 'GET',
      path: routeOf(V1_ROUTES.customerCards, id),
      query: toQueryParams(query),
      unwrap: 'page',
      options,
    }));
  return {
    create: (customer, options) =>
      http.call(() => ({ method: 'POST', path: V1_ROUTES.customers, body: customer, unwrap: 'data', options })),
    retrieve: (id, options) =>
      http.call(() => ({ method: 'GET', path: routeOf(V1_ROUTES.customer, id), unwrap: 'data', options })),
    listCards,
    listAllCards: (id, options) => iteratePages((page) => listCards(id, { limit: LIST_ALL_PAGE_SIZE, page }, options)),
    deleteCard: (id, cardId, options) =>
      http.call(() => ({
        method: 'DELETE',
        path: routeOf(V1_ROUTES.customerCard, id, cardId),
        unwrap: 'data',
        options,
      })),
  };
}

export function createCustomerSessionsApi(http: SignedHttp): CustomerSessionsApi {
  return {
    create: (session, options) =>
      http.call(() => ({ method: 'POST', path: V1_ROUTES.customerSessions, body: session, unwrap: 'data', options })),
  };
}
