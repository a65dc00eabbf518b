import type { AuthenticationOutcome } from '../../interface/card-authentication';
import type { BoletoCharge, CardCharge, PixCharge } from '../../interface/charge';
import type { RateLimits } from '../../interface/rate-limit';
import type { SubmerchantRejectRequest } from '../../interface/submerchant-controls';
import type { PostbackEndpointCreateRequest, PostbackEndpointCreated } from '../../interface/webhook';
import type {
  WebhookDelivery,
  WebhookDeliveryAttempt,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '../../interface/webhook-event';
import type { ApiPromise } from '../api-promise';
import type { HttpCore } from '../http';
import type { RequestOptions } from '../options';
import type { Page } from '../pagination';
import { route, type QueryParams } from '../url';
import type { Submerchant } from './submerchants';

export type {
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
  /** Moves the sandbox clock forward (fraud-session expiry, rate windows, Pix and boleto deadlines, challenges). */
  advanceClock(seconds: number, options?: RequestOptions): ApiPromise<SandboxClockReading>;
}

export function createSandboxControlsApi(http: HttpCore): SandboxControlsApi {
  return {
    payCharge: (id, options) =>
      http.call(() => ({
        method: 'POST',
        path: route`/sandbox/charges/${id}/pay`,
        auth: 'secret',
        unwrap: 'data',
        options,
      })),
    authenticateCharge: (id, outcome, options) =>
      http.call(() => ({
        method: 'POST',
        path: route`/sandbox/charges/${id}/authenticate`,
        body: { outcome },
        auth: 'secret',
        unwrap: 'data',
        options,
      })),
    approveSubmerchant: (id, options) =>
      http.call(() => ({
        method: 'POST',
        path: route`/sandbox/submerchants/${id}/approve`,
        auth: 'secret',
        unwrap: 'data',
        options,
      })),
    rejectSubmerchant: (id, body, options) =>
      http.call(() => ({
        method: 'POST',
        path: route`/sandbox/submerchants/${id}/reject`,
        body,
        auth: 'secret',
        unwrap: 'data',
        options,
      })),
    createWebhookEndpoint: (body, options) =>
      http.call(() => ({
        method: 'POST',
        path: '/sandbox/postbacks/endpoints',
        body,
        auth: 'secret',
        unwrap: 'data',
        options,
      })),
    listWebhookDeliveries: (query, options) =>
      http.call(() => ({
        method: 'GET',
        path: '/sandbox/postbacks/deliveries',
        query: query as QueryParams | undefined,
        auth: 'secret',
        unwrap: 'page',
        options,
      })),
    redeliverWebhook: (deliveryId, options) =>
      http.call(() => ({
        method: 'POST',
        path: route`/sandbox/postbacks/deliveries/${deliveryId}/redeliver`,
        auth: 'secret',
        unwrap: 'data',
        options,
      })),
    setRateLimits: (limits, options) =>
      http.call(() => ({
        method: 'PUT',
        path: '/sandbox/rate-limits',
        body: limits,
        auth: 'secret',
        unwrap: 'data',
        options,
      })),
    advanceClock: (seconds, options) =>
      http.call(() => ({
        method: 'POST',
        path: '/sandbox/clock',
        body: { advance_seconds: seconds },
        auth: 'secret',
        unwrap: 'data',
        options,
      })),
  };
}
