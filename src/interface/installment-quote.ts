/**
 * Installments with interest (docs/service.md, "Installments"): the merchant's terms, the options a quote offers and
 * their arithmetic, in integer cents. Written once for the sandbox (quotes and charges), the client and
 * `<pay-form>`, which loads it on demand: no dependency, browser-safe.
 *
 * Rounding, stated once:
 * - An installment with interest is the Price table's `amount · i / (1 − (1 + i)^−n)`, computed as an exact fraction
 *   of integers (BigInt) and rounded half up to the cent: no floating point touches the money.
 * - The CET is the annual rate of the flows (−amount now, +installment at each of the next n months): their monthly
 *   internal rate `r` is found by bisection in floating point down to adjacent doubles (a relative error near
 *   1e-16), then `((1 + r)^12 − 1) · 100` is rounded half up to 2 decimals (a negative CET, flows adding up to less
 *   than the amount at a tiny rate, half away from zero). Only a true CET within about 1e-10 of a
 *   half hundredth could round the other way; the tests compare every count and a spread of amounts with an
 *   independent computation in exact integers.
 */
import { splitInstallments } from './installments';
import { MAX_AMOUNT, type CardPaymentMethod } from './charge-values';
import type { CardBrand } from './card';
/** The monthly rate is a percentage with 2 decimals: held as hundredths of a percent (1.99 % is 199). */
const RATE_HUNDREDTHS = 100;
/** Hundredths of a percent in one whole (100 %). */
const RATE_SCALE = 10_000;
const MONTHS_PER_YEAR = 12;

/** A merchant's installment terms, as the service keeps and returns them. */
export interface InstallmentTerms {
  /** The largest count offered (1–24). */
  max_installments: number;
  /** Counts up to this one are interest-free (sem juros); 1 ≤ free ≤ max. */
  free_installments: number;
  /** Interest per month above the free counts, in percent with 2 decimals (`1.99`). */
  monthly_rate: number;
  /** The smallest installment, in cents: a count whose installment would be smaller is not offered (1× always is). */
  min_installment: number;
  /** A lower largest count per card brand (`{ "hipercard": 6 }`). */
  brand_max: Record<string, number>;
}

/** `PUT /sandbox/installment-terms`: an omitted field goes back to the merchant's seeded value. */
export type InstallmentTermsRequest = Partial<InstallmentTerms>;

/** One count a quote offers, with what the buyer must see before paying. */
export interface InstallmentOption {
  installments: number;
  interest_free: boolean;
  /** Each installment in cents; interest-free, the first one (it absorbs the rounding, so it is the largest). */
  installment_amount: number;
  /** What the buyer pays in all, in cents: the amount when interest-free, else `installments × installment_amount`. */
  total_amount: number;
  /** Percent per month (0 when interest-free). */
  monthly_rate: number;
  /** Custo efetivo total, percent per year with 2 decimals (0 when interest-free). */
  cet_annual: number;
}

/** `GET /v1/installments`: the amount, and the card's brand or a card token (not both). */
export type InstallmentQuoteQuery = {
  /** The cash price, in cents. */
  amount: number;
  /** `debit_card`: 1× only. Default `credit_card`. */
  payment_method?: CardPaymentMethod;
} & ({ brand?: CardBrand; card_token?: never } | { card_token: string; brand?: never });

/** What a card charge records of the option it was charged by (the same fields). */
export type InstallmentPlan = InstallmentOption;

/** The reply of a quote. */
export interface InstallmentQuote {
  amount: number;
  /** The card's brand the options were capped for; null when the quote named no card. */
  brand: string | null;
  options: InstallmentOption[];
}

/** A rate in percent with 2 decimals as whole hundredths of a percent (`1.99` → 199). */
export const rateHundredths = (monthlyRate: number): number => Math.round(monthlyRate * RATE_HUNDREDTHS);

/**
 * The Price table's installment, in cents, rounded half up: with `q = 1 + i` as `(10000 + h) / 10000`, the exact
 * value is `amount · h · (10000 + h)^n / (10000 · ((10000 + h)^n − 10000^n))`.
 */
export function priceInstallment(amount: number, hundredths: number, count: number): number {
  if (hundredths === 0) return Math.ceil(amount / count);
  const n = BigInt(count);
  const grown = (BigInt(RATE_SCALE) + BigInt(hundredths)) ** n;
  const numerator = BigInt(amount) * BigInt(hundredths) * grown;
  const denominator = BigInt(RATE_SCALE) * (grown - BigInt(RATE_SCALE) ** n);
  // Half up: floor(x + 1/2) = floor((2·num + den) / (2·den)); both are positive, so BigInt division floors.
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** What `installment` paid at each of the next `count` months is worth now, at the monthly rate `rate`. */
function presentValue(installment: number, count: number, rate: number): number {
  let value = 0;
  let discount = 1;
  for (let month = 1; month <= count; month++) {
    discount /= 1 + rate;
    value += installment * discount;
  }
  return value;
}

/** The monthly rate that makes `count` installments of `installment` worth `amount` today (bisection). */
export function monthlyInternalRate(amount: number, installment: number, count: number): number {
  if (installment * count === amount) return 0;
  // The present value falls as the rate rises; widen the upper bound until it is below the amount.
  let low = -0.99;
  let high = 1;
  while (presentValue(installment, count, high) > amount) high *= 2;
  for (;;) {
    const middle = (low + high) / 2;
    if (middle === low || middle === high) return middle;
    if (presentValue(installment, count, middle) > amount) low = middle;
    else high = middle;
  }
}

/** Half up to 2 decimals, for a non-negative percentage (a negative CET rounds like its opposite). */
const roundPercent = (percent: number): number => Math.floor(percent * 100 + 0.5) / 100;

/** The CET in percent per year, 2 decimals: `((1 + r)^12 − 1) · 100`, `r` the flows' monthly internal rate. */
export function cetAnnual(amount: number, installment: number, count: number): number {
  const rate = monthlyInternalRate(amount, installment, count);
  const annual = ((1 + rate) ** MONTHS_PER_YEAR - 1) * 100;
  return annual >= 0 ? roundPercent(annual) : -roundPercent(-annual);
}

/** The option for `count` installments of `amount` cents by `terms` (whether offered or not). */
export function installmentOption(amount: number, count: number, terms: InstallmentTerms): InstallmentOption {
  const hundredths = rateHundredths(terms.monthly_rate);
  // A count within the free ones, or any count at a zero rate, carries no interest.
  if (count <= terms.free_installments || hundredths === 0) {
    const [first] = splitInstallments(amount, count);
    return {
      installments: count,
      interest_free: true,
      installment_amount: first,
      total_amount: amount,
      monthly_rate: 0,
      cet_annual: 0,
    };
  }
  const installment = priceInstallment(amount, hundredths, count);
  return {
    installments: count,
    interest_free: false,
    installment_amount: installment,
    total_amount: installment * count,
    monthly_rate: hundredths / RATE_HUNDREDTHS,
    cet_annual: cetAnnual(amount, installment, count),
  };
}

/** The smallest installment of an option: interest-free, the parts after the first (rounded down). */
const smallestInstallment = (amount: number, option: InstallmentOption): number =>
  option.interest_free ? Math.floor(amount / option.installments) : option.installment_amount;

export interface QuoteCard {
  /** The card's brand: its cap in `brand_max` applies. */
  brand?: string | null;
  /** A debit card pays at once. */
  debit?: boolean;
}

/** The largest count `terms` allow for a card. */
export function maxInstallmentsFor(terms: InstallmentTerms, card: QuoteCard = {}): number {
  if (card.debit) return 1;
  const cap = card.brand ? terms.brand_max[card.brand] : undefined;
  return cap === undefined ? terms.max_installments : Math.min(cap, terms.max_installments);
}

/** A card authorisation carries at most this total (12 digits of cents). */
const MAX_CARD_TOTAL = MAX_AMOUNT.credit_card;

/**
 * The option for `count` if `terms` offer it for this card: 1× always (paying at once); another count up to the
 * card's largest when its smallest installment is at least `min_installment` (and a cent) and its total fits a card
 * authorisation.
 */
export function offeredOption(
  amount: number,
  count: number,
  terms: InstallmentTerms,
  card: QuoteCard = {},
): InstallmentOption | null {
  if (!Number.isSafeInteger(count) || count < 1 || count > maxInstallmentsFor(terms, card)) return null;
  const option = installmentOption(amount, count, terms);
  if (count === 1) return option;
  // An installment is at least a cent whatever the minimum: 4× of 1 cent would be 4 installments of nothing.
  const smallest = Math.max(terms.min_installment, 1);
  const fits = smallestInstallment(amount, option) >= smallest && option.total_amount <= MAX_CARD_TOTAL;
  return fits ? option : null;
}

/** Every option offered for `amount` cents, by count. */
export function installmentOptions(amount: number, terms: InstallmentTerms, card: QuoteCard = {}): InstallmentOption[] {
  const options: InstallmentOption[] = [];
  for (let count = 1; count <= maxInstallmentsFor(terms, card); count++) {
    const option = offeredOption(amount, count, terms, card);
    if (option) options.push(option);
  }
  return options;
}
