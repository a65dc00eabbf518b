import { DEFAULT_IP_LOOKUP_TIMEOUT_MS } from './session-lifetime';
import type { IpLookup } from './types';

export const DEFAULT_IP_LOOKUP = 'https://api.ipify.org?format=json';

/** Looks like an IPv4 (dotted quad) or an IPv6 address (hex groups and colons, maybe ending in an IPv4). */
export const isIpAddress = (text: unknown): text is string =>
  /^(\d{1,3}\.){3}\d{1,3}$|^(?=.*:.*:)[\da-f:.]{2,45}$/i.test(text as string);

/** An IP echo service answers `{"ip": "…"}` or the bare address; anything else is no address. */
const readAnswer = (text: string) => {
  try {
    return JSON.parse(text).ip;
  } catch {
    return text;
  }
};

/**
 * The buyer's public IP, or undefined. Never rejects, and settles within `timeoutMs` or as soon as
 * `signal` aborts (teardown): a failed lookup must not block the fraud session, which then goes on
 * without `ip_address`. Either way a request still running is aborted.
 */
export const lookupIp = (
  lookup: IpLookup = DEFAULT_IP_LOOKUP,
  timeoutMs = DEFAULT_IP_LOOKUP_TIMEOUT_MS,
  send: typeof fetch,
  signal?: AbortSignal,
): Promise<string | undefined> =>
  new Promise((resolve) => {
    const control = new AbortController();
    const stop = () => control.abort();
    const timer = setTimeout(stop, timeoutMs);
    const done = (answer?: unknown) => {
      const ip = String(answer).trim();
      clearTimeout(timer);
      resolve(isIpAddress(ip) ? ip : undefined);
    };
    const ask = async () =>
      typeof lookup == 'function'
        ? lookup()
        : lookup && readAnswer(await (await send(lookup, { signal: control.signal })).text());
    signal?.addEventListener('abort', stop);
    control.signal.onabort = done; // the abort Event reads as no address
    ask().then(done, () => done());
  });
