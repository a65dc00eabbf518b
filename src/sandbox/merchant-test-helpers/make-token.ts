/**
 * `createTestCardToken` (exported by pay-checkout/sandbox): a card token for a merchant back end's own tests, made the
 * way the browser makes one (POST /v1/card-tokens with the public key). Works against any running sandbox.
 */
import type { CardInput } from '../../interface/card-schema';
import type { CardToken } from '../../interface/card-token';
import { API_PATHS } from '../../interface/paths';
import { TEST_CARDS } from '../../interface/sandbox-cards';
import { postWithKey, SandboxHelperError } from './helper-request';

/** Years ahead of today that the default test card expires. */
const DEFAULT_CARD_YEARS_AHEAD = 5;

/** A card that always passes the checks: the test card that captures, expiring in a few years. */
export function testCard(overrides: Partial<CardInput> = {}): CardInput {
  return {
    number: TEST_CARDS.captured,
    holder_name: 'TEST CARD',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + DEFAULT_CARD_YEARS_AHEAD,
    cvv: '123',
    ...overrides,
  };
}

/** A refusal of `createTestCardToken`: the service's `status`, `code`, message and `details`. */
export class CardTokenError extends SandboxHelperError {
  override readonly name = 'CardTokenError';
}

/**
 * Tokenizes `card` (by default the test card that captures; pass `{ number: '4000000000000002' }` for a declined one)
 * with `publicKey` on the sandbox at `baseUrl`. Throws a `CardTokenError` carrying the refusal's code and details.
 */
export async function createTestCardToken(
  baseUrl: string,
  publicKey: string,
  card: Partial<CardInput> = {},
): Promise<CardToken> {
  return postWithKey<CardToken>(baseUrl, API_PATHS.cardTokens, publicKey, CardTokenError, testCard(card));
}
