// One order, one charge. The store makes an order when it serves a checkout (and keeps it in a cookie with the cart, so
// a reload, Back or a second tab finds the same one); the charge is created under an `Idempotency-Key` derived from the
// order, so the same request sent twice gives the same charge (docs/service.md, "Charges"). An order whose charge was
// approved refuses another payment; a declined one may be paid with another card, under the order's next key.
import { randomUUID } from 'node:crypto';

export interface CheckoutOrder {
  id: string;
  merchant: string;
  /** Raised after a declined charge: each attempt has its own idempotency key. */
  attempt: number;
  /**
   * The latest charge made for the order, with the service's create reply (answered again on a replay), its payment
   * method and the payment asked for (order-payment.ts, `paymentOf`).
   */
  charge?: { id: string; status: number; body: unknown; method: string; payment: string };
  /** True while a request is paying the order: one attempt at a time (order-payment.ts). */
  paying?: boolean;
  /** The charge the buyer came back from without paying ("Cancel" on the hosted page): a reload still says so. */
  cancelledCharge?: string;
}

/** The cookie that carries a merchant's order with the buyer's cart. */
export const orderCookie = (merchant: string): string => `order_${merchant}`;

const ORDER_ID = /^ord_[0-9a-f-]{36}$/;
export const isOrderId = (value: unknown): value is string => typeof value === 'string' && ORDER_ID.test(value);

/** Bound of the in-memory book: the oldest orders go first, so a long-running demo keeps a steady size. */
export const MAX_CHECKOUT_ORDERS = 10_000;

export class CheckoutOrders {
  private readonly orders = new Map<string, CheckoutOrder>();

  constructor(private readonly max = MAX_CHECKOUT_ORDERS) {}

  /** The order `id` of `merchant` when the store knows it; otherwise a new order (a fresh id unless `id` is well formed). */
  open(merchant: string, id?: string): CheckoutOrder {
    const known = id === undefined ? undefined : this.orders.get(id);
    if (known && known.merchant === merchant) return known;
    // An id the store no longer remembers (a restart) keeps its name, so the page and the cookie still agree.
    const order: CheckoutOrder = { id: isOrderId(id) && !known ? id : `ord_${randomUUID()}`, merchant, attempt: 0 };
    this.orders.set(order.id, order);
    for (const key of this.orders.keys()) {
      if (this.orders.size <= this.max) break;
      this.orders.delete(key);
    }
    return order;
  }

  get(id: string): CheckoutOrder | undefined {
    return this.orders.get(id);
  }
}

/** The key the back end sends with the order's charge: the same order and attempt always give the same key. */
export const idempotencyKeyOf = (order: CheckoutOrder): string => `${order.id}-${order.attempt}`;
