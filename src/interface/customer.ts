/**
 * Customers and their saved cards (docs/service.md, "Customers and saved cards"): the records the service returns,
 * the customer session a page uses, and the limits. Pure constants and types, no zod: browser bundles import this
 * file (the request schemas are in ./customer-schema).
 */
import type { CardBrand } from './card';

/** The header that carries a customer session's `client_token` on the page's calls (with the public key). */
export const CUSTOMER_SESSION_HEADER = 'X-Customer-Session';
/** A customer session lives this long from its creation (service clock). */
export const CUSTOMER_SESSION_TTL_SECONDS = 30 * 60;
/** Card tokens one saved card may be asked for within SAVED_CARD_TOKEN_WINDOW_SECONDS. */
export const SAVED_CARD_TOKEN_LIMIT = 5;
export const SAVED_CARD_TOKEN_WINDOW_SECONDS = 10 * 60;
/** The security code the sandbox's issuer refuses on a saved card (`failure_reason: "invalid_security_code"`). */
export const SANDBOX_REFUSED_SECURITY_CODE = '999';
export const INVALID_SECURITY_CODE = 'invalid_security_code';

export const CARD_FUNDINGS = ['credit', 'debit'] as const;
/** `credit` or `debit`: the payment method of the charge that saved the card. */
export type CardFunding = (typeof CARD_FUNDINGS)[number];

/** A customer of the merchant (`cus_…`): whom saved cards belong to. */
export interface Customer {
  id: string;
  name: string;
  email: string;
  /** The CPF or CNPJ as stored (no punctuation, letters upper case); null when none was sent. */
  document: string | null;
  /** The merchant's own id for this buyer; null when none was sent. */
  external_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A saved card as every route shows it: never more of the card than brand, last 4 digits, holder and expiry. */
export interface SavedCard {
  /** `card_…` */
  id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  funding: CardFunding;
  /** Whether the card's expiry month is over (service clock): it can no longer pay. */
  expired: boolean;
  created_at: string;
}

/** `data` of the `customer.card_saved` event: the card as listed, and whose it is. */
export interface SavedCardEventData extends SavedCard {
  customer_id: string;
}

/** `POST /v1/customer-sessions` answers this; `client_token` goes to the page, which sends it in CUSTOMER_SESSION_HEADER. */
export interface CustomerSession {
  /** `cses_…` */
  id: string;
  customer_id: string;
  /** `cst_…`: what the page sends; shown in this reply only. */
  client_token: string;
  /** CUSTOMER_SESSION_TTL_SECONDS after creation, service clock. */
  expires_at: string;
  created_at: string;
}
