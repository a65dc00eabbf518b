/** The card tokens a sandbox keeps (its slice of the state, composed by src/sandbox/state.ts). */
import type { Charge } from '../../interface/charge';
import type { KernelState } from '../kernel/state';

/** How the card's issuer authenticates (3-D Secure) when asked. */
export type CardEnrolment = 'challenge' | 'frictionless' | 'unenrolled';

/** What a card does to a charge (card-outcome.ts decides it from the test cards). */
export interface CardOutcome {
  status: 'captured' | 'failed';
  failure_reason: string | null;
  /** Decided with the outcome, so a token carries it as it carries the outcome. */
  enrolment: CardEnrolment;
}

/** What a saved card needs of the card a charge paid with: which card it was and how its issuer authenticates. */
export interface CardIdentity {
  /** HMAC-SHA256 (hex, process key) of the number and expiry (card-identity.ts). */
  fingerprint: string;
  enrolment: CardEnrolment;
}

/** What is kept of a card: never the number or the CVV. */
export type StoredCard = NonNullable<Charge['card']>;

/**
 * A card token (docs/service.md, "Card tokens"): what the charge needs of the card, never its number or CVV. Lives
 * 10 minutes, used once. The fixed test tokens are not stored (see card-tokens/tokens.ts).
 */
export interface CardTokenRecord {
  id: string;
  merchant_id: string;
  /** Brand, last 4, holder and expiry: what the charge keeps of the card. */
  card: NonNullable<Charge['card']>;
  /** The tokenized card's outcome (the test cards of docs/service.md), decided when the token is made. */
  outcome: CardOutcome;
  /** Which card it is (a keyed digest, never the number): a charge that saves the card keeps it under this. */
  identity: CardIdentity;
  /** A token of a saved card: whose card it is; only a charge naming that customer may use it. Null otherwise. */
  savedCard: { customer_id: string; card_id: string } | null;
  created_at: string;
  expires_at: string;
  expiresAtMs: number;
  used_by_charge_id: string | null;
}

export interface CardTokenSlice {
  /** Card tokens by id, in creation (= expiry) order. */
  cardTokens: Map<string, CardTokenRecord>;
}

export const createCardTokenSlice = (): CardTokenSlice => ({ cardTokens: new Map() });

/** What the card-token routes read and change. */
export type CardTokenState = KernelState & CardTokenSlice;
