/**
 * The sandbox's test cards and fixed test tokens (docs/service.md, "Card tokens"): every merchant, reusable, never
 * expiring.
 */
export const TEST_CARDS = {
  captured: '4111111111111111',
  failed: '4000000000000002',
  /** An American Express card that captures: a page's 15-digit number and 4-digit CVV tested through to the end. */
  capturedAmex: '378282246310005',
} as const;
/**
 * Cards that decide a charge's authentication (3-D Secure); once authenticated (or where it is unavailable and
 * allowed) each is approved. Every other test card is authenticated without a challenge when asked.
 */
export const AUTHENTICATION_TEST_CARDS = {
  /** The buyer must confirm on the issuer's page. */
  challenge: '4000000000003220',
  /** Authenticated with no challenge. */
  frictionless: '4000000000003063',
  /** Not enrolled: authentication unavailable. */
  unenrolled: '4000000000003055',
} as const;
export const TEST_CARD_TOKENS = {
  captured: 'tok_test_visa',
  declined: 'tok_test_declined',
} as const;
