/**
 * Installments without interest: an amount in cents split into `count` parts that add up to it exactly, the first
 * part absorbing the rounding (as Brazilian checkouts charge it: 3× of R$ 100,00 is R$ 33,34 + R$ 33,33 + R$ 33,33).
 * Written once for `<pay-form>`'s installment options and for a merchant's pages without JavaScript.
 */

/** The parts of `total` cents in `count` installments: the first absorbs the rounding; `[]` for nonsense input. */
export function splitInstallments(total: number, count: number): number[] {
  if (!Number.isSafeInteger(total) || total <= 0 || !Number.isSafeInteger(count) || count < 1) return [];
  const each = Math.floor(total / count);
  return [total - each * (count - 1), ...Array<number>(count - 1).fill(each)];
}

/**
 * The installment counts offered for `total` cents: 1, then each count up to `max` whose smallest part is at least
 * `min` cents (a card scheme's or the merchant's floor). Paying at once is always offered.
 */
export function installmentCounts(total: number, max: number, min = 0): number[] {
  const counts = [1];
  for (let count = 2; count <= max; count++) {
    const parts = splitInstallments(total, count);
    if (parts.length && parts[parts.length - 1] >= min) counts.push(count);
  }
  return counts;
}
