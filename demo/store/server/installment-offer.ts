// The installments the store offers for its cart: its checkout page writes them in the select (and hands the terms to
// <pay-form>), and its back end refuses any other count, on the transparent and the hosted checkout alike.
import { installmentCounts } from 'pay-checkout/client';
import { cartTotal } from './cart';

/** The store's installment terms, as <pay-form> reads them from the select (`data-installments-max`, `data-installment-min`). */
export const INSTALLMENTS_MAX = 6;
export const INSTALLMENT_MIN_CENTS = 1000;

/** The counts offered for `total`: 1, then each count up to the most whose smallest part is at least the minimum. */
export const offeredInstallments = (total = cartTotal()): number[] =>
  installmentCounts(total, INSTALLMENTS_MAX, INSTALLMENT_MIN_CENTS);

/** Whether a posted count (a number from <pay-form>, a string from a plain form post) is one the store offers. */
export function isOfferedInstallments(value: unknown, total = cartTotal()): boolean {
  const count = typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value;
  return typeof count === 'number' && offeredInstallments(total).includes(count);
}
