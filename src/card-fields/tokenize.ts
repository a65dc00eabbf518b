/**
 * The frame's card-token request: `POST {its own origin}/v1/card-tokens` with the public key as Basic credential
 * (docs/service.md, "Card tokens"). Only the token's public fields go back to the page.
 */
import type { CardTokenBody } from '../interface/card-token';
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
// The token body's field names → the field that shows a refusal.
const REFUSED_FIELD = new Map<string, keyof RefusedFields>([
  ['number', 'number'],
  ['exp_month', 'expiry'],
  ['exp_year', 'expiry'],
  ['cvv', 'cvv'],
  ['holder_name', 'holder_name'],
]);

export async function requestToken(
  origin: string,
  publicKey: string,
  body: CardTokenBody,
  brand: CardBrand,
  timeoutMs = TOKEN_TIMEOUT_MS,
): Promise<FrameTokenOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let reply: unknown;
  try {
    response = await fetch(`${origin}${V1_ROUTES.cardTokens}`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${publicKey}:`)}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
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
  return outcomeOf(response.status, response.headers, reply, brand);
}

function outcomeOf(status: number, headers: Headers, reply: unknown, brand: CardBrand): FrameTokenOutcome {
  if (status === 429) {
    return { kind: 'failed', code: 'rate_limited', retryAfter: retryAfterSeconds(headers.get('Retry-After')) };
  }
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
  const fields = status === 422 && isRecord(reply) ? refusedFields(reply.details) : {};
  return Object.keys(fields).length ? { kind: 'refused', fields } : { kind: 'failed', code: 'unavailable' };
}

/** `details: [{field, rule?}]` by the frame's fields; a detail without a known rule is `invalid`. */
function refusedFields(details: unknown): RefusedFields {
  const fields: RefusedFields = {};
  if (!Array.isArray(details)) return fields;
  for (const detail of details) {
    if (!isRecord(detail) || typeof detail.field !== 'string') continue;
    const field = REFUSED_FIELD.get(detail.field.split('.').pop() ?? '');
    if (field) fields[field] ??= isCardRule(detail.rule) ? detail.rule : 'invalid';
  }
  return fields;
}
