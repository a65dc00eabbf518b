import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../interface/rate-limit';
import { RETRY_DELAYS_MS } from '../webhooks/schedule';
import { buildOpenApiDocument } from '../routes';
import { bytesText, DEFAULT_LIMITS_TEXT, listText, shortDuration } from './prose';

describe('rule values in the document prose', () => {
  it('writes durations, sizes and lists the way the descriptions read', () => {
    expect([5, 300, 1800, 7200, 86_400].map(shortDuration)).toEqual(['5 s', '5 min', '30 min', '2 h', '24 h']);
    expect(bytesText(1024 * 1024)).toBe('1 MiB');
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listText(['a', 'b'], 'or')).toBe('a or b');
  });

  it('states the retry schedule the dispatcher follows and the default rate limits', () => {
    const text = JSON.stringify(buildOpenApiDocument());
    expect(text).toContain(`tried again ${listText(RETRY_DELAYS_MS.map((ms) => shortDuration(ms / 1000)))} later`);
    expect(DEFAULT_LIMITS_TEXT).toBe(
      `transactions ${DEFAULT_RATE_LIMITS.transactions}, queries ${DEFAULT_RATE_LIMITS.queries}, default ${DEFAULT_RATE_LIMITS.default}`,
    );
  });
});
