import { describe, expect, it } from 'vitest';
import { buildCredentials } from './credentials';
import { isBrowserEnvironment } from './environment';
import { ConfigurationError } from './errors';
import { required } from '../interface/test-required';

const decode = (header: string) => Buffer.from(header.replace(/^Basic /, ''), 'base64').toString('utf8');
const nodeLike = {};
const pageLike = { window: {}, document: {} };

describe('buildCredentials', () => {
  it('signs secret routes with base64(pk:sk) when a public key is given', () => {
    const credentials = buildCredentials({ secretKey: 'sk_test_demo', publicKey: 'pk_test_demo' }, nodeLike);
    expect(credentials.secret).toBe(`Basic ${Buffer.from('pk_test_demo:sk_test_demo').toString('base64')}`);
    expect(decode(required(credentials.public, 'the public credentials'))).toBe('pk_test_demo:');
  });

  it('signs secret routes with base64(sk:) without a public key', () => {
    const credentials = buildCredentials({ secretKey: 'sk_test_demo' }, nodeLike);
    expect(decode(credentials.secret)).toBe('sk_test_demo:');
    expect(credentials.public).toBeUndefined();
  });

  it('encodes non-ASCII keys as UTF-8', () => {
    expect(decode(buildCredentials({ secretKey: 'sk_çã' }, nodeLike).secret)).toBe('sk_çã:');
  });

  it.each([
    [{ secretKey: 'pk_test_demo' }, 'PUBLIC_KEY_AS_SECRET_KEY'],
    [{ secretKey: 'sk_test_demo', publicKey: 'sk_test_demo' }, 'SECRET_KEY_AS_PUBLIC_KEY'],
    [{ secretKey: '' }, 'MISSING_SECRET_KEY'],
    [{ secretKey: 'sk_test_demo', publicKey: ' ' }, 'MISSING_PUBLIC_KEY'],
  ])('refuses %j with %s', (options, code) => {
    expect(() => buildCredentials(options, nodeLike)).toThrow(
      expect.objectContaining({ code, name: 'ConfigurationError' }),
    );
  });

  it('refuses options without a secret key, as a JavaScript caller may pass them', () => {
    const untyped = {};
    // @ts-expect-error: the typed options require secretKey; plain JavaScript can still leave it out.
    expect(() => buildCredentials(untyped, nodeLike)).toThrow(
      expect.objectContaining({ code: 'MISSING_SECRET_KEY', name: 'ConfigurationError' }),
    );
  });

  it('refuses a secret key in a browser page with SECRET_KEY_IN_BROWSER', () => {
    const run = () => buildCredentials({ secretKey: 'sk_test_demo' }, pageLike);
    expect(run).toThrow(ConfigurationError);
    expect(run).toThrow(expect.objectContaining({ code: 'SECRET_KEY_IN_BROWSER' }));
  });

  it('allows it when told the environment is trusted', () => {
    expect(() =>
      buildCredentials({ secretKey: 'sk_test_demo', allowSecretKeyInBrowser: true }, pageLike),
    ).not.toThrow();
  });
});

describe('isBrowserEnvironment', () => {
  it.each([
    ['Node', {}, false],
    ['a page', { window: {}, document: {} }, true],
    ['a browser worker', { self: {}, importScripts: () => undefined }, true],
    ['Deno 1 (window without document)', { window: {}, Deno: {} }, false],
    ['an edge worker (self, no importScripts)', { self: {}, caches: {} }, false],
  ])('%s → %s', (_name, globals, expected) => {
    expect(isBrowserEnvironment(globals)).toBe(expected);
  });

  it('is false in this test runner (Node)', () => {
    expect(isBrowserEnvironment()).toBe(false);
  });
});
