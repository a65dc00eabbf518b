/**
 * A test-time hook on the sandbox's replies. Nothing happens unless an observer is registered before the app is
 * created (src/sandbox/openapi/test-setup.ts does, for the test suites): then every reply, whatever sent the
 * request (`app.request`, `fetch`, node:http, the typed client), is read once and shown to the observers, and
 * passed on unchanged.
 */
import type { Hono } from 'hono';
import type { SandboxEnv } from '../kernel/env';

/** One reply as an observer sees it: the body already read as text. */
export interface ObservedResponse {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  text: string;
}

export type ResponseObserver = (response: ObservedResponse) => void;

// On globalThis: a test file may load the sandbox through more than one module graph (source and built copy).
const OBSERVERS_KEY = Symbol.for('pay-checkout.sandbox.response-observers');
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function observers(): Set<ResponseObserver> {
  const holder = globalThis as { [OBSERVERS_KEY]?: Set<ResponseObserver> };
  holder[OBSERVERS_KEY] ??= new Set();
  return holder[OBSERVERS_KEY];
}

/** Registers `observer` for the apps created from now on; returns its removal. */
export function addResponseObserver(observer: ResponseObserver): () => void {
  observers().add(observer);
  return () => observers().delete(observer);
}

/** Wraps `app.fetch` (which `app.request` and the server both call) when an observer is registered. */
export function observeResponses(app: Hono<SandboxEnv>): void {
  if (observers().size === 0) return;
  const inner = app.fetch;
  app.fetch = async (request, ...rest) => {
    const { method, url } = request;
    const response = await inner(request, ...rest);
    // Status and headers before the body: @hono/node-server's light Response rebuilds itself from its constructor
    // arguments when its body is read, dropping headers set on it afterwards (Date, WWW-Authenticate).
    const status = response.status;
    const headers = new Headers(response.headers);
    const text = await response.text();
    const observed: ObservedResponse = { method, url, status, headers, text };
    for (const observer of observers()) observer(observed);
    return new Response(NULL_BODY_STATUSES.has(status) ? null : text, { status, headers });
  };
}
