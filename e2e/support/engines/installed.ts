import { existsSync } from 'node:fs';

/**
 * Which browser engines this machine has. The end-to-end run uses Debian's packages (nothing is downloaded):
 * `chromium`, `firefox-esr`, and `webkit2gtk-driver` (WebKitWebDriver + MiniBrowser) with `xvfb` for its display.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export class EngineMissingError extends Error {
  readonly code = 'engine_missing';
}

const firstExisting = (...paths: (string | undefined)[]) =>
  paths.find((path): path is string => !!path && existsSync(path));

export const CHROMIUM_PATH = firstExisting(process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, '/usr/bin/chromium');
export const FIREFOX_PATH = firstExisting(process.env.E2E_FIREFOX_PATH, '/usr/bin/firefox-esr');
export const WEBKIT_DRIVER_PATH = firstExisting(process.env.E2E_WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver');
export const XVFB_PATH = firstExisting('/usr/bin/Xvfb');

/** What each engine needs, as the Debian package that brings it. */
const NEEDS: Record<EngineName, { present: () => boolean; packages: string }> = {
  // Without Debian's Chromium, Playwright's own build is used where it can be downloaded: never skipped.
  chromium: { present: () => true, packages: 'chromium' },
  firefox: { present: () => !!FIREFOX_PATH, packages: 'firefox-esr' },
  // An X display is needed unless one is already there.
  webkit: {
    present: () => !!WEBKIT_DRIVER_PATH && (!!XVFB_PATH || !!process.env.DISPLAY),
    packages: 'webkit2gtk-driver xvfb xauth',
  },
};

const ANNOUNCED = 'PAY_CHECKOUT_E2E_ENGINES_ANNOUNCED';

/**
 * The engines to run. A developer machine without one skips it with one line; under `CI=true` a missing engine stops
 * the run (CI installs every package, so a missing one is a broken machine, not a choice).
 */
export function availableEngines(): EngineName[] {
  const missing = (Object.keys(NEEDS) as EngineName[]).filter((engine) => !NEEDS[engine].present());
  if (missing.length && process.env.CI && process.env.CI !== 'false') {
    throw new EngineMissingError(
      `CI=true and these engines are missing: ${missing.map((engine) => `${engine} (apt-get install ${NEEDS[engine].packages})`).join(', ')}.`,
    );
  }
  // The config is loaded by the runner and again by every worker: say it once.
  if (missing.length && !process.env[ANNOUNCED]) {
    console.log(
      `e2e: skipping ${missing.map((engine) => `${engine} (not installed: apt-get install ${NEEDS[engine].packages})`).join('; ')}.`,
    );
  }
  process.env[ANNOUNCED] = '1';
  return (Object.keys(NEEDS) as EngineName[]).filter((engine) => NEEDS[engine].present());
}
