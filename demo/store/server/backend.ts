// The demo merchant's back end. It owns the cart and the secret key; the browser sends only the buyer's
// details, and the charge goes to the service from here.
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ChargeCreateRequest } from 'pay-checkout/client';
import { CARTS, DEFAULT_CART, totalOf, type CartName } from './cart';
import { MERCHANT, type Merchant, type SandboxClients } from './merchants';
import { BuyerCharges, NOT_FOUND, chargeStatusRoute } from './charge-status';
import { orderReply, type OrderBook } from './orders';
import { CheckoutOrders, cartOfCookie, isOrderId } from './checkout-orders';
import { isCardMethod, orderPayment } from './order-payment';
import { challengeDecliner } from './waiting-challenge';
import { paymentNotStartedPage } from './pages/checkout';
import { asObject, chargeOf, relay, type Reply } from './service-reply';
import { DemoFailure, failureBody, mediaType, type Json } from '../../shared/replies';
import { readCheckout } from './read-checkout';
import { isSignedIn, ReturningBuyers, withReturningBuyer } from './returning-buyers';
import { langFrom, type Lang } from '../../shared/lang';
import { checkoutText } from '../text/checkout';
import { CNPJ_LENGTH, normalizeTaxId } from '../../../src/interface/tax-id';

const isJson = (header: string | undefined) => mediaType(header) === 'application/json';

/** The methods the store takes; anything else in the form is read as credit card, the checkout's default. */
const METHODS = new Set(['credit_card', 'debit_card', 'pix', 'boleto']);
const methodOf = (checkout: Json): string =>
  typeof checkout.payment_method === 'string' && METHODS.has(checkout.payment_method)
    ? checkout.payment_method
    : 'credit_card';
/**
 * The customer's type follows the document: a CNPJ's 14 characters, numeric or alphanumeric, in any case, make a
 * company. By length, not by check digits: a mistyped CNPJ is then refused as a CNPJ whose digits do not match, not as
 * a CPF of the wrong length.
 */
const isCnpjShaped = (document: string) => normalizeTaxId(document).length === CNPJ_LENGTH;
const ADDRESS_FIELDS = ['street', 'number', 'neighborhood', 'city', 'state', 'zip_code'] as const;

/** The buyer as the service takes them: the document (and, for a boleto, the address) only with Pix and boleto. */
function customerOf(checkout: Json, method: string): Json {
  const customer = asObject(checkout.customer);
  const base = { name: customer.name, email: customer.email, type: customer.type ?? 'individual' };
  if (isCardMethod(method)) return base;
  const document = typeof customer.document === 'string' ? customer.document : undefined;
  const type = document && isCnpjShaped(document) ? 'company' : base.type;
  const given = asObject(customer.address);
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, given[field]]));
  return { ...base, type, document, ...(method === 'boleto' ? { address } : {}) };
}

/**
 * The charge for the store's cart. Its items are named in the checkout's language: the service shows them to the buyer
 * (the hosted card page sums up the order), so a Portuguese checkout's card page lists them in Portuguese.
 */
export function buildCharge(checkout: Json, returnUrl: string, lang: Lang = 'en', cart: CartName = DEFAULT_CART): Json {
  const method = methodOf(checkout);
  const hosted = checkout.card_flow === 'hosted';
  const details = asObject(checkout.payment_details);
  // The buyer's count and the total the buyer was shown go to the service as sent: it refuses a count it does not
  // offer and a total that is not its own (a form post sends them as text).
  const installments = details.installments === undefined ? undefined : Number(details.installments);
  const shownTotal = details.installment_total === undefined ? undefined : Number(details.installment_total);
  const plan = {
    ...(installments === undefined ? {} : { installments }),
    ...(shownTotal === undefined ? {} : { installment_total: shownTotal }),
  };
  const payment = !isCardMethod(method)
    ? // The buyer's own Pix or boleto details (expires_in, due_date, instructions) as <pay-form> sent them.
      Object.keys(details).length > 0
      ? { payment_details: details }
      : {}
    : method === 'debit_card'
      ? // Always authenticated, one installment: the service asks the issuer by itself.
        hosted
        ? { card_flow: 'hosted', return_url: returnUrl }
        : { payment_details: { card_token: details.card_token } }
      : hosted
        ? {
            card_flow: 'hosted',
            return_url: returnUrl,
            payment_details: { ...plan, authentication: 'if_available' },
          }
        : { payment_details: { ...details, ...plan, authentication: 'if_available' } };
  return {
    amount: totalOf(cart),
    shipping_amount: CARTS[cart].shipping,
    product_type: 'physical',
    payment_method: method,
    customer: customerOf(checkout, method),
    items: CARTS[cart].items.map((item) => ({ ...item, name: checkoutText(lang).itemName(item.name) })),
    ...payment,
    ...(typeof checkout.fraud_session_id === 'string' && checkout.fraud_session_id
      ? { fraud_session_id: checkout.fraud_session_id }
      : {}),
  };
}

export interface BackendOptions {
  /** The demo's clients of the sandbox (merchants.ts). */
  clients: SandboxClients;
  /** The store's public origin, from configuration: `return_url` is built on it, never on request headers. */
  storeOrigin: string;
  /** Where orders are kept: created here when the charge is, settled by the service's webhooks (store-webhooks.ts). */
  orders: OrderBook;
  /** The checkout orders the store's pages made (one charge each); a book of its own when not given. */
  checkoutOrders?: CheckoutOrders;
  /** Which browser made each charge; the store's return page reads with the same book. A book of its own when not given. */
  charges?: BuyerCharges;
  /** Called before each checkout: registers the store's webhook endpoints if the service was not reachable at start. */
  beforeCheckout?: () => Promise<void>;
  /** The service's customers of signed-in buyers (returning-buyers.ts); a book of its own when not given. */
  returning?: ReturningBuyers;
}

/** Where the hosted page sends the buyer back: the store's return page, told which merchant's charge to read. */
export function returnUrlFor(storeOrigin: string, merchant: Merchant, lang?: string): string {
  const url = new URL('/return', storeOrigin);
  url.searchParams.set('merchant', merchant);
  if (lang) url.searchParams.set('lang', lang);
  return url.toString();
}

/** The back end's options with its books made. */
type BackendParts = BackendOptions & {
  checkoutOrders: CheckoutOrders;
  charges: BuyerCharges;
  returning: ReturningBuyers;
};

/** A failure of the store's own, worded in the buyer's language (`notStartedWhy`); `details` name the field at fault. */
const storeRefusal = (status: number, code: string, lang: Lang, field?: string): Reply => {
  const message = checkoutText(lang).notStartedWhy[code];
  return { status, body: failureBody(message, code, field ? [{ field, message }] : undefined) };
};

/**
 * The service's refusal of the buyer's installments, in the buyer's words: a count it does not offer (a changed page,
 * or a card whose brand allows fewer) or a total that is not its own (a changed page, or terms changed since the page
 * was served). Nothing was charged; any other reply goes back as the service gave it.
 */
function installmentsRefusal(reply: Reply, lang: Lang): Reply {
  const body = asObject(reply.body);
  if (reply.status !== 422) return reply;
  if (body.error === 'INSTALLMENT_TOTAL_MISMATCH')
    return storeRefusal(422, 'INSTALLMENT_TOTAL_MISMATCH', lang, 'payment_details.installment_total');
  const details = Array.isArray(body.details) ? body.details.map(asObject) : [];
  const namesCount = details.some((detail) => detail.field === 'payment_details.installments');
  return body.error === 'VALIDATION_ERROR' && namesCount
    ? storeRefusal(422, 'INSTALLMENTS_NOT_OFFERED', lang, 'payment_details.installments')
    : reply;
}

/** A created charge is an order `received`; only the service's webhooks settle it. */
function recordOrder({ orders, charges }: BackendParts, merchant: Merchant, reply: Reply, buyer: string): void {
  const charge = asObject(asObject(reply.body).data);
  if (reply.status !== 201 || typeof charge.id !== 'string') return;
  orders.received(merchant, charge.id, typeof charge.amount === 'number' ? charge.amount : null);
  charges.remember(charge.id, buyer, merchant);
}

/** A plain form post's answer: on to the hosted page the charge opened, else a page saying why nothing started. */
function plainPostReply(c: Context, reply: Reply, merchant: Merchant, lang: Lang, checkout: Json): Response {
  const redirectUrl = asObject(asObject(asObject(reply.body).data).payment_fields).redirect_url;
  if (typeof redirectUrl === 'string') return c.redirect(redirectUrl, 303);
  const code = String(asObject(reply.body).error ?? 'INTERNAL_ERROR');
  return c.html(
    paymentNotStartedPage({ merchant, lang, code, flow: String(checkout.card_flow ?? 'hosted') }),
    reply.status >= 400 ? (reply.status as 422) : 502,
  );
}

/** `POST /checkout/:merchant`: the buyer's details in, the store's charge out to the service. */
function checkoutRoute(api: Hono, parts: BackendParts): void {
  const { clients, storeOrigin, checkoutOrders, charges, beforeCheckout, returning } = parts;
  const chargeOrder = orderPayment({
    orders: parts.orders,
    clientFor: clients.clientFor,
    declineChallenge: challengeDecliner(clients.sandboxUrl),
  });
  api.post(`/checkout/${MERCHANT}`, async (c) => {
    const merchant = c.req.param('merchant') as Merchant;
    const checkout = await readCheckout(c.req.raw);
    const lang = langFrom(typeof checkout.lang === 'string' ? checkout.lang : undefined);
    // A plain form post means no JavaScript ran: no card token was made (the card inputs have no name, so no card
    // came either). The buyer types the card on the hosted page instead, whichever flow and method the page offered:
    // a Pix or boleto needs the element to show its code.
    const plainPost = !isJson(c.req.header('content-type'));
    const order = plainPost ? { ...checkout, card_flow: 'hosted', payment_method: 'credit_card' } : checkout;
    const answer = (reply: Reply) =>
      plainPost ? plainPostReply(c, reply, merchant, lang, checkout) : c.json(reply.body as Json, reply.status as 200);
    const buyer = charges.buyerOf(c);
    // A checkout from the store's pages names its order, which only the browser it was served to may pay: another
    // buyer's order and an id never made get the same refusal. A call without one (a script of the merchant's) is
    // keyed by the caller's own Idempotency-Key, as the element sends it, and pays the default cart.
    const cartOrder = isOrderId(checkout.order_id)
      ? checkoutOrders.claim(
          merchant,
          buyer,
          checkout.order_id,
          cartOfCookie((name) => getCookie(c, name), merchant, checkout.order_id),
        )
      : undefined;
    if (checkout.order_id !== undefined && !cartOrder) return answer(storeRefusal(404, 'ORDER_NOT_FOUND', lang));
    // A signed-in buyer's card charge names their customer (made once); unreachable, the charge goes without.
    const customerId =
      isSignedIn(c) && isCardMethod(methodOf(order))
        ? await returning.customerOf(clients.clientFor(merchant), merchant, buyer).catch(() => undefined)
        : undefined;
    const built = buildCharge(
      order,
      returnUrlFor(storeOrigin, merchant, lang === 'en' ? undefined : lang),
      lang,
      cartOrder?.cart,
    );
    const charge = withReturningBuyer(built, checkout, customerId) as unknown as ChargeCreateRequest;
    await beforeCheckout?.();
    const idempotencyKey = c.req.header('idempotency-key');
    const reply = cartOrder
      ? await chargeOrder(cartOrder, charge, lang)
      : await relay(
          () =>
            clients
              .clientFor(merchant)
              .charges.create(charge, idempotencyKey ? { idempotencyKey } : undefined)
              .withResponse(),
          checkoutText(lang).notStartedWhy.TIMEOUT,
        );
    recordOrder(parts, merchant, reply, buyer);
    return answer(installmentsRefusal(reply, lang));
  });
}

/** The buyer's reads: a charge's status, the store's order, the charge itself — each only for the browser that paid. */
function buyerReadRoutes(api: Hono, { clients: { clientFor }, orders, charges }: BackendParts): void {
  // The Pix step's `status-url`: the status of this buyer's own charges only.
  chargeStatusRoute(api, charges, clientFor);

  // The store's own record of an order, which the return page polls: its state comes from verified webhooks only,
  // never from the return address the buyer arrives with (which anyone can type). Like the status-url, only for the
  // browser whose checkout made the charge.
  api.get(`/orders/${MERCHANT}/:id`, (c) => {
    const merchant = c.req.param('merchant');
    const id = c.req.param('id');
    const order = charges.merchantForBrowser(c, id) === merchant ? orders.get(merchant, id) : undefined;
    if (!order) return c.json(NOT_FOUND, 404);
    return c.json(orderReply(order));
  });

  // What the return page and the transparent checkout need to tell the buyer: the status, nothing of the buyer's data
  // or the card, and only to the browser whose checkout made the charge (as the status-url).
  const readCharge = async (c: Context, merchant: string) => {
    const id = c.req.param('id') ?? '';
    if (charges.merchantForBrowser(c, id) !== merchant) return c.json(NOT_FOUND, 404);
    const reply = await relay(() => clientFor(merchant).charges.retrieve(id).withResponse());
    const charge = chargeOf(reply);
    const body = reply.status === 200 ? { success: true, data: { id: charge.id, status: charge.status } } : reply.body;
    return c.json(body as Json, reply.status as 200);
  };
  api.get(`/charges/${MERCHANT}/:id`, (c) => readCharge(c, c.req.param('merchant')));
  api.get('/charges/:id', (c) => readCharge(c, 'demo'));
}

export function merchantBackend({
  clients,
  storeOrigin,
  orders,
  checkoutOrders = new CheckoutOrders(),
  charges = new BuyerCharges(),
  beforeCheckout,
  returning = new ReturningBuyers(),
}: BackendOptions): Hono {
  const api = new Hono();
  const parts: BackendParts = { clients, storeOrigin, orders, checkoutOrders, charges, beforeCheckout, returning };

  api.onError((error, c) => {
    if (error instanceof DemoFailure) return c.json(failureBody(error.message, error.code), error.status as 400);
    throw error;
  });

  checkoutRoute(api, parts);
  buyerReadRoutes(api, parts);

  // What the test pages post to: it answers as a back end whose card charge was captured at once (so `<pay-form>`
  // ends in `pay-success`), with what it received.
  api.post('/echo', async (c) =>
    c.json({ success: true, data: { status: 'captured' }, received: await readCheckout(c.req.raw) }),
  );
  return api;
}
