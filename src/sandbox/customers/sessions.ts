/**
 * Customer sessions (docs/service.md, "Customers and saved cards"): the merchant's back end makes one for a
 * customer with the secret key and hands its `client_token` to the page, which sends it in `X-Customer-Session`
 * with the public key. A missing, unknown, expired or another merchant's session is 401, as a bad key is.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { CUSTOMER_SESSION_HEADER, CUSTOMER_SESSION_TTL_SECONDS, type CustomerSession } from '../../interface/customer';
import { unauthorized } from '../kernel/api-error';
import type { SandboxEnv } from '../kernel/env';
import type { Merchant } from '../kernel/state';
import { prefixedId } from '../webhooks/store';
import { customerOf } from './store';
import type { CustomerRecord, CustomerSessionRecord, CustomerState } from './state';

const SESSION_ID_PREFIX = 'cses';
const CLIENT_TOKEN_PREFIX = 'cst_';
const CLIENT_TOKEN_BYTES = 32;

/** The session's key in the store: the token's digest, so the store holds nothing a page could send. */
const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createCustomerSession(
  state: CustomerState,
  merchant: Merchant,
  customer: CustomerRecord,
): CustomerSession {
  const now = state.clock.now();
  const expiresAtMs = now.getTime() + CUSTOMER_SESSION_TTL_SECONDS * 1000;
  const clientToken = `${CLIENT_TOKEN_PREFIX}${randomBytes(CLIENT_TOKEN_BYTES).toString('base64url')}`;
  const record: CustomerSessionRecord = {
    id: prefixedId(SESSION_ID_PREFIX),
    merchant_id: merchant.id,
    customer_id: customer.id,
    created_at: now.toISOString(),
    expires_at: new Date(expiresAtMs).toISOString(),
    expiresAtMs,
  };
  state.customerSessions.set(tokenDigest(clientToken), record);
  return {
    id: record.id,
    customer_id: record.customer_id,
    client_token: clientToken,
    expires_at: record.expires_at,
    created_at: record.created_at,
  };
}

/** The customer of the request's session (header CUSTOMER_SESSION_HEADER), or 401. */
export function sessionCustomer(state: CustomerState, c: Context<SandboxEnv>): CustomerRecord {
  const token = c.req.header(CUSTOMER_SESSION_HEADER);
  if (!token) throw unauthorized(`Send the customer session's client_token in ${CUSTOMER_SESSION_HEADER}.`);
  const session = state.customerSessions.get(tokenDigest(token));
  // Another merchant's session reads exactly like an unknown one.
  if (!session || session.merchant_id !== c.get('merchant').id)
    throw unauthorized('Unknown customer session; create one with POST /v1/customer-sessions.');
  if (state.clock.now().getTime() >= session.expiresAtMs)
    throw unauthorized('This customer session expired; create a new one with POST /v1/customer-sessions.');
  return customerOf(state, session.merchant_id, session.customer_id);
}

/** Drops sessions whose expiry has passed (in expiry order: stops at the first one still open). */
export function purgeExpiredSessions(state: CustomerState, nowMs: number): void {
  for (const [key, session] of state.customerSessions) {
    if (session.expiresAtMs > nowMs) return;
    state.customerSessions.delete(key);
  }
}
