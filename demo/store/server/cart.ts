// The demo store's carts live on the server: the amount charged never comes from the browser. A checkout page names
// one of them (`?cart=`), and its order keeps that name.
import type { ChargeCreateRequest } from 'pay-checkout/client';
import { formatMoney } from '../../shared/format';

/** A cart line is a charge item (docs/service.md, "Charges"), so the cart goes into the charge unchanged. */
export type CartItem = ChargeCreateRequest['items'][number];

export const demoCart: CartItem[] = [
  { name: 'Coffee beans 1 kg', quantity: 2, unit_price: 4990, tangible: true },
  { name: 'Pour-over filter', quantity: 1, unit_price: 2365, tangible: true },
];
export const demoShipping = 1500;

export interface Cart {
  items: CartItem[];
  shipping: number;
}

/**
 * The carts the store sells: the coffee (the default) and a costly espresso machine, R$ 1.000,00 with free shipping,
 * the kind of purchase a buyer pays in installments (até 3× sem juros, até 12× com juros at the seeded terms).
 */
export const CARTS = {
  coffee: { items: demoCart, shipping: demoShipping },
  espresso: {
    items: [{ name: 'Espresso machine', quantity: 1, unit_price: 100_000, tangible: true }],
    shipping: 0,
  },
} satisfies Record<string, Cart>;

export type CartName = keyof typeof CARTS;
export const DEFAULT_CART: CartName = 'coffee';

/** The cart a page or an order names; anything else is the default one. */
export const cartNamed = (name: unknown): CartName =>
  typeof name === 'string' && Object.hasOwn(CARTS, name) ? (name as CartName) : DEFAULT_CART;

export const cartTotal = (items: CartItem[] = demoCart, shipping = demoShipping): number =>
  items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0) + shipping;

/** The total of a named cart, in cents. */
export const totalOf = (name: CartName): number => cartTotal(CARTS[name].items, CARTS[name].shipping);

/** The cart's amounts as a Brazilian store shows them (R$ 1.234,56), in either language. */
export const formatBrl = (cents: number): string => formatMoney(cents);
