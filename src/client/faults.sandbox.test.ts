/** The fault controls through the typed client, against a listening sandbox: what a merchant's retries meet. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox';
import { createClient } from './client';
import { ApiError, NetworkError } from './errors';
import type { ClientOptions } from './options';
import { cardCharge } from './test-fixtures';

const DEMO = { secretKey: 'sk_test_demo', publicKey: 'pk_test_demo' };

let sandbox: Sandbox;
const clientFor = (options: Partial<ClientOptions> = {}) => createClient({ ...DEMO, baseUrl: sandbox.url, ...options });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
beforeEach(() => sandbox.reset());
afterAll(async () => {
  await sandbox.close();
});

describe('sandbox.setFaults / getFaults / clearFaults', () => {
  it('set, read with how often each rule applied, and clear', async () => {
    const pay = clientFor();
    const set = await pay.sandbox.setFaults({ seed: 3, rules: [{ path: '/v1/charges', status: 503, times: 1 }] });
    expect(set).toMatchObject({ seed: 3, rules: [{ path: '/v1/charges', status: 503, rate: 1, applied: 0 }] });
    const refused = await pay.charges.list().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect((await pay.sandbox.getFaults()).rules[0].applied).toBe(1);
    expect(await pay.sandbox.clearFaults()).toEqual({ seed: null, rules: [], webhooks: null });
    expect((await pay.sandbox.getFaults()).rules).toEqual([]);
  });

  it("a 503 the client's retry gets past, and a 429 whose Retry-After it waits", async () => {
    const pay = clientFor({ retry: { limit: 1 } });
    await pay.sandbox.setFaults({ rules: [{ path: '/v1/charges', status: 503, times: 1 }] });
    expect((await pay.charges.list()).data).toEqual([]);
    await pay.sandbox.setFaults({ rules: [{ path: '/v1/charges', status: 429, times: 1 }] });
    const started = performance.now();
    await pay.charges.list();
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('a dropped connection is a NetworkError, and no charge was made', async () => {
    const pay = clientFor();
    await pay.sandbox.setFaults({ rules: [{ method: 'POST', path: '/v1/charges', drop_connection: true }] });
    await expect(pay.charges.create(cardCharge())).rejects.toBeInstanceOf(NetworkError);
    await pay.sandbox.clearFaults();
    expect((await pay.charges.list()).pagination.total).toBe(0);
  });

  it('a bad rule is an ApiError naming the field', async () => {
    const refused = await clientFor()
      .sandbox.setFaults({ rules: [{ latency_ms: 60_000 }] })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'rules.0.latency_ms' }],
    });
  });
});
