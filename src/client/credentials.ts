import { ConfigurationError } from './errors';
import { isBrowserEnvironment } from './environment';

export interface KeyOptions {
  secretKey: string;
  publicKey?: string;
  allowSecretKeyInBrowser?: boolean;
}

/** The two `Authorization` values a client needs: one for secret-key routes, one for the fraud session. */
export interface Credentials {
  /** `Basic base64(publicKey:secretKey)`, or `Basic base64(secretKey:)` without a public key. */
  secret: string;
  /** `Basic base64(publicKey:)`; undefined when no public key was given. */
  public: string | undefined;
}

/** Checks the keys (and where they are used) and builds the header values once. */
export function buildCredentials(options: KeyOptions, globals: object = globalThis): Credentials {
  // Keys read from an env file often carry a trailing newline or space: never part of a key.
  const secretKey = typeof options.secretKey === 'string' ? options.secretKey.trim() : options.secretKey;
  const publicKey = typeof options.publicKey === 'string' ? options.publicKey.trim() : options.publicKey;
  if (typeof secretKey !== 'string' || secretKey.trim() === '') {
    throw new ConfigurationError('MISSING_SECRET_KEY', 'createClient needs `secretKey` (your sk_… key).');
  }
  if (secretKey.startsWith('pk_')) {
    throw new ConfigurationError(
      'PUBLIC_KEY_AS_SECRET_KEY',
      '`secretKey` holds a public key (pk_…). Pass the sk_… key as `secretKey` and the pk_… key as `publicKey`.',
    );
  }
  if (publicKey !== undefined && (typeof publicKey !== 'string' || publicKey.trim() === '')) {
    throw new ConfigurationError('MISSING_PUBLIC_KEY', '`publicKey` is empty; omit it or pass your pk_… key.');
  }
  if (publicKey?.startsWith('sk_')) {
    throw new ConfigurationError(
      'SECRET_KEY_AS_PUBLIC_KEY',
      '`publicKey` holds a secret key (sk_…). Pass the pk_… key as `publicKey`.',
    );
  }
  if (isBrowserEnvironment(globals) && options.allowSecretKeyInBrowser !== true) {
    throw new ConfigurationError(
      'SECRET_KEY_IN_BROWSER',
      'pay-checkout/client holds your secret key and must run on your server: in a browser anyone can read it. ' +
        'Use `createFraudSession` from `pay-checkout` in the page instead. ' +
        'If this really is a trusted environment (an internal tool, a test under a DOM emulator), pass `allowSecretKeyInBrowser: true`.',
    );
  }
  return {
    secret: basic(publicKey === undefined ? `${secretKey}:` : `${publicKey}:${secretKey}`),
    public: publicKey === undefined ? undefined : basic(`${publicKey}:`),
  };
}

function basic(userPass: string): string {
  return `Basic ${base64(userPass)}`;
}

/** UTF-8 safe Base64 with only web APIs (`btoa` alone throws on non-Latin-1 text). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
