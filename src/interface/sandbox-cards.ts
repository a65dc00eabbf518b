/**
 * The sandbox's test cards and fixed test tokens (docs/service.md, "Card tokens"): every merchant, reusable, never
 * expiring.
 */
export const TEST_CARDS = {
  captured: '4111111111111111',
  failed: '4000000000000002',
} as const;
export const TEST_CARD_TOKENS = {
  captured: 'tok_test_visa',
  declined: 'tok_test_declined',
} as const;
