/**
 * The tokens in the sandbox's page addresses (the hosted card page, the issuer's page, the printable boleto): each one
 * unguessable, and compared in constant time so that a reply's timing tells nothing of how much of a guess was right.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

const PAGE_TOKEN_BYTES = 18;

export function newPageToken(): string {
  return randomBytes(PAGE_TOKEN_BYTES).toString('base64url');
}

/** Whether `given` is `expected`; never for a missing token on either side. */
export function isSameToken(expected: string | null | undefined, given: string | undefined): boolean {
  if (!expected || given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
