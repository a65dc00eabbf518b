/**
 * Card tokens (docs/service.md, "Card tokens"): made from a checked card, 10 minutes (never past the card's expiry),
 * single use, for one merchant. A charge resolves its token here; the fixed test tokens work for every merchant,
 * again and again, and never expire.
 */
import { randomBytes } from 'node:crypto';
import { CARD_TOKEN_TTL_SECONDS, type CheckedCard } from '../../interface/card-schema';
import type { CardToken } from '../../interface/card-token';
import { cardExpiredFromMs, type CardBrand } from '../../interface/card';
import { TEST_CARD_TOKENS, TEST_CARDS } from '../../interface/sandbox-cards';
import { ApiError, validationError } from '../kernel/api-error';
import { cardIdentity, outcomeForCardNumber, storedCard, type CardOutcome } from './card-outcome';
import type { CardIdentity } from './card-identity';
import type { CardTokenRecord, CardTokenState, StoredCard } from './state';
import type { Merchant } from '../kernel/state';
import { CARD_TOKEN_LIFETIME } from '../kernel/prose';

export const CARD_TOKEN_PREFIX = 'tok_';
const TOKEN_RANDOM_BYTES = 18;

const FIXED_TOKEN_EXPIRY = { month: 12, year: 2099 } as const;

/** The test card each fixed token stands for. */
const FIXED_TOKENS: ReadonlyMap<string, { card: StoredCard; outcome: CardOutcome; identity: CardIdentity }> = new Map([
  [TEST_CARD_TOKENS.captured, fixedToken(TEST_CARDS.captured)],
  [TEST_CARD_TOKENS.declined, fixedToken(TEST_CARDS.failed)],
]);

function fixedToken(number: string) {
  const { month, year } = FIXED_TOKEN_EXPIRY;
  return {
    card: storedCard(number, 'TEST CARD', month, year),
    outcome: outcomeForCardNumber(number),
    identity: cardIdentity(number, month, year),
  };
}

/** What a token is made of: the card as a charge keeps it, its outcome and identity, and a saved card's owner. */
export type CardTokenContent = Pick<CardTokenRecord, 'card' | 'outcome' | 'identity' | 'savedCard'>;

/** Stores a new token of `content` for `merchant`. */
export function storeCardToken(state: CardTokenState, merchant: Merchant, content: CardTokenContent): CardTokenRecord {
  const now = state.clock.now();
  // A token never outlives its card: one made in the card's last minutes expires with it.
  const expiresAtMs = Math.min(
    now.getTime() + CARD_TOKEN_TTL_SECONDS * 1000,
    cardExpiredFromMs(content.card.exp_month, content.card.exp_year),
  );
  const record: CardTokenRecord = {
    id: `${CARD_TOKEN_PREFIX}${randomBytes(TOKEN_RANDOM_BYTES).toString('base64url')}`,
    merchant_id: merchant.id,
    ...content,
    created_at: now.toISOString(),
    expires_at: new Date(expiresAtMs).toISOString(),
    expiresAtMs,
    used_by_charge_id: null,
  };
  state.cardTokens.set(record.id, record);
  return record;
}

export function issueCardToken(state: CardTokenState, merchant: Merchant, card: CheckedCard): CardTokenRecord {
  // What the charge keeps of the card and its outcome: the number and CVV go no further than this function.
  return storeCardToken(state, merchant, {
    card: storedCard(card.number, card.holder_name, card.exp_month, card.exp_year),
    outcome: outcomeForCardNumber(card.number),
    identity: cardIdentity(card.number, card.exp_month, card.exp_year),
    savedCard: null,
  });
}

export function toCardToken(record: CardTokenRecord): CardToken {
  return {
    id: record.id,
    brand: record.card.brand as CardBrand,
    last4: record.card.last4,
    exp_month: record.card.exp_month,
    exp_year: record.card.exp_year,
    expires_at: record.expires_at,
    created_at: record.created_at,
  };
}

/** What a charge gets from its token: the card to keep, the outcome, and (for an issued token) what to mark used. */
export interface ResolvedCardToken {
  card: StoredCard;
  outcome: CardOutcome;
  identity: CardIdentity;
  /** Null for the fixed test tokens, which are never used up. */
  record: CardTokenRecord | null;
}

/**
 * The token a charge names (in `field`), or 422 CARD_TOKEN_INVALID / CARD_TOKEN_USED / CARD_TOKEN_EXPIRED, or the
 * 422 VALIDATION_ERROR a charge with the card itself gets when the card's expiry month is over. Changes nothing.
 */
export function resolveCardToken(
  state: CardTokenState,
  merchant: Merchant,
  id: string,
  nowMs: number,
  field = 'payment_details.card_token',
): ResolvedCardToken {
  const fixed = FIXED_TOKENS.get(id);
  if (fixed) return { card: { ...fixed.card }, outcome: fixed.outcome, identity: fixed.identity, record: null };
  const record = state.cardTokens.get(id);
  // Another merchant's token reads exactly like an unknown one.
  if (!record || record.merchant_id !== merchant.id) {
    throw new ApiError(
      'CARD_TOKEN_INVALID',
      'card_token does not name a card token of this merchant; make one with POST /v1/card-tokens.',
    );
  }
  if (record.used_by_charge_id !== null) {
    throw new ApiError('CARD_TOKEN_USED', 'This card token was already used by a charge; tokenize the card again.');
  }
  if (nowMs >= cardExpiredFromMs(record.card.exp_month, record.card.exp_year)) {
    throw validationError([
      { field, message: 'the card of this token has expired (its expiry month is over); use another card' },
    ]);
  }
  if (nowMs >= record.expiresAtMs) {
    throw new ApiError(
      'CARD_TOKEN_EXPIRED',
      `This card token expired (tokens live ${CARD_TOKEN_LIFETIME}); tokenize the card again.`,
    );
  }
  return { card: { ...record.card }, outcome: record.outcome, identity: record.identity, record };
}
