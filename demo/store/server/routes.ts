// The store's routes: its pages, the script-tag page's order form, its back end (`/api/...`) and its webhook receiver.
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { merchantBackend } from './backend';
import { readCheckout } from './read-checkout';
import { BuyerCharges } from './charge-status';
import { cartNamed, totalOf } from './cart';
import { quoteOffer } from './installment-offer';
import { CheckoutOrders, cookieOrderIds, orderCookie, type CheckoutOrder } from './checkout-orders';
import type { SandboxClients } from './merchants';
import { checkoutPage, merchantOf, returnPage } from './pages/checkout';
import { orderReceivedPage, scriptTagPage, spaPage } from './pages/fraud-session';
import { homePage } from './pages/home';
import { returnState } from './return-state';
import { isSignedIn, ReturningBuyers, signInRoute } from './returning-buyers';
import { langFrom } from '../../shared/lang';
import { oneOf } from '../../shared/route-param';
import { RECEIVER_PATH, type StoreWebhooks } from './webhooks';

const CHECKOUT_FLOWS = ['hosted', 'transparent'] as const;

/** What the store's pages share: the sandbox, the webhook side, the checkout orders and whose charge is whose. */
interface StoreParts {
  clients: SandboxClients;
  webhooks: StoreWebhooks;
  checkoutOrders: CheckoutOrders;
  charges: BuyerCharges;
  returning: ReturningBuyers;
}

/**
 * The buyer's order for this cart with this merchant, kept in the cart's own cookie: a reload, Back, a second tab or a
 * visit to another cart and back find it again (paid, the page says so). The order is the browser's (its buyer cookie, set here if it had none): only that browser may pay it.
 */
function cartOrder(
  { checkoutOrders, charges }: StoreParts,
  c: Context,
  merchant: string,
  fresh = false,
): CheckoutOrder {
  const buyer = charges.buyerOf(c);
  const cart = cartNamed(c.req.query('cart'));
  const cookie = orderCookie(merchant, cart);
  const order = checkoutOrders.open(merchant, buyer, fresh ? undefined : getCookie(c, cookie), cart);
  setCookie(c, cookie, order.id, { path: '/', httpOnly: true, sameSite: 'Lax' });
  return order;
}

const langOf = (c: Context) => langFrom(c.req.query('lang'));

/** The home, script-tag and single-page pages, and the two checkout pages. */
function pageRoutes(store: Hono, parts: StoreParts): void {
  const {
    clients: { sandboxUrl, clientFor },
    webhooks,
  } = parts;
  const isPaid = (order: CheckoutOrder) =>
    Boolean(order.charge && webhooks.orders.get(order.merchant, order.charge.id)?.state === 'paid');
  store.get('/', (c) => c.html(homePage(sandboxUrl, langOf(c))));
  store.get('/script-tag', (c) => c.html(scriptTagPage(sandboxUrl, langOf(c))));
  store.get('/spa', (c) => c.html(spaPage(sandboxUrl, cartOrder(parts, c, 'demo').id, langOf(c))));
  store.get(`/checkout/${oneOf('flow', CHECKOUT_FLOWS)}`, async (c) => {
    const url = new URL(c.req.url);
    const merchant = merchantOf(url.searchParams);
    if (url.searchParams.has('new_order')) {
      // Starting over after a paid order: a new order in the cookie, and an address a reload does not repeat.
      cartOrder(parts, c, merchant, true);
      url.searchParams.delete('new_order');
      return c.redirect(`${url.pathname}${url.search}`, 303);
    }
    const order = cartOrder(parts, c, merchant);
    // The installments the page offers are the service's, for this cart's total.
    const installments = await quoteOffer(clientFor(merchant), totalOf(order.cart));
    // A signed-in buyer's saved cards: a customer session for this page view (the secure fields list them).
    const signedIn = isSignedIn(c);
    const customerSession = signedIn
      ? await parts.returning.sessionToken(clientFor(merchant), merchant, order.buyer)
      : undefined;
    return c.html(
      checkoutPage(c.req.param('flow') as (typeof CHECKOUT_FLOWS)[number], sandboxUrl, url.searchParams, {
        id: order.id,
        paid: isPaid(order),
        cart: order.cart,
        installments,
        signedIn,
        customerSession,
      }),
    );
  });
}

/** The page the hosted card page sends the buyer back to: the order's outcome, read only for the browser that paid. */
function returnRoute(store: Hono, { clients: { clientFor }, webhooks, checkoutOrders, charges }: StoreParts): void {
  store.get('/return', async (c) => {
    const query = new URL(c.req.url).searchParams;
    const merchant = merchantOf(query);
    // The hosted page's return address names the charge, not the cart: the order is the cart cookie's whose charge it
    // is, else (a reload without the charge in the address) the first of this browser's orders that has a charge.
    const buyer = charges.buyerIn(c);
    const own = cookieOrderIds((name) => getCookie(c, name), merchant)
      .map((id) => checkoutOrders.ofBuyer(id, buyer))
      .filter((order): order is CheckoutOrder => Boolean(order?.charge));
    const chargeId = query.get('charge_id');
    const order = own.find((candidate) => candidate.charge?.id === chargeId) ?? own[0];
    const view = await returnState({
      merchant,
      chargeId: query.get('charge_id') ?? undefined,
      addressStatus: query.get('status') ?? undefined,
      order,
      orders: webhooks.orders,
      // The rule of every buyer-facing read of a charge: only the browser whose checkout made it.
      isBrowsers: (chargeId) => charges.merchantForBrowser(c, chargeId) === merchant,
      chargeStatus: async (owner, id) => {
        try {
          return (await clientFor(owner).charges.retrieve(id)).status;
        } catch {
          return undefined;
        }
      },
    });
    return c.html(returnPage(query, view));
  });
}

export function storeRoutes({
  clients,
  storeOrigin,
  webhooks,
}: {
  clients: SandboxClients;
  storeOrigin: string;
  webhooks: StoreWebhooks;
}): Hono {
  const store = new Hono();
  const checkoutOrders = new CheckoutOrders();
  const charges = new BuyerCharges();
  const returning = new ReturningBuyers();
  const parts: StoreParts = { clients, webhooks, checkoutOrders, charges, returning };
  pageRoutes(store, parts);
  signInRoute(store);
  returnRoute(store, parts);
  // The script-tag page's order form, posted natively: what the merchant's back end received, as a page.
  store.post('/order', async (c) => c.html(orderReceivedPage(await readCheckout(c.req.raw))));
  store.route(RECEIVER_PATH, webhooks.routes());
  store.route(
    '/api',
    merchantBackend({
      clients,
      storeOrigin,
      orders: webhooks.orders,
      checkoutOrders,
      charges,
      returning,
      beforeCheckout: () => webhooks.ensureRegistered(),
    }),
  );
  return store;
}
