/**
 * The frame's card-token request: `POST {its own origin}/v1/card-tokens` with the public key as Basic credential
 * (docs/service.md, "Card tokens"), for the typed card or, with the customer session's header, for a saved card and
 * its security code. Only the token's public fields go back to the page.
 */
import type { CardTokenBody, SavedCardTokenBody } from '../interface/card-token';
import { CUSTOMER_SESSION_HEADER } from '../interface/customer';
import type { CardBrand } from '../interface/card';
import {
  isCardBrand,
  isCardRule,
  type RefusedFields,
  type SecureToken,
  type TokenFailureCode,
} from '../interface/card-fields-protocol';
import { V1_ROUTES } from '../interface/paths';
import { isRecord } from '../interface/plain-object';
import { retryAfterSeconds } from '../interface/retry-after';

export type FrameTokenOutcome =
  | { kind: 'token'; token: SecureToken }
  | { kind: 'refused'; fields: RefusedFields }
  | { kind: 'failed'; code: TokenFailureCode; retryAfter?: number };

export const TOKEN_TIMEOUT_MS = 30_000;

export interface TokenRequestOptions {
  /** The customer session's `client_token`, for a saved card's token. */
  session?: string;
  timeoutMs?: number;
}

// The token body's field names → the field that shows a refusal.
const REFUSED_FIELD = new Map<string, keyof RefusedFields>([
  ['number', 'number'],
  ['exp_month', 'expiry'],
  ['exp_year', 'expiry'],
  ['cvv', 'cvv'],
  ['holder_name', 'holder_name'],
]);
const SAVED_CARD_FIELD = 'card_id';

export async function requestToken(
  origin: string,
  publicKey: string,
  body: CardTokenBody | SavedCardTokenBody,
  brand: CardBrand,
  { session, timeoutMs = TOKEN_TIMEOUT_MS }: TokenRequestOptions = {},
): Promise<FrameTokenOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const saved = 'card_id' in body;
  let response: Response;
  let reply: unknown;
  try {
    response = await fetch(`${origin}${V1_ROUTES.cardTokens}`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${publicKey}:`)}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(saved && session ? { [CUSTOMER_SESSION_HEADER]: session } : {}),
      },
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
      // A token request that is redirected is not the service answering.
      redirect: 'error',
      signal: controller.signal,
    });
    reply = await response.json().catch(() => undefined);
  } catch {
    return { kind: 'failed', code: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
  return outcomeOf(response.status, response.headers, reply, brand, saved);
}

function outcomeOf(
  status: number,
  headers: Headers,
  reply: unknown,
  brand: CardBrand,
  saved: boolean,
): FrameTokenOutcome {
  if (status === 429) {
    return { kind: 'failed', code: 'rate_limited', retryAfter: retryAfterSeconds(headers.get('Retry-After')) };
  }
  // For a saved card, 401 is the session (expired, unknown, another merchant's: the key itself loaded the frame) and
  // 404 a card that is not the session's customer's: either way the page needs a new session, not another code.
  if (saved && (status === 401 || status === 404)) return { kind: 'failed', code: 'session_expired' };
  if (status === 401 || status === 403) return { kind: 'failed', code: 'unauthorized' };
  const data = isRecord(reply) && isRecord(reply.data) ? reply.data : undefined;
  if (status === 201 && data && typeof data.id === 'string') {
    const { id, last4, exp_month: month, exp_year: year } = data;
    const token = {
      id,
      brand: isCardBrand(data.brand) ? data.brand : brand,
      last4: String(last4),
      exp_month: Number(month),
      exp_year: Number(year),
    };
    return { kind: 'token', token };
  }
  const fields = status === 422 && isRecord(reply) ? refusedFields(reply.details, saved) : {};
  return Object.keys(fields).length ? { kind: 'refused', fields } : { kind: 'failed', code: 'unavailable' };
}

/**
 * `details: [{field, rule?}]` by the frame's fields; a detail without a known rule is `invalid`. A saved card's id is
 * refused only once the card has expired: its expiry is what is wrong.
 */
function refusedFields(details: unknown, saved: boolean): RefusedFields {
  const fields: RefusedFields = {};
  if (!Array.isArray(details)) return fields;
  for (const detail of details) {
    if (!isRecord(detail) || typeof detail.field !== 'string') continue;
    const name = detail.field.split('.').pop() ?? '';
    if (saved && name === SAVED_CARD_FIELD) {
      fields.expiry ??= 'expired';
      continue;
    }
    const field = REFUSED_FIELD.get(name);
    if (field) fields[field] ??= isCardRule(detail.rule) ? detail.rule : 'invalid';
  }
  return fields;
}
