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
  type ApiErrorCode,
  type ClientSideApiErrorCode,
  type ConfigurationErrorCode,
  type ErrorCode,
  type ErrorDetail,
} from './errors';
export type { ClientOptions, RequestOptions, WriteOptions, RetryOptions, Hooks, BeforeRequestHook, AfterResponseHook } from './options';
export { parseRateLimit, type RateLimitInfo } from './rate-limit';
export type { Page, Pagination } from './pagination';
export type { WebhookEndpointsApi, PostbackEndpoint } from './resources/webhook-endpoints';
export type { FraudSessionsApi, FraudSessionCreated, FraudSessionCreateRequest } from './resources/fraud-sessions';
