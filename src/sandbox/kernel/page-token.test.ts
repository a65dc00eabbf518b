import { describe, expect, it } from 'vitest';
import { isSameToken, newPageToken } from './page-token';

describe('page tokens', () => {
  it('are 24 URL-safe characters, a new one each time', () => {
    const tokens = Array.from({ length: 200 }, newPageToken);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{24}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('match only the whole token, exactly', () => {
    const token = newPageToken();
    expect(isSameToken(token, token)).toBe(true);
    for (const given of ['', token.slice(0, -1), token.slice(1), `${token}x`, token.toUpperCase(), ` ${token}`])
      expect(isSameToken(token, given), given).toBe(false);
  });

  it('never match where either side is missing', () => {
    expect(isSameToken(null, '')).toBe(false);
    expect(isSameToken(undefined, 'x')).toBe(false);
    expect(isSameToken('', '')).toBe(false);
    expect(isSameToken(newPageToken(), undefined)).toBe(false);
  });
});
