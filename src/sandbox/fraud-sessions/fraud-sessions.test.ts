import { describe, expect, it } from 'vitest';
import { FRAUD_SESSION_TTL_SECONDS } from '../../interface/limits';
import {
  browserData,
  call,
  chargeBody,
  createFraudSession,
  publicAuth,
  secretAuth,
  useSandbox,
} from '../test-harness/test-support';

const sandbox = useSandbox();

describe('POST /v1/fraud-sessions', () => {
  it('creates a session that lives 30 minutes on the sandbox clock', async () => {
    const before = sandbox.current.clock.now().getTime();
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth(),
      json: browserData(),
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      success: true,
      message: expect.any(String),
      data: { session_id: expect.any(String), expires_at: expect.any(String) },
    });
    expect(Object.keys(result.body.data).sort()).toEqual(['expires_at', 'session_id']);
    const expiresAt = Date.parse(result.body.data.expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(FRAUD_SESSION_TTL_SECONDS * 1000 - 50);
    expect(expiresAt - before).toBeLessThanOrEqual(FRAUD_SESSION_TTL_SECONDS * 1000 + 1000);
  });

  it('stores the reported ip_address beside the address the sandbox observed', async () => {
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth(),
      json: browserData({ ip_address: '2001:db8::1' }),
    });
    const stored = sandbox.current.state.fraudSessions.get(result.body.data.session_id);
    expect(stored).toMatchObject({
      ip_address: '2001:db8::1',
      observed_ip: '127.0.0.1',
      type: 'Chrome',
      host_name: 'shop.example',
    });
  });

  it('accepts a body without ip_address (the lookup failed)', async () => {
    const { ip_address: _ignored, ...rest } = browserData();
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', { auth: publicAuth(), json: rest });
    expect(result.status).toBe(201);
    expect(sandbox.current.state.fraudSessions.get(result.body.data.session_id)?.ip_address).toBeNull();
  });

  // Regression: `null` (the convention for every optional field) used to be refused here.
  it('accepts ip_address null like an omitted one', async () => {
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth(),
      json: browserData({ ip_address: null }),
    });
    expect(result.status).toBe(201);
    expect(sandbox.current.state.fraudSessions.get(result.body.data.session_id)?.ip_address).toBeNull();
  });

  it.each([
    ['type', { type: 'Netscape' }],
    ['type', { type: 'chrome' }],
    ['cookies_accepted', { cookies_accepted: 'yes' }],
    ['ip_address', { ip_address: '999.1.1.1' }],
    ['ip_address', { ip_address: 'localhost' }],
    ['user_agent', { user_agent: 'x'.repeat(4097) }],
    ['user_agent', { user_agent: '' }],
    ['host_name', { host_name: '' }],
    ['host_name', { host_name: 'h'.repeat(254) }],
    ['host_name', { host_name: 42 }],
    ['extra', { extra: true }],
  ])('refuses a bad %s with 422 naming the field', async (field, overrides) => {
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth(),
      json: browserData(overrides),
    });
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('VALIDATION_ERROR');
    expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(sandbox.current.state.fraudSessions.size).toBe(0);
  });

  it('names every missing field', async () => {
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', { auth: publicAuth(), json: {} });
    expect(result.body.details).toEqual(
      expect.arrayContaining(
        ['type', 'host_name', 'cookies_accepted', 'user_agent'].map((field) => ({ field, message: 'is required' })),
      ),
    );
  });
});

describe('fraud sessions on charges', () => {
  it('is consumed by a charge and cannot be used twice', async () => {
    const sessionId = await createFraudSession(sandbox.current);
    const first = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ fraud_session_id: sessionId }),
    });
    expect(first.status).toBe(201);
    expect(first.body.data.fraud_session_id).toBe(sessionId);
    const second = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ fraud_session_id: sessionId }),
    });
    expect(second.status).toBe(422);
    expect(second.body.error).toBe('FRAUD_SESSION_USED');
  });

  it('expires after 30 minutes', async () => {
    const sessionId = await createFraudSession(sandbox.current);
    sandbox.current.clock.advance(FRAUD_SESSION_TTL_SECONDS - 1);
    const fresh = await createFraudSession(sandbox.current);
    expect(
      (
        await call(sandbox.current, 'POST', '/v1/charges', {
          auth: secretAuth(),
          json: chargeBody({ fraud_session_id: fresh }),
        })
      ).status,
    ).toBe(201);
    sandbox.current.clock.advance(1);
    const result = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ fraud_session_id: sessionId }),
    });
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('FRAUD_SESSION_EXPIRED');
  });

  it('is invalid when unknown or created by another merchant', async () => {
    const othersSession = await createFraudSession(sandbox.current, 'strict');
    for (const id of [crypto.randomUUID(), 'not-a-session', othersSession]) {
      const result = await call(sandbox.current, 'POST', '/v1/charges', {
        auth: secretAuth(),
        json: chargeBody({ fraud_session_id: id }),
      });
      expect(result.status).toBe(422);
      expect(result.body.error).toBe('FRAUD_SESSION_INVALID');
    }
  });

  it('is required by a merchant with mandatory fraud analysis', async () => {
    const refused = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth('strict'),
      json: chargeBody(),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('FRAUD_SESSION_REQUIRED');
    const sessionId = await createFraudSession(sandbox.current, 'strict');
    const accepted = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth('strict'),
      json: chargeBody({ fraud_session_id: sessionId }),
    });
    expect(accepted.status).toBe(201);
  });

  it('is not consumed by a charge refused with a 4xx', async () => {
    const sessionId = await createFraudSession(sandbox.current);
    const refusals = [
      { auth: secretAuth(), json: chargeBody({ fraud_session_id: sessionId, amount: -1 }) },
      { auth: secretAuth(), json: chargeBody({ fraud_session_id: sessionId, submerchant_id: crypto.randomUUID() }) },
      {
        auth: secretAuth(),
        json: chargeBody({
          fraud_session_id: sessionId,
          payment_details: { card: { ...chargeBody().payment_details.card, exp_year: 2001 } },
        }),
      },
    ];
    for (const refusal of refusals)
      expect((await call(sandbox.current, 'POST', '/v1/charges', refusal)).status).toBe(422);
    const nohosted = await createFraudSession(sandbox.current, 'nohosted');
    const hosted = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth('nohosted'),
      json: chargeBody({ fraud_session_id: nohosted, card_flow: 'hosted', payment_details: null }),
    });
    expect(hosted.body.error).toBe('CARD_FLOW_NOT_SUPPORTED');
    expect(sandbox.current.state.fraudSessions.get(nohosted)?.consumed_by_charge_id).toBeNull();
    const accepted = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ fraud_session_id: sessionId }),
    });
    expect(accepted.status).toBe(201);
  });
});
