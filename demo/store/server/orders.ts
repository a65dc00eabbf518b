// The demo store's orders, kept from the payment service's webhook events — never from the buyer's return address.
// An order is `received` when its charge is created, then `paid`, `failed` or (a Pix or boleto left unpaid) `expired`
// once the service says so. Events may come twice and out of order (Standard Webhooks promises neither once nor in
// order): each webhook id is applied once, and a settled order never goes back.
import type { ChargeEvent } from 'pay-checkout/client';

export const ORDER_STATES = ['received', 'paid', 'failed', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export interface Order {
  merchant: string;
  charge_id: string;
  state: OrderState;
  /** The charge's amount in cents, once known (from the create reply or an event). */
  amount: number | null;
  /**
   * What the card is charged in all, in cents, as the service's webhook said (its `installment_plan.total_amount`:
   * above the amount when paid in installments with interest); null until an event with a plan arrived.
   */
  charged_total: number | null;
  /** ISO 8601, store clock. */
  created_at: string;
  updated_at: string;
}

/** An order as the store's routes answer it (`GET /api/orders/…`, the console's `GET /api/console/orders/…`). */
export const orderReply = (order: Order) => ({
  success: true,
  message: 'Order.',
  data: {
    charge_id: order.charge_id,
    state: order.state,
    amount: order.amount,
    charged_total: order.charged_total,
    updated_at: order.updated_at,
  },
});

/**
 * What applying one event did: `applied` moved the order, `duplicate` was a webhook id already applied, `unchanged`
 * was older news than the order holds (a `charge.pending` after `charge.captured`).
 */
export type ApplyOutcome = 'applied' | 'duplicate' | 'unchanged';

/** The order state a charge event stands for. */
const STATE_OF_EVENT: Record<ChargeEvent['type'], OrderState> = {
  'charge.pending': 'received',
  'charge.captured': 'paid',
  'charge.failed': 'failed',
  // A Pix or boleto left unpaid: the order ends unpaid, in a state of its own (the buyer may start again).
  'charge.expired': 'expired',
};

/** How far along each state is: an event for an earlier state than the order's is stale and changes nothing. */
const PROGRESS: Record<OrderState, number> = { received: 0, paid: 1, failed: 1, expired: 1 };

/** Bounds of the in-memory book: the oldest entries go first, so a long-running demo keeps a steady size. */
export const MAX_ORDERS = 10_000;
export const MAX_SEEN_WEBHOOK_IDS = 50_000;

/** Deletes the oldest entries of an insertion-ordered map or set until it holds at most `max`. */
function trim(entries: Map<string, unknown> | Set<string>, max: number): void {
  for (const key of entries.keys()) {
    if (entries.size <= max) return;
    entries.delete(key);
  }
}

export class OrderBook {
  private readonly orders = new Map<string, Order>();
  private readonly seenWebhookIds = new Set<string>();

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly limits = { orders: MAX_ORDERS, webhookIds: MAX_SEEN_WEBHOOK_IDS },
  ) {}

  private static key(merchant: string, chargeId: string): string {
    return `${merchant}/${chargeId}`;
  }

  get(merchant: string, chargeId: string): Order | undefined {
    return this.orders.get(OrderBook.key(merchant, chargeId));
  }

  /** The charge was created: the order exists as `received` (an event may already have moved it further). */
  received(merchant: string, chargeId: string, amount: number | null = null): Order {
    return this.advance(merchant, chargeId, 'received', amount);
  }

  /**
   * Applies a verified charge event once. `webhookId` is the delivery's `webhook-id` (the event id, the same on
   * every attempt and redelivery): a second delivery of it changes nothing.
   */
  applyChargeEvent(merchant: string, webhookId: string, event: ChargeEvent): ApplyOutcome {
    const seenKey = `${merchant}/${webhookId}`;
    if (this.seenWebhookIds.has(seenKey)) return 'duplicate';
    this.seenWebhookIds.add(seenKey);
    trim(this.seenWebhookIds, this.limits.webhookIds);
    const target = STATE_OF_EVENT[event.type];
    const before = this.get(merchant, event.data.id)?.state;
    const order = this.advance(merchant, event.data.id, target, event.data.amount ?? null);
    // An event without a plan (a Pix, a boleto, an older sender) leaves the total unknown.
    const plan = event.data.installment_plan;
    if (plan) order.charged_total = plan.total_amount;
    return order.state === target && before !== target ? 'applied' : 'unchanged';
  }

  /** Moves an order forward to `state`, creating it if needed; never backwards, and a settled order stays settled. */
  private advance(merchant: string, chargeId: string, state: OrderState, amount: number | null): Order {
    const key = OrderBook.key(merchant, chargeId);
    const at = this.now().toISOString();
    const existing = this.orders.get(key);
    if (!existing) {
      const order: Order = {
        merchant,
        charge_id: chargeId,
        state,
        amount,
        charged_total: null,
        created_at: at,
        updated_at: at,
      };
      this.orders.set(key, order);
      trim(this.orders, this.limits.orders);
      return order;
    }
    if (existing.amount === null && amount !== null) existing.amount = amount;
    if (PROGRESS[state] > PROGRESS[existing.state]) {
      existing.state = state;
      existing.updated_at = at;
    }
    return existing;
  }
}
