import { describe, expect, it } from 'vitest';
import { FRAUD_SESSION_TTL_SECONDS } from '../interface/limits';
import { createSandboxApp } from './app';
import { rememberReply } from './charges/idempotency';
import { EXPIRED_RECORD_GRACE_SECONDS, PURGE_INTERVAL_SECONDS } from './purge';
import { createSandboxState, type SandboxState } from './state';
import { basic, browserData, chargeBody, KEYS } from './test-harness/test-support';

const HIGH_LIMITS = { transactions: 1e9, queries: 1e9, default: 1e9 };

function sandboxApp() {
  const state = createSandboxState({ rateLimits: HIGH_LIMITS });
  const app = createSandboxApp(state);
  const send = (method: string, path: string, auth: string, json?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: {
        authorization: auth,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  const newSession = async () =>
    ((await (await send('POST', '/v1/fraud-sessions', basic(KEYS.demo.pk), browserData())).json()) as any).data
      .session_id as string;
  const chargeWith = (sessionId: string) =>
    send('POST', '/v1/charges', basic(KEYS.demo.sk), chargeBody({ fraud_session_id: sessionId }));
  return { state, send, newSession, chargeWith };
}

const advance = (state: SandboxState, seconds: number) => state.clock.advance(seconds);

describe('expired records are purged', () => {
  it('moving the clock 25 h and making any request leaves none of 3,000 sessions and 3,000 idempotency records', async () => {
    const { state, send, newSession } = sandboxApp();
    for (let index = 0; index < 3000; index += 1) await newSession();
    // The route's own bookkeeping, without 3,000 charges.
    const demoId = state.merchants[0].id;
    for (let index = 0; index < 3000; index += 1)
      rememberReply(state, demoId, `order-${index}`, '{}', { status: 201, body: {} });
    expect(state.fraudSessions.size).toBe(3000);
    expect(state.idempotency.size).toBe(3000);
    advance(state, 25 * 3600);
    expect((await send('GET', '/v1/charges', basic(KEYS.demo.sk))).status).toBe(200);
    expect(state.fraudSessions.size).toBe(0);
    expect(state.idempotency.size).toBe(0);
    // Rate windows long closed go too; the one this request opened stays.
    expect(state.rateWindows.size).toBe(1);
  }, 60_000);

  it('keeps an expired session for the grace period (FRAUD_SESSION_EXPIRED), then forgets it (FRAUD_SESSION_INVALID)', async () => {
    const { state, newSession, chargeWith } = sandboxApp();
    const early = await newSession();
    const late = await newSession();
    advance(state, FRAUD_SESSION_TTL_SECONDS + 1);
    expect(((await (await chargeWith(early)).json()) as any).error).toBe('FRAUD_SESSION_EXPIRED');
    advance(state, EXPIRED_RECORD_GRACE_SECONDS);
    expect(((await (await chargeWith(late)).json()) as any).error).toBe('FRAUD_SESSION_INVALID');
    expect(state.fraudSessions.size).toBe(0);
  });

  it('keeps live records: a session and an idempotent reply within their lifetimes survive the sweep', async () => {
    const { state, send, newSession, chargeWith } = sandboxApp();
    const sessionId = await newSession();
    await send('POST', '/v1/charges', basic(KEYS.demo.sk), chargeBody(), { 'Idempotency-Key': 'keep-me' });
    advance(state, FRAUD_SESSION_TTL_SECONDS - 5);
    expect((await chargeWith(sessionId)).status).toBe(201);
    const replay = await send('POST', '/v1/charges', basic(KEYS.demo.sk), chargeBody(), {
      'Idempotency-Key': 'keep-me',
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('levels off under steady load: one session a minute for 12 hours holds at most the live and grace ones', async () => {
    const { state, newSession } = sandboxApp();
    const bound = (FRAUD_SESSION_TTL_SECONDS + EXPIRED_RECORD_GRACE_SECONDS + PURGE_INTERVAL_SECONDS) / 60 + 1;
    let largest = 0;
    for (let minute = 0; minute < 12 * 60; minute += 1) {
      await newSession();
      largest = Math.max(largest, state.fraudSessions.size);
      advance(state, 60);
    }
    expect(largest).toBeLessThanOrEqual(bound);
    expect(state.fraudSessions.size).toBeGreaterThan(FRAUD_SESSION_TTL_SECONDS / 60 - 1);
  });
});
