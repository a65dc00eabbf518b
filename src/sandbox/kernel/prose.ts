/**
 * Rule values written as prose (OpenAPI descriptions, reply messages), so a text is built from the constant it
 * states rather than restating the number.
 */
import { TEST_CARD_TOKENS, TEST_CARDS } from '../../interface/sandbox-cards';
import { CARD_TOKEN_TTL_SECONDS } from '../../interface/card-schema';
import { IDEMPOTENCY_TTL_SECONDS } from '../../interface/idempotency';
import {
  CUSTOMER_SESSION_TTL_SECONDS,
  SAVED_CARD_TOKEN_LIMIT,
  SAVED_CARD_TOKEN_WINDOW_SECONDS,
} from '../../interface/customer';
import { FRAUD_SESSION_TTL_SECONDS, MAX_BODY_BYTES } from '../../interface/limits';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_CATEGORIES, RATE_LIMIT_WINDOW_SECONDS } from '../../interface/rate-limit';

const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 60 * MINUTE_SECONDS;
const MIB = 1024 * 1024;

/** `5 s`, `5 min`, `2 h`: the largest unit that divides the value. */
export function shortDuration(seconds: number): string {
  if (seconds % HOUR_SECONDS === 0) return `${seconds / HOUR_SECONDS} h`;
  if (seconds % MINUTE_SECONDS === 0) return `${seconds / MINUTE_SECONDS} min`;
  return `${seconds} s`;
}

/** `a`, `a and b`, `a, b and c` (or `a, b or c`). */
export function listText(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** `1 MiB` for whole mebibytes, else bytes. */
export const bytesText = (bytes: number): string => (bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes} bytes`);

export const FRAUD_SESSION_LIFETIME = `${FRAUD_SESSION_TTL_SECONDS / MINUTE_SECONDS} minutes`;
export const CARD_TOKEN_LIFETIME = `${CARD_TOKEN_TTL_SECONDS / MINUTE_SECONDS} minutes`;
export const CUSTOMER_SESSION_LIFETIME = `${CUSTOMER_SESSION_TTL_SECONDS / MINUTE_SECONDS} minutes`;
export const SAVED_CARD_TOKEN_LIMIT_TEXT = `${SAVED_CARD_TOKEN_LIMIT} token requests per saved card per ${SAVED_CARD_TOKEN_WINDOW_SECONDS / MINUTE_SECONDS} minutes`;
export const IDEMPOTENCY_LIFETIME = shortDuration(IDEMPOTENCY_TTL_SECONDS);
export const MAX_BODY = bytesText(MAX_BODY_BYTES);
export const RATE_WINDOW = `${RATE_LIMIT_WINDOW_SECONDS}-second window`;
export const RATE_WINDOW_SHORT = `${RATE_LIMIT_WINDOW_SECONDS} s window`;
/** `transactions 100, queries 200, default 100`. */
export const DEFAULT_LIMITS_TEXT = RATE_LIMIT_CATEGORIES.map(
  (category) => `${category} ${DEFAULT_RATE_LIMITS[category]}`,
).join(', ');
export const TEST_CARDS_TEXT = `test cards ${TEST_CARDS.captured} captures, ${TEST_CARDS.failed} fails`;
export const TEST_TOKENS_TEXT = `\`${TEST_CARD_TOKENS.captured}\` (captured) and \`${TEST_CARD_TOKENS.declined}\` (failed)`;
