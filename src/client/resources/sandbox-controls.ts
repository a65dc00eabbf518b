import type { AuthenticationOutcome } from '../../interface/card-authentication';
import type { BoletoCharge, CardCharge, PixCharge } from '../../interface/charge';
import type { RateLimits } from '../../interface/rate-limit';
import type { InstallmentTerms, InstallmentTermsRequest } from '../../interface/installment-quote';
import type {
  FaultRuleRequest,
  FaultRuleState,
  FaultsRequest,
  SandboxFaults,
  WebhookFaults,
} from '../../interface/sandbox-faults';
import type { SubmerchantRejectRequest } from '../../interface/submerchant-controls';
import type { PostbackEndpointCreateRequest, PostbackEndpointCreated } from '../../interface/webhook';
import type {
  WebhookDelivery,
  WebhookDeliveryAttempt,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '../../interface/webhook-event';
import type { ApiPromise } from '../api-promise';
import type { SignedHttp } from '../http';
import type { RequestOptions } from '../options';
import type { Page } from '../pagination';
import { route, type QueryParams } from '../url';
import type { Submerchant } from './submerchants';

export type {
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
};

/** Filters of `listWebhookDeliveries`. */
export interface WebhookDeliveryListQuery {
  page?: number;
  limit?: number;
  status?: WebhookDeliveryStatus;
  endpoint_id?: string;
  /** Only the deliveries of this charge's events. */
  charge_id?: string;
  event_type?: WebhookEventType;
}

/** Reply of `advanceClock`: the sandbox clock after the move. */
export interface SandboxClockReading {
  /** ISO 8601. */
  now: string;
}

/**
 * Controls of the local sandbox (`pay-checkout/sandbox`) under `/sandbox`, signed with the secret
 * key. SANDBOX ONLY: the real service has no such routes and answers 404 `NOT_FOUND`.
 */
export interface SandboxControlsApi {
  /** Plays the operator: `pending_review` → `active`. */
  approveSubmerchant(id: string, options?: RequestOptions): ApiPromise<Submerchant>;
  /**
   * Plays the operator: `pending_review` → `rejected`, with the `reason` the merchant reads in
   * `rejection_reason`; `document_ids` also marks those documents `rejected`.
   */
  rejectSubmerchant(id: string, body: SubmerchantRejectRequest, options?: RequestOptions): ApiPromise<Submerchant>;
  /**
   * Creates a webhook endpoint (the service offers no such operation). `secret: true` has the sandbox make a
   * `whsec_…` secret: the reply shows it this once (keep it for `verifyWebhook`).
   */
  createWebhookEndpoint(
    body: PostbackEndpointCreateRequest,
    options?: RequestOptions,
  ): ApiPromise<PostbackEndpointCreated>;
  /** `GET /sandbox/postbacks/deliveries`: one page of deliveries, newest first, each with every attempt. */
  listWebhookDeliveries(query?: WebhookDeliveryListQuery, options?: RequestOptions): ApiPromise<Page<WebhookDelivery>>;
  /** Sends a delivery once more now, with the same `webhook-id`; the attempt is added to it. */
  redeliverWebhook(deliveryId: string, options?: RequestOptions): ApiPromise<WebhookDelivery>;
  /** Replaces this merchant's custom limits per 60 s window; an omitted category returns to its default. Resolves to the limits now in force. */
  setRateLimits(limits: Partial<RateLimits>, options?: RequestOptions): ApiPromise<RateLimits>;
  /**
   * Pays a pending Pix or boleto charge as the buyer's bank would (`captured`, `charge.captured`); a card charge or
   * one no longer pending is 409 INVALID_STATE.
   */
  payCharge(id: string, options?: RequestOptions): ApiPromise<PixCharge | BoletoCharge>;
  /**
   * Answers a waiting 3-D Secure challenge as the buyer on the issuer's page would: `succeeded` lets the charge go on
   * (`captured`, or `failed` for a declining card), `failed` fails it (`authentication_failed`). 409 INVALID_STATE
   * when no challenge is waiting.
   */
  authenticateCharge(id: string, outcome: AuthenticationOutcome, options?: RequestOptions): ApiPromise<CardCharge>;
  /**
   * Replaces this merchant's installment terms (`max_installments`, `free_installments`, `monthly_rate`,
   * `min_installment`, `brand_max`); an omitted field goes back to its seeded value. Resolves to the terms now in
   * force; a bad value: 422 `VALIDATION_ERROR` naming the field.
   */
  setInstallmentTerms(terms: InstallmentTermsRequest, options?: RequestOptions): ApiPromise<InstallmentTerms>;
  /** This merchant's installment terms in force. */
  getInstallmentTerms(options?: RequestOptions): ApiPromise<InstallmentTerms>;
  /** Moves the sandbox clock forward (fraud-session expiry, rate windows, Pix and boleto deadlines, challenges). */
  advanceClock(seconds: number, options?: RequestOptions): ApiPromise<SandboxClockReading>;
  /**
   * Replaces this merchant's faults: its `/v1` requests made slow, failed or cut off by `rules`, its webhook
   * deliveries doubled, delayed or reordered by `webhooks`. Resolves to the faults now in force (with the `seed`
   * picked when none was given). A bad rule: 422 `VALIDATION_ERROR` naming the field.
   */
  setFaults(body: FaultsRequest, options?: RequestOptions): ApiPromise<SandboxFaults>;
  /** This merchant's faults, each rule with how often it applied (`applied`). */
  getFaults(options?: RequestOptions): ApiPromise<SandboxFaults>;
  /** Clears this merchant's faults. */
  clearFaults(options?: RequestOptions): ApiPromise<SandboxFaults>;
}

const FAULTS_PATH = '/sandbox/faults';
const INSTALLMENT_TERMS_PATH = '/sandbox/installment-terms';

export function createSandboxControlsApi(http: SignedHttp): SandboxControlsApi {
  return {
    ...submerchantReviewControls(http),
    ...webhookControls(http),
    payCharge: (id, options) =>
      http.call(() => ({
        method: 'POST',
        path: route`/sandbox/charges/${id}/pay`,
        unwrap: 'data',
        options,
      })),
    authenticateCharge: (id, outcome, options) =>
      http.call(() => ({
        method: 'POST',
        path: route`/sandbox/charges/${id}/authenticate`,
        body: { outcome },
        unwrap: 'data',
        options,
      })),
    setRateLimits: (limits, options) =>
      http.call(() => ({
        method: 'PUT',
        path: '/sandbox/rate-limits',
        body: limits,
        unwrap: 'data',
        options,
      })),
    setFaults: (body, options) =>
      http.call(() => ({ method: 'PUT', path: FAULTS_PATH, body, unwrap: 'data', options })),
    getFaults: (options) => http.call(() => ({ method: 'GET', path: FAULTS_PATH, unwrap: 'data', options })),
    setInstallmentTerms: (terms, options) =>
      http.call(() => ({ method: 'PUT', path: INSTALLMENT_TERMS_PATH, body: terms, unwrap: 'data', options })),
    getInstallmentTerms: (options) =>
      http.call(() => ({ method: 'GET', path: INSTALLMENT_TERMS_PATH, unwrap: 'data', options })),
    clearFaults: (options) => http.call(() => ({ method: 'DELETE', path: FAULTS_PATH, unwrap: 'data', options })),
    advanceClock: (seconds, options) =>
      http.call(() => ({
        method: 'POST',
        path: '/sandbox/clock',
        body: { advance_seconds: seconds },
        unwrap: 'data',
        options,
      })),
  };
}

/** Decides a submerchant's review as the service's reviewers would. */
function submerchantReviewControls(
  http: SignedHttp,
): Pick<SandboxControlsApi, 'approveSubmerchant' | 'rejectSubmerchant'> {
  return {
    approveSubmerchant: (id, options) =>
      http.call(() => ({
        method: 'POST',
        path: route`/sandbox/submerchants/${id}/approve`,
        unwrap: 'data',
        options,
      })),
    rejectSubmerchant: (id, body, options) =>
      http.call(() => ({
        method: 'POST',
        path: route`/sandbox/submerchants/${id}/reject`,
        body,
        unwrap: 'data',
        options,
      })),
  };
}

/** Registers endpoints and reads or resends their deliveries. */
function webhookControls(
  http: SignedHttp,
): Pick<SandboxControlsApi, 'createWebhookEndpoint' | 'listWebhookDeliveries' | 'redeliverWebhook'> {
  return {
    createWebhookEndpoint: (body, options) =>
      http.call(() => ({
        method: 'POST',
        path: '/sandbox/postbacks/endpoints',
        body,
        unwrap: 'data',
        options,
      })),
    listWebhookDeliveries: (query, options) =>
      http.call(() => ({
        method: 'GET',
        path: '/sandbox/postbacks/deliveries',
        query: query as QueryParams | undefined,
        unwrap: 'page',
        options,
      })),
    redeliverWebhook: (deliveryId, options) =>
      http.call(() => ({
        method: 'POST',
        path: route`/sandbox/postbacks/deliveries/${deliveryId}/redeliver`,
        unwrap: 'data',
        options,
      })),
  };
}
