/** The customers, saved cards and customer sessions a sandbox keeps (its slice of the state, composed by ../state.ts). */
import type { CardFunding, Customer } from '../../interface/customer';
import type { CardIdentity } from '../card-tokens/card-identity';
import type { CardOutcome, CardTokenSlice, StoredCard } from '../card-tokens/state';
import type { CreationIndex } from '../kernel/list-index';
import type { KernelState } from '../kernel/state';
import type { WebhookSlice } from '../webhooks/state';

/** A customer as kept: what /v1 returns, its merchant, and its saved cards. */
export interface CustomerRecord extends Customer {
  merchant_id: string;
  /** Newest last, so a page of cards costs the page (kernel/list-index.ts). */
  cards: CreationIndex<SavedCardRecord>;
  /** The same cards by their identity's fingerprint: one entry per card number and expiry. */
  cardsByFingerprint: Map<string, SavedCardRecord>;
}

/**
 * A saved card: what a charge keeps of a card (brand, last 4, holder, expiry), its identity (a keyed digest, never
 * the number) and what it does to a charge. No number, no security code.
 */
export interface SavedCardRecord {
  id: string;
  merchant_id: string;
  customer_id: string;
  card: StoredCard;
  funding: CardFunding;
  identity: CardIdentity;
  /** The card's own outcome: it was captured once, so it captures (after authentication when its issuer asks). */
  outcome: CardOutcome;
  /** The one status of the list index: a removed card leaves the index instead. */
  status: 'saved';
  created_at: string;
  updated_at: string;
  /** Sandbox-clock times (epoch ms) of the latest token requests, at most SAVED_CARD_TOKEN_LIMIT of them. */
  tokenRequestsMs: number[];
}

/** A customer session: the page's handle on one customer's saved cards for 30 minutes. */
export interface CustomerSessionRecord {
  id: string;
  merchant_id: string;
  customer_id: string;
  created_at: string;
  expires_at: string;
  expiresAtMs: number;
}

export interface CustomerSlice {
  /** Customers by id. */
  customers: Map<string, CustomerRecord>;
  /** Saved cards by id (a token of a saved card is refused once its card is removed). */
  savedCards: Map<string, SavedCardRecord>;
  /**
   * Sessions by the SHA-256 of their client_token (the token itself is not kept), in creation order, which is their
   * expiry order: the purge drops them from the front.
   */
  customerSessions: Map<string, CustomerSessionRecord>;
}

export const createCustomerSlice = (): CustomerSlice => ({
  customers: new Map(),
  savedCards: new Map(),
  customerSessions: new Map(),
});

/** What the customer routes read and change: their records, the card tokens of saved cards, and the webhooks. */
export type CustomerState = KernelState & CustomerSlice & CardTokenSlice & WebhookSlice;
