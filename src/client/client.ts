import { REQUEST_TIMEOUT_MS } from '../interface/limits';
import { buildCredentials } from './credentials';
import { ConfigurationError } from './errors';
import { createHttpCore, signedWith, type HttpCore } from './http';
import type { ClientOptions } from './options';
import type { RateLimitInfo } from './rate-limit';
import { createChargesApi, type ChargesApi } from './resources/charges';
import {
  createCustomersApi,
  createCustomerSessionsApi,
  type CustomersApi,
  type CustomerSessionsApi,
} from './resources/customers';
import { createFraudSessionsApi, type FraudSessionsApi } from './resources/fraud-sessions';
import { createInstallmentsApi, type InstallmentsApi } from './resources/installments';
import { createSandboxControlsApi, type SandboxControlsApi } from './resources/sandbox-controls';
import { createSubmerchantsApi, type SubmerchantsApi } from './resources/submerchants';
import { createWebhookEndpointsApi, type WebhookEndpointsApi } from './resources/webhook-endpoints';
import { checkTimeoutMs } from './abort';
import { normaliseRetry } from './retry';
import { normaliseBaseUrl } from './url';

export interface PayClient {
  submerchants: SubmerchantsApi;
  charges: ChargesApi;
  /** Quotes an amount by the merchant's installment terms (the secret key signs it; the service also takes the public key). */
  installments: InstallmentsApi;
  /** Customers and their saved cards. */
  customers: CustomersApi;
  /** Sessions that let a page list and pay with one customer's saved cards. */
  customerSessions: CustomerSessionsApi;
  webhookEndpoints: WebhookEndpointsApi;
  /** Signed with the public key; needs `publicKey`. */
  fraudSessions: FraudSessionsApi;
  /** SANDBOX ONLY: controls of the local sandbox (`pay-checkout/sandbox`); the real service answers them with 404. */
  sandbox: SandboxControlsApi;
  /**
   * Rate-limit headers of the most recent reply that carried any (every `/v1` reply does). With
   * concurrent calls "most recent" is whichever finished last; use `.withResponse()` for a given call.
   */
  readonly lastRateLimit: RateLimitInfo | undefined;
}

/**
 * The typed client of the `/v1` surface, for merchant back ends. Every method resolves to the
 * envelope's `data` and rejects with an `ApiError`, `NetworkError`, `TimeoutError` or
 * `ConfigurationError`; `.withResponse()` on the returned promise also gives status, headers and
 * rate limit.
 */
export function createClient(options: ClientOptions): PayClient {
  const credentials = buildCredentials(options);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (typeof fetchImpl !== 'function') {
    throw new ConfigurationError('MISSING_FETCH', 'No global fetch here (Node < 18?): pass `fetch` to createClient.');
  }
  const timeoutMs = checkTimeoutMs(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const http: HttpCore = createHttpCore({
    baseUrl: normaliseBaseUrl(options.baseUrl),
    fetch: fetchImpl,
    timeoutMs,
    retry: normaliseRetry(options.retry),
    hooks: { beforeRequest: options.hooks?.beforeRequest ?? [], afterResponse: options.hooks?.afterResponse ?? [] },
    credentials,
  });

  // The secret key signs every operation but the fraud session, which the public key signs.
  const secret = signedWith(http, 'secret');
  return {
    submerchants: createSubmerchantsApi(secret),
    charges: createChargesApi(secret),
    installments: createInstallmentsApi(secret),
    customers: createCustomersApi(secret),
    customerSessions: createCustomerSessionsApi(secret),
    webhookEndpoints: createWebhookEndpointsApi(secret),
    fraudSessions: createFraudSessionsApi(signedWith(http, 'public')),
    sandbox: createSandboxControlsApi(secret),
    get lastRateLimit() {
      return http.lastRateLimit;
    },
  };
}
