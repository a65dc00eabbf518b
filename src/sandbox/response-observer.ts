/**
 * `createSandboxApp(state, { observeResponse })`: every reply, whatever sent the request (`app.request`, `fetch`,
 * node:http, the typed client), is read once, shown to the observer, and passed on unchanged. The test suites use
 * it to check each reply against the OpenAPI document (test-harness/test-setup.ts); without an observer nothing is
 * wrapped.
 */
import type { Hono } from 'hono';
import type { SandboxEnv } from './kernel/env';

/** One reply as an observer sees it: the body already read as text. */
export interface ObservedResponse {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  text: string;
}

export type ResponseObserver = (response: ObservedResponse) => void;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Wraps `app.fetch` (which `app.request` and the server both call). */
export function observeResponses(app: Hono<SandboxEnv>, observer: ResponseObserver): void {
  const inner = app.fetch;
  app.fetch = async (request, ...rest) => {
    const { method, url } = request;
    const response = await inner(request, ...rest);
    // Status and headers before the body: @hono/node-server's light Response rebuilds itself from its constructor
    // arguments when its body is read, dropping headers set on it afterwards (Date, WWW-Authenticate).
    const status = response.status;
    const headers = new Headers(response.headers);
    const text = await response.text();
    observer({ method, url, status, headers, text });
    return new Response(NULL_BODY_STATUSES.has(status) ? null : text, { status, headers });
  };
}
