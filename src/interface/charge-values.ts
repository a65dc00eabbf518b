/**
 * The enum values and bounds of charges and fraud sessions (docs/service.md, "Charges", "Fraud sessions"). Pure
 * constants and types, browser-safe.
 */

/** Browser kinds of the fraud session (`type`). */
export const BROWSER_TYPES = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Other'] as const;
export type BrowserKind = (typeof BROWSER_TYPES)[number];

export const CARD_FLOWS = ['transparent', 'hosted'] as const;
export type CardFlow = (typeof CARD_FLOWS)[number];

export const PAYMENT_METHODS = ['credit_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CUSTOMER_TYPES = ['individual', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const CHARGE_STATUSES = ['pending', 'captured', 'failed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const MAX_INSTALLMENTS = 12;
