import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserData, collectBrowserData, cookiesAccepted } from './browser-data';
import { FraudSessionError } from './errors';
import { reply } from './test-fetch';

const EDGE_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

/** The real `document.cookie` accessor, wherever it sits on the prototype chain. */
function cookieAccessor(): { get: () => string; set: (value: string) => void } {
  for (let proto = Object.getPrototypeOf(document); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    if (descriptor?.get && descriptor.set) return { get: descriptor.get, set: descriptor.set };
  }
  throw new Error('no document.cookie');
}

/** Replaces `document.cookie` on the instance; deleting it brings the real accessor back. */
function stubCookie(descriptor: PropertyDescriptor) {
  Object.defineProperty(document, 'cookie', { configurable: true, ...descriptor });
}

afterEach(() => {
  delete (document as { cookie?: string }).cookie;
  delete (navigator as { userAgentData?: unknown }).userAgentData;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('cookiesAccepted', () => {
  it('writes, reads back and removes a test cookie', () => {
    const writes: string[] = [];
    const real = cookieAccessor();
    stubCookie({
      get: () => real.get.call(document),
      set: (value: string) => (writes.push(value), real.set.call(document, value)),
    });
    expect(cookiesAccepted()).toBe(true);
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/^pay-checkout-test=1; path=\//);
    expect(writes[1]).toMatch(/^pay-checkout-test=; path=\/; expires=/);
    expect(document.cookie).not.toContain('pay-checkout-test');
  });

  it('is false when the browser silently drops cookies, whatever navigator.cookieEnabled says', () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(true);
    stubCookie({ get: () => '', set: () => {} });
    expect(cookiesAccepted()).toBe(false);
  });

  it('is false when touching cookies throws (sandboxed frame)', () => {
    stubCookie({
      get: () => {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
      set: () => {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
    expect(cookiesAccepted()).toBe(false);
  });
});

describe('browserData', () => {
  it('has the five fields of a fraud session request (docs/service.md, "Fraud sessions")', () => {
    expect(browserData('203.0.113.7')).toEqual({
      ip_address: '203.0.113.7',
      type: 'Other', // happy-dom's own user agent
      host_name: location.hostname,
      cookies_accepted: true,
      user_agent: navigator.userAgent,
    });
  });

  it('has no ip_address at all when none was found', () => {
    expect(browserData(undefined)).not.toHaveProperty('ip_address');
  });

  it('classifies the browser from navigator, Client Hints included', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(EDGE_UA);
    expect(browserData(undefined)).toMatchObject({ type: 'Edge', user_agent: EDGE_UA });
    Object.defineProperty(navigator, 'userAgentData', {
      configurable: true,
      value: {
        brands: [
          { brand: 'Opera', version: '115' },
          { brand: 'Chromium', version: '130' },
        ],
      },
    });
    expect(browserData(undefined).type).toBe('Opera');
  });
});

describe('collectBrowserData', () => {
  it('looks the IP up as told', async () => {
    const data = await collectBrowserData({ ipLookup: async () => '198.51.100.4' });
    expect(data.ip_address).toBe('198.51.100.4');
    expect(Object.keys(data).sort()).toEqual(['cookies_accepted', 'host_name', 'ip_address', 'type', 'user_agent']);
  });

  it('uses the injected fetch for a lookup URL', async () => {
    const send = vi.fn<typeof fetch>(async () => reply(200, { ip: '2001:db8::2' }));
    await expect(collectBrowserData({ ipLookup: 'https://ip.example', fetch: send })).resolves.toMatchObject({
      ip_address: '2001:db8::2',
    });
    expect(send).toHaveBeenCalledOnce();
  });

  it('goes on without ip_address when there is no lookup', async () => {
    expect(await collectBrowserData({ ipLookup: false })).not.toHaveProperty('ip_address');
  });

  it('refuses to run without fetch', async () => {
    vi.stubGlobal('fetch', undefined);
    const failure = await collectBrowserData({ ipLookup: false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FraudSessionError);
    expect(failure).toMatchObject({ code: 'unsupported_environment' });
  });
});
