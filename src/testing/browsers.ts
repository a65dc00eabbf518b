/**
 * `systemBrowser(engine)`: a Playwright project's `use` for the engine, taking the browser a Debian machine installs
 * from its own packages where one is there (nothing to download), else Playwright's own build
 * (`npx playwright install`). Nothing else in the kit depends on the engine.
 */
import { existsSync } from 'node:fs';
import { installFirefoxBidiShim } from './firefox-bidi-shim';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** What a project's `use` gets: Playwright's own option names, kept to the three the choice needs. */
export interface BrowserUse {
  browserName: Engine;
  channel?: string;
  launchOptions?: { executablePath: string };
}

/** Debian's packages: `chromium`, and `firefox-esr` (driven over WebDriver BiDi). WebKit has none Playwright drives. */
export const SYSTEM_BROWSERS: Readonly<Partial<Record<Engine, string>>> = {
  chromium: '/usr/bin/chromium',
  firefox: '/usr/bin/firefox-esr',
};

// Playwright's name for a Firefox it drives over WebDriver BiDi rather than through its own patched build.
const BIDI_FIREFOX_CHANNEL = 'moz-firefox';

/**
 * `executablePath` names another installed browser of that engine. A system Firefox is driven over WebDriver BiDi: the
 * shim its ESR needs is installed in this process (the config is loaded again in each worker, so each has it).
 */
export function systemBrowser(engine: Engine, executablePath = SYSTEM_BROWSERS[engine]): BrowserUse {
  if (!executablePath || !existsSync(executablePath)) return { browserName: engine };
  if (engine === 'firefox') {
    installFirefoxBidiShim();
    return { browserName: engine, channel: BIDI_FIREFOX_CHANNEL, launchOptions: { executablePath } };
  }
  return { browserName: engine, launchOptions: { executablePath } };
}
