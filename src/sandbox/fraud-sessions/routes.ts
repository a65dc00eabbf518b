/**
 * POST /v1/fraud-sessions — the browser's fraud-analysis setup (public key only).
 */
import { Hono } from 'hono';
import { FRAUD_SESSION_TTL_SECONDS } from '../../interface/limits';
import { fraudSessionCreateSchema, type FraudSessionCreated } from '../../interface/fraud-session';
import type { SandboxEnv } from '../env';
import { clientIp, ok, validate, withJsonBody } from '../http';
import { newId, type SandboxState } from '../state';

export function fraudSessionRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post('/', withJsonBody((c, raw) => {
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
  }));

  return routes;
}
