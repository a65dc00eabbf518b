import { untilAborted } from './abort';
import type { IpLookup } from './types';

export const DEFAULT_IP_LOOKUP = 'https://api.ipify.org?format=json';

const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(?!$)|$)){4}$/;

/** True for a dotted-quad IPv4 or an IPv6 address (the URL parser knows the IPv6 grammar). */
export function isIpAddress(text: string): boolean {
  if (IPV4.test(text)) return true;
  try {
    return /^[\da-f.]*:[\da-f:.]*$/i.test(text) && !!new URL(`http://[${text}]`);
  } catch {
    return false;
  }
}

/** An IP echo service answers `{"ip": "…"}` or the bare address. */
async function readAnswer(response: Response): Promise<unknown> {
  const text = (await response.text()).trim();
  try {
    return JSON.parse(text).ip;
  } catch {
    return text;
  }
}

/**
 * The buyer's public IP, or undefined. Never rejects and never outlasts `timeoutMs` or `signal`:
 * a failed lookup must not block the fraud session, which then goes on without `ip_address`.
 */
export function lookupIp(
  lookup: IpLookup = DEFAULT_IP_LOOKUP,
  timeoutMs = 1500,
  send: typeof fetch,
  signal?: AbortSignal,
): Promise<string | undefined> {
  if (lookup === false) return Promise.resolve(undefined);
  const attempt = new AbortController();
  const stop = () => attempt.abort();
  const timer = setTimeout(stop, timeoutMs);
  signal?.addEventListener('abort', stop);
  const answer =
    typeof lookup == 'function'
      ? Promise.resolve().then(lookup)
      : send(lookup, { signal: attempt.signal }).then((response) => (response.ok ? readAnswer(response) : undefined));
  return untilAborted(answer, attempt.signal)
    .then(
      (ip) => {
        const address = typeof ip == 'string' ? ip.trim() : '';
        return isIpAddress(address) ? address : undefined;
      },
      () => undefined,
    )
    .finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    });
}
