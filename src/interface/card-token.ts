/**
 * A card token (docs/service.md, "Card tokens"): the body that asks for one and the token the service gives back.
 * Types only, browser-safe: the sandbox issues tokens; `<pay-form>` and the secure card fields ask for them.
 */
import type { CardBrand } from './card';

/** Body of `POST /v1/card-tokens` as the browser sends it: number and CVV digits, month and year integers. */
export interface CardTokenBody {
  number: string;
  holder_name: string;
  exp_month: number;
  exp_year: number;
  cvv: string;
}

/**
 * Body of `POST /v1/card-tokens` for a saved card, sent with the customer session's header: the card's id and its
 * security code, typed again each time.
 */
export interface SavedCardTokenBody {
  /** `card_…` */
  card_id: string;
  cvv: string;
}

/** `data` of the 201 reply: never the number or the CVV. Single use, short-lived. */
export interface CardToken {
  /** `tok_…` */
  id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** ISO 8601, CARD_TOKEN_TTL_SECONDS after creation on the service clock. */
  expires_at: string;
  created_at: string;
}

/** A token's public card fields, what the secure card fields pass on to the page: never the number or the CVV. */
export type CardTokenCard = Omit<CardToken, 'expires_at' | 'created_at'>;
