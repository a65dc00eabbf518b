// The store's installment offer is the service's: the checkout page shows the quote of the merchant's terms for its
// cart (the service's numbers, in the words the law asks for), and the back end passes the buyer's count and the
// total the buyer saw through to the charge, where the service refuses a count it does not offer or a changed total.
import type { InstallmentOption, PayClient } from 'pay-checkout/client';

/** The options the service offers for `amount` cents, by count; null when it could not be asked (the page then offers 1×). */
export async function quoteOffer(client: PayClient, amount: number): Promise<InstallmentOption[] | null> {
  try {
    return (await client.installments.quote({ amount })).options;
  } catch {
    return null;
  }
}

/** The offer in one line's numbers: sem juros up to `free`, with interest up to `max` (0 when none). */
export function offerSummary(options: readonly InstallmentOption[]): { free: number; max: number } {
  const free = Math.max(1, ...options.filter((option) => option.interest_free).map((option) => option.installments));
  const withInterest = options.filter((option) => !option.interest_free).map((option) => option.installments);
  return { free, max: withInterest.length > 0 ? Math.max(...withInterest) : 0 };
}
