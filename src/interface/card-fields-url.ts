/**
 * Where the secure card fields' frame is served, and the one origin it talks to (docs/service.md, "Secure card
 * fields"). Browser-safe, no zod.
 */
import type { Lang } from './lang';

/** A host name in its ASCII form, or a bracketed IPv6 address: no `*` or other character a URL parser lets through. */
const PLAIN_HOST = /^([a-z\d-]+\.)*[a-z\d-]+$|^\[[\da-f:.]+\]$/;

/**
 * The origin a page gave the frame, when it is exactly an http(s) origin (no path, query, credentials or wildcard);
 * `undefined` otherwise. The frame posts only there, and the service allows only it to frame the fields.
 */
export function exactOrigin(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.origin === raw && PLAIN_HOST.test(url.hostname) ? raw : undefined;
  } catch {
    return undefined;
  }
}

/** Where the service serves the fields. */
export const CARD_FIELDS_PATH = '/elements/card-fields';

/** The address of the fields' frame on a service, for a page of `parentOrigin`. */
export function cardFieldsUrl(serviceOrigin: string, publicKey: string, parentOrigin: string, lang: Lang): string {
  const url = new URL(CARD_FIELDS_PATH, serviceOrigin);
  url.search = new URLSearchParams({ key: publicKey, origin: parentOrigin, lang }).toString();
  return url.href;
}
