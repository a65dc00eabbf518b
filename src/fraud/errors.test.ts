import { describe, expect, it } from 'vitest';
import { FraudSessionError } from './errors';

describe('FraudSessionError', () => {
  it('is an Error with a code, a status and a readable message', () => {
    const error = new FraudSessionError('http', 503);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'FraudSessionError', code: 'http', status: 503 });
    expect(error.message).toBe('Fraud session failed: http (HTTP 503)');
    expect(new FraudSessionError('rate_limited', 429).message).toBe('Fraud session failed: rate limited (HTTP 429)');
    expect(new FraudSessionError('torn_down')).toMatchObject({
      message: 'Fraud session failed: torn down',
      status: undefined,
    });
  });

  it('tells what to do with a secret key', () => {
    expect(new FraudSessionError('secret_key').message).toMatch(
      /secret keys \(sk_\) never go in a browser, use the public key \(pk_\)/,
    );
  });

  it('tells what to do with a malformed key, and names the service the key refused', () => {
    expect(new FraudSessionError('invalid_key').message).toMatch(
      /public key is malformed: pk_ followed by printable ASCII, with no spaces and no ":"/,
    );
    expect(new FraudSessionError('invalid_key', 401).message).toBe('Fraud session failed: invalid key (HTTP 401)');
  });

  it('tells what to do without a service address', () => {
    expect(new FraudSessionError('missing_api_base').message).toMatch(/not a test key|other than a test key/);
    expect(new FraudSessionError('missing_api_base').message).toMatch(/apiBase \(data-api-base, api-base\)/);
    expect(new FraudSessionError('unsupported_environment').message).toBe(
      'Fraud session failed: unsupported environment',
    );
  });

  it("recognises another copy's errors (script-tag build and ESM import on one page)", () => {
    const fromOtherCopy = Object.assign(new Error('Fraud session failed: timeout'), {
      name: 'FraudSessionError',
      code: 'timeout',
    });
    expect(fromOtherCopy).toBeInstanceOf(FraudSessionError);
    expect(new TypeError('Failed to fetch')).not.toBeInstanceOf(FraudSessionError);
    expect(null).not.toBeInstanceOf(FraudSessionError);
  });
});
