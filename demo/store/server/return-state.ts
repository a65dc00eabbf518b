// What the return page shows, decided on the server: from the store's own order record (settled by verified webhooks),
// never from the `status` the buyer's address carries — except that `status=pending` is how the hosted page's
// "Cancel" link comes back, and the service is asked whether the charge really is still unpaid before the page says
// "cancelled" (docs/service.md, "Hosted card page").
import type { CheckoutOrder } from './checkout-orders';
import type { OrderBook } from './orders';
import type { ShownState } from '../text/return';

export interface ReturnInput {
  merchant: string;
  /** `charge_id` and `status` from the address, when the buyer arrives from the hosted page. */
  chargeId?: string;
  addressStatus?: string;
  /** The buyer's order from the cart cookie: after a reload (the address no longer names the charge) its charge. */
  order?: CheckoutOrder;
  orders: OrderBook;
  /** Whether this browser's checkout made the charge: the page shows nothing of anyone else's. */
  isBrowsers: (chargeId: string) => boolean;
  /** The charge's status as the service tells it now; `undefined` when it cannot be read. */
  chargeStatus: (merchant: string, chargeId: string) => Promise<string | undefined>;
}

export async function returnState(input: ReturnInput): Promise<{ state: ShownState; chargeId: string }> {
  const { merchant, order } = input;
  const fromAddress = Boolean(input.chargeId);
  const chargeId = input.chargeId || order?.charge?.id || '';
  if (!chargeId) return { state: 'none', chargeId };
  const known = input.isBrowsers(chargeId) ? input.orders.get(merchant, chargeId) : undefined;
  // Another browser's charge and an id the store never made look the same, and the id is not repeated: the address
  // alone tells nothing. Every charge the store made has an order from the moment it was created: nothing to wait for.
  if (!known) return { state: 'not_shown', chargeId: '' };
  if (known.state === 'paid' || known.state === 'failed') return { state: known.state, chargeId };
  const ownCharge = order?.charge?.id === chargeId ? order : undefined;
  if (fromAddress) {
    const cancelled = input.addressStatus === 'pending' && (await input.chargeStatus(merchant, chargeId)) === 'pending';
    if (ownCharge) ownCharge.cancelledCharge = cancelled ? chargeId : undefined;
    return { state: cancelled ? 'cancelled' : 'waiting', chargeId };
  }
  return { state: ownCharge?.cancelledCharge === chargeId ? 'cancelled' : 'waiting', chargeId };
}
