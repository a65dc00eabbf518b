// What the back end's order tests share: the store's back end on a real sandbox, and one buyer's browser paying an
// order (its buyer cookie, and the cart cookie naming the order its checkout page served).
import { randomUUID } from 'node:crypto';
import type { Sandbox } from 'pay-checkout/sandbox';
import { sandboxClients } from './merchants';
import { merchantBackend } from './backend';
import { CheckoutOrders } from './checkout-orders';
import { OrderBook } from './orders';

export const STORE_ORIGIN = 'http://localhost:5173';
export const ANA = { name: 'Ana Souza', email: 'ana@example.com' };
export const card = { number: '4111111111111111', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2030, cvv: '123' };
export const DECLINED = { ...card, number: '4000000000000002' };
export const PIX = { payment_method: 'pix', customer: { ...ANA, document: '529.982.247-25' } };
export const BOLETO = {
  payment_method: 'boleto',
  customer: {
    ...ANA,
    document: '529.982.247-25',
    address: {
      street: 'Avenida Paulista',
      number: '1578',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      zip_code: '01310-200',
    },
  },
};
export const DAY_SECONDS = 24 * 60 * 60;

export type Backend = ReturnType<typeof merchantBackend>;

/** The store's back end and what a test reads of the sandbox behind it. */
export function orderTestStore(sandbox: { readonly current: Sandbox }) {
  const orders = new OrderBook();
  const checkoutOrders = new CheckoutOrders();
  const backend = (): Backend =>
    merchantBackend({
      clients: sandboxClients(sandbox.current.url),
      storeOrigin: STORE_ORIGIN,
      orders,
      checkoutOrders,
    });
  const charges = () => [...sandbox.current.state.charges.values()];
  return {
    backend,
    orders,
    checkoutOrders,
    client: () => sandboxClients(sandbox.current.url).clientFor('demo'),
    chargeCount: () => sandbox.current.state.charges.size,
    captured: () => charges().filter((charge) => charge.status === 'captured'),
    moveClock: (seconds: number) => sandbox.current.clock.advance(seconds),
  };
}

/** One buyer's browser; `pay` posts a checkout of the order as <pay-form> does, each with its own Idempotency-Key. */
export function testBuyer(buyer = randomUUID()) {
  const cookiesOf = (orderId: string) => `store_buyer=${buyer}; order_demo_coffee=${orderId}`;
  return {
    buyerId: buyer,
    cookiesOf,
    newOrder: () => `ord_${randomUUID()}`,
    pay: (api: Backend, orderId: string, extra: Record<string, unknown>) =>
      api.request('/checkout/demo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), Cookie: cookiesOf(orderId) },
        body: JSON.stringify({ customer: ANA, order_id: orderId, ...extra }),
      }),
  };
}
