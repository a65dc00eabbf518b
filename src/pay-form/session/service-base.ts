import { DEFAULT_API_BASE, type FraudSession, isTestKey, isWellFormedKey } from '../../fraud';

/**
 * The payment service of the element (card tokens, and the default of `redirect-origins`): its own `api-base`, else
 * its session's. Only a test key (`pk_test_…`), or no key at all, may fall back to the local sandbox; any other key
 * without an api-base has no service (`undefined`), so a forgotten setting never sends a buyer's card to localhost.
 */
export function serviceBase(
  apiBase: string,
  session: FraudSession | undefined,
  publicKey = session?.publicKey ?? '',
): string | undefined {
  if (apiBase) return apiBase;
  const testKey = !publicKey || isTestKey(publicKey);
  // A session of another key holds the sandbox only when it was refused for want of an api-base (missing_api_base).
  const sessionBase = session?.apiBase;
  if (sessionBase && (testKey || sessionBase !== DEFAULT_API_BASE)) return sessionBase;
  return testKey ? DEFAULT_API_BASE : undefined;
}

/** Whether `key` may be sent as the public key of a card-token request (the fraud session's rule). */
export const isPublicKey = (key: string | undefined): key is string => isWellFormedKey(key ?? '');

/**
 * Where a card is exchanged for a token: the element's public key, else its session's, and its service (`apiBase`
 * empty when a key that is not a test key has none). `undefined` without a well-formed key.
 */
export function cardService(
  host: { publicKey: string; apiBase: string },
  session: FraudSession | undefined,
): { publicKey: string; apiBase: string } | undefined {
  const publicKey = host.publicKey || session?.publicKey;
  return isPublicKey(publicKey)
    ? { publicKey, apiBase: serviceBase(host.apiBase, session, publicKey) ?? '' }
    : undefined;
}
