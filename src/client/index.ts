/**
 * `pay-checkout/client`: the typed client of the payment service's `/v1` surface, for merchant back
 * ends (Node ≥ 20; browsers only with `allowSecretKeyInBrowser`). Payload and record types come from
 * `src/interface` as types only, so no validation library ships with the client.
 */
export { createClient, type PayClient } from './client';
export { ApiPromise, type ApiResponse } from './api-promise';
export {
  PayClientError,
  ApiError,
  NetworkError,
  TimeoutError,
  ConfigurationError,
  WebhookVerificationError,
  type WebhookVerificationErrorCode,
  type ApiErrorCode,
  type ClientSideApiErrorCode,
  type ConfigurationErrorCode,
  type ErrorCode,
  type ErrorDetail,
} from './errors';
export type {
  ClientOptions,
  RequestOptions,
  WriteOptions,
  RetryOptions,
  Hooks,
  BeforeRequestHook,
  AfterResponseHook,
} from './options';
export { parseRateLimit, type RateLimitInfo } from './rate-limit';
export type { Page, Pagination } from './pagination';
export type { WebhookEndpointsApi, PostbackEndpoint } from './resources/webhook-endpoints';
export type { FraudSessionsApi, FraudSessionCreated, FraudSessionCreateRequest } from './resources/fraud-sessions';
export type {
  InstallmentsApi,
  InstallmentOption,
  InstallmentPlan,
  InstallmentQuote,
  InstallmentQuoteQuery,
} from './resources/installments';
export type {
  SubmerchantsApi,
  LegalRepresentativesApi,
  SubmerchantDocumentsApi,
  SubmerchantAddressesApi,
  SubmerchantListQuery,
  Submerchant,
  SubmerchantStatus,
  SubmerchantCreateRequest,
  LegalRepresentativeRequest,
  LegalRepresentativeRecord,
  DeletedLegalRepresentative,
  SubmerchantDocumentCreateRequest,
  SubmerchantDocumentRecord,
  SubmerchantAddressCreateRequest,
  SubmerchantAddressPatchRequest,
  SubmerchantAddressRecord,
} from './resources/submerchants';
export type {
  ChargesApi,
  ChargeListQuery,
  Charge,
  CardCharge,
  PixCharge,
  BoletoCharge,
  ChargeCreateRequest,
  CardChargeCreateRequest,
  CreditCardChargeCreateRequest,
  DebitCardChargeCreateRequest,
  PixChargeCreateRequest,
  BoletoChargeCreateRequest,
  PixPaymentFields,
  BoletoPaymentFields,
  CardPaymentFields,
  ChargeStatus,
  CardPaymentMethod,
  AuthenticationRequest,
  AuthenticationStatus,
  AuthenticationPaymentFields,
  ChargeAuthentication,
} from './resources/charges';
export type {
  CustomersApi,
  CustomerSessionsApi,
  SavedCardListQuery,
  CardFunding,
  Customer,
  CustomerCreateRequest,
  CustomerSession,
  CustomerSessionCreateRequest,
  SavedCard,
  SavedCardEventData,
} from './resources/customers';
export type {
  SandboxControlsApi,
  SandboxClockReading,
  InstallmentTerms,
  InstallmentTermsRequest,
  FaultRuleRequest,
  FaultRuleState,
  FaultsRequest,
  SandboxFaults,
  WebhookFaults,
  AuthenticationOutcome,
  RateLimits,
  PostbackEndpointCreateRequest,
  PostbackEndpointCreated,
  SubmerchantRejectRequest,
  WebhookDelivery,
  WebhookDeliveryAttempt,
  WebhookDeliveryStatus,
  WebhookDeliveryListQuery,
} from './resources/sandbox-controls';
export type { ListQueryInput } from './resources/list-query';
export {
  verifyWebhook,
  signWebhook,
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  type VerifyWebhookOptions,
  type SignWebhookOptions,
  type WebhookSignatureHeaders,
  type WebhookHeadersInput,
  type WebhookRawBody,
} from './webhooks';
export type {
  WebhookEvent,
  WebhookEventType,
  ChargeEvent,
  SubmerchantEvent,
  CustomerEvent,
  ChargeEventType,
  SubmerchantEventType,
  CustomerEventType,
} from '../interface/webhook-event';
// Names and tables a merchant's back end and back office work with: the webhook headers and event types a receiver
// checks, the failure envelope it relays, the list parameters, when a registration may change, and which documents
// a submerchant sends.
export {
  WEBHOOK_HEADERS,
  CHARGE_EVENT_TYPES,
  SUBMERCHANT_EVENT_TYPES,
  CUSTOMER_EVENT_TYPES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
} from '../interface/webhook-event';
export type { FailureEnvelope } from '../interface/envelopes';
export { LIST_PARAMS, type ListParam } from '../interface/list-params';
export { canEditRegistration, SUBMERCHANT_STATUSES } from '../interface/submerchant-state';
export { CHARGE_STATUSES, PAYMENT_METHODS } from '../interface/charge-values';
/** The header a page sends a customer session's `client_token` in, and the session's lifetime. */
export { CUSTOMER_SESSION_HEADER, CUSTOMER_SESSION_TTL_SECONDS } from '../interface/customer';
/** The installment split `<pay-form>` shows, for a page's options without JavaScript. */
export { splitInstallments, installmentCounts } from '../interface/installments';
export {
  COMPANY_DOCUMENT_TYPES,
  PARTNER_DOCUMENT_TYPES,
  INDIVIDUAL_DOCUMENT_TYPES,
  DOCUMENT_MIME_TYPES,
  isPartnerDocumentType,
  documentTypesFor,
  type DocumentTypeInfo,
  type SubmerchantDocumentType,
} from '../interface/submerchant-document-types';
