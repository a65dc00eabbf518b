/**
 * How the sandbox decides a card payment. Documented test cards (docs/service.md, "Charges"; tokens carry their
 * card's outcome, see card-tokens/tokens.ts); every other card fails with `test_card_unknown`, so a real card
 * number typed by mistake is never "approved".
 */
import { cardBrand } from '../../interface/card';
import { TEST_CARDS } from '../../interface/sandbox-cards';
import type { StoredCard } from './state';

export interface CardOutcome {
  status: 'captured' | 'failed';
  failure_reason: string | null;
}

export function outcomeForCardNumber(digits: string): CardOutcome {
  if (digits === TEST_CARDS.captured) return { status: 'captured', failure_reason: null };
  if (digits === TEST_CARDS.failed) return { status: 'failed', failure_reason: 'card_declined' };
  return { status: 'failed', failure_reason: 'test_card_unknown' };
}

export { isCardExpired } from '../../interface/card';

export function storedCard(digits: string, holderName: string, expMonth: number, expYear: number): StoredCard {
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    holder_name: holderName,
    exp_month: expMonth,
    exp_year: expYear,
  };
}
