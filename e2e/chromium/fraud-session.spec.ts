import { expect, test } from '../support/settled-page';
import { startSandbox, type Sandbox } from '../../src/sandbox/index';
import { chargeBody, IP_LOOKUP, SANDBOX, sandboxCall, scriptTagUrl, watchPage } from '../support/helpers';

const uuidish = /^[0-9a-f-]{36}$/;

test.describe('script tag', () => {
  test('gets a session cross-origin under a strict CSP and fills every fraud_session_id input', async ({ page }) => {
    const watch = await watchPage(page);
    const request = page.waitForRequest((r) => r.url() === `${SANDBOX}/v1/fraud-sessions` && r.method() === 'POST');
    await page.goto(scriptTagUrl({ key: 'pk_test_demo', api: SANDBOX, ip: IP_LOOKUP }));
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      type: 'Chrome',
      host_name: 'localhost',
      cookies_accepted: true,
      ip_address: '127.0.0.1',
    });
    expect(body.user_agent).toContain('Chrome');
    expect((await request).headers().authorization).toBe(`Basic ${Buffer.from('pk_test_demo:').toString('base64')}`);

    const inputs = page.locator('input[name="fraud_session_id"]');
    await expect(inputs.nth(0)).toHaveValue(uuidish);
    await expect(inputs.nth(1)).toHaveValue(await inputs.nth(0).inputValue());
    const fromGlobal = await page.evaluate(() => (window as any).PayCheckout.session.current?.sessionId);
    expect(fromGlobal).toBe(await inputs.nth(0).inputValue());
    await watch.expectClean();
  });

  test('dispatches pay-checkout:session with the id and its expiry', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('pay-checkout:session', (event) => {
        const detail = (event as CustomEvent).detail;
        (window as any).__sessionEvent = { sessionId: detail.sessionId, expiresAt: detail.expiresAt.toISOString() };
      });
    });
    await page.goto(scriptTagUrl({ key: 'pk_test_demo', api: SANDBOX, ip: IP_LOOKUP }));
    await expect.poll(() => page.evaluate(() => (window as any).__sessionEvent?.sessionId)).toMatch(uuidish);
    const expiresAt = await page.evaluate(() => (window as any).__sessionEvent.expiresAt);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);
  });

  test('a blocked IP lookup never blocks the session: it is sent without ip_address', async ({ page }) => {
    const watch = await watchPage(page);
    await page.route(`${IP_LOOKUP}*`, (route) => route.abort('blockedbyclient'));
    const request = page.waitForRequest((r) => r.url().endsWith('/v1/fraud-sessions') && r.method() === 'POST');
    await page.goto(scriptTagUrl({ key: 'pk_test_demo', api: SANDBOX, ip: IP_LOOKUP }));
    expect((await request).postDataJSON()).not.toHaveProperty('ip_address');
    await expect(page.locator('#visible-id')).toHaveValue(uuidish);
    await watch.expectClean({ allowConsoleErrors: /ERR_BLOCKED_BY_CLIENT|Failed to load resource/ });
  });

  test('a hanging IP lookup is given up within its budget', async ({ page }) => {
    await page.route(`${IP_LOOKUP}*`, () => {
      /* never answered */
    });
    const started = Date.now();
    const request = page.waitForRequest((r) => r.url().endsWith('/v1/fraud-sessions') && r.method() === 'POST');
    await page.goto(scriptTagUrl({ key: 'pk_test_demo', api: SANDBOX, ip: IP_LOOKUP }));
    expect((await request).postDataJSON()).not.toHaveProperty('ip_address');
    await expect(page.locator('#visible-id')).toHaveValue(uuidish);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('service down: an error event and one console line, and the checkout form still works', async ({ page }) => {
    const watch = await watchPage(page);
    await page.addInitScript(() => {
      document.addEventListener(
        'pay-checkout:error',
        (event) => ((window as any).__error = (event as CustomEvent).detail),
      );
    });
    await page.goto(scriptTagUrl({ key: 'pk_test_demo', api: 'http://127.0.0.1:9', ip: 'false', timeout: '2000' }));
    await expect
      .poll(() => page.evaluate(() => (window as any).__error?.code), { timeout: 10_000 })
      .toMatch(/network|timeout/);
    expect(watch.warnings.filter((text) => text.startsWith('[pay-checkout]'))).toHaveLength(1);
    expect(watch.pageErrors).toEqual([]);
    // The buyer can still submit the form: the script never blocks the checkout.
    await page.locator('button').click();
    await expect(page).toHaveURL(/\/api\/echo$/);
  });

  test('a form posted natively uses up its id: back on the checkout, a new id the service accepts', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto(scriptTagUrl({ key: 'pk_test_demo', api: SANDBOX, ip: 'false' }));
    const input = page.locator('#visible-id');
    await expect(input).toHaveValue(uuidish);
    const posted = await input.inputValue();
    await page.locator('button').click();
    await expect(page).toHaveURL(/\/api\/echo$/);
    expect(JSON.parse((await page.locator('body').textContent()) ?? '').received.fraud_session_id).toBe(posted);
    // The merchant's back end charges with it: the id is used up.
    expect((await sandboxCall('/v1/charges', { body: chargeBody(posted) })).status).toBe(201);

    await page.goBack();
    await expect(input).toHaveValue(uuidish);
    await expect(input).not.toHaveValue(posted);
    expect((await sandboxCall('/v1/charges', { body: chargeBody(await input.inputValue()) })).status).toBe(201);
    await watch.expectClean();
  });

  test('a secret key is refused before any request', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.addInitScript(() => {
      document.addEventListener(
        'pay-checkout:error',
        (event) => ((window as any).__error = (event as CustomEvent).detail),
      );
    });
    await page.goto(scriptTagUrl({ key: 'sk_test_demo', api: SANDBOX, ip: IP_LOOKUP }));
    await expect.poll(() => page.evaluate(() => (window as any).__error?.code)).toBe('secret_key');
    expect(requests.filter((url) => url.startsWith(SANDBOX))).toEqual([]);
    await expect(page.locator('#visible-id')).toHaveValue('');
  });
});

test.describe('ES module', () => {
  test('setup() resolves cross-origin under a strict CSP', async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto(`/e2e/esm?key=pk_test_demo&api=${encodeURIComponent(SANDBOX)}&ip=${encodeURIComponent(IP_LOOKUP)}`);
    await expect(page.locator('#result')).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('#result')).toHaveAttribute('data-session-id', uuidish);
    await watch.expectClean();
  });

  test('shares one instance with the script tag on the same page', async ({ page }) => {
    await page.goto(scriptTagUrl({ key: 'pk_test_demo', api: SANDBOX, ip: IP_LOOKUP }));
    await expect(page.locator('#visible-id')).toHaveValue(uuidish);
    const same = await page.evaluate(async () => {
      const registry = (globalThis as any)[Symbol.for('pay-checkout.fraud-sessions')];
      const { session } = (window as any).PayCheckout;
      return registry && [...(registry.values?.() ?? Object.values(registry))].includes(session);
    });
    expect(same).toBe(true);
  });

  // Single use (a charge consumes the id, the next setup() gets a new one) runs in every engine: e2e/all-engines/fraud-session.spec.ts.

  test('the session survives a page change of the same checkout journey (same tab)', async ({ page }) => {
    const url = `/e2e/esm?key=pk_test_demo&api=${encodeURIComponent(SANDBOX)}&ip=false`;
    await page.goto(url);
    await expect(page.locator('#result')).toHaveAttribute('data-state', 'ready');
    const first = await page.locator('#result').getAttribute('data-session-id');
    await page.goto(url);
    await expect(page.locator('#result')).toHaveAttribute('data-state', 'ready');
    expect(await page.locator('#result').getAttribute('data-session-id')).toBe(first);
  });
});

test.describe('expiry', () => {
  // Each test moves the clock of a sandbox of its own, so tests running in parallel are not disturbed.
  let own: Sandbox;
  test.beforeEach(async () => {
    own = await startSandbox({ port: 0 });
  });
  test.afterEach(async () => {
    await own.close();
  });

  test('renews ahead of the 30 minutes, and the sandbox refuses the expired id', async ({ page }) => {
    await page.clock.install();
    await page.goto(scriptTagUrl({ key: 'pk_test_demo', api: own.url, ip: 'false' }));
    const input = page.locator('#visible-id');
    await expect(input).toHaveValue(uuidish);
    const first = await input.inputValue();

    await own.clock.advance(29 * 60 + 30);
    await page.clock.fastForward('29:30');
    await expect(input).not.toHaveValue(first, { timeout: 10_000 });
    const renewed = await input.inputValue();
    expect(renewed).toMatch(uuidish);

    await own.clock.advance(60);
    const expired = await sandboxCall('/v1/charges', { body: chargeBody(first), base: own.url });
    expect(expired.status).toBe(422);
    expect(expired.body.error).toBe('FRAUD_SESSION_EXPIRED');
    expect((await sandboxCall('/v1/charges', { body: chargeBody(renewed), base: own.url })).status).toBe(201);
  });

  test('a tab that slept past the expiry gets a fresh id when it becomes visible again', async ({ page }) => {
    await page.clock.install();
    await page.goto(scriptTagUrl({ key: 'pk_test_demo', api: own.url, ip: 'false' }));
    const input = page.locator('#visible-id');
    await expect(input).toHaveValue(uuidish);
    const first = await input.inputValue();
    // A sleeping tab: the wall clock jumps, no timer fired in between.
    await page.clock.setSystemTime(Date.now() + 45 * 60_000);
    await own.clock.advance(45 * 60);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect(input).not.toHaveValue(first, { timeout: 10_000 });
  });
});
