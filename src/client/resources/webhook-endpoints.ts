import type { PostbackEndpoint } from '../../interface/webhook';
import type { ApiPromise } from '../api-promise';
import type { HttpCore } from '../http';
import type { RequestOptions } from '../options';
import { route } from '../url';

export type { PostbackEndpoint };

/** Webhook (postback) endpoints: the service only lets you read one by id. */
export interface WebhookEndpointsApi {
  /** `GET /v1/postbacks/endpoints/{id}`. The signing secret is never returned; `has_secret` says whether one is set. */
  retrieve(id: string, options?: RequestOptions): ApiPromise<PostbackEndpoint>;
}

export function createWebhookEndpointsApi(http: HttpCore): WebhookEndpointsApi {
  return {
    retrieve: (id, options) =>
      http.call(() => ({
        method: 'GET',
        path: route`/v1/postbacks/endpoints/${id}`,
        auth: 'secret',
        unwrap: 'data',
        options,
      })),
  };
}
