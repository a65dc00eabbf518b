// The edge of a fraud session's 30 minutes on the sandbox clock, to the millisecond: the clock is frozen (a fixed time
// source), so the session's age is exactly what the test moved it by.
import { describe, expect, it } from 'vitest';
import { FRAUD_SESSION_TTL_SECONDS } from '../../interface/limits';
import {
  browserData,
  call,
  chargeBody,
  createFraudSession,
  hostedChargeBody,
  publicAuth,
  secretAuth,
  useSandbox,
} from '../test-harness/test-support';

const CREATED_AT = new Date('2026-03-02T15:00:00.000Z');
const sandbox = useSandbox({ now: () => CREATED_AT });

const LIFETIME_MS = FRAUD_SESSION_TTL_SECONDS * 1000;
const ONE_SECOND_MS = 1000;

const bodies = {
  'a transparent card charge': chargeBody,
  'a hosted card charge': hostedChargeBody,
};

/** Creates a session at CREATED_AT, moves the clock `ageMs` on, and posts the charge with it. */
async function chargeWithSessionAged(ageMs: number, body: (overrides: Record<string, unknown>) => unknown) {
  const sessionId = await createFraudSession(sandbox.current);
  sandbox.current.clock.advance(ageMs / 1000);
  expect(sandbox.current.clock.now().getTime() - CREATED_AT.getTime()).toBe(ageMs);
  const result = await call(sandbox.current, 'POST', '/v1/charges', {
    auth: secretAuth(),
    json: body({ fraud_session_id: sessionId }),
  });
  return { sessionId, result };
}

describe.each(Object.entries(bodies))('a fraud session used for %s', (_name, body) => {
  it('is taken 1 s before its 30 minutes are up', async () => {
    const { sessionId, result } = await chargeWithSessionAged(LIFETIME_MS - ONE_SECOND_MS, body);
    expect(result.status).toBe(201);
    expect(result.body.data.fraud_session_id).toBe(sessionId);
  });

  it('is taken 1 ms before its 30 minutes are up', async () => {
    const { result } = await chargeWithSessionAged(LIFETIME_MS - 1, body);
    expect(result.status).toBe(201);
  });

  it('is expired at 30 minutes exactly', async () => {
    const { result } = await chargeWithSessionAged(LIFETIME_MS, body);
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('FRAUD_SESSION_EXPIRED');
  });
});

it('gives as expires_at the first moment the session is refused', async () => {
  const created = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
    auth: publicAuth(),
    json: browserData(),
  });
  expect(Date.parse(created.body.data.expires_at) - CREATED_AT.getTime()).toBe(LIFETIME_MS);
});
