/**
 * The enum values and bounds of charges and fraud sessions (docs/service.md, "Charges", "Fraud sessions"). Pure
 * constants and types, browser-safe.
 */

/** Browser kinds of the fraud session (`type`). */
export const BROWSER_TYPES = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Other'] as const;
export type BrowserKind = (typeof BROWSER_TYPES)[number];

export const CARD_FLOWS = ['transparent', 'hosted'] as const;
export type CardFlow = (typeof CARD_FLOWS)[number];

export const PAYMENT_METHODS = ['credit_card', 'pix', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CUSTOMER_TYPES = ['individual', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** `expired`: a Pix or boleto charge left unpaid past its deadline (docs/service.md, "Pix and boleto"). */
export const CHARGE_STATUSES = ['pending', 'captured', 'failed', 'expired'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const MAX_INSTALLMENTS = 12;

/** Pix `payment_details.expires_in`, in seconds (docs/service.md, "Pix and boleto"). */
export const PIX_EXPIRES_IN = { min: 60, max: 86_400, default: 1_800 } as const;
/** Boleto `payment_details.due_date`: days after today (by the service clock). */
export const BOLETO_DUE_DAYS = { min: 1, max: 30, default: 3 } as const;
/** An unpaid boleto expires this many days after its due date. */
export const BOLETO_GRACE_DAYS = 3;
export const BOLETO_INSTRUCTIONS_MAX = 255;
