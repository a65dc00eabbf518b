// One order, one charge (docs/demo.md): the rules the store's back end applies before it creates an order's charge.
// One attempt at a time per order; a paid order never reaches the service again (the very request that paid is answered
// from the store's record); a charge still pending is answered again only to the same request, except a 3-D Secure
// challenge the buyer left, which the store ends before another payment; a declined or expired charge opens the order's
// next attempt, under its next idempotency key, once: a request whose reply was lost (a timeout) made a charge the store
// does not know, so the next request goes under the same key and the service answers that charge again.
import type { ChargeCreateRequest, PayClient } from 'pay-checkout/client';
import { idempotencyKeyOf, type CheckoutOrder, type OrderCharge } from './checkout-orders';
import type { OrderBook } from './orders';
import { asObject, chargeOf, relay, type Reply } from './service-reply';
import { challengeUrlOf } from './waiting-challenge';
import type { Lang } from '../../shared/lang';
import { checkoutText } from '../text/checkout';

/** What the order's latest charge allows: `approved` refuses another payment, `declined` opens the next attempt. */
type ChargeOutcome = 'none' | 'pending' | 'approved' | 'declined';

/** Why a payment of an order was refused; each has a sentence in both languages (`notStartedWhy`). */
export type OrderRefusal =
  'ORDER_ALREADY_PAID' | 'ORDER_PAYMENT_IN_PROGRESS' | 'ORDER_PAYMENT_PENDING' | 'ORDER_PAYMENT_UNANSWERED';

/** The failure envelope of a refused payment, in the buyer's language (the element shows `message`). */
const refusal = (code: OrderRefusal, lang: Lang): Reply => ({
  status: 409,
  body: { success: false, message: checkoutText(lang).notStartedWhy[code], error: code },
});

/** JSON with its keys sorted at every level: two requests with the same fields give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Credit and debit: paid with a card (token or hosted page), the buyer's document not asked for. */
export const isCardMethod = (method: unknown): boolean => method === 'credit_card' || method === 'debit_card';

/**
 * What makes two checkouts the same payment: the charge the store would ask for, without the fraud session (every
 * page load has its own, so a reload sending the same order again still matches) and without the items, the store's
 * cart named in the page's language (the same cart from a page in another language is the same payment).
 */
export const paymentOf = (charge: ChargeCreateRequest): string => {
  const { fraud_session_id: _session, items: _items, ...payment } = charge as unknown as Record<string, unknown>;
  return canonical(payment);
};

/** The whole request, fraud session and items included: the very request sent again has the same text. */
const requestOf = (charge: ChargeCreateRequest): string => canonical(charge);

/**
 * Whether a pending charge answers this request again. A pending hosted card charge waits on the service's card page:
 * any card payment of the order goes back to it. A pending Pix or boleto can still be paid at the bank for as long as
 * it lives (a boleto, days): only the very request that made it gets it again, and any other payment is refused, since
 * a second charge could then be paid too. A 3-D Secure challenge is answered again to the request that made it (the
 * element sending it again); any other payment ends it first (`settleLeftChallenge`).
 */
const answersAgain = (pending: OrderCharge, charge: ChargeCreateRequest): boolean =>
  isCardMethod(pending.method) && !pending.challengeUrl
    ? isCardMethod(charge.payment_method)
    : pending.payment === paymentOf(charge);

/** The order's latest charge answered again, as the service made it. */
const storedReply = (charge: OrderCharge): Reply => ({ status: charge.status, body: charge.body });

export interface OrderPaymentOptions {
  orders: OrderBook;
  clientFor: (merchant: string) => PayClient;
  /** Answers a waiting challenge's issuer page "failed" (waiting-challenge.ts). */
  declineChallenge: (url: string) => Promise<void>;
}

/** The order's latest charge as the store's webhooks settled it, else as the service says now. */
async function outcomeOf({ orders, clientFor }: OrderPaymentOptions, order: CheckoutOrder): Promise<ChargeOutcome> {
  if (!order.charge) return 'none';
  const settled = orders.get(order.merchant, order.charge.id)?.state;
  if (settled === 'paid') return 'approved';
  // An expired Pix or boleto took no money either: the buyer may start again, as after a decline.
  if (settled === 'failed' || settled === 'expired') return 'declined';
  const { id } = order.charge;
  const reply = await relay(() => clientFor(order.merchant).charges.retrieve(id).withResponse());
  const status = chargeOf(reply).status;
  if (status === 'failed' || status === 'expired') return 'declined';
  // Not readable now: treated as still in flight, so the same charge is answered again rather than a new one made.
  if (reply.status !== 200 || status === 'pending') return 'pending';
  return 'approved';
}

/**
 * A challenge the buyer left (Cancel, Escape, a reload) while another payment of the order comes: ended by the store,
 * then read again. `declined` lets the new payment go on; `approved` means the buyer confirmed it just before.
 */
async function settleLeftChallenge(options: OrderPaymentOptions, order: CheckoutOrder): Promise<ChargeOutcome> {
  const url = order.charge?.challengeUrl;
  if (!url) return 'pending';
  await options.declineChallenge(url);
  return outcomeOf(options, order);
}

export function orderPayment(options: OrderPaymentOptions) {
  const { clientFor } = options;
  const attempt = async (order: CheckoutOrder, charge: ChargeCreateRequest, lang: Lang): Promise<Reply> => {
    let outcome = await outcomeOf(options, order);
    if (outcome === 'pending' && order.charge && !answersAgain(order.charge, charge))
      outcome = await settleLeftChallenge(options, order);
    if (outcome === 'approved') {
      // A paid order never reaches the service again: its idempotency key is remembered for 24 hours only, after which
      // the service would capture a second charge. The very request that paid, sent again (its reply was lost on the
      // way), gets the reply the store kept; anything else is a second payment.
      return order.charge?.request === requestOf(charge)
        ? storedReply(order.charge)
        : refusal('ORDER_ALREADY_PAID', lang);
    }
    if (outcome === 'pending' && order.charge) {
      return answersAgain(order.charge, charge) ? storedReply(order.charge) : refusal('ORDER_PAYMENT_PENDING', lang);
    }
    // Only the failure of the current key's own charge opens the next key. Declined again while the current key has no
    // charge the store knows of, the last request's reply was lost: its charge may exist, so the key stays.
    if (outcome === 'declined' && order.charge?.attempt === order.attempt) order.attempt += 1;
    const reply = await relay(
      () =>
        clientFor(order.merchant)
          .charges.create(charge, { idempotencyKey: idempotencyKeyOf(order) })
          .withResponse(),
      checkoutText(lang).notStartedWhy.TIMEOUT,
    );
    // This attempt's key already made a charge with another body: a request whose reply was lost (the store cannot read
    // that charge) or another store process. The service kept the first only; no second charge is made.
    if (asObject(reply.body).error === 'IDEMPOTENCY_KEY_REUSED') return refusal('ORDER_PAYMENT_UNANSWERED', lang);
    const created = chargeOf(reply);
    if (reply.status < 300 && typeof created.id === 'string') {
      order.charge = {
        id: created.id,
        attempt: order.attempt,
        status: reply.status,
        body: reply.body,
        method: charge.payment_method ?? 'credit_card',
        payment: paymentOf(charge),
        request: requestOf(charge),
        challengeUrl: challengeUrlOf(reply),
      };
    }
    return reply;
  };

  /**
   * Pays the order, one attempt at a time: a request that finds another one under way (a second tab) is refused
   * before it reads anything, so two requests never both see a declined charge and both open a new attempt.
   */
  return async (order: CheckoutOrder, charge: ChargeCreateRequest, lang: Lang): Promise<Reply> => {
    if (order.paying) return refusal('ORDER_PAYMENT_IN_PROGRESS', lang);
    order.paying = true;
    try {
      return await attempt(order, charge, lang);
    } finally {
      order.paying = false;
    }
  };
}
