import { describe, expect, it } from 'vitest';
import { call, secretAuth, useSandbox } from '../test-harness/test-support';

const sandbox = useSandbox();

describe('POST /sandbox/clock', () => {
  it('moves the sandbox clock forward and reports the new time', async () => {
    const before = sandbox.current.clock.now().getTime();
    const result = await call(sandbox.current, 'POST', '/sandbox/clock', {
      auth: secretAuth(),
      json: { advance_seconds: 3600 },
    });
    expect(result.status).toBe(200);
    const now = Date.parse(result.body.data.now);
    expect(now - before).toBeGreaterThanOrEqual(3600_000);
    expect(now - before).toBeLessThan(3600_000 + 2000);
    const read = await call(sandbox.current, 'GET', '/sandbox/clock', { auth: secretAuth() });
    expect(Date.parse(read.body.data.now)).toBeGreaterThanOrEqual(now);
  });

  it.each([
    { advance_seconds: -1 },
    { advance_seconds: 1.5 },
    { advance_seconds: '10' },
    {},
    { advance_seconds: 1e12 },
  ])('refuses %j', async (json) => {
    const before = sandbox.current.clock.now().getTime();
    const result = await call(sandbox.current, 'POST', '/sandbox/clock', { auth: secretAuth(), json });
    expect(result.status).toBe(422);
    expect(result.body.details[0].field).toBe('advance_seconds');
    expect(sandbox.current.clock.now().getTime() - before).toBeLessThan(1000);
  });
});

describe('reset', () => {
  it('forgets resources and clock advances but keeps the seeded merchants', async () => {
    sandbox.current.clock.advance(86_400);
    await call(sandbox.current, 'POST', '/sandbox/postbacks/endpoints', {
      auth: secretAuth(),
      json: { url: 'https://a.example', events: ['charge.pending'] },
    });
    expect(sandbox.current.state.postbackEndpoints.size).toBe(1);
    sandbox.current.reset();
    expect(sandbox.current.state.postbackEndpoints.size).toBe(0);
    expect(sandbox.current.state.clock.offsetSeconds()).toBe(0);
    expect(Math.abs(sandbox.current.clock.now().getTime() - Date.now())).toBeLessThan(1000);
    expect((await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() })).status).toBe(200);
  });
});
