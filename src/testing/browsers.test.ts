import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { systemBrowser } from './browsers';

const folder = mkdtempSync(join(tmpdir(), 'system-browser-'));
const installed = join(folder, 'browser');
writeFileSync(installed, '');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('systemBrowser', () => {
  it('takes an installed Chromium by its path', () => {
    expect(systemBrowser('chromium', installed)).toEqual({
      browserName: 'chromium',
      launchOptions: { executablePath: installed },
    });
  });

  it('drives an installed Firefox over WebDriver BiDi', () => {
    expect(systemBrowser('firefox', installed)).toEqual({
      browserName: 'firefox',
      channel: 'moz-firefox',
      launchOptions: { executablePath: installed },
    });
  });

  it("falls back to Playwright's own build where the browser is not installed", () => {
    expect(systemBrowser('firefox', join(folder, 'missing'))).toEqual({ browserName: 'firefox' });
    expect(systemBrowser('webkit')).toEqual({ browserName: 'webkit' });
  });
});
