// The demo store's cart lives on the server: the amount charged never comes from the browser.
import type { ChargeCreateRequest } from 'pay-checkout/client';
import { formatMoney } from '../../shared/format';

/** A cart line is a charge item (docs/service.md, "Charges"), so the cart goes into the charge unchanged. */
export type CartItem = ChargeCreateRequest['items'][number];

export const demoCart: CartItem[] = [
  { name: 'Coffee beans 1 kg', quantity: 2, unit_price: 4990, tangible: true },
  { name: 'Pour-over filter', quantity: 1, unit_price: 2365, tangible: true },
];
export const demoShipping = 1500;

export const cartTotal = (items: CartItem[] = demoCart, shipping = demoShipping): number =>
  items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0) + shipping;

/** The cart's amounts as a Brazilian store shows them (R$ 1.234,56), in either language. */
export const formatBrl = (cents: number): string => formatMoney(cents);
