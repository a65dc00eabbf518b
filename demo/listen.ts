// Starts the demo store on a port (0: any free one). The store's address is known only once the port is, so the
// site is built when the server listens; requests cannot arrive before that.
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { storeAddressFromEnv } from './config';
import { sandboxClients } from './store/server/merchants';
import { createMerchantSite } from './site';
import { StoreWebhooks } from './store/server/webhooks';

export interface RunningStore {
  /** The store's public origin (SITE_ORIGIN, or http://localhost:<port>). */
  url: string;
  port: number;
  /** The store's webhook endpoints, receiver and orders. */
  webhooks: StoreWebhooks;
  close(): void;
}

export interface ListenOptions {
  sandboxUrl: string;
  port: number;
  hostname: string;
  /** Where SITE_ORIGIN and SITE_HOSTS come from (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Pages mounted at `/e2e`: the end-to-end fixture pages, for a test run or the bench only. */
  testPages?: Hono;
}

export async function listenStore({
  sandboxUrl,
  port,
  hostname,
  env = process.env,
  testPages,
}: ListenOptions): Promise<RunningStore> {
  let handle: (request: Request, env: unknown) => Response | Promise<Response> = () =>
    new Response('Starting…', { status: 503 });
  // The server's own bindings (the Node request and response) are passed on as Hono expects them.
  const server = serve({ fetch: (request, env) => handle(request, env), port, hostname });
  await new Promise<void>((listening, failed) => {
    server.once('listening', listening);
    server.once('error', failed);
  });
  const actualPort = (server.address() as AddressInfo).port;
  const address = storeAddressFromEnv(env, actualPort);
  // The sandbox's address is read here, once: everything below reaches the sandbox through these clients.
  const clients = sandboxClients(sandboxUrl);
  const webhooks = new StoreWebhooks({
    clientFor: clients.clientFor,
    receiverOrigin: receiverOrigin(server.address() as AddressInfo),
  });
  // Registered before the store answers, so the first checkout's events already have somewhere to go.
  await webhooks.ensureRegistered();
  const site = createMerchantSite({ clients, address, webhooks, testPages });
  handle = (request, bindings) => site.fetch(request, bindings);
  return { url: address.origin, port: actualPort, webhooks, close: () => server.close() };
}

/**
 * The service delivers webhooks server to server, to the address this server listens on — not SITE_ORIGIN, which may
 * name a proxy or a tunnel in front of the store. A wildcard address is reached on loopback.
 */
function receiverOrigin({ address, family, port }: AddressInfo): string {
  if (address === '0.0.0.0') return `http://127.0.0.1:${port}`;
  if (address === '::') return `http://[::1]:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}
