/**
 * What tells one card from another without keeping it: a keyed digest of the number and expiry. A saved card is
 * kept under it (saving the same card again finds its entry), and the number itself is never stored.
 */
import { createHmac, randomBytes } from 'node:crypto';

export type { CardIdentity } from './state';

/**
 * Drawn when the process starts and never written anywhere. A plain hash of a card number could be reversed by
 * trying the numbers that share its brand, last four digits and check digit; keyed, it tells nothing to whoever
 * reads it without the key (the same reasoning as the idempotency fingerprint).
 */
const CARD_KEY_BYTES = 32;
const CARD_KEY = randomBytes(CARD_KEY_BYTES);

export function cardFingerprint(digits: string, expMonth: number, expYear: number): string {
  return createHmac('sha256', CARD_KEY).update(`${digits}\n${expMonth}\n${expYear}`).digest('hex');
}
