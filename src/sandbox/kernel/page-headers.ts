/**
 * The headers every page the sandbox serves to a buyer carries (the hosted card page, the issuer's page, the Pix bank
 * page, the printable boleto, the card fields' frame): a CSP that starts from nothing and allows the page's own
 * sources, says who may frame it and where relative URLs resolve; no sniffing, no referrer, no caching. A nonce is
 * fresh for each reply.
 */
import { randomBytes } from 'node:crypto';

const NONCE_BYTES = 16;

/** A fresh, unguessable value for one reply: the same value goes in its CSP and on its nonce'd tags. */
export const newNonce = (): string => randomBytes(NONCE_BYTES).toString('base64');

/** Nobody may frame the page. */
export const NO_FRAMING = "'none'";

export interface PagePolicy {
  /** The page's own CSP sources, after `default-src 'none'`: `style-src 'nonce-…'`, `form-action 'self'`… */
  sources: readonly string[];
  /**
   * Who may frame it: `NO_FRAMING` (then `X-Frame-Options: DENY` too, for browsers that predate `frame-ancestors`),
   * `*`, or one origin.
   */
  frameAncestors: string;
  /** The page's script writes text and builds nodes only: Trusted Types are required, with no policy. */
  trustedTypes?: boolean;
}

export function pageHeaders(policy: PagePolicy): Record<string, string> {
  const csp = ["default-src 'none'", ...policy.sources, `frame-ancestors ${policy.frameAncestors}`, "base-uri 'none'"];
  if (policy.trustedTypes) csp.push("require-trusted-types-for 'script'", "trusted-types 'none'");
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
  if (policy.frameAncestors === NO_FRAMING) headers['X-Frame-Options'] = 'DENY';
  return headers;
}
