// The script tag as a merchant page meets it: loaded twice, beside pay-form.js, before the merchant's own
// listeners, in a module script, with inputs an SPA adds later.
import { describe, expect, it, vi } from 'vitest';
import { bootFromScriptTag } from './script-tag';
import { required } from '../interface/test-required';
import { stubDocumentProperty } from '../interface/browser/test-dom';
import { payCheckout, scriptTag, scriptTagTestLifecycle, sessionInput } from './test-script-tag';
import { created, fakeService, reply } from './test-fetch';

const page = scriptTagTestLifecycle();

describe('the script tag on a real page', () => {
  it('loaded twice (or beside pay-form.js with the same key): one session, announced once, renewals once', async () => {
    const input = sessionInput();
    const first = bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    const second = bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(0);
    expect(input.value).toBe('fs_1');
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(page.events.map(({ type, detail }) => `${type} ${(detail as { sessionId: string }).sessionId}`)).toEqual([
      'pay-checkout:session fs_1',
      'pay-checkout:session fs_2',
    ]);
  });

  it('loaded twice with a refused key: one error event, one console line', async () => {
    bootFromScriptTag(scriptTag({ publicKey: 'sk_test_demo' }));
    bootFromScriptTag(scriptTag({ publicKey: 'sk_test_demo' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(page.events.map(({ type }) => type)).toEqual(['pay-checkout:error']);
    expect(page.warn).toHaveBeenCalledOnce();
  });

  it('while the page is parsing, announces no earlier than DOMContentLoaded, so listeners further down hear it', async () => {
    sessionStorage.setItem(
      'pay-checkout:fraud-session:pk_test_demo@http://127.0.0.1:4010',
      JSON.stringify({ sessionId: 'fs_kept', expiresAt: Date.now() + 600_000, localExpiresAt: Date.now() + 600_000 }),
    );
    stubDocumentProperty('readyState', 'loading');
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(page.events).toEqual([]);
    const heard: unknown[] = [];
    document.addEventListener('pay-checkout:session', (event) => heard.push((event as CustomEvent).detail.sessionId), {
      once: true,
    });
    const late = sessionInput();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual(['fs_kept']);
    expect(late.value).toBe('fs_kept');
    expect(page.events).toHaveLength(1);
  });

  it('while the page is parsing, reports a refused key at DOMContentLoaded too', async () => {
    stubDocumentProperty('readyState', 'loading');
    bootFromScriptTag(scriptTag({ publicKey: 'sk_live_oops' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(page.events).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.advanceTimersByTimeAsync(0);
    expect(page.events).toEqual([
      { type: 'pay-checkout:error', detail: { code: 'secret_key', message: expect.stringContaining('pk_') } },
    ]);
    expect(page.warn).toHaveBeenCalledOnce();
  });

  it('fills an input an SPA added after load when its form is submitted, before the merchant reads it', async () => {
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    await vi.advanceTimersByTimeAsync(0);
    const form = document.body.appendChild(document.createElement('form'));
    const input = sessionInput(form);
    let seen = '';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen = input.value;
    });
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(seen).toBe('fs_1');
  });

  it('a form posted natively uses up its id: the next is fetched at once, for this page and the next', async () => {
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    await vi.advanceTimersByTimeAsync(0);
    const form = document.body.appendChild(document.createElement('form'));
    const input = sessionInput(form);
    let posted = '';
    form.addEventListener('submit', () => (posted = input.value));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(posted).toBe('fs_1');
    await vi.advanceTimersByTimeAsync(0);
    expect(input.value).toBe('fs_2');
    const stored = required(
      sessionStorage.getItem('pay-checkout:fraud-session:pk_test_demo@http://127.0.0.1:4010'),
      'the stored session',
    );
    expect(JSON.parse(stored).sessionId).toBe('fs_2');
    expect(page.events.map(({ detail }) => (detail as { sessionId: string }).sessionId)).toEqual(['fs_1', 'fs_2']);
  });

  it('after a native post whose next id cannot be had, the inputs hold none (the used one would be refused)', async () => {
    vi.stubGlobal('fetch', fakeService([reply(201, created('fs_1')), reply(503)]).fetch);
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off', timeout: '1000' }));
    const form = document.body.appendChild(document.createElement('form'));
    const input = sessionInput(form);
    await vi.advanceTimersByTimeAsync(0);
    let posted = '';
    form.addEventListener('submit', () => (posted = input.value));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(posted).toBe('fs_1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(input.value).toBe('');
  });

  it('a submit that a script prevented (it sends the form itself), or of a form without the id, leaves the session alone', async () => {
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    await vi.advanceTimersByTimeAsync(0);
    const withId = document.body.appendChild(document.createElement('form'));
    sessionInput(withId);
    withId.addEventListener('submit', (event) => event.preventDefault());
    const search = document.body.appendChild(document.createElement('form'));
    for (const form of [withId, search]) form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(payCheckout()?.session?.current?.sessionId).toBe('fs_1');
    expect(page.events).toHaveLength(1);
  });

  it('writes only a live id at submit: none once it was used and no new one could be had', async () => {
    page.service = fakeService([reply(201, created('fs_1')), reply(503)]);
    vi.stubGlobal('fetch', page.service.fetch);
    const session = required(
      bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off', timeout: '1000' })),
      'the script tag’s session',
    );
    await vi.advanceTimersByTimeAsync(0);
    const form = document.body.appendChild(document.createElement('form'));
    const input = sessionInput(form);
    input.value = 'fs_1'; // as filled while it was live
    session.consume();
    void session.setup().catch(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    form.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(input.value).toBe('');
  });

  it('on a wake-up, the inputs show what the tab holds now: none once another page used the id', async () => {
    vi.stubGlobal('fetch', fakeService([reply(201, created('fs_1')), reply(503)]).fetch);
    const input = sessionInput();
    bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(input.value).toBe('fs_1');
    sessionStorage.clear(); // the next page of the tab used it; we come back from the back/forward cache
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(input.value).toBe('');
  });

  it('teardown() of its session removes the listeners the tag added', async () => {
    const session = required(
      bootFromScriptTag(scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' })),
      'the script tag’s session',
    );
    await vi.advanceTimersByTimeAsync(0);
    const form = document.body.appendChild(document.createElement('form'));
    const input = sessionInput(form);
    session.teardown();
    const consume = vi.spyOn(session, 'consume');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(consume).not.toHaveBeenCalled();
    expect(input.value).toBe(''); // not filled either
  });

  it('dist/cdn/pay-checkout.js in a type="module" script (no currentScript) finds its tag by data-public-key', async () => {
    const element = scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' });
    element.type = 'module';
    element.setAttribute('src', '/pay-checkout.js');
    document.head.append(element);
    stubDocumentProperty('currentScript', null);
    vi.resetModules();
    await import('./cdn');
    expect(payCheckout()?.session?.publicKey).toBe('pk_test_demo');
    expect(page.warn).not.toHaveBeenCalled();
  });
});
