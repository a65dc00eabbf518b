/**
 * HTTP Basic credentials (docs/service.md, "Keys and authentication"): `pk:sk` or `sk:` for secret endpoints, `pk:` for the
 * browser's fraud session call.
 */
import { ApiError } from './kernel/api-error';
import type { KeyKind } from './kernel/env';
import { EITHER_KEY_PATHS, PUBLIC_KEY_PATHS, PUBLIC_KEY_ROUTES, PUBLIC_KEY_TEMPLATES } from './routes';
import type { Merchant } from './kernel/state';
import type { SandboxState } from './state';

export type CredentialResolution = { ok: true; merchant: Merchant; kind: KeyKind } | { ok: false; reason: string };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function resolveCredentials(state: SandboxState, header: string | undefined): CredentialResolution {
  if (!header) return { ok: false, reason: 'Send your keys with HTTP Basic authentication.' };
  const match = /^Basic +(\S+) *$/i.exec(header);
  if (!match) return { ok: false, reason: 'The Authorization header must use the Basic scheme.' };
  const encoded = match[1];
  if (!BASE64.test(encoded) || encoded.length % 4 !== 0)
    return { ok: false, reason: 'The credentials are not valid Base64.' };
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0)
    return {
      ok: false,
      reason: 'The credentials must be "<public key>:<secret key>", "<secret key>:" or "<public key>:".',
    };
  const user = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);

  const bySecret = state.merchantsBySecretKey.get(user);
  if (bySecret && password === '') return { ok: true, merchant: bySecret, kind: 'secret' };

  const byPublic = state.merchantsByPublicKey.get(user);
  if (byPublic && password === '') return { ok: true, merchant: byPublic, kind: 'public' };
  if (byPublic && password === byPublic.secretKey) return { ok: true, merchant: byPublic, kind: 'secret' };

  return { ok: false, reason: 'Unknown or mismatched API keys.' };
}

/**
 * The routes declared with `auth: 'public'` are the only ones a public key may call, with those declared `either`
 * (`null`: any key, whatever the method); every other /v1 and /sandbox route wants the secret key. `null` too for a
 * wrong method on the public paths: no method there wants the secret key, so either key gets the 405 (a public key
 * must not be told to send its secret key).
 */
export function requiredKeyKind(method: string, path: string): KeyKind | null {
  if (EITHER_KEY_PATHS.has(path)) return null;
  if (PUBLIC_KEY_ROUTES.has(`${method} ${path}`)) return 'public';
  if (PUBLIC_KEY_PATHS.has(path)) return null;
  // A public route with an id in its path (a customer session's saved card).
  const templated = PUBLIC_KEY_TEMPLATES.filter((route) => route.pattern.test(path));
  if (templated.length === 0) return 'secret';
  return templated.some((route) => route.method === method) ? 'public' : null;
}

export { unauthorized } from './kernel/api-error';

export function forbidden(needed: KeyKind): ApiError {
  return new ApiError(
    'FORBIDDEN',
    needed === 'public'
      ? 'This endpoint is called from the browser with the public key only ("<public key>:"); never send a secret key here.'
      : 'This endpoint needs the secret key ("<public key>:<secret key>" or "<secret key>:").',
  );
}
