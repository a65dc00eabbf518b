import { afterEach, describe, expect, it, vi } from 'vitest';
import { clobberDocument, stubDocumentProperty } from '../interface/browser/test-dom';
import { fakeService } from './test-fetch';
import type { FraudSession } from './types';

const payCheckout = () => (window as { PayCheckout?: { session?: FraudSession } }).PayCheckout;

afterEach(() => {
  payCheckout()?.session?.teardown();
  delete (window as { PayCheckout?: unknown }).PayCheckout;
  delete (document as { currentScript?: unknown }).currentScript;
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function scriptTag(data: Record<string, string>): HTMLScriptElement {
  const script = document.head.appendChild(document.createElement('script'));
  Object.assign(script.dataset, data);
  return script;
}

/** An `<img name="currentScript">` with the attacker's settings, as injected markup makes it (no script needed). */
function injectedImage(): HTMLImageElement {
  const image = document.body.appendChild(document.createElement('img'));
  image.setAttribute('name', 'currentScript');
  Object.assign(image.dataset, { publicKey: 'pk_test_attacker', apiBase: 'https://evil.example', ipLookup: 'off' });
  return image;
}

async function load() {
  vi.resetModules();
  await import('./cdn');
  return payCheckout()?.session;
}

describe('dist/cdn/pay-checkout.js entry', () => {
  it('boots from its own <script> tag when loaded', async () => {
    vi.stubGlobal('fetch', fakeService().fetch);
    stubDocumentProperty('currentScript', scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    const session = await load();
    expect(session?.publicKey).toBe('pk_test_demo');
    await expect(session?.setup()).resolves.toMatchObject({ sessionId: 'fs_1' });
  });

  it('never takes an element named "currentScript" for its tag (DOM clobbering of an async tag): its own settings, one console line', async () => {
    const service = fakeService();
    vi.stubGlobal('fetch', service.fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const own = scriptTag({ publicKey: 'pk_test_demo', apiBase: 'https://pay.example', ipLookup: 'off' });
    stubDocumentProperty('currentScript', own);
    clobberDocument('currentScript', injectedImage());
    const session = await load();
    expect(session).toMatchObject({ publicKey: 'pk_test_demo', apiBase: 'https://pay.example' });
    await session?.setup();
    expect(service.sessionRequests.map(({ url }) => url)).toEqual(['https://pay.example/v1/fraud-sessions']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pay-checkout\] an element of the page is named "currentScript"/),
    );
  });

  it('in a module script (no running script), finds its tag by data-public-key, never the injected element', async () => {
    vi.stubGlobal('fetch', fakeService().fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }).setAttribute('src', '/pay-checkout.js');
    stubDocumentProperty('currentScript', null);
    clobberDocument('currentScript', injectedImage());
    expect((await load())?.publicKey).toBe('pk_test_demo');
  });

  it('in a module script, an inert script tag injected before its own (type="text/plain", or no src) is not its tag', async () => {
    vi.stubGlobal('fetch', fakeService().fetch);
    const inert = scriptTag({ publicKey: 'pk_test_attacker', apiBase: 'https://evil.example', ipLookup: 'off' });
    inert.type = 'text/plain';
    inert.setAttribute('src', '/data.txt');
    scriptTag({ publicKey: 'pk_test_attacker', apiBase: 'https://evil.example', ipLookup: 'off' });
    const own = scriptTag({ publicKey: 'pk_test_demo', apiBase: 'https://pay.example', ipLookup: 'off' });
    own.type = 'module';
    own.setAttribute('src', '/pay-checkout.js');
    stubDocumentProperty('currentScript', null);
    expect(await load()).toMatchObject({ publicKey: 'pk_test_demo', apiBase: 'https://pay.example' });
  });

  it('takes nothing but a script element for its tag', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubDocumentProperty('currentScript', injectedImage() as unknown as HTMLScriptElement);
    expect(await load()).toBeUndefined();
  });

  it('boots despite elements named like the document methods it calls', async () => {
    vi.stubGlobal('fetch', fakeService().fetch);
    const input = document.body.appendChild(document.createElement('input'));
    input.name = 'fraud_session_id';
    stubDocumentProperty('currentScript', scriptTag({ publicKey: 'pk_test_demo', ipLookup: 'off' }));
    // Not dispatchEvent: happy-dom's own event dispatch calls it on the document (browsers do not).
    const undo = ['querySelectorAll', 'addEventListener', 'hidden', 'readyState'].map((name) =>
      clobberDocument(name as keyof Document, document.createElement('img')),
    );
    const announced = new Promise((resolve) =>
      EventTarget.prototype.addEventListener.call(document, 'pay-checkout:session', resolve),
    );
    try {
      const session = await load();
      await expect(session?.setup()).resolves.toMatchObject({ sessionId: 'fs_1' });
      await announced;
      expect(input.value).toBe('fs_1');
    } finally {
      undo.forEach((restore) => restore());
    }
  });
});
