import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLimit } from './sizes';

describe('size budgets', () => {
  it('are the whole files a buyer loads: the script-tag files, the modules they load on demand, and the script of the card-fields frame', () => {
    const entries = JSON.parse(readFileSync('.size-limit.json', 'utf8')) as {
      path: string;
      limit: string;
      gzip: boolean;
    }[];
    expect(entries.map(({ path, limit, gzip }) => ({ path, bytes: parseLimit(limit), gzip }))).toEqual([
      { path: 'dist/cdn/pay-checkout.js', bytes: 7.5 * 1024, gzip: true },
      { path: 'dist/cdn/pay-form.js', bytes: 26 * 1024, gzip: true },
      { path: 'dist/cdn/pay-form-steps.js', bytes: 8 * 1024, gzip: true },
      { path: 'dist/cdn/pay-form-authentication.js', bytes: 8 * 1024, gzip: true },
      { path: 'dist/cdn/pay-form-installments.js', bytes: 8 * 1024, gzip: true },
      { path: 'dist/cdn/pay-form-saved-cards.js', bytes: 8 * 1024, gzip: true },
      { path: 'dist/elements/card-fields.js', bytes: 12 * 1024, gzip: true },
    ]);
  });

  it('reads limits as size-limit does: kB is 1,000 bytes, KiB 1,024', () => {
    expect(parseLimit('7.5 KiB')).toBe(7680);
    expect(parseLimit('7.5 kB')).toBe(7500);
    expect(parseLimit('3100 B')).toBe(3100);
    expect(() => parseLimit('7.5 kilobytes')).toThrow(/cannot read/);
  });
});
