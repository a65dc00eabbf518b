// One order, one charge. The checkout page serves an order that belongs to the browser it was served to (its `buyer`
// cookie); the back end pays it one attempt at a time, under an idempotency key of the order's, and never sends a paid
// order to the service again: the service remembers a key for 24 hours only. A request whose reply never came (a
// timeout) may have made its charge: the order's next request goes under the same key, never a new one.
import { randomUUID } from 'node:crypto';
import { ApiError, NetworkError, TimeoutError } from 'pay-checkout/client';

/** A refusal <pay-form> shows as it is: the failure envelope, its status. */
const refusal = (status, error, message) => [status, { success: false, error, message }];
const NOT_YOURS = refusal(404, 'ORDER_NOT_FOUND', 'This order was not opened in this browser. Reload the checkout.');
const IN_PROGRESS = refusal(409, 'ORDER_PAYMENT_IN_PROGRESS', 'This order is being paid in another tab.');
const ALREADY_PAID = refusal(409, 'ORDER_ALREADY_PAID', 'This order is already paid, so it was not charged again.');
const UNANSWERED = refusal(
  502,
  'SERVICE_UNANSWERED',
  'The payment service did not answer, so the payment may have gone through. Trying again with the same order is safe: it will not be charged twice.',
);
const KEY_USED = refusal(
  409,
  'ORDER_PAYMENT_UNANSWERED',
  'An earlier payment of this order got no answer and may have gone through, so nothing more was charged. Check your statement before starting a new order.',
);
const PENDING = refusal(
  409,
  'ORDER_PAYMENT_PENDING',
  'This order already has a payment waiting (its Pix or the card page): complete that one.',
);

/**
 * `pay`: the client; `serviceOrigin`: where the issuer's 3-D Secure page may be. Returns the order book: `open(buyer)`
 * for the checkout page, `checkout(buyer, orderId, request)` for the back end, `isBuyers(buyer, chargeId)` for reads.
 */
export function orderBook(pay, serviceOrigin) {
  const orders = new Map(); // order id → { id, buyer, attempt, paying, charge }
  const current = new Map(); // buyer → the order their checkout page shows
  const chargeBuyers = new Map(); // charge id → buyer

  /** The buyer's order while unpaid (a reload, a second tab), else a new one. */
  function open(buyer) {
    const order = orders.get(current.get(buyer));
    if (order && !order.charge?.paid) return order.id;
    const id = `ord_${randomUUID()}`;
    orders.set(id, { id, buyer, attempt: 0, paying: false, charge: undefined });
    current.set(buyer, id);
    return id;
  }

  /** The latest charge's status: `captured` from the store's own record first; the service is only read, never charged. */
  async function latestStatus(order) {
    if (!order.charge) return 'none';
    if (order.charge.paid) return 'captured';
    const { status } = await pay.charges.retrieve(order.charge.id).catch(() => ({ status: 'pending' }));
    if (status === 'captured') order.charge.paid = true;
    return status;
  }

  /**
   * A 3-D Secure challenge the buyer left (Cancel, Escape, a reload) keeps its charge pending for 10 minutes. Before
   * another payment, the store answers it "failed" on its issuer page, as the page's Fail button does (the service has
   * no route that cancels a pending charge), then reads the charge again: the buyer may have confirmed it just before.
   */
  async function endLeftChallenge(order) {
    const url = order.charge.challengeUrl;
    if (!url || new URL(url).origin !== serviceOrigin) return 'pending';
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failed',
      redirect: 'manual',
    }).catch(() => undefined);
    return latestStatus(order);
  }

  async function payOrder(order, request) {
    const same = order.charge?.request === JSON.stringify(request);
    const stored = () => [201, order.charge.reply];
    let status = await latestStatus(order);
    if (status === 'pending' && !same) status = await endLeftChallenge(order);
    // Paid: only the very request that paid, sent again (its reply was lost), gets an answer, the one the store kept.
    if (status === 'captured') return same ? stored() : ALREADY_PAID;
    if (status === 'pending') {
      // The hosted card page still open takes any card payment; a Pix only its own request.
      const hostedCard = order.charge.hosted && request.payment_method === 'credit_card';
      return same || hostedCard ? stored() : PENDING;
    }
    // Declined or expired: the next attempt, under its own key, once per failed charge. When the current key made no
    // charge the store knows of, the last request's reply was lost: its charge may exist, so the key stays.
    if (status !== 'none' && order.charge.attempt === order.attempt) order.attempt += 1;
    let charge;
    try {
      charge = await pay.charges.create(request, { idempotencyKey: `${order.id}-${order.attempt}` });
    } catch (error) {
      if (error instanceof NetworkError || error instanceof TimeoutError) return UNANSWERED;
      // The key already made a charge with another body (a card token of another try): kept, never a second one.
      if (error instanceof ApiError && error.code === 'IDEMPOTENCY_KEY_REUSED') return KEY_USED;
      throw error;
    }
    const { id, amount, payment_fields } = charge;
    const reply = { success: true, data: { id, status: charge.status, amount, payment_fields } };
    order.charge = {
      id,
      attempt: order.attempt,
      reply,
      request: JSON.stringify(request),
      paid: charge.status === 'captured',
      hosted: request.card_flow === 'hosted',
      challengeUrl: payment_fields?.authentication?.url,
    };
    chargeBuyers.set(id, order.buyer);
    return [201, reply];
  }

  /** Pays the buyer's order with `request` (the charge to create), one attempt at a time. */
  async function checkout(buyer, orderId, request) {
    const order = orders.get(orderId);
    // Another browser's order and an id never made: the same answer, which tells nothing.
    if (!order || order.buyer !== buyer) return NOT_YOURS;
    if (order.paying) return IN_PROGRESS;
    order.paying = true;
    try {
      return await payOrder(order, request);
    } finally {
      order.paying = false;
    }
  }

  const isBuyers = (buyer, chargeId) => chargeBuyers.get(chargeId) === buyer;
  return { open, checkout, isBuyers };
}
