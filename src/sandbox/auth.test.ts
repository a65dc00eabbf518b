import { describe, expect, it } from 'vitest';
import { basic, browserData, call, KEYS, useSandbox } from './test-harness/test-support';

const sandbox = useSandbox();

describe('Basic authentication', () => {
  it.each([
    ['pk:sk', basic(KEYS.demo.pk, KEYS.demo.sk)],
    ['sk:', basic(KEYS.demo.sk)],
  ])('accepts the %s form on secret endpoints', async (_form, auth) => {
    const result = await call(sandbox.current, 'GET', '/v1/charges', { auth });
    expect(result.status).toBe(200);
  });

  it('accepts "pk:" on POST /v1/fraud-sessions', async () => {
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: basic(KEYS.demo.pk),
      json: browserData(),
    });
    expect(result.status).toBe(201);
  });

  it.each([
    ['sk:', basic(KEYS.demo.sk)],
    ['pk:sk', basic(KEYS.demo.pk, KEYS.demo.sk)],
  ])('refuses a secret key (%s) on the fraud session endpoint with 403', async (_form, auth) => {
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', { auth, json: browserData() });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
  });

  it('refuses a public key alone on a secret endpoint with 403', async () => {
    for (const [method, path] of [
      ['GET', '/v1/charges'],
      ['POST', '/v1/charges'],
      ['GET', `/v1/postbacks/endpoints/${crypto.randomUUID()}`],
    ]) {
      const result = await call(sandbox.current, method, path, {
        auth: basic(KEYS.demo.pk),
        json: method === 'POST' ? {} : undefined,
      });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body.error).toBe('FORBIDDEN');
    }
  });

  it.each([
    ['missing', null],
    ['another scheme', 'Bearer sk_test_demo'],
    ['bad base64', 'Basic !!!not-base64!!!'],
    ['no colon', `Basic ${Buffer.from('sk_test_demo').toString('base64')}`],
    ['unknown key', basic('sk_test_nobody')],
    ['unknown public key', basic('pk_test_nobody')],
    ['pk and sk of different merchants', basic(KEYS.demo.pk, KEYS.strict.sk)],
    ['pk with a wrong secret', basic(KEYS.demo.pk, 'sk_wrong')],
    ['sk with a second part', basic(KEYS.demo.sk, KEYS.demo.pk)],
    ['secret key as the second part only', basic('', KEYS.demo.sk)],
  ])('answers 401 with WWW-Authenticate when credentials are %s', async (_case, auth) => {
    const result = await call(sandbox.current, 'GET', '/v1/charges', { auth });
    expect(result.status).toBe(401);
    expect(result.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(result.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect(typeof result.body.message).toBe('string');
  });

  it('protects the sandbox controls with the secret key, except GET /sandbox/ip', async () => {
    expect((await call(sandbox.current, 'POST', '/sandbox/clock', { json: { advance_seconds: 1 } })).status).toBe(401);
    expect(
      (
        await call(sandbox.current, 'POST', '/sandbox/clock', {
          auth: basic(KEYS.demo.pk),
          json: { advance_seconds: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(sandbox.current, 'POST', '/sandbox/clock', {
          auth: basic(KEYS.demo.pk, KEYS.demo.sk),
          json: { advance_seconds: 1 },
        })
      ).status,
    ).toBe(200);
    expect((await call(sandbox.current, 'GET', '/sandbox/ip')).status).toBe(200);
  });
});
