/**
 * The installments' on-demand module (dist/cdn/pay-form-installments.js; the ES entry's own chunk), loaded when the
 * form holds a `<select data-installments>`: the card path carries none of it. A select with its own `data-amount`
 * is filled as always (./amount-options); one without it from the service's quote (./quoted-options).
 */
import type { FraudSession } from '../../fraud';
import { AmountOptions } from './amount-options';
import { type QuoteHost, QuotedInstallments } from './quoted-options';

const attached = new WeakMap<QuoteHost, { amount: AmountOptions; quoted: QuotedInstallments }>();

/** Fills the element's installment selects, and keeps them current (once per element; again: a refresh). */
export function attachInstallments(host: QuoteHost, session: () => FraudSession | undefined): void {
  let parts = attached.get(host);
  if (!parts) {
    parts = { amount: new AmountOptions(host), quoted: new QuotedInstallments(host, session) };
    attached.set(host, parts);
  }
  parts.amount.fill();
  parts.quoted.refresh();
}
