// The demo merchant's web site: pages under a strict CSP, the script-tag files, and the merchant's own back end.
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { strictCsp } from './csp';
import { homePage } from './pages/home';
import { orderReceivedPage, scriptTagPage, spaPage } from './pages/fraud-session';
import { blackboxFixture, esmEntryBundle, esmFixture, MERCHANT_SCRIPT, scriptTagFixture } from './pages/fixtures';
import { CheckoutBodyError, merchantBackend, readCheckout } from './backend';
import type { StoreAddress } from './config';
import { bodyGuard, hostGuard } from './guards';
import { checkoutPage, returnPage } from './pages/checkout';
import { consolePage } from './console/page';
import { consoleApi } from './console-api';
import { merchantClients } from './merchants';
import { RECEIVER_PATH, StoreWebhooks } from './store-webhooks';

export interface SiteOptions {
  /** Where the sandbox listens, as the browser reaches it. */
  sandboxUrl: string;
  /** The store's public origin and the host names it answers to (see config.ts). */
  address: StoreAddress;
  /** The store's webhook endpoints, receiver and orders (listen.ts registers them); by default one on `address.origin`. */
  webhooks?: StoreWebhooks;
}

export function createMerchantSite({ sandboxUrl, address, webhooks: given }: SiteOptions): Hono {
  const site = new Hono();
  const webhooks = given ?? new StoreWebhooks({ clientFor: merchantClients(sandboxUrl), receiverOrigin: address.origin });
  const sandboxOrigin = new URL(sandboxUrl).origin;
  const csp = strictCsp(sandboxOrigin);

  // Before anything else: a request for another host name is not for this store, and no body is read unbounded.
  site.use('*', hostGuard(address.hosts));
  site.use('*', bodyGuard());
  site.onError((error, c) => {
    const known = error instanceof CheckoutBodyError;
    if (!known) console.error('[demo store]', error);
    const status = known ? error.status : 500;
    const message = known ? error.message : 'Something went wrong in the demo store.';
    const code = known ? error.code : 'INTERNAL_ERROR';
    return c.req.path.startsWith('/api/') ? c.json({ success: false, message, error: code }, status) : c.text(message, status);
  });

  site.use('*', async (c, next) => {
    await next();
    // Fixture pages may reach a sandbox of their own on another loopback port (tests that move its clock).
    c.header('Content-Security-Policy', c.req.path.startsWith('/e2e/') ? strictCsp('http://127.0.0.1:*') : csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Cached pages would hide a changed build while you work on it.
    c.header('Cache-Control', 'no-store');
  });

  site.get('/healthz', (c) => c.text('ok'));
  site.get('/', (c) => c.html(homePage(sandboxUrl)));
  site.get('/script-tag', (c) => c.html(scriptTagPage(sandboxUrl)));
  site.get('/spa', (c) => c.html(spaPage(sandboxUrl)));
  site.get('/checkout/:flow{hosted|transparent}', (c) => c.html(checkoutPage(c.req.param('flow') as 'hosted' | 'transparent', sandboxUrl, new URL(c.req.url).searchParams)));
  site.get('/return', (c) => c.html(returnPage(new URL(c.req.url).searchParams, (merchant, id) => webhooks.orders.get(merchant, id)?.state)));
  // The script-tag page's order form, posted natively: what the merchant's back end received, as a page.
  site.post('/order', async (c) => c.html(orderReceivedPage(await readCheckout(c.req.raw))));
  site.get('/console', (c) => c.html(consolePage(new URL(c.req.url).searchParams)));
  site.get('/e2e/script-tag', (c) => c.html(scriptTagFixture(new URL(c.req.url).searchParams)));
  site.get('/e2e/esm', (c) => c.html(esmFixture()));
  site.get('/e2e/blackbox', (c) => c.html(blackboxFixture(new URL(c.req.url).searchParams, sandboxUrl)));
  site.get('/e2e/merchant.js', (c) => c.body(MERCHANT_SCRIPT, 200, { 'Content-Type': 'text/javascript' }));
  site.get('/e2e/esm/:file{(?:index|pay-form)\\.js}', async (c) =>
    c.body(await esmEntryBundle(c.req.param('file').replace('.js', '') as 'index' | 'pay-form'), 200, { 'Content-Type': 'text/javascript' }),
  );

  site.route(RECEIVER_PATH, webhooks.routes());
  site.route('/api/console', consoleApi({ sandboxUrl, webhooks }));
  site.route('/api', merchantBackend({ sandboxUrl, storeOrigin: address.origin, orders: webhooks.orders, beforeCheckout: () => webhooks.ensureRegistered() }));

  site.use('/cdn/*', serveStatic({ root: './dist/cdn', rewriteRequestPath: (path) => path.replace(/^\/cdn/, '') }));
  site.use('/assets/*', serveStatic({ root: './dist/demo', rewriteRequestPath: (path) => path.replace(/^\/assets/, '') }));
  site.use('/*', serveStatic({ root: './public' }));
  // Pages without a <link rel="icon"> (the back end's JSON replies, shown after a plain form post) ask for this one.
  site.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  return site;
}
