/**
 * How the sandbox decides a card payment. Documented test cards (contract §5) and tokens; every other
 * card fails with `test_card_unknown`, so a real card number typed by mistake is never "approved".
 */
import { TEST_CARD_TOKENS, TEST_CARDS } from '../../interface/envelope';
import type { StoredCard } from '../state';

export interface CardOutcome {
  status: 'captured' | 'failed';
  failure_reason: string | null;
}

export function outcomeForCardNumber(digits: string): CardOutcome {
  if (digits === TEST_CARDS.captured) return { status: 'captured', failure_reason: null };
  if (digits === TEST_CARDS.failed) return { status: 'failed', failure_reason: 'card_declined' };
  return { status: 'failed', failure_reason: 'test_card_unknown' };
}

/** Tokens are opaque to the sandbox: the declined test token fails, any other captures. */
export function outcomeForToken(token: string): CardOutcome {
  return token === TEST_CARD_TOKENS.declined
    ? { status: 'failed', failure_reason: 'card_declined' }
    : { status: 'captured', failure_reason: null };
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)) return 'elo';
  if (/^(606282|3841)/.test(digits)) return 'hipercard';
  return 'unknown';
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const firstDayAfter = Date.UTC(expYear, expMonth, 1); // month index expMonth = the month after expiry
  return now.getTime() >= firstDayAfter;
}

export function storedCard(digits: string, holderName: string, expMonth: number, expYear: number): StoredCard {
  return { brand: cardBrand(digits), last4: digits.slice(-4), holder_name: holderName, exp_month: expMonth, exp_year: expYear };
}
