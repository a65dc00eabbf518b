import { describe, expect, it } from 'vitest';
import { sandboxTarget } from './sandbox-target';

describe('sandboxTarget', () => {
  it('starts a sandbox in the worker when PAY_SANDBOX_URL is absent or blank', () => {
    expect(sandboxTarget({})).toEqual({ kind: 'in-process' });
    expect(sandboxTarget({ PAY_SANDBOX_URL: '  ' })).toEqual({ kind: 'in-process' });
  });

  it('uses the running sandbox at PAY_SANDBOX_URL, as its origin', () => {
    expect(sandboxTarget({ PAY_SANDBOX_URL: 'http://127.0.0.1:4010/' })).toEqual({
      kind: 'running',
      url: 'http://127.0.0.1:4010',
    });
    expect(sandboxTarget({ PAY_SANDBOX_URL: ' https://sandbox.example ' })).toEqual({
      kind: 'running',
      url: 'https://sandbox.example',
    });
  });

  it.each([
    ['127.0.0.1:4010', 'must be an'],
    ['ftp://127.0.0.1:4010', 'must be an http or https address'],
    ['http://127.0.0.1:4010/v1', 'must be an origin alone'],
    ['http://127.0.0.1:4010/?x=1', 'must be an origin alone'],
  ])('refuses %s, saying what it must be', (value, why) => {
    expect(() => sandboxTarget({ PAY_SANDBOX_URL: value })).toThrow(
      expect.objectContaining({ code: 'invalid_sandbox_url', message: expect.stringContaining(why) }),
    );
  });
});
