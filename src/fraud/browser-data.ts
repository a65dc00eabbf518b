import Cookies from 'js-cookie';
import { detectBrowserType } from './browser-type';
import { FraudSessionError } from './errors';
import { lookupIp } from './ip-address';
import type { BrowserData, BrowserDataOptions, UserAgentBrand } from './types';

/** A document and a fetch (`send`): what a fraud session needs. False on a server (SSR). */
export const isBrowser = (send?: typeof fetch): boolean => typeof document === 'object' && typeof send === 'function';

/** Really writes, reads back and removes a first-party cookie: `navigator.cookieEnabled` lies in some browsers. */
export function cookiesAccepted(): boolean {
  const name = 'pay-checkout-test';
  try {
    Cookies.set(name, '1');
    const accepted = Cookies.get(name) === '1';
    Cookies.remove(name);
    return accepted;
  } catch {
    return false;
  }
}

/** The browser data of this page, with `ip_address` only when one was found. */
export function browserData(ip: string | undefined): BrowserData {
  const { userAgent, userAgentData } = navigator as Navigator & { userAgentData?: { brands?: UserAgentBrand[] } };
  return {
    ...(ip && { ip_address: ip }),
    type: detectBrowserType(userAgent, userAgentData?.brands),
    host_name: location.hostname,
    cookies_accepted: cookiesAccepted(),
    user_agent: userAgent,
  };
}

/** The five fields a fraud session is created with. Rejects with `unsupported_environment` outside a browser. */
export async function collectBrowserData(options: BrowserDataOptions = {}): Promise<BrowserData> {
  const send = options.fetch || globalThis.fetch;
  if (!isBrowser(send)) throw new FraudSessionError('unsupported_environment');
  return browserData(await lookupIp(options.ipLookup, options.ipLookupTimeoutMs, send));
}
