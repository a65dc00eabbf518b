import type { FraudSessionCreated, FraudSessionCreateRequest } from '../../interface/fraud-session';
import type { ApiPromise } from '../api-promise';
import type { HttpCore } from '../http';
import type { RequestOptions } from '../options';

export type { FraudSessionCreated, FraudSessionCreateRequest };

/**
 * The fraud-analysis session, signed with the PUBLIC key (`Basic base64(pk:)`). In a checkout page
 * use `createFraudSession` from `pay-checkout`, which collects the browser data itself; this method
 * is for servers that collected it some other way, and for tests.
 */
export interface FraudSessionsApi {
  /** `POST /v1/fraud-sessions`. Needs `publicKey` in `createClient`. */
  create(browserData: FraudSessionCreateRequest, options?: RequestOptions): ApiPromise<FraudSessionCreated>;
}

export function createFraudSessionsApi(http: HttpCore): FraudSessionsApi {
  return {
    create: (browserData, options) =>
      http.call(() => ({
        method: 'POST',
        path: '/v1/fraud-sessions',
        body: browserData,
        auth: 'public',
        unwrap: 'data',
        options,
      })),
  };
}
