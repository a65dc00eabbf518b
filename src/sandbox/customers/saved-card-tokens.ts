/**
 * Card tokens of saved cards (docs/service.md, "Customers and saved cards"): the page of a customer session asks for
 * one with the card's id and its security code, typed again each time. The token is bound to the customer: only a
 * charge naming that `customer_id` may use it. The code itself is never kept: the sandbox's issuer refuses
 * SANDBOX_REFUSED_SECURITY_CODE, so all a token keeps is whether the charge will be refused for it.
 */
import { cardExpiredFromMs, cvvLength, type CardBrand } from '../../interface/card';
import {
  INVALID_SECURITY_CODE,
  SANDBOX_REFUSED_SECURITY_CODE,
  SAVED_CARD_TOKEN_LIMIT,
  SAVED_CARD_TOKEN_WINDOW_SECONDS,
} from '../../interface/customer';
import type { SavedCardTokenCreateRequest } from '../../interface/customer-schema';
import { storeCardToken, type ResolvedCardToken } from '../card-tokens/tokens';
import type { CardOutcome, CardTokenRecord } from '../card-tokens/state';
import { ApiError, validationError } from '../kernel/api-error';
import type { Merchant } from '../kernel/state';
import { RATE_LIMIT_HEADERS } from '../../interface/rate-limit';
import { SAVED_CARD_TOKEN_LIMIT_TEXT } from '../kernel/prose';
import { savedCardOf } from './store';
import type { CustomerRecord, CustomerState, SavedCardRecord } from './state';

const WINDOW_MS = SAVED_CARD_TOKEN_WINDOW_SECONDS * 1000;

/**
 * Counts one token request for `card`: at most SAVED_CARD_TOKEN_LIMIT within any SAVED_CARD_TOKEN_WINDOW_SECONDS
 * (a sliding window, so no burst fits across a window's edge), else 429 with Retry-After. Every request that names
 * the card counts, a malformed code included: the limit is what keeps a security code from being guessed.
 */
function countTokenRequest(card: SavedCardRecord, nowMs: number): void {
  const recent = card.tokenRequestsMs.filter((at) => at + WINDOW_MS > nowMs);
  if (recent.length >= SAVED_CARD_TOKEN_LIMIT) {
    card.tokenRequestsMs = recent;
    const retryAfter = Math.max(1, Math.ceil((recent[0] + WINDOW_MS - nowMs) / 1000));
    throw new ApiError(
      'RATE_LIMIT_EXCEEDED',
      `Too many card token requests for this saved card (at most ${SAVED_CARD_TOKEN_LIMIT_TEXT}); retry after ${retryAfter} s.`,
      undefined,
      { [RATE_LIMIT_HEADERS.retryAfter]: String(retryAfter) },
    );
  }
  card.tokenRequestsMs = [...recent, nowMs];
}

/** A saved card chosen with its security code: the card and what a charge paying with it does. */
export interface ChosenSavedCard {
  saved: SavedCardRecord;
  outcome: CardOutcome;
}

/**
 * The rules of paying with `customer`'s saved card and a code typed again (the token route's and the hosted page's):
 * 404 for a card not theirs, 429 past the limit, 422 expired or a code of the wrong length; the sandbox's issuer
 * refuses SANDBOX_REFUSED_SECURITY_CODE at charge.
 */
export function chooseSavedCard(
  state: CustomerState,
  customer: CustomerRecord,
  body: SavedCardTokenCreateRequest,
): ChosenSavedCard {
  const saved = savedCardOf(state, customer, body.card_id);
  const nowMs = state.clock.now().getTime();
  countTokenRequest(saved, nowMs);
  const brand = saved.card.brand as CardBrand;
  if (nowMs >= cardExpiredFromMs(saved.card.exp_month, saved.card.exp_year))
    throw validationError([{ field: 'card_id', message: 'the saved card has expired; use another card' }]);
  if (body.cvv.length !== cvvLength(brand))
    throw validationError([{ field: 'cvv', message: `must be ${cvvLength(brand)} digits for this card` }]);
  const outcome: CardOutcome =
    body.cvv === SANDBOX_REFUSED_SECURITY_CODE
      ? { status: 'failed', failure_reason: INVALID_SECURITY_CODE, enrolment: saved.outcome.enrolment }
      : saved.outcome;
  return { saved, outcome };
}

/** A token for `customer`'s saved card, by the rules of chooseSavedCard. */
export function issueSavedCardToken(
  state: CustomerState,
  merchant: Merchant,
  customer: CustomerRecord,
  body: SavedCardTokenCreateRequest,
): CardTokenRecord {
  const { saved, outcome } = chooseSavedCard(state, customer, body);
  return storeCardToken(state, merchant, {
    card: { ...saved.card },
    outcome,
    identity: saved.identity,
    savedCard: { customer_id: customer.id, card_id: saved.id },
  });
}

/**
 * A charge paying with a token of a saved card must name the customer it is saved under, and the card must still
 * be saved; else 422 CARD_TOKEN_INVALID (nothing about the other customer is told). Other tokens pass.
 */
export function checkSavedCardBinding(
  state: CustomerState,
  token: ResolvedCardToken | null,
  customerId: string | undefined,
): void {
  const bound = token?.record?.savedCard;
  if (!bound) return;
  if (customerId !== bound.customer_id) {
    throw new ApiError(
      'CARD_TOKEN_INVALID',
      'This card token pays with a saved card: the charge must name, in customer_id, the customer the card is saved under.',
    );
  }
  if (!state.savedCards.has(bound.card_id)) {
    throw new ApiError('CARD_TOKEN_INVALID', 'The saved card of this card token was removed; choose another card.');
  }
}
