// @vitest-environment node
// The `pay-checkout` entry on a server (SSR): importing it must work and touch no browser global.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'sessionStorage',
  'localStorage',
  'addEventListener',
];

afterEach(() => {
  for (const name of BROWSER_GLOBALS) delete (globalThis as Record<string, unknown>)[name];
  vi.useRealTimers();
});

describe('pay-checkout in Node', () => {
  it('imports without touching a browser global', async () => {
    // The libraries are plain dependencies, evaluated (and cached) first: only our own modules are watched.
    await import('ua-parser-js');
    await import('js-cookie');
    const touched: string[] = [];
    for (const name of BROWSER_GLOBALS) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => void touched.push(name),
      });
    }
    const entry = await import('../index');
    expect(Object.keys(entry).sort()).toEqual([
      'FraudSessionError',
      'collectBrowserData',
      'createFraudSession',
      'detectBrowserType',
    ]);
    expect(touched).toEqual([]);
  });

  it('creates a session whose setup() rejects with unsupported_environment, starting nothing', async () => {
    vi.useFakeTimers();
    const { createFraudSession, FraudSessionError } = await import('../index');
    const session = createFraudSession('pk_test_demo');
    const failure = await session.setup().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FraudSessionError);
    expect(failure).toMatchObject({ code: 'unsupported_environment' });
    expect(vi.getTimerCount()).toBe(0);
    expect(session.current).toBeUndefined();
    session.teardown();
  });

  it('still refuses a secret key first', async () => {
    const { createFraudSession } = await import('../index');
    await expect(createFraudSession('sk_test_demo').setup()).rejects.toMatchObject({ code: 'secret_key' });
  });

  it('classifies user agents, but collects no browser data', async () => {
    const { collectBrowserData, detectBrowserType } = await import('../index');
    expect(detectBrowserType('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox',
    );
    await expect(collectBrowserData()).rejects.toMatchObject({ code: 'unsupported_environment' });
  });
});

describe('the fraud session sources', () => {
  const dir = import.meta.dirname;
  const isSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('test-');
  const sourcesIn = (folder: string) =>
    readdirSync(folder)
      .filter(isSource)
      .map((name) => join(folder, name));
  // The shared browser helpers ship in the fraud session's script too.
  const sources = [...sourcesIn(dir), ...sourcesIn(join(dir, '../interface/browser')), join(dir, '../index.ts')].map(
    (path) => ({
      path,
      text: readFileSync(path, 'utf8'),
    }),
  );

  it('import only each other, ua-parser-js and js-cookie (never lit)', () => {
    const imported = new Set(
      sources.flatMap(({ text }) => [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1])),
    );
    const packages = [...imported].filter((specifier) => !specifier.startsWith('.'));
    expect(packages.sort()).toEqual(['js-cookie', 'ua-parser-js']);
  });

  it('hold nothing a strict CSP with Trusted Types would block', () => {
    for (const { path, text } of sources) {
      expect(text, path).not.toMatch(
        /\beval\(|new Function|innerHTML|outerHTML|insertAdjacentHTML|document\.write|\.style\b|setAttribute\('style/,
      );
    }
  });
});
