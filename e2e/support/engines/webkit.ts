/**
 * WebKit for the journeys: Debian's WebKitGTK (`webkit2gtk-driver`: WebKitWebDriver + MiniBrowser) under Xvfb, driven
 * by WebdriverIO over classic WebDriver. This is the WebKit engine Safari is built on, not Safari itself. Playwright
 * cannot drive it (its own WebKit build cannot be downloaded here), so the `webkit` project's journeys get a `Tab`
 * over a WebdriverIO session instead of a Playwright page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { remote } from 'webdriverio';
import { WEBKIT_DRIVER_PATH, XVFB_PATH } from './installed';
import type { Key, Tab } from './tab';

const STARTUP_TIMEOUT_MS = 20_000;
/**
 * How long a new browser session may take. WebKitWebDriver answers the request only once MiniBrowser has started and
 * connected; a launch that stalls would otherwise hold the request for WebdriverIO's default of 2 minutes, three
 * times over, long past the journey's own timeout. One stalled launch gets a fresh driver and one more try.
 */
const NEW_SESSION_TIMEOUT_MS = 12_000;
/** How long closing a session may take before the tab is given up (the next session starts on its own). */
const CLOSE_TIMEOUT_MS = 5_000;
// Classic WebDriver: WebdriverIO would otherwise ask for BiDi (`webSocketUrl`), which WebKitWebDriver refuses.
const capabilities = (bareWindow: boolean) => ({
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { args: ['--automation', ...(bareWindow ? [BARE_WINDOW] : [])] },
  'wdio:enforceWebDriverClassic': true,
});
/**
 * MiniBrowser's window without its toolbar, the page taking the whole window as on a phone: its full-screen mode, which
 * under Xvfb (no window manager) keeps the size WebDriver gives the window. With the toolbar, the window is never
 * narrower than 447 px.
 */
const BARE_WINDOW = '--full-screen';
/** The narrowest viewport the bare window takes (WebKitGTK 2.50): a narrower size asked for gets this one. */
export const WEBKIT_NARROWEST_VIEWPORT = 334;

export class WebKitStartError extends Error {
  readonly code = 'webkit_start_failed';
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Starts Xvfb on a free display (it writes the display number to the given descriptor) and returns `:<n>`. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    if (!XVFB_PATH) return reject(new WebKitStartError('Xvfb is not installed (apt-get install xvfb xauth)'));
    const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(
      () => reject(new WebKitStartError('Xvfb gave no display number in time')),
      STARTUP_TIMEOUT_MS,
    );
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (data: Buffer) => {
      clearTimeout(timer);
      resolve({ display: `:${data.toString().trim()}`, process: xvfb });
    });
    xvfb.once('exit', (code) => reject(new WebKitStartError(`Xvfb exited (${code})`)));
  });
}

async function waitForDriver(port: number): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new WebKitStartError(`WebKitWebDriver did not answer on port ${port}`);
}

/** One display and one WebKitWebDriver per Playwright worker; each journey opens its own browser session on them. */
export interface WebKitDriver {
  /** `bareWindow`: the page takes the whole window (no toolbar), so `setViewport` reaches a phone's width. */
  newTab(options?: { bareWindow?: boolean }): Promise<{ tab: Tab; close: () => Promise<void> }>;
  stop(): Promise<void>;
}

/** Resolves as `promise` does, or rejects with `error` after `ms`. */
function within<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** WebKitWebDriver on a free port of `display`, once it answers. */
async function spawnDriver(display: string | undefined): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH as string, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, ...(display ? { DISPLAY: display } : {}) },
  });
  try {
    await waitForDriver(port);
  } catch (error) {
    driver.kill();
    throw error;
  }
  return { port, process: driver };
}

/** A browser session on the driver at `port`, within NEW_SESSION_TIMEOUT_MS (no retries of WebdriverIO's own). */
function newSession(port: number, bareWindow: boolean): Promise<Browser> {
  return within(
    remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      capabilities: capabilities(bareWindow),
      logLevel: 'error',
      connectionRetryTimeout: NEW_SESSION_TIMEOUT_MS,
      connectionRetryCount: 0,
    }),
    NEW_SESSION_TIMEOUT_MS,
    () => new WebKitStartError(`MiniBrowser did not start within ${NEW_SESSION_TIMEOUT_MS} ms`),
  );
}

export async function startWebKitDriver(): Promise<WebKitDriver> {
  if (!WEBKIT_DRIVER_PATH)
    throw new WebKitStartError('WebKitWebDriver is not installed (apt-get install webkit2gtk-driver)');
  const xvfb = process.env.DISPLAY ? undefined : await startXvfb();
  let driver = await spawnDriver(xvfb?.display);
  return {
    async newTab({ bareWindow = false } = {}) {
      let browser: Browser;
      try {
        browser = await newSession(driver.port, bareWindow);
      } catch {
        // A stalled launch keeps the driver busy: a fresh driver, and one more try.
        driver.process.kill();
        driver = await spawnDriver(xvfb?.display);
        browser = await newSession(driver.port, bareWindow);
      }
      const close = () =>
        within(
          browser.deleteSession(),
          CLOSE_TIMEOUT_MS,
          () => new WebKitStartError('the session did not close'),
        ).catch(() => undefined);
      return { tab: webdriverTab(browser), close };
    },
    async stop() {
      driver.process.kill();
      xvfb?.process.kill();
    },
  };
}

type Browser = Awaited<ReturnType<typeof remote>>;

function webdriverTab(browser: Browser): Tab {
  return {
    engine: 'webkit',
    goto: async (url) => void (await browser.url(url)),
    url: () => browser.getUrl(),
    back: () => browser.back(),
    click: async (selector) => browser.$(selector).click(),
    dblclick: async (selector) => {
      // Pointer actions land only on what is in view ("move target out of bounds" otherwise).
      const element = browser.$(selector);
      await element.scrollIntoView({ block: 'center' });
      await element.doubleClick();
    },
    fill: async (selector, value) => browser.$(selector).setValue(value),
    select: async (selector, value) => browser.$(selector).selectByAttribute('value', value),
    // WebDriver runs the function's source with the argument, and awaits a returned promise.
    evaluate: (fn, arg) => (browser.execute as (script: unknown, ...args: unknown[]) => Promise<never>)(fn, arg),
    screenshot: async () => Buffer.from(await browser.takeScreenshot(), 'base64'),
    setViewport: async (width, height) => {
      const measure = () =>
        browser.execute(() => ({ width: innerWidth, height: innerHeight, chrome: outerHeight - innerHeight }));
      await browser.setWindowRect(null, null, width, height);
      let viewport = await measure();
      // A window with its toolbar: the toolbar's height added, once.
      if (viewport.chrome > 0) {
        await browser.setWindowRect(null, null, width, height + viewport.chrome);
        viewport = await measure();
      }
      return { width: viewport.width, height: viewport.height };
    },
    // WebKitWebDriver answers Element Send Keys inside a frame of another origin with "Element is not focusable": the
    // input is focused and selected by script in the frame, then the keys are typed (they replace the selection).
    fillInFrame: (frame, selector, value) =>
      inFrame(browser, frame, async () => {
        // A real click first: keys typed into a frame WebKit has not yet given the keyboard to are lost.
        await browser.$(selector).click();
        await browser.execute((s: string) => {
          const input = document.querySelector(s) as HTMLInputElement;
          input.focus();
          input.select();
        }, selector);
        await (value ? typeKeys(browser, value) : browser.keys(['\uE017']));
      }),
    clickInFrame: (frame, selector) => inFrame(browser, frame, () => browser.$(selector).click()),
    evaluateInFrame: (frame, fn, arg) =>
      inFrame(browser, frame, () =>
        (browser.execute as (script: unknown, ...args: unknown[]) => Promise<never>)(fn, arg),
      ),
    press: (key) => browser.keys(KEYS[key]),
    typeText: (text) => typeKeys(browser, text),
    // WebDriver has no command for the browser's autofill.
    autofillCard: undefined,
  };
}

/** One key action per character: WebKit drops some keys of a long sequence sent at once into a frame that reformats. */
async function typeKeys(browser: Browser, text: string): Promise<void> {
  for (const character of text) await browser.keys([character]);
}

/** WebDriver's key values (the W3C spec's code points), as `browser.keys` takes them. */
const KEYS: Record<Key, string[]> = {
  Tab: ['\uE004'],
  'Shift+Tab': ['\uE008', '\uE004'],
  Enter: ['\uE007'],
  Escape: ['\uE00C'],
  ArrowUp: ['\uE013'],
  ArrowDown: ['\uE015'],
};

/**
 * Runs `step` with the session switched into the frame `frame` (`switchFrame`, which is classic Switch To Frame over WebKitWebDriver), then back to the page. The
 * frame is scrolled into view first: WebKitWebDriver finds an input of a frame below the fold not interactable.
 */
async function inFrame<R>(browser: Browser, frame: string, step: () => Promise<R>): Promise<R> {
  const element = browser.$(frame);
  await element.scrollIntoView({ block: 'center' });
  await browser.switchFrame(await element);
  try {
    return await step();
  } finally {
    await browser.switchToParentFrame();
  }
}
