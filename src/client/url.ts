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
    throw new ConfigurationError('INVALID_BASE_URL', `baseUrl must be an absolute http(s) URL, got ${JSON.stringify(baseUrl)}.`);
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
 * Tagged template for paths: each interpolated id is checked and percent-encoded, so an id can
 * never reach another route (an empty id would turn `retrieve('')` into a list call).
 */
export function route(strings: TemplateStringsArray, ...ids: string[]): string {
  return strings.reduce((path, part, index) => {
    if (index === 0) return part;
    return path + encodeId(ids[index - 1]) + part;
  }, '');
}

function encodeId(id: unknown): string {
  if (typeof id !== 'string' || id.trim() === '') {
    throw new ConfigurationError('INVALID_ARGUMENT', `An id must be a non-empty string, got ${JSON.stringify(id)}.`);
  }
  return encodeURIComponent(id);
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
