import { fillPath } from '../interface/paths';
import { ConfigurationError } from './errors';

/** Query values a list accepts; `undefined` entries are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/**
 * `http(s)://host[/prefix]` without trailing slashes. A trailing `/v1` is dropped because every
 * path already starts with it (the interface's `{base_url}` excludes it) and it is an easy paste.
 */
export function normaliseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ConfigurationError(
      'INVALID_BASE_URL',
      `baseUrl must be an absolute http(s) URL, got ${JSON.stringify(baseUrl)}.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigurationError('INVALID_BASE_URL', `baseUrl must use http or https, got ${url.protocol}.`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new ConfigurationError('INVALID_BASE_URL', 'baseUrl must not carry a query, a fragment or credentials.');
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return `${url.origin}${path}`;
}

/**
 * What a path parameter may be: 1 to 255 of the URL's unreserved characters (letters, digits, `-`, `.`, `_`, `~`),
 * and not only dots. The service's ids are uuids, and the sandbox's are too; this rule is looser on purpose, so an
 * id shape the service adds later still passes, while everything that could move the request elsewhere is refused:
 * `/`, `?`, `#` and `%` (another path, a query, a fragment, a pre-encoded `/`), `.` and `..` (URL parsers resolve
 * them as "this" and "the parent" segment), whitespace and control characters. An id that passes needs no encoding.
 */
export const PATH_ID_PATTERN = /^(?!\.+$)[A-Za-z0-9._~-]{1,255}$/;

/**
 * Tagged template for paths: each interpolated id is checked against PATH_ID_PATTERN before any request, so an id
 * can never reach another route (`list('..')` would otherwise call the parent collection, and an empty id would
 * turn `retrieve('')` into a list call).
 */
export function route(strings: TemplateStringsArray, ...ids: string[]): string {
  return strings.reduce((path, part, index) => {
    if (index === 0) return part;
    return path + checkedId(ids[index - 1]) + part;
  }, '');
}

/** A /v1 route template (src/interface/paths.ts) with its ids filled in, each checked as `route` checks them. */
export function routeOf(template: string, ...ids: string[]): string {
  return fillPath(template, ids, checkedId);
}

function checkedId(id: unknown): string {
  if (typeof id !== 'string' || !PATH_ID_PATTERN.test(id)) {
    throw new ConfigurationError(
      'INVALID_ARGUMENT',
      `An id must be 1 to 255 letters, digits, "-", ".", "_" or "~" (not only dots), got ${describeId(id)}.`,
    );
  }
  return id;
}

/** How much of a refused id an error message shows, so a huge string does not flood a log. */
const MAX_SHOWN_ID = 80;

function describeId(id: unknown): string {
  const text = typeof id === 'string' ? JSON.stringify(id) : String(id);
  return text.length > MAX_SHOWN_ID ? `${text.slice(0, MAX_SHOWN_ID)}…` : text;
}

/** `path?query`, skipping undefined values. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  if (query === undefined) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}
