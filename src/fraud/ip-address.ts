import { DEFAULT_IP_LOOKUP_TIMEOUT_MS } from './session-lifetime';
import type { IpLookup } from './types';

export const DEFAULT_IP_LOOKUP = 'https://api.ipify.org?format=json';

// Either a dotted quad (four groups of 1 to 3 digits), or hex groups, colons and dots (an IPv6 address, maybe ending in
// an IPv4) with at least two colons (the lookahead).
const IP_ADDRESS = /^(\d{1,3}\.){3}\d{1,3}$|^(?=.*:.*:)[\da-f:.]{2,45}$/i;

/** Looks like an IPv4 (dotted quad) or an IPv6 address (hex groups and colons, maybe ending in an IPv4). */
export const isIpAddress = (text: unknown): text is string => typeof text === 'string' && IP_ADDRESS.test(text);

/** An IP echo service answers `{"ip": "…"}` or the bare address; anything else is no address. */
function readAnswer(text: string): unknown {
  try {
    return JSON.parse(text).ip;
  } catch {
    return text;
  }
}

/** The address in a lookup's answer, trimmed; undefined when it is none. */
function addressIn(answer: unknown): string | undefined {
  const text = String(answer).trim();
  return isIpAddress(text) ? text : undefined;
}

/** Asks the lookup: the merchant's function, or a GET of the echo service's URL; `false` asks nothing. */
async function askLookup(lookup: IpLookup, send: typeof fetch, signal: AbortSignal): Promise<unknown> {
  if (typeof lookup === 'function') return lookup();
  if (!lookup) return undefined;
  const response = await send(lookup, { signal });
  return readAnswer(await response.text());
}

/**
 * The buyer's public IP, or undefined. Never rejects, and settles within `timeoutMs` or as soon as
 * `signal` aborts (teardown): a failed lookup must not block the fraud session, which then goes on
 * without `ip_address`. Either way a request still running is aborted.
 */
export function lookupIp(
  lookup: IpLookup = DEFAULT_IP_LOOKUP,
  timeoutMs = DEFAULT_IP_LOOKUP_TIMEOUT_MS,
  send: typeof fetch,
  signal?: AbortSignal,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const control = new AbortController();
    const stop = () => control.abort();
    const timer = setTimeout(stop, timeoutMs);
    const settle = (answer?: unknown) => {
      clearTimeout(timer);
      resolve(addressIn(answer));
    };
    signal?.addEventListener('abort', stop);
    // Stopped (timeout, teardown): no address. The first settle wins, so a late answer changes nothing.
    control.signal.onabort = () => settle();
    askLookup(lookup, send, control.signal).then(settle, () => settle());
  });
}
