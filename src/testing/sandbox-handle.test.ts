import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../sandbox/index';
import { DEMO_MERCHANT, openSandbox, type OpenedSandbox } from './sandbox-handle';
import { pixCharge } from './test-charges';
import { CUSTOMER_SESSION_HEADER } from '../client/index';

const opened: OpenedSandbox[] = [];
const open = async (...args: Parameters<typeof openSandbox>) => {
  const sandbox = await openSandbox(...args);
  opened.push(sandbox);
  return sandbox;
};
afterAll(async () => {
  await Promise.all(opened.map((sandbox) => sandbox.close()));
});

describe('openSandbox', () => {
  it('starts a sandbox of its own for each worker, each on a free port of 127.0.0.1', async () => {
    const [first, second] = await Promise.all([
      open({ kind: 'in-process' }, DEMO_MERCHANT),
      open({ kind: 'in-process' }, DEMO_MERCHANT),
    ]);
    const ports = [first, second].map((sandbox) => new URL(sandbox.fixture.url));
    for (const url of ports) {
      expect(url.hostname).toBe('127.0.0.1');
      expect(Number(url.port)).toBeGreaterThan(0);
    }
    expect(ports[0]?.port).not.toBe(ports[1]?.port);
    const reply = await fetch(`${first.fixture.url}/openapi.json`);
    expect(reply.status).toBe(200);
  });

  it('uses a running sandbox as it is, and leaves it running', async () => {
    const running = await startSandbox({ port: 0 });
    try {
      const sandbox = await openSandbox({ kind: 'running', url: running.url }, DEMO_MERCHANT);
      expect(sandbox.fixture.url).toBe(running.url);
      await sandbox.close();
      expect((await fetch(`${running.url}/openapi.json`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('says so when nothing answers at the running sandbox’s address', async () => {
    const gone = await startSandbox({ port: 0 });
    await gone.close();
    await expect(openSandbox({ kind: 'running', url: gone.url }, DEMO_MERCHANT)).rejects.toMatchObject({
      code: 'sandbox_unreachable',
      message: expect.stringContaining(gone.url),
    });
  });

  it('acts as the merchant it is given, with the typed client on its secret key', async () => {
    const sandbox = await open({ kind: 'in-process' }, { publicKey: 'pk_test_strict', secretKey: 'sk_test_strict' });
    expect(sandbox.fixture.publicKey).toBe('pk_test_strict');
    // The strict merchant needs a fraud session on every charge: its client is the one refused without.
    await expect(sandbox.fixture.client.charges.create(pixCharge())).rejects.toMatchObject({
      code: 'FRAUD_SESSION_REQUIRED',
    });
  });

  it('remembers faults set until they are cleared', async () => {
    const sandbox = await open({ kind: 'in-process' }, DEMO_MERCHANT);
    expect(sandbox.faultsPending()).toBe(false);
    await sandbox.fixture.setFaults({ rules: [{ path: '/v1/charges', status: 503, times: 1 }] });
    expect(sandbox.faultsPending()).toBe(true);
    expect((await sandbox.fixture.client.sandbox.getFaults()).rules).toHaveLength(1);
    await sandbox.fixture.clearFaults();
    expect(sandbox.faultsPending()).toBe(false);
    expect((await sandbox.fixture.client.sandbox.getFaults()).rules).toHaveLength(0);
  });

  it('sets installment terms and puts back the ones in force before', async () => {
    const sandbox = await open({ kind: 'in-process' }, DEMO_MERCHANT);
    const before = await sandbox.fixture.client.sandbox.getInstallmentTerms();
    const set = await sandbox.fixture.setInstallmentTerms({ max_installments: 4, monthly_rate: 2.49 });
    expect(set).toMatchObject({ max_installments: 4, monthly_rate: 2.49, free_installments: 3 });
    await sandbox.fixture.setInstallmentTerms({ max_installments: 2, free_installments: 2 });
    const quote = await sandbox.fixture.client.installments.quote({ amount: 100000 });
    expect(quote.options).toHaveLength(2);
    await sandbox.restoreInstallmentTerms();
    expect(await sandbox.fixture.client.sandbox.getInstallmentTerms()).toEqual(before);
  });

  it('pays a Pix charge and moves the clock', async () => {
    const { fixture } = await open({ kind: 'in-process' }, DEMO_MERCHANT);
    const charge = await fixture.client.charges.create(pixCharge());
    expect((await fixture.payCharge(charge.id)).status).toBe('captured');
    const before = Date.now();
    const now = await fixture.advanceClock(3_600);
    expect(now.getTime()).toBeGreaterThanOrEqual(before + 3_600_000);
  });

  it('makes a customer and a customer session the page can list its saved cards with', async () => {
    const { fixture } = await open({ kind: 'in-process' }, DEMO_MERCHANT);
    const customer = await fixture.createCustomer({ external_id: 'buyer-7' });
    expect(customer).toMatchObject({ id: expect.stringMatching(/^cus_/), name: 'Ana Silva', external_id: 'buyer-7' });
    const session = await fixture.customerSession(customer.id);
    expect(session).toMatchObject({ customer_id: customer.id, client_token: expect.stringMatching(/^cst_/) });
    const listed = await fetch(`${fixture.url}/v1/customer-sessions/current/cards`, {
      headers: {
        authorization: `Basic ${btoa(`${fixture.publicKey}:`)}`,
        [CUSTOMER_SESSION_HEADER]: session.client_token,
      },
    });
    expect(listed.status).toBe(200);
    await expect(fixture.customerSession('cus_missing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('names the control and its refusal when a sandbox control refuses', async () => {
    const { fixture } = await open({ kind: 'in-process' }, DEMO_MERCHANT);
    const charge = await fixture.client.charges.create(pixCharge());
    await expect(fixture.authenticate(charge.id, 'succeeded')).rejects.toMatchObject({
      code: 'sandbox_control_failed',
      message: expect.stringMatching(new RegExp(`^POST /sandbox/charges/${charge.id}/authenticate answered 4\\d\\d`)),
    });
  });
});
