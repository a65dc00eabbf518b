import type { CardBrand } from '../interface/card';
import { detailsOf, type FieldProblem } from './refusals';
import { retryAfterSeconds } from './reply';
import { postJson, type Reply } from './request';
import { PayFormError } from './errors';
import { isWellFormedKey } from '../fraud/session-config';

/** The card-token body (contract §6): number and CVV digits, month and year integers. */
export interface CardTokenRequest {
  number: string;
  holder_name: string;
  exp_month: number;
  exp_year: number;
  cvv: string;
}

/** A card token as the service issued it: never the number or the CVV. Single use, short-lived. */
export interface CardToken {
  id: string;
  brand: CardBrand | string;
  last4: string;
  exp_month: number;
  exp_year: number;
  expires_at: string;
  created_at: string;
}

export type TokenOutcome =
  | { kind: 'token'; token: CardToken }
  | { kind: 'rate-limited'; seconds: number }
  /** The service refused the card (422, with the fields it names) or the key (401, 403). */
  | { kind: 'refused'; status: number; code: string; details: FieldProblem[] }
  /** No usable answer: no connection, timeout, 5xx, a reply that is not a token. */
  | { kind: 'unavailable'; status: number };

const TOKEN_PATH = '/v1/card-tokens';

/** Whether `key` may be sent as the public key of a card-token request (the fraud session's rule). */
export const isPublicKey = (key: string | undefined): key is string => isWellFormedKey(key ?? '');

/**
 * Exchanges the card for a token at `POST {apiBase}/v1/card-tokens`, straight from the buyer's browser to the
 * service, with the public key as Basic credential. Never throws for a reply; `unavailable` when none came.
 */
export async function requestCardToken(apiBase: string, publicKey: string, card: CardTokenRequest, timeoutMs: number): Promise<TokenOutcome> {
  const url = `${apiBase.replace(/(\/v1)?\/*$/, '')}${TOKEN_PATH}`;
  let reply: Reply;
  try {
    reply = await postJson(url, card, { Authorization: `Basic ${btoa(`${publicKey}:`)}` }, timeoutMs);
  } catch (error) {
    if (error instanceof PayFormError) return { kind: 'unavailable', status: error.status };
    throw error;
  }
  return tokenOutcome(reply);
}

function tokenOutcome({ status, headers, body }: Reply): TokenOutcome {
  if (status === 429) return { kind: 'rate-limited', seconds: retryAfterSeconds(headers.get('Retry-After')) };
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  const data = envelope?.data as Partial<CardToken> | undefined;
  if (status >= 200 && status < 300 && typeof data?.id === 'string' && data.id) return { kind: 'token', token: data as CardToken };
  if (status >= 400 && status < 500 && envelope) {
    const code = typeof envelope.error === 'string' && envelope.error ? envelope.error : 'ERROR';
    return { kind: 'refused', status, code, details: detailsOf(envelope) };
  }
  return { kind: 'unavailable', status };
}
