// One order, one charge. The store makes an order when it serves a checkout (and keeps it in a cookie with the cart, so
// a reload, Back or a second tab finds the same one); the charge is created under an `Idempotency-Key` derived from the
// order, so the same request sent twice gives the same charge (docs/service.md, "Charges"). An order whose charge was
// approved refuses another payment; a declined one may be paid with another card, under the order's next key. An order
// belongs to the browser it was served to (its buyer cookie): an order id alone opens nothing.
import { randomUUID } from 'node:crypto';
import { CARTS, DEFAULT_CART, type CartName } from './cart';

export interface CheckoutOrder {
  id: string;
  merchant: string;
  /** The buyer (the `store_buyer` cookie, charge-status.ts) the order was served to: the only one who may pay it. */
  buyer: string;
  /** The cart the order is for (cart.ts): its items and total are the charge's. */
  cart: CartName;
  /**
   * Raised once per charge known to have failed (its own charge, read declined or expired): each attempt has its own
   * idempotency key. A request whose reply was lost leaves it where it was, so the next one reuses the key.
   */
  attempt: number;
  /** The latest charge made for the order (order-payment.ts). */
  charge?: OrderCharge;
  /** True while a request is paying the order: one attempt at a time (order-payment.ts). */
  paying?: boolean;
  /** The charge the buyer came back from without paying ("Cancel" on the hosted page): a reload still says so. */
  cancelledCharge?: string;
}

/** An order's latest charge as the store made it. */
export interface OrderCharge {
  id: string;
  /** The attempt whose key made it: only its own failure opens the next attempt. */
  attempt: number;
  /** The service's create reply, answered again to the very request that made it. */
  status: number;
  body: unknown;
  method: string;
  /** The payment asked for (order-payment.ts, `paymentOf`) and the whole request (`requestOf`). */
  payment: string;
  request: string;
  /** The issuer's page of a 3-D Secure challenge the charge waits on (`payment_fields.authentication.url`). */
  challengeUrl?: string;
}

/**
 * The cookie that carries the buyer's order for one cart of one merchant: another cart has its own, so coming back to a
 * cart finds its order again (paid, the page says so) rather than a new one payable again.
 */
export const orderCookie = (merchant: string, cart: CartName = DEFAULT_CART): string => `order_${merchant}_${cart}`;

/** The cart whose cookie names order `id` in this browser (`cookie` reads a cookie by name), if any. */
export const cartOfCookie = (
  cookie: (name: string) => string | undefined,
  merchant: string,
  id: string,
): CartName | undefined =>
  (Object.keys(CARTS) as CartName[]).find((cart) => cookie(orderCookie(merchant, cart)) === id);

/** The orders this browser's cart cookies name with `merchant`, one per cart at most. */
export const cookieOrderIds = (cookie: (name: string) => string | undefined, merchant: string): string[] =>
  (Object.keys(CARTS) as CartName[]).flatMap((cart) => cookie(orderCookie(merchant, cart)) ?? []);

const ORDER_ID = /^ord_[0-9a-f-]{36}$/;
export const isOrderId = (value: unknown): value is string => typeof value === 'string' && ORDER_ID.test(value);

/** Bound of the in-memory book: the oldest orders go first, so a long-running demo keeps a steady size. */
export const MAX_CHECKOUT_ORDERS = 10_000;

export class CheckoutOrders {
  private readonly orders = new Map<string, CheckoutOrder>();

  constructor(private readonly max = MAX_CHECKOUT_ORDERS) {}

  /**
   * The order a checkout page serves `buyer`: the one the cart cookie names (`id`) when it is this buyer's with this
   * merchant and for this cart; otherwise a new one (another cart is another order). An id the store no longer
   * remembers (a restart) keeps its name, so the page and the cookie still agree; another buyer's id is never reused.
   */
  open(merchant: string, buyer: string, id?: string, cart: CartName = DEFAULT_CART): CheckoutOrder {
    const known = id === undefined ? undefined : this.orders.get(id);
    if (known && known.merchant === merchant && known.buyer === buyer && known.cart === cart) return known;
    const fresh = isOrderId(id) && !known ? id : `ord_${randomUUID()}`;
    return this.add({ id: fresh, merchant, buyer, cart, attempt: 0 });
  }

  /**
   * The order a checkout names (`id`), for the buyer paying it: known, it must be this buyer's with this merchant;
   * unknown (a restart), only one a cart cookie of this browser names (`cookieCart`, that cookie's cart). Otherwise
   * undefined: another buyer's order and an id that was never made are refused alike.
   */
  claim(merchant: string, buyer: string, id: string, cookieCart: CartName | undefined): CheckoutOrder | undefined {
    const known = this.orders.get(id);
    if (known) return known.merchant === merchant && known.buyer === buyer ? known : undefined;
    return isOrderId(id) && cookieCart ? this.add({ id, merchant, buyer, cart: cookieCart, attempt: 0 }) : undefined;
  }

  /** The order `id` when it is `buyer`'s. */
  ofBuyer(id: string, buyer: string | undefined): CheckoutOrder | undefined {
    const order = this.orders.get(id);
    return order && buyer !== undefined && order.buyer === buyer ? order : undefined;
  }

  private add(order: CheckoutOrder): CheckoutOrder {
    this.orders.set(order.id, order);
    for (const key of this.orders.keys()) {
      if (this.orders.size <= this.max) break;
      this.orders.delete(key);
    }
    return order;
  }
}

/** The key the back end sends with the order's charge: the same order and attempt always give the same key. */
export const idempotencyKeyOf = (order: CheckoutOrder): string => `${order.id}-${order.attempt}`;
