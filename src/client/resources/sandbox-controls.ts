import type { RateLimits } from '../../interface/rate-limit';
import type { SubmerchantRejectRequest } from '../../interface/submerchant-controls';
import type { PostbackEndpoint, PostbackEndpointCreateRequest } from '../../interface/webhook';
import type { ApiPromise } from '../api-promise';
import type { HttpCore } from '../http';
import type { RequestOptions } from '../options';
import { route } from '../url';
import type { Submerchant } from './submerchants';

export type { RateLimits, PostbackEndpointCreateRequest, SubmerchantRejectRequest };

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
  /** Creates a webhook endpoint (the service offers no such operation) so `webhookEndpoints.retrieve` has one to read. */
  createWebhookEndpoint(body: PostbackEndpointCreateRequest, options?: RequestOptions): ApiPromise<PostbackEndpoint>;
  /** Replaces this merchant's custom limits per 60 s window; an omitted category returns to its default. Resolves to the limits now in force. */
  setRateLimits(limits: Partial<RateLimits>, options?: RequestOptions): ApiPromise<RateLimits>;
  /** Moves the sandbox clock forward (fraud-session expiry, rate windows). */
  advanceClock(seconds: number, options?: RequestOptions): ApiPromise<SandboxClockReading>;
}

export function createSandboxControlsApi(http: HttpCore): SandboxControlsApi {
  return {
    approveSubmerchant: (id, options) =>
      http.call(() => ({ method: 'POST', path: route`/sandbox/submerchants/${id}/approve`, auth: 'secret', unwrap: 'data', options })),
    rejectSubmerchant: (id, body, options) =>
      http.call(() => ({ method: 'POST', path: route`/sandbox/submerchants/${id}/reject`, body, auth: 'secret', unwrap: 'data', options })),
    createWebhookEndpoint: (body, options) =>
      http.call(() => ({ method: 'POST', path: '/sandbox/postbacks/endpoints', body, auth: 'secret', unwrap: 'data', options })),
    setRateLimits: (limits, options) =>
      http.call(() => ({ method: 'PUT', path: '/sandbox/rate-limits', body: limits, auth: 'secret', unwrap: 'data', options })),
    advanceClock: (seconds, options) =>
      http.call(() => ({ method: 'POST', path: '/sandbox/clock', body: { advance_seconds: seconds }, auth: 'secret', unwrap: 'data', options })),
  };
}
