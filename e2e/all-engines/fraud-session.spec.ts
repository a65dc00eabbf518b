// The fraud session's buyer journeys, in every engine (Chromium, Firefox ESR, WebKitGTK).
import { startSandbox, type Sandbox } from '../../src/sandbox/index';
import { type Rig } from '../support/engines/rig';
import { valueOf, type Tab } from '../support/engines/tab';
import { expectNoCspReports } from '../support/csp-reports';
import { chargeBody, sandboxCall } from '../support/helpers';
import { EXPECTED_TYPE, expect, ONE_ENGINE, SANDBOX, test, until, UUID } from '../support/journey';

const scriptTagPage = (rig: Rig, params: Record<string, string>) =>
  `${rig.site}/e2e/script-tag?${new URLSearchParams(params)}`;
const esmPage = (rig: Rig, params: Record<string, string>) => `${rig.site}/e2e/esm?${new URLSearchParams(params)}`;
const visibleId = (tab: Tab) => valueOf(tab, '#visible-id');
const waitForId = async (tab: Tab, not?: string): Promise<string> =>
  (await until(
    () => visibleId(tab),
    (id) => !!id && UUID.test(id) && id !== not,
  )) as string;

/** What a script-tag page's session says when asked again: its id, or the error code its setup() ends with. */
const setupAgain = (tab: Tab) =>
  tab.evaluate(() =>
    (window as any).PayCheckout.session.setup().then(
      (result: { sessionId: string }) => ({ sessionId: result.sessionId }),
      (error: { code?: string }) => ({ code: error.code }),
    ),
  );

test.describe('script tag under a strict CSP with Trusted Types', () => {
  test('gets a session cross-origin, names the engine right, fills every fraud_session_id input', async ({
    tab,
    rig,
  }) => {
    await tab.goto(scriptTagPage(rig, { key: 'pk_test_demo', api: rig.service, ip: `${SANDBOX}/sandbox/ip` }));
    const id = await waitForId(tab);
    expect(
      await tab.evaluate(() =>
        [...document.querySelectorAll('input[name="fraud_session_id"]')].map(
          (input) => (input as HTMLInputElement).value,
        ),
      ),
    ).toEqual([id, id]);
    expect(await tab.evaluate(() => (window as any).PayCheckout.session.current?.sessionId)).toBe(id);

    const [post] = rig.fraudSessionPosts();
    const userAgent = await tab.evaluate(() => navigator.userAgent);
    expect(post.body).toEqual({
      type: EXPECTED_TYPE[tab.engine],
      host_name: 'localhost',
      cookies_accepted: true,
      ip_address: '127.0.0.1',
      user_agent: userAgent,
    });
    expect(post.headers.authorization).toBe(`Basic ${Buffer.from('pk_test_demo:').toString('base64')}`);
    await expectNoCspReports(tab, rig);
  });

  test('a CSP violation reaches the report endpoint (so a clean page above means clean)', async ({ tab, rig }) => {
    await tab.goto(scriptTagPage(rig, { key: 'pk_test_demo', api: rig.service, ip: 'false' }));
    await waitForId(tab);
    // An image from a host the policy does not list.
    await tab.evaluate(() => void (new Image().src = 'http://127.0.0.2:9/blocked.png'));
    await until(
      async () => rig.cspReports.length,
      (count) => count > 0,
    );
    expect(JSON.stringify(rig.cspReports[0])).toContain('img-src');
  });

  test('a blocked IP lookup never blocks the session: it is sent without ip_address', async ({ tab, rig }) => {
    await tab.goto(scriptTagPage(rig, { key: 'pk_test_demo', api: rig.service, ip: `${rig.service}/ip/blocked` }));
    await waitForId(tab);
    expect(rig.fraudSessionPosts()[0].body).not.toHaveProperty('ip_address');
    await expectNoCspReports(tab, rig);
  });

  test('a hanging IP lookup is given up within its budget', async ({ tab, rig }) => {
    const started = Date.now();
    await tab.goto(scriptTagPage(rig, { key: 'pk_test_demo', api: rig.service, ip: `${rig.service}/ip/hang` }));
    await waitForId(tab);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(rig.fraudSessionPosts()[0].body).not.toHaveProperty('ip_address');
  });

  test('service down: the session says so, and the checkout form still posts', async ({ tab, rig }) => {
    await tab.goto(
      scriptTagPage(rig, { key: 'pk_test_demo', api: 'http://127.0.0.1:9', ip: 'false', timeout: '2000' }),
    );
    expect(await setupAgain(tab)).toEqual({ code: expect.stringMatching(/network|timeout/) });
    expect(await visibleId(tab)).toBe('');
    await tab.click('button');
    await until(
      () => tab.url(),
      (url) => url.endsWith('/api/echo'),
    );
    // The URL may change as the post leaves, before the rig has read its body: wait for the record itself.
    await expect.poll(() => rig.sitePosts.map((post) => post.path)).toEqual(['/api/echo']);
  });

  // The script's own check, before the engine is asked anything; a refusal read back through setup() in every engine:
  // 'service down: the session says so, and the checkout form still posts' above.
  test('a secret key is refused before any request', ONE_ENGINE, async ({ tab, rig }) => {
    await tab.goto(scriptTagPage(rig, { key: 'sk_test_demo', api: rig.service, ip: `${rig.service}/ip/blocked` }));
    await until(
      () => tab.evaluate(() => document.readyState),
      (state) => state === 'complete',
    );
    // The tag's session is the refused kind, which holds no lookup, timer or request: asked again, it says why.
    expect(await setupAgain(tab)).toEqual({ code: 'secret_key' });
    expect(rig.serviceRequests).toEqual([]);
    expect(await visibleId(tab)).toBe('');
  });

  test('a form posted natively uses up its id: back on the checkout, a new id the service accepts', async ({
    tab,
    rig,
  }) => {
    await tab.goto(scriptTagPage(rig, { key: 'pk_test_demo', api: rig.service, ip: 'false' }));
    const posted = await waitForId(tab);
    await tab.click('button');
    await until(
      () => tab.url(),
      (url) => url.endsWith('/api/echo'),
    );
    // The URL may change as the post leaves, before the rig has read its body: wait for the record itself.
    await expect.poll(() => rig.sitePosts[0]?.body.fraud_session_id).toBe(posted);
    expect((await sandboxCall('/v1/charges', { body: chargeBody(posted) })).status).toBe(201);

    await tab.back();
    const fresh = await waitForId(tab, posted);
    expect((await sandboxCall('/v1/charges', { body: chargeBody(fresh) })).status).toBe(201);
  });
});

test.describe('ES module page', () => {
  test('setup() resolves cross-origin under a strict CSP', async ({ tab, rig }) => {
    await tab.goto(esmPage(rig, { key: 'pk_test_demo', api: rig.service, ip: 'false' }));
    await until(
      () => tab.evaluate(() => document.getElementById('result')?.dataset.state),
      (state) => state !== 'pending',
    );
    expect(await tab.evaluate(() => document.getElementById('result')?.dataset.sessionId)).toMatch(UUID);
    expect(rig.fraudSessionPosts()[0].body.type).toBe(EXPECTED_TYPE[tab.engine]);
    await expectNoCspReports(tab, rig);
  });

  test('single use: a charge consumes the id, the next setup() gets a new one', async ({ tab, rig }) => {
    await tab.goto(esmPage(rig, { key: 'pk_test_demo', api: rig.service, ip: 'false' }));
    const sessionId = await until(
      () => tab.evaluate(() => document.getElementById('result')?.dataset.sessionId ?? ''),
      (id) => UUID.test(id),
    );
    expect((await sandboxCall('/v1/charges', { body: chargeBody(sessionId) })).status).toBe(201);
    const reuse = await sandboxCall('/v1/charges', { body: chargeBody(sessionId) });
    expect(reuse.status).toBe(422);
    expect(reuse.body.error).toBe('FRAUD_SESSION_USED');

    const next = await tab.evaluate(async () => {
      const fraud = (window as any).fraud;
      const before = await fraud.setup();
      fraud.consume();
      const after = await fraud.setup();
      return { before: before.sessionId, after: after.sessionId };
    });
    expect(next.before).toBe(sessionId);
    expect(next.after).not.toBe(sessionId);
    expect((await sandboxCall('/v1/charges', { body: chargeBody(next.after) })).status).toBe(201);
  });
});

test.describe('expiry and renewal', () => {
  // A sandbox of the journey's own: its clock moves without disturbing journeys running beside it.
  let own: Sandbox;
  test.beforeEach(async () => {
    own = await startSandbox({ port: 0 });
  });
  test.afterEach(async () => {
    await own.close();
  });

  test('a tab that slept past the expiry renews when it wakes; the sandbox refuses the expired id and takes the new one', async ({
    tab,
    rig,
  }) => {
    rig.shiftableClock();
    await tab.goto(scriptTagPage(rig, { key: 'pk_test_demo', api: own.url, ip: 'false' }));
    const first = await waitForId(tab);

    // 45 minutes of sleep for the page and the service alike; no timer ran meanwhile. Then the tab is shown again.
    await tab.evaluate(() => (window as any).__rigShiftClock(45 * 60_000));
    own.clock.advance(45 * 60);
    await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const renewed = await waitForId(tab, first);

    const expired = await sandboxCall('/v1/charges', { body: chargeBody(first), base: own.url });
    expect(expired.body.error).toBe('FRAUD_SESSION_EXPIRED');
    expect((await sandboxCall('/v1/charges', { body: chargeBody(renewed), base: own.url })).status).toBe(201);
  });
});
