// Plain http is tolerated only where no network can tamper with it: the sandbox and local demos.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origins of a space-separated list; entries that are not URLs are ignored. */
export function parseOrigins(list: string): string[] {
  return list.split(/\s+/).flatMap((entry) => {
    try {
      return entry ? [new URL(entry).origin] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The redirect target when it is safe to follow: `https:` (or `http:` on a loopback host) and an origin
 * in `allowedOrigins`. Anything else — `javascript:`, `data:`, another origin, an unparsable value — is
 * `undefined`. A relative URL is resolved against `base` (the page) and must pass the same check.
 */
export function safeRedirectUrl(raw: unknown, allowedOrigins: readonly string[], base?: string): URL | undefined {
  if (typeof raw !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  return secure && allowedOrigins.includes(url.origin) ? url : undefined;
}
