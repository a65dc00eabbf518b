/**
 * How the sandbox decides a card payment. Documented test cards (docs/service.md, "Charges"; tokens carry their
 * card's outcome, see card-tokens/tokens.ts); every other card fails with `test_card_unknown`, so a real card
 * number typed by mistake is never "approved".
 */
import { cardBrand } from '../../interface/card';
import { AUTHENTICATION_TEST_CARDS, TEST_CARDS } from '../../interface/sandbox-cards';
import { cardFingerprint, type CardIdentity } from './card-identity';
import type { CardEnrolment, CardOutcome, StoredCard } from './state';

export type { CardEnrolment, CardOutcome } from './state';

const APPROVED = { status: 'captured', failure_reason: null } as const;

const ENROLMENT_BY_CARD: ReadonlyMap<string, CardEnrolment> = new Map([
  [AUTHENTICATION_TEST_CARDS.challenge, 'challenge'],
  [AUTHENTICATION_TEST_CARDS.frictionless, 'frictionless'],
  [AUTHENTICATION_TEST_CARDS.unenrolled, 'unenrolled'],
]);

export function outcomeForCardNumber(digits: string): CardOutcome {
  const enrolment = ENROLMENT_BY_CARD.get(digits);
  // The authentication test cards are approved once their authentication allows the charge to go on.
  if (enrolment) return { ...APPROVED, enrolment };
  if (digits === TEST_CARDS.captured || digits === TEST_CARDS.capturedAmex)
    return { ...APPROVED, enrolment: 'frictionless' };
  if (digits === TEST_CARDS.failed)
    return { status: 'failed', failure_reason: 'card_declined', enrolment: 'frictionless' };
  return { status: 'failed', failure_reason: 'test_card_unknown', enrolment: 'frictionless' };
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

/** The card's identity for saving it (card-identity.ts): its digest and its issuer's enrolment. */
export function cardIdentity(digits: string, expMonth: number, expYear: number): CardIdentity {
  return {
    fingerprint: cardFingerprint(digits, expMonth, expYear),
    enrolment: outcomeForCardNumber(digits).enrolment,
  };
}
