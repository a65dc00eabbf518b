import { describe, expect, it, vi } from 'vitest';
import { collectBrowserData } from './browser-data';
import { detectBrowserType } from './browser-type';
import { FraudSessionError } from './errors';
import { bootFromScriptTag } from './script-tag';
import { required } from '../interface/test-required';
import { payCheckout, scriptTag, scriptTagTestLifecycle, sessionInput } from './test-script-tag';
import { createFraudSession } from './session';
import { created, fakeService, reply } from './test-fetch';

const page = scriptTagTestLifecycle();

describe('bootFromScriptTag', () => {
  it('creates the session from the data attributes and sets it up at once', async () => {
    const session = bootFromScriptTag(
      scriptTag({ publicKey: 'pk_test_demo', apiBase: 'https://pay.example/', ipLookup: 'https://ip.example/json' }),
    );
    expect(session).toMatchObject({ publicKey: 'pk_test_demo', apiBase: 'https://pay.example' });
    expect(page.service.mock).toHaveBeenCalledWith('https://ip.example/json', expect.anything());
    await vi.advanceTimersByTimeAsync(0);
    expect(page.service.sessionRequests[0].url).toBe('https://pay.example/v1/fraud-sessions');
    expect(page.service.sessionRequests[0].body.ip_address).toBe('203.0.113.7');
  });

  it.each([
    ['pk_live_shop', {}, 'missing_api_base', /pk_test_.*data-api-base/],
    ['pk_live_shop', { apiBase: '' }, 'missing_api_base', /pk_test_.*data-api-base/],
    ['pk_test_demo:sk_test_demo', { apiBase: 'https://pay.example' }, 'invalid_key', /no ":"/],
  ])(
    'refuses data-public-key=%j with %j before any request: one error event, one console line',
    async (publicKey, data, code, message) => {
      bootFromScriptTag(scriptTag({ publicKey, ...data }));
      await vi.advanceTimersByTimeAsync(0);
      expect(page.service.mock).not.toHaveBeenCalled();
      expect(page.events).toEqual([
        { type: 'pay-checkout:error', detail: { code, message: expect.stringMatching(message) } },
      ]);
      expect(page.warn).toHaveBeenCalledOnce();
      expect(page.warn).toHaveBeenCalledWith(expect.stringMatching(message));
    },
  );

  it('goes to data-api-base with a live key', async () => {
    bootFromScriptTag(scriptTag({ publicKey: 'pk_live_shop', apiBase: 'https://pay.example', ipLookup: 'off' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(page.service.sessionRequests[0].url).toBe('https://pay.example/v1/fraud-sessions');
  });

  it.each(['false', 'off'])('looks no IP up with data-ip-lookup="%s"', async (value) => {
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: value }));
    await vi.advanceTimersByTimeAsync(0);
    expect(page.service.mock).toHaveBeenCalledOnce(); // the session request only
    expect(page.service.sessionRequests[0].body).not.toHaveProperty('ip_address');
  });

  it('takes its budget from data-timeout', async () => {
    page.service = fakeService([reply(503)]);
    vi.stubGlobal('fetch', page.service.fetch);
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off', timeout: '1000' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.events).toEqual([
      { type: 'pay-checkout:error', detail: { code: 'http', message: expect.stringContaining('HTTP 503') } },
    ]);
  });

  it('writes the id into every fraud_session_id input and announces it', async () => {
    const inputs = [sessionInput(), sessionInput()];
    const other = document.body.appendChild(document.createElement('input'));
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(inputs.map((input) => input.value)).toEqual(['fs_1', 'fs_1']);
    expect(other.value).toBe('');
    expect(page.events).toEqual([
      { type: 'pay-checkout:session', detail: { sessionId: 'fs_1', expiresAt: expect.any(Date) } },
    ]);
  });

  it('fills inputs parsed after the script once the document is loaded', async () => {
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    await vi.advanceTimersByTimeAsync(0);
    const late = sessionInput();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(late.value).toBe('fs_1');
  });

  it('writes and announces every later session: renewals and sessions after consume()', async () => {
    const input = sessionInput();
    const session = required(
      bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' })),
      'the script tag’s session',
    );
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(input.value).toBe('fs_2');
    session.consume();
    await session.setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(input.value).toBe('fs_3');
    expect(page.events.map(({ detail }) => (detail as { sessionId: string }).sessionId)).toEqual([
      'fs_1',
      'fs_2',
      'fs_3',
    ]);
  });

  it('announces a session restored from the previous page of the journey', async () => {
    sessionStorage.setItem(
      'pay-checkout:fraud-session:pk_test_demo@http://127.0.0.1:4010',
      JSON.stringify({ sessionId: 'fs_kept', expiresAt: Date.now() + 600_000, localExpiresAt: Date.now() + 600_000 }),
    );
    const input = sessionInput();
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(input.value).toBe('fs_kept');
    expect(page.events).toHaveLength(1);
    expect(page.service.sessionRequests).toHaveLength(0);
  });

  it('exposes the session and the API on window.PayCheckout, keeping what <pay-form> put there', async () => {
    const payForm = class {};
    (window as { PayCheckout?: object }).PayCheckout = { PayForm: payForm };
    const session = bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    expect(payCheckout()).toEqual({
      PayForm: payForm,
      session,
      createFraudSession,
      detectBrowserType,
      collectBrowserData,
      FraudSessionError,
    });
    expect(createFraudSession('pk_test_demo')).toBe(session); // the same instance for an ESM import
  });

  it('reports a failure with one event and one console line, nothing uncaught', async () => {
    const input = sessionInput();
    bootFromScriptTag(scriptTag({ publicKey: 'sk_test_demo' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(page.events).toEqual([
      { type: 'pay-checkout:error', detail: { code: 'secret_key', message: expect.stringContaining('pk_') } },
    ]);
    expect(page.warn).toHaveBeenCalledOnce();
    expect(page.warn.mock.calls[0][0]).toMatch(/^\[pay-checkout\] Fraud session failed: secret keys/);
    expect(page.service.mock).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('reports an unreachable service after its retries', async () => {
    page.service = fakeService([new TypeError('Failed to fetch')]);
    vi.stubGlobal('fetch', page.service.fetch);
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off', timeout: '2000' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(page.events).toEqual([
      { type: 'pay-checkout:error', detail: { code: 'network', message: expect.any(String) } },
    ]);
    expect(page.warn).toHaveBeenCalledOnce();
    expect(page.service.sessionRequests.length).toBeGreaterThan(1);
  });

  it('only warns, once, without data-public-key', async () => {
    expect(bootFromScriptTag(scriptTag({ apiBase: 'https://pay.example' }))).toBeUndefined();
    expect(bootFromScriptTag(null)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.warn).toHaveBeenCalledTimes(2); // once per tag
    expect(page.warn.mock.calls[0][0]).toMatch(/^\[pay-checkout\] .*data-public-key/);
    expect(page.events).toEqual([]);
    expect(page.service.mock).not.toHaveBeenCalled();
    expect(payCheckout()?.session).toBeUndefined();
  });

  it('still gets a session to the form when the service answers late', async () => {
    page.service = fakeService([reply(503), async () => reply(201, created('fs_late'))]);
    vi.stubGlobal('fetch', page.service.fetch);
    const input = sessionInput();
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(input.value).toBe('fs_late');
  });
});
