import { isBrowser } from './browser-data';
import {
  DEFAULT_IP_LOOKUP_TIMEOUT_MS,
  DEFAULT_RENEW_BEFORE_MS,
  DEFAULT_TIMEOUT_MS,
  timerDelay,
} from './session-lifetime';
import type { FraudSessionErrorCode, FraudSessionOptions, IpLookup } from './types';

/** The local sandbox: where a session goes without `apiBase` (and so where `<pay-form>` allows redirects by default). */
export const DEFAULT_API_BASE = 'http://127.0.0.1:4010';

/** Trailing slashes, and a trailing `/v1` (every path starts with it; an easy paste), as the client drops them. */
const API_BASE_TAIL = /(\/v1)?\/*$/;

/** The options of one fraud session, read once: defaults taken, unusable values replaced. */
export interface SessionConfig {
  publicKey: string;
  apiBase: string;
  send: typeof fetch;
  timeoutMs: number;
  renewBeforeMs: number;
  ipLookup: IpLookup | undefined;
  ipLookupTimeoutMs: number;
  /** Why this session cannot start at all, if it cannot: then it starts no lookup, timer or listener. */
  refusal: FraudSessionErrorCode | undefined;
}

/** Test keys may use the local sandbox as their default service; no other key may (`missing_api_base`). */
export const isTestKey = (publicKey: string): boolean => /^pk_test_/.test(publicKey);

/**
 * A public key as it may go into a Basic credential (`<key>:`): `pk_`, then printable ASCII. No space or control
 * character (a header cannot carry them), and no `:`: what follows one would travel as the password (a secret
 * key pasted after the public one, `pk_…:sk_…`).
 */
export const isWellFormedKey = (publicKey: string): boolean =>
  /^pk_[!-~]+$/.test(publicKey) && !publicKey.includes(':');

/**
 * Why a session with this key and service cannot start, if it cannot. Checked before any request, in this order:
 * a secret key (even on a server), a malformed key, a key that is not a test key without `apiBase`, no browser.
 */
function refusalOf(
  publicKey: string,
  apiBase: string | undefined,
  send: typeof fetch | undefined,
): FraudSessionErrorCode | undefined {
  if (/^sk_/.test(publicKey)) return 'secret_key';
  if (!isWellFormedKey(publicKey)) return 'invalid_key';
  if (!apiBase && !isTestKey(publicKey)) return 'missing_api_base';
  if (!isBrowser(send)) return 'unsupported_environment';
  return undefined;
}

export function sessionConfig(publicKey: string, options: FraudSessionOptions): SessionConfig {
  const send = options.fetch || globalThis.fetch;
  const timeoutMs = timerDelay(options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const apiBase = typeof options.apiBase === 'string' ? options.apiBase.trim() : undefined;
  return {
    publicKey,
    apiBase: (apiBase || DEFAULT_API_BASE).replace(API_BASE_TAIL, ''),
    send,
    timeoutMs,
    renewBeforeMs: timerDelay(options.renewBeforeMs, DEFAULT_RENEW_BEFORE_MS, 0),
    ipLookup: options.ipLookup,
    // A hanging lookup gets at most half the setup budget, so that time is left for the session itself.
    ipLookupTimeoutMs: Math.min(timerDelay(options.ipLookupTimeoutMs, DEFAULT_IP_LOOKUP_TIMEOUT_MS), timeoutMs / 2),
    refusal: refusalOf(publicKey, apiBase, send),
  };
}
