/**
 * An absolute http or https address, as charges (`return_url`), documents (`file_url`) and webhook endpoints take it.
 */
import { z } from 'zod';

/** Longest address accepted. */
export const HTTP_URL_MAX_LENGTH = 2048;

const HTTP_URL_RULE = 'must be an absolute http or https URL';

function parsedHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    // URL parsing lets `;` and `,` into a host; no real host has them, and they would split a header that names
    // the origin (the hosted page's Content-Security-Policy names return_url's).
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/[;,]/.test(url.host) ? url : null;
  } catch {
    return null;
  }
}

export const httpUrlSchema = z
  .string()
  .max(HTTP_URL_MAX_LENGTH)
  .refine((value) => parsedHttpUrl(value) !== null, HTTP_URL_RULE);

/**
 * Characters the URL parser drops or rewrites without a word (tabs and line breaks removed, leading and trailing
 * controls and spaces trimmed, `\` read as `/`), and spaces it escapes: refused rather than silently changed.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rule refuses
const SILENTLY_REWRITTEN = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/** What comes between the scheme and the path: `user:pass@host:port`. */
const authorityOf = (value: string): string => value.replace(/^[a-z][a-z\d+.-]*:\/*/i, '').split(/[/?#]/, 1)[0] ?? '';

/**
 * An address the service will call (a webhook endpoint), stored as the URL parser normalises it, so what is shown
 * is where requests go. Refused: control characters, whitespace, backslashes, and credentials (`user:pass@`), which
 * would travel in every request and show wherever the address is shown.
 */
export const normalisedHttpUrlSchema = z
  .string()
  .max(HTTP_URL_MAX_LENGTH)
  .superRefine((value, context) => {
    const url = parsedHttpUrl(value);
    if (url === null) context.addIssue({ code: 'custom', message: HTTP_URL_RULE });
    else if (SILENTLY_REWRITTEN.test(value))
      context.addIssue({ code: 'custom', message: 'must not hold control characters, whitespace or backslashes' });
    else if (authorityOf(value).includes('@'))
      context.addIssue({ code: 'custom', message: 'must not hold credentials (user:password@)' });
  })
  .transform((value) => new URL(value).href);
