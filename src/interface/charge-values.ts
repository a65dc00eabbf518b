/**
 * The enum values and bounds of charges and fraud sessions (docs/service.md, "Charges", "Fraud sessions"). Pure
 * constants and types, browser-safe.
 */

/** Browser kinds of the fraud session (`type`). */
export const BROWSER_TYPES = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Other'] as const;
export type BrowserKind = (typeof BROWSER_TYPES)[number];

export const CARD_FLOWS = ['transparent', 'hosted'] as const;
export type CardFlow = (typeof CARD_FLOWS)[number];

export const PAYMENT_METHODS = ['credit_card', 'debit_card', 'pix', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods paid with a card: the same card inputs, tokens, secure fields and hosted page. */
export const CARD_PAYMENT_METHODS = ['credit_card', 'debit_card'] as const;
export type CardPaymentMethod = (typeof CARD_PAYMENT_METHODS)[number];
export const isCardPaymentMethod = (method: unknown): method is CardPaymentMethod =>
  (CARD_PAYMENT_METHODS as readonly unknown[]).includes(method);

export const CUSTOMER_TYPES = ['individual', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** `expired`: a Pix or boleto charge left unpaid past its deadline (docs/service.md, "Pix and boleto"). */
export const CHARGE_STATUSES = ['pending', 'captured', 'failed', 'expired'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** The largest installment count a merchant's terms may offer. */
export const MAX_INSTALLMENTS = 24;

/** A boleto's barcode carries the amount in 10 digits of cents (FEBRABAN layout). */
export const BOLETO_AMOUNT_DIGITS = 10;
/** A BR Code's amount (field 54) is at most 13 characters: 10 digits of reais, the point, 2 of centavos. */
export const PIX_AMOUNT_CHARS = 13;
/** A card authorisation carries the amount as 12 digits of minor units (ISO 8583, field 4). */
export const CARD_AMOUNT_DIGITS = 12;

/**
 * The largest `amount` (cents) of a charge, per payment method: what the method's own format can carry
 * (docs/service.md, "Limits"; the choice in docs/decisions.md). A boleto stops at R$ 99,999,999.99; Pix and card at
 * R$ 9,999,999,999.99.
 */
export const MAX_AMOUNT: Readonly<Record<PaymentMethod, number>> = {
  credit_card: 10 ** CARD_AMOUNT_DIGITS - 1,
  debit_card: 10 ** CARD_AMOUNT_DIGITS - 1,
  pix: 10 ** (PIX_AMOUNT_CHARS - 1) - 1,
  boleto: 10 ** BOLETO_AMOUNT_DIGITS - 1,
};

/** Pix `payment_details.expires_in`, in seconds (docs/service.md, "Pix and boleto"). */
export const PIX_EXPIRES_IN = { min: 60, max: 86_400, default: 1_800 } as const;
/** Boleto `payment_details.due_date`: days after today (by the service clock). */
export const BOLETO_DUE_DAYS = { min: 1, max: 30, default: 3 } as const;
/** An unpaid boleto expires this many days after its due date. */
export const BOLETO_GRACE_DAYS = 3;
export const BOLETO_INSTRUCTIONS_MAX = 255;
