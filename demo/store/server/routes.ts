// The store's routes: its pages, the script-tag page's order form, its back end (`/api/...`) and its webhook receiver.
import { Hono } from 'hono';
import { CheckoutBodyError, merchantBackend, readCheckout } from './backend';
import { checkoutPage, returnPage } from './pages/checkout';
import { orderReceivedPage, scriptTagPage, spaPage } from './pages/fraud-session';
import { homePage } from './pages/home';
import { RECEIVER_PATH, type StoreWebhooks } from './webhooks';

export { CheckoutBodyError };

export function storeRoutes({ sandboxUrl, storeOrigin, webhooks }: { sandboxUrl: string; storeOrigin: string; webhooks: StoreWebhooks }): Hono {
  const store = new Hono();
  store.get('/', (c) => c.html(homePage(sandboxUrl)));
  store.get('/script-tag', (c) => c.html(scriptTagPage(sandboxUrl)));
  store.get('/spa', (c) => c.html(spaPage(sandboxUrl)));
  store.get('/checkout/:flow{hosted|transparent}', (c) => c.html(checkoutPage(c.req.param('flow') as 'hosted' | 'transparent', sandboxUrl, new URL(c.req.url).searchParams)));
  store.get('/return', (c) => c.html(returnPage(new URL(c.req.url).searchParams, (merchant, id) => webhooks.orders.get(merchant, id)?.state)));
  // The script-tag page's order form, posted natively: what the merchant's back end received, as a page.
  store.post('/order', async (c) => c.html(orderReceivedPage(await readCheckout(c.req.raw))));
  store.route(RECEIVER_PATH, webhooks.routes());
  store.route('/api', merchantBackend({ sandboxUrl, storeOrigin, orders: webhooks.orders, beforeCheckout: () => webhooks.ensureRegistered() }));
  return store;
}
