/**
 * pay-checkout/sandbox — a local emulation of the payment service.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { RateLimits } from '../interface/rate-limit';
import { createSandboxApp } from './app';
import { createSandboxState, resetSandboxState, type SandboxState } from './state';
import { closeWebhookDelivery, webhookDispatcher, type WebhookDeliveryOptions } from './webhooks/dispatcher';

export { createSandboxApp } from './app';
export type { SandboxAppOptions } from './app';
export type { ObservedResponse, ResponseObserver } from './response-observer';
export { createSandboxState, resetSandboxState } from './state';
export type { SandboxState } from './state';
export { SEEDED_MERCHANTS } from './kernel/state';
export type { Merchant } from './kernel/state';
export type { SandboxEnv } from './kernel/env';
export { CardTokenError, createTestCardToken, testCard } from './merchant-test-helpers/make-token';
export { TestChargeError, payTestCharge } from './merchant-test-helpers/pay-test-charge';
export { SandboxHelperError } from './merchant-test-helpers/helper-request';
export type { CardInput } from '../interface/card-schema';
export type { CardToken } from '../interface/card-token';
// The sandbox's test cards and tokens, for a merchant's own tests and demo data.
export { AUTHENTICATION_TEST_CARDS, TEST_CARDS, TEST_CARD_TOKENS } from '../interface/sandbox-cards';

export const DEFAULT_SANDBOX_PORT = 4010;
export const DEFAULT_SANDBOX_HOST = '127.0.0.1';

export interface SandboxOptions {
  /** Default 4010; 0 picks any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Limits per 60 s window for every merchant (defaults: transactions 100, queries 200, default 100). */
  rateLimits?: Partial<RateLimits>;
  /** Time source; the sandbox clock is this plus whatever `clock.advance` added. */
  now?: () => Date;
  /** Webhook delivery: `attemptTimeoutMs` (default 10 000) is how long a receiver has to answer. */
  webhooks?: WebhookDeliveryOptions;
}

export interface Sandbox {
  /** Base address, e.g. `http://127.0.0.1:4010` (no trailing slash). */
  url: string;
  port: number;
  host: string;
  state: SandboxState;
  clock: {
    /** Moves the sandbox clock forward (fraud-session expiry, rate windows, idempotency). */
    advance(seconds: number): Date;
    now(): Date;
  };
  /** Forgets every resource, session, counter and custom limit, and undoes clock advances; the seeded merchants stay. */
  reset(): void;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? DEFAULT_SANDBOX_HOST;
  const state = createSandboxState({ now: options.now, rateLimits: options.rateLimits });
  webhookDispatcher(state, options.webhooks);
  const app = createSandboxApp(state);

  const server = await new Promise<ServerType>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, port: options.port ?? DEFAULT_SANDBOX_PORT, hostname: host }, () =>
      resolve(listening),
    );
    listening.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    host,
    state,
    clock: { advance: (seconds) => state.clock.advance(seconds), now: () => state.clock.now() },
    reset: () => resetSandboxState(state),
    close: () =>
      new Promise<void>((resolve, reject) => {
        void closeWebhookDelivery(state);
        // Keep-alive sockets would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
