import type { PostbackEndpoint } from '../../interface/webhook';
import { V1_ROUTES } from '../../interface/paths';
import type { ApiPromise } from '../api-promise';
import type { SignedHttp } from '../http';
import type { RequestOptions } from '../options';
import { routeOf } from '../url';

export type { PostbackEndpoint };

/** Webhook (postback) endpoints: the service only lets you read one by id. */
export interface WebhookEndpointsApi {
  /** `GET /v1/postbacks/endpoints/{id}`. The signing secret is never returned; `has_secret` says whether one is set. */
  retrieve(id: string, options?: RequestOptions): ApiPromise<PostbackEndpoint>;
}

export function createWebhookEndpointsApi(http: SignedHttp): WebhookEndpointsApi {
  return {
    retrieve: (id, options) =>
      http.call(() => ({
        method: 'GET',
        path: routeOf(V1_ROUTES.postbackEndpoint, id),
        unwrap: 'data',
        options,
      })),
  };
}
