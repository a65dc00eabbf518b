/**
 * POST /v1/fraud-sessions — the browser's fraud-analysis setup (public key only).
 */
import { FRAUD_SESSION_TTL_SECONDS } from '../../interface/limits';
import { fraudSessionCreateSchema, type FraudSessionCreated } from '../../interface/fraud-session';
import { clientIp, ok, validate, withJsonBody } from '../kernel/http';
import { newId } from '../kernel/state';
import type { FraudSessionState } from './state';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { V1_ROUTE, TAGS } from '../route-spec/operation-spec';
import { FRAUD_SESSION_LIFETIME } from '../kernel/prose';
import { V1_ROUTES } from '../../interface/paths';

/** The fraud-session route. */
export const FRAUD_SESSION_ROUTES = defineRoutes({
  createFraudSession: {
    ...V1_ROUTE,
    auth: 'public',
    method: 'post',
    path: V1_ROUTES.fraudSessions,
    tag: TAGS.fraud,
    summary: 'Create a fraud-analysis session (browser, public key)',
    description: `The browser sends its five fields; the session id goes with the charge as \`fraud_session_id\`. A session lives ${FRAUD_SESSION_LIFETIME} and is used once.`,
    body: 'FraudSessionCreateRequest',
    success: [{ status: 201, description: 'Session created.', body: { kind: 'resource', name: 'FraudSession' } }],
  },
});

export function fraudSessionHandlers(state: FraudSessionState): RouteHandlers<typeof FRAUD_SESSION_ROUTES> {
  return {
    createFraudSession: withJsonBody((c, raw) => {
      const body = validate(fraudSessionCreateSchema, raw);
      const merchant = c.get('merchant');
      const now = state.clock.now();
      const expiresAt = new Date(now.getTime() + FRAUD_SESSION_TTL_SECONDS * 1000);
      const id = newId();
      state.fraudSessions.set(id, {
        id,
        merchant_id: merchant.id,
        ip_address: body.ip_address ?? null,
        observed_ip: clientIp(c),
        type: body.type,
        host_name: body.host_name,
        cookies_accepted: body.cookies_accepted,
        user_agent: body.user_agent,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        expiresAtMs: expiresAt.getTime(),
        consumed_by_charge_id: null,
      });
      const data: FraudSessionCreated = { session_id: id, expires_at: expiresAt.toISOString() };
      return ok(c, 201, 'Fraud session created.', data);
    }),
  };
}
