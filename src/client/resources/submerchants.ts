import type { SubmerchantCreateRequest } from '../../interface/submerchant';
import type {
  SubmerchantAddressCreateRequest,
  SubmerchantAddressPatchRequest,
} from '../../interface/submerchant-address';
import type { SubmerchantDocumentCreateRequest } from '../../interface/submerchant-document';
import type { LegalRepresentativeRequest } from '../../interface/submerchant-partner';
import type {
  DeletedLegalRepresentative,
  LegalRepresentativeRecord,
  SubmerchantAddressRecord,
  SubmerchantDocumentRecord,
  SubmerchantRecord,
} from '../../interface/submerchant-records';
import type { SubmerchantStatus } from '../../interface/submerchant-state';
import { V1_ROUTES } from '../../interface/paths';
import type { ApiPromise } from '../api-promise';
import type { SignedHttp } from '../http';
import type { RequestOptions, WriteOptions } from '../options';
import { LIST_ALL_PAGE_SIZE, iteratePages, type Page } from '../pagination';
import { routeOf } from '../url';
import { toQueryParams, type ListQueryInput } from './list-query';

export type {
  SubmerchantCreateRequest,
  SubmerchantAddressCreateRequest,
  SubmerchantAddressPatchRequest,
  SubmerchantDocumentCreateRequest,
  LegalRepresentativeRequest,
  DeletedLegalRepresentative,
  LegalRepresentativeRecord,
  SubmerchantAddressRecord,
  SubmerchantDocumentRecord,
  SubmerchantStatus,
};
/** A submerchant as the service returns it. */
export type Submerchant = SubmerchantRecord;

export type SubmerchantListQuery = ListQueryInput<SubmerchantStatus>;

/** Partners of a pj submerchant. `upsert` is keyed by `document`: the same CPF/CNPJ updates the partner. */
export interface LegalRepresentativesApi {
  /** `POST /v1/submerchants/{id}/legal-representatives`: creates the partner, or updates the one with the same document. */
  upsert(
    submerchantId: string,
    partner: LegalRepresentativeRequest,
    options?: WriteOptions,
  ): ApiPromise<LegalRepresentativeRecord>;
  /** `GET /v1/submerchants/{id}/legal-representatives`. */
  list(submerchantId: string, options?: RequestOptions): ApiPromise<LegalRepresentativeRecord[]>;
  /** `DELETE …/legal-representatives/{repId}`: also deletes the partner's documents (their ids are in the reply). */
  delete(
    submerchantId: string,
    legalRepresentativeId: string,
    options?: WriteOptions,
  ): ApiPromise<DeletedLegalRepresentative>;
}

/** Supporting files, sent as URLs of files you host. Sending a type again replaces the earlier record (`replaced_at`). */
export interface SubmerchantDocumentsApi {
  /** `POST /v1/submerchants/{id}/documents`. Partner types (`partner_…`) need `legal_representative_id`. */
  create(
    submerchantId: string,
    document: SubmerchantDocumentCreateRequest,
    options?: WriteOptions,
  ): ApiPromise<SubmerchantDocumentRecord>;
  /** `GET /v1/submerchants/{id}/documents`: every record, replaced ones included (see `replaced_at`). */
  list(submerchantId: string, options?: RequestOptions): ApiPromise<SubmerchantDocumentRecord[]>;
}

export interface SubmerchantAddressesApi {
  /** `POST /v1/submerchants/{id}/addresses`. */
  create(
    submerchantId: string,
    address: SubmerchantAddressCreateRequest,
    options?: WriteOptions,
  ): ApiPromise<SubmerchantAddressRecord>;
  /** `PATCH …/addresses/{addressId}` with only the fields to change (`null` clears an optional one). */
  update(
    submerchantId: string,
    addressId: string,
    changes: SubmerchantAddressPatchRequest,
    options?: WriteOptions,
  ): ApiPromise<SubmerchantAddressRecord>;
  /** `DELETE …/addresses/{addressId}`; resolves to the removed address. */
  delete(submerchantId: string, addressId: string, options?: WriteOptions): ApiPromise<SubmerchantAddressRecord>;
  /** `GET /v1/submerchants/{id}/addresses` (a read the interface leaves unshown; the sandbox serves it). */
  list(submerchantId: string, options?: RequestOptions): ApiPromise<SubmerchantAddressRecord[]>;
}

export interface SubmerchantsApi {
  /** `POST /v1/submerchants`: the new submerchant, status `pending`. */
  create(registration: SubmerchantCreateRequest, options?: WriteOptions): ApiPromise<Submerchant>;
  /** `GET /v1/submerchants`: one page. */
  list(query?: SubmerchantListQuery, options?: RequestOptions): ApiPromise<Page<Submerchant>>;
  /** Every submerchant matching `query`, fetched page by page as you iterate (`for await`); pages of 100 unless `query.limit` says otherwise. */
  listAll(query?: SubmerchantListQuery, options?: RequestOptions): AsyncGenerator<Submerchant, void, undefined>;
  /** `GET /v1/submerchants/{id}`. */
  retrieve(id: string, options?: RequestOptions): ApiPromise<Submerchant>;
  /** `POST …/submit-for-review`: `pending` → `pending_review`; 422 `LEGAL_REPRESENTATIVE_REQUIRED` / `REGISTRATION_INCOMPLETE` with `details` naming what is missing. */
  submitForReview(id: string, options?: WriteOptions): ApiPromise<Submerchant>;
  /** `POST …/request-resubmission`: `rejected` → `pending`, so the registration can be edited and submitted again. */
  requestResubmission(id: string, options?: WriteOptions): ApiPromise<Submerchant>;
  legalRepresentatives: LegalRepresentativesApi;
  documents: SubmerchantDocumentsApi;
  addresses: SubmerchantAddressesApi;
}

export function createSubmerchantsApi(http: SignedHttp): SubmerchantsApi {
  const list = (query: SubmerchantListQuery | undefined, options: RequestOptions | undefined) =>
    http.call<Page<Submerchant>>(() => ({
      method: 'GET',
      path: V1_ROUTES.submerchants,
      query: toQueryParams(query),
      unwrap: 'page',
      options,
    }));

  return {
    create: (registration, options) =>
      http.call(() => ({
        method: 'POST',
        path: V1_ROUTES.submerchants,
        body: registration,
        unwrap: 'data',
        options,
      })),
    list,
    listAll: (query = {}, options) =>
      iteratePages((page) => list({ limit: LIST_ALL_PAGE_SIZE, ...query, page }, options), query.page ?? 1),
    retrieve: (id, options) =>
      http.call(() => ({
        method: 'GET',
        path: routeOf(V1_ROUTES.submerchant, id),
        unwrap: 'data',
        options,
      })),
    submitForReview: (id, options) =>
      http.call(() => ({
        method: 'POST',
        path: routeOf(V1_ROUTES.submitForReview, id),
        unwrap: 'data',
        options,
      })),
    requestResubmission: (id, options) =>
      http.call(() => ({
        method: 'POST',
        path: routeOf(V1_ROUTES.requestResubmission, id),
        unwrap: 'data',
        options,
      })),
    legalRepresentatives: createLegalRepresentativesApi(http),
    documents: createSubmerchantDocumentsApi(http),
    addresses: createSubmerchantAddressesApi(http),
  };
}

function createLegalRepresentativesApi(http: SignedHttp): LegalRepresentativesApi {
  return {
    upsert: (submerchantId, partner, options) =>
      http.call(() => ({
        method: 'POST',
        path: routeOf(V1_ROUTES.legalRepresentatives, submerchantId),
        body: partner,
        unwrap: 'data',
        options,
      })),
    list: (submerchantId, options) =>
      http.call(() => ({
        method: 'GET',
        path: routeOf(V1_ROUTES.legalRepresentatives, submerchantId),
        unwrap: 'data',
        options,
      })),
    delete: (submerchantId, legalRepresentativeId, options) =>
      http.call(() => ({
        method: 'DELETE',
        path: routeOf(V1_ROUTES.legalRepresentative, submerchantId, legalRepresentativeId),
        unwrap: 'data',
        options,
      })),
  };
}

function createSubmerchantDocumentsApi(http: SignedHttp): SubmerchantDocumentsApi {
  return {
    create: (submerchantId, document, options) =>
      http.call(() => ({
        method: 'POST',
        path: routeOf(V1_ROUTES.documents, submerchantId),
        body: document,
        unwrap: 'data',
        options,
      })),
    list: (submerchantId, options) =>
      http.call(() => ({
        method: 'GET',
        path: routeOf(V1_ROUTES.documents, submerchantId),
        unwrap: 'data',
        options,
      })),
  };
}

function createSubmerchantAddressesApi(http: SignedHttp): SubmerchantAddressesApi {
  return {
    create: (submerchantId, address, options) =>
      http.call(() => ({
        method: 'POST',
        path: routeOf(V1_ROUTES.addresses, submerchantId),
        body: address,
        unwrap: 'data',
        options,
      })),
    update: (submerchantId, addressId, changes, options) =>
      http.call(() => ({
        method: 'PATCH',
        path: routeOf(V1_ROUTES.address, submerchantId, addressId),
        body: changes,
        unwrap: 'data',
        options,
      })),
    delete: (submerchantId, addressId, options) =>
      http.call(() => ({
        method: 'DELETE',
        path: routeOf(V1_ROUTES.address, submerchantId, addressId),
        unwrap: 'data',
        options,
      })),
    list: (submerchantId, options) =>
      http.call(() => ({
        method: 'GET',
        path: routeOf(V1_ROUTES.addresses, submerchantId),
        unwrap: 'data',
        options,
      })),
  };
}
