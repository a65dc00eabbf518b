/**
 * An absolute http or https address, as charges (`return_url`), documents (`file_url`) and webhook endpoints take it.
 */
import { z } from 'zod';

/** Longest address accepted. */
export const HTTP_URL_MAX_LENGTH = 2048;

export const httpUrlSchema = z
  .string()
  .max(HTTP_URL_MAX_LENGTH)
  .refine((value) => {
    try {
      const url = new URL(value);
      // URL parsing lets `;` and `,` into a host; no real host has them, and they would split a header that names
      // the origin (the hosted page's Content-Security-Policy names return_url's).
      return (url.protocol === 'http:' || url.protocol === 'https:') && !/[;,]/.test(url.host);
    } catch {
      return false;
    }
  }, 'must be an absolute http or https URL');
