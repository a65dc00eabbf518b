import { describe, expect, it } from 'vitest';
import { parseRateLimit, parseRetryAfterMs } from './rate-limit';

const now = () => Date.parse('2025-01-01T00:00:00Z');

describe('parseRateLimit', () => {
  it('reads the three X-RateLimit headers and Retry-After', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '100',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': '1735689660',
      'Retry-After': '60',
    });
    expect(parseRateLimit(headers, now)).toEqual({
      limit: 100,
      remaining: 0,
      reset: new Date('2025-01-01T00:01:00Z'),
      retryAfterSeconds: 60,
    });
  });

  it('is undefined when no header is present', () => {
    expect(parseRateLimit(new Headers({ 'Content-Type': 'application/json' }))).toBeUndefined();
  });

  it('skips unreadable values instead of inventing numbers', () => {
    expect(parseRateLimit(new Headers({ 'X-RateLimit-Limit': 'many', 'X-RateLimit-Remaining': '3' }))).toEqual({
      remaining: 3,
    });
  });
});

describe('parseRetryAfterMs', () => {
  it.each([
    ['120', 120_000],
    ['0', 0],
    ['1.5', 1_500],
    ['Wed, 01 Jan 2025 00:00:30 GMT', 30_000],
    ['Tue, 31 Dec 2024 23:00:00 GMT', 0],
    ['soon', undefined],
    ['-5', undefined],
    ['', undefined],
  ])('%j → %s ms', (value, expected) => {
    expect(parseRetryAfterMs(value, now)).toBe(expected);
  });

  it('is undefined without the header', () => {
    expect(parseRetryAfterMs(null, now)).toBeUndefined();
  });
});
