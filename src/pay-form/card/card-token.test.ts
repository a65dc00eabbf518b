import { describe, expect, it, vi } from 'vitest';

// The key rule is the fraud session's, written once: watched here to prove the card token uses that very rule.
vi.mock('../../fraud/session-config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../fraud/session-config')>();
  return { ...original, isWellFormedKey: vi.fn(original.isWellFormedKey) };
});

const { isWellFormedKey } = await import('../../fraud/session-config');
const { isPublicKey } = await import('./card-token');

describe('isPublicKey', () => {
  it.each([
    ['pk_test_demo', true],
    ['pk_live_shop', true],
    ['pk_test_demo:sk_test_secret', false],
    ['pk_test demo', false],
    ['sk_test_secret', false],
    ['', false],
  ])('%s → %s, by the fraud session key rule', (key, expected) => {
    vi.mocked(isWellFormedKey).mockClear();
    expect(isPublicKey(key)).toBe(expected);
    expect(isWellFormedKey).toHaveBeenCalledWith(key);
  });

  it('is false without a key', () => {
    expect(isPublicKey(undefined)).toBe(false);
  });
});
