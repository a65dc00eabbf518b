// The demo merchant's web site, one origin for its two apps: the store (demo/store) and the merchant console
// (demo/console), under a strict CSP, with the script-tag files and the built page scripts.
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { strictCsp } from './shared/csp';
import { stepsImportMapSource } from './shared/html';
import { bodyGuard, hostGuard } from './shared/guards';
import type { StoreAddress } from './config';
import { consoleRoutes } from './console/server/routes';
import { DemoFailure, failureBody } from './shared/replies';
import type { SandboxClients } from './store/server/merchants';
import { storeRoutes } from './store/server/routes';
import { StoreWebhooks } from './store/server/webhooks';

export interface SiteOptions {
  /** The demo's clients of the sandbox, made once at start (merchants.ts); its address is the one browsers reach. */
  clients: SandboxClients;
  /** The store's public origin and the host names it answers to (see config.ts). */
  address: StoreAddress;
  /** The store's webhook endpoints, receiver and orders (listen.ts registers them); by default one on `address.origin`. */
  webhooks?: StoreWebhooks;
  /** Extra pages mounted at `/e2e` (the end-to-end tests' fixture pages, e2e/fixtures/pages); none by default. */
  testPages?: Hono;
}

export function createMerchantSite({ clients, address, webhooks: given, testPages }: SiteOptions): Hono {
  const site = new Hono();
  const webhooks = given ?? new StoreWebhooks({ clientFor: clients.clientFor, receiverOrigin: address.origin });
  const sandboxOrigin = new URL(clients.sandboxUrl).origin;
  // The import map that pins the Pix and boleto steps is allowed by its hash, read from the build as pages are.
  const csp = () =>
    strictCsp(
      sandboxOrigin,
      [stepsImportMapSource()].filter((source) => source !== undefined),
    );

  // Before anything else: a request for another host name is not for this store, and no body is read unbounded.
  site.use('*', hostGuard(address.hosts));
  site.use('*', bodyGuard());
  site.onError((error, c) => {
    const known = error instanceof DemoFailure;
    if (!known) console.error('[demo store]', error);
    const status = known ? error.status : 500;
    const message = known ? error.message : 'Something went wrong in the demo store.';
    const code = known ? error.code : 'INTERNAL_ERROR';
    return c.req.path.startsWith('/api/')
      ? c.json(failureBody(message, code), status as 400)
      : c.text(message, status as 400);
  });

  site.use('*', async (c, next) => {
    await next();
    // Fixture pages may reach a sandbox of their own on another loopback port (tests that move its clock).
    c.header('Content-Security-Policy', c.req.path.startsWith('/e2e/') ? strictCsp('http://127.0.0.1:*') : csp());
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Cached pages would hide a changed build while you work on it.
    c.header('Cache-Control', 'no-store');
  });

  site.get('/healthz', (c) => c.text('ok'));
  // The console first: its `/api/console` routes would otherwise reach the store's `/api`.
  site.route('/', consoleRoutes({ clients, webhooks }));
  site.route('/', storeRoutes({ clients, storeOrigin: address.origin, webhooks }));
  if (testPages) site.route('/e2e', testPages);

  site.use('/cdn/*', serveStatic({ root: './dist/cdn', rewriteRequestPath: (path) => path.replace(/^\/cdn/, '') }));
  site.use(
    '/assets/*',
    serveStatic({ root: './dist/demo', rewriteRequestPath: (path) => path.replace(/^\/assets/, '') }),
  );
  site.use('/*', serveStatic({ root: './public' }));
  // Pages without a <link rel="icon"> (the back end's JSON replies, shown after a plain form post) ask for this one.
  site.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  return site;
}
