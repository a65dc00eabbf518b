// Where the demo store lives, from configuration only. Request headers (Host, Origin, X-Forwarded-*) are chosen by
// whoever sends the request, so nothing the store tells the service or the buyer is built from them.
export const DEFAULT_SITE_PORT = 5173;

/** The host names every local store answers to, at its port. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Browsers leave these ports out of `Host`. */
const DEFAULT_PORTS = new Set([80, 443]);

export interface StoreAddress {
  /** The store's public origin: the hosted page sends the buyer back here (`return_url`). */
  origin: string;
  /** The `Host` values the store answers; any other gets 421 (a DNS-rebinding page names its own host). */
  hosts: ReadonlySet<string>;
}

export interface StoreAddressOptions {
  /** The port the store listens on. */
  port: number;
  /** `SITE_ORIGIN`: the public origin, when the store is reached by another name (a proxy, a tunnel). */
  siteOrigin?: string;
  /** `SITE_HOSTS`: more host names, comma-separated; a name without a port is taken at `port` and without a port. */
  extraHosts?: string;
}

export class StoreConfigError extends Error {
  readonly code = 'STORE_CONFIG_INVALID';
}

function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StoreConfigError(`SITE_ORIGIN must be an origin such as https://shop.example (got "${value}").`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  ) {
    throw new StoreConfigError(
      `SITE_ORIGIN must be an http(s) origin without path, query or credentials (got "${value}").`,
    );
  }
  return url.origin;
}

/** The store's origin and the host names it answers, from its port and the optional settings. */
export function storeAddress({ port, siteOrigin, extraHosts }: StoreAddressOptions): StoreAddress {
  const origin = siteOrigin?.trim() ? parseOrigin(siteOrigin.trim()) : `http://localhost:${port}`;
  const hosts = new Set<string>([new URL(origin).host]);
  for (const name of LOOPBACK_NAMES) hosts.add(DEFAULT_PORTS.has(port) ? name : `${name}:${port}`);
  for (const entry of (extraHosts ?? '').split(',')) {
    const name = entry.trim().toLowerCase();
    if (!name) continue;
    hosts.add(name);
    // "name" alone: the store at its own port, or behind a proxy on the scheme's default port.
    if (!/:\d+$/.test(name)) hosts.add(`${name}:${port}`);
  }
  return { origin, hosts };
}

/** The address from the environment: `SITE_PORT`, `SITE_ORIGIN`, `SITE_HOSTS`. */
export function storeAddressFromEnv(
  env: NodeJS.ProcessEnv,
  port = Number(env.SITE_PORT ?? DEFAULT_SITE_PORT),
): StoreAddress {
  return storeAddress({ port, siteOrigin: env.SITE_ORIGIN, extraHosts: env.SITE_HOSTS });
}
