import type {
  BoletoCharge,
  BoletoChargeCreateRequest,
  BoletoPaymentFields,
  CardCharge,
  CardChargeCreateRequest,
  CardPaymentFields,
  Charge,
  ChargeCreateRequest,
  CreditCardChargeCreateRequest,
  DebitCardChargeCreateRequest,
  PixCharge,
  PixChargeCreateRequest,
  PixPaymentFields,
} from '../../interface/charge';
import type { CardPaymentMethod, ChargeStatus } from '../../interface/charge-values';
import { V1_ROUTES } from '../../interface/paths';
import type {
  AuthenticationPaymentFields,
  AuthenticationRequest,
  AuthenticationStatus,
  ChargeAuthentication,
} from '../../interface/card-authentication';
import type { ApiPromise } from '../api-promise';
import type { SignedHttp } from '../http';
import type { RequestOptions, WriteOptions } from '../options';
import { LIST_ALL_PAGE_SIZE, iteratePages, type Page } from '../pagination';
import { routeOf } from '../url';
import { toQueryParams, type ListQueryInput } from './list-query';

export type {
  AuthenticationPaymentFields,
  AuthenticationRequest,
  AuthenticationStatus,
  CardPaymentMethod,
  ChargeAuthentication,
  BoletoCharge,
  BoletoChargeCreateRequest,
  BoletoPaymentFields,
  CardCharge,
  CardChargeCreateRequest,
  CardPaymentFields,
  Charge,
  ChargeCreateRequest,
  ChargeStatus,
  CreditCardChargeCreateRequest,
  DebitCardChargeCreateRequest,
  PixCharge,
  PixChargeCreateRequest,
  PixPaymentFields,
};

/** Filters of `GET /v1/charges`: page, limit, date_from/date_to (UTC days of created_at), status, search (id, customer name or e-mail). */
export type ChargeListQuery = ListQueryInput<ChargeStatus>;

export interface ChargesApi {
  /**
   * `POST /v1/charges`. `{ idempotencyKey }` is sent as `Idempotency-Key` and lets the client's
   * `retry` policy repeat the call; the sandbox answers a repeat of the same key and body with the
   * first reply instead of charging twice (the interface itself does not document the header).
   */
  create(charge: PixChargeCreateRequest, options?: WriteOptions): ApiPromise<PixCharge>;
  /** A boleto charge: `customer.document` and `customer.address` required; `payment_fields.boleto` in the reply. */
  create(charge: BoletoChargeCreateRequest, options?: WriteOptions): ApiPromise<BoletoCharge>;
  /**
   * A credit card charge (transparent or hosted flow); `payment_details.authentication` asks for 3-D Secure. A
   * challenge answers `pending` with `payment_fields.authentication.url`, the issuer's page to show the buyer.
   */
  create(charge: CreditCardChargeCreateRequest, options?: WriteOptions): ApiPromise<CardCharge>;
  /** A debit card charge: one installment only, always authenticated (3-D Secure). */
  create(charge: DebitCardChargeCreateRequest, options?: WriteOptions): ApiPromise<CardCharge>;
  /** Any charge, when the method is only known at run time. */
  create(charge: ChargeCreateRequest, options?: WriteOptions): ApiPromise<Charge>;
  /** `GET /v1/charges`: one page, newest first. */
  list(query?: ChargeListQuery, options?: RequestOptions): ApiPromise<Page<Charge>>;
  /**
   * Every charge matching `query`, page after page, fetched as you iterate (`for await`). Pages of
   * 100 unless `query.limit` says otherwise; starts at `query.page` (default 1).
   */
  listAll(query?: ChargeListQuery, options?: RequestOptions): AsyncGenerator<Charge, void, undefined>;
  /** `GET /v1/charges/{id}`. */
  retrieve(id: string, options?: RequestOptions): ApiPromise<Charge>;
}

export function createChargesApi(http: SignedHttp): ChargesApi {
  const list = (query: ChargeListQuery | undefined, options: RequestOptions | undefined) =>
    http.call<Page<Charge>>(() => ({
      method: 'GET',
      path: V1_ROUTES.charges,
      query: toQueryParams(query),
      unwrap: 'page',
      options,
    }));

  return {
    // One implementation for every overload: the reply's shape follows the request's payment_method.
    create: ((charge: ChargeCreateRequest, options?: WriteOptions) =>
      http.call<Charge>(() => ({
        method: 'POST',
        path: V1_ROUTES.charges,
        body: charge,
        unwrap: 'data',
        options,
      }))) as ChargesApi['create'],
    list,
    listAll: (query = {}, options) =>
      iteratePages((page) => list({ limit: LIST_ALL_PAGE_SIZE, ...query, page }, options), query.page ?? 1),
    retrieve: (id, options) =>
      http.call(() => ({ method: 'GET', path: routeOf(V1_ROUTES.charge, id), unwrap: 'data', options })),
  };
}
