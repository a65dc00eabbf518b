import type { FraudSessionCreated, FraudSessionCreateRequest } from '../../interface/fraud-session';
import { V1_ROUTES } from '../../interface/paths';
import type { ApiPromise } from '../api-promise';
import type { SignedHttp } from '../http';
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

export function createFraudSessionsApi(http: SignedHttp): FraudSessionsApi {
  return {
    create: (browserData, options) =>
      http.call(() => ({
        method: 'POST',
        path: V1_ROUTES.fraudSessions,
        body: browserData,
        unwrap: 'data',
        options,
      })),
  };
}
