/**
 * The few things a buyer's journey asks of a browser tab, the same in every engine: Playwright's page in Chromium and
 * Firefox, WebdriverIO's session in WebKit (e2e/support/engines/webkit.ts). Journeys (e2e/all-engines) are written against this
 * alone, once, and run in all three.
 *
 * Selectors given to `click`, `fill` and `dblclick` are plain CSS in the light DOM (WebDriver does not pierce shadow
 * roots). Reads go through `evaluate`, which can reach into open shadow roots (see `shadowText`).
 */
import type { Page } from '@playwright/test';
import type { EngineName } from './installed';

export interface Tab {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  back(): Promise<void>;
  click(selector: string): Promise<void>;
  /** Two clicks as fast as the engine's input system delivers them: the buyer's double click. */
  dblclick(selector: string): Promise<void>;
  fill(selector: string, value: string): Promise<void>;
  /** Runs a self-contained function in the page (its source is sent, not its closure) and returns its JSON result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** What the viewport shows, as PNG: an element's picture is cut from it (WebDriver cannot reach into shadow roots). */
  screenshot(): Promise<Buffer>;
}

export function playwrightTab(page: Page, engine: EngineName): Tab {
  return {
    engine,
    goto: async (url) => void (await page.goto(url)),
    url: async () => page.url(),
    // A page restored from the back/forward cache fires no load event: wait for the commit only.
    back: async () => void (await page.goBack({ waitUntil: 'commit' })),
    click: (selector) => page.locator(selector).click(),
    dblclick: (selector) => page.locator(selector).dblclick(),
    fill: (selector, value) => page.locator(selector).fill(value),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    screenshot: () => page.screenshot(),
  };
}

// ---- reads, the same in every engine --------------------------------------------------------------------------

/** The value of the first element matching `selector` (null when there is none). */
export const valueOf = (tab: Tab, selector: string) =>
  tab.evaluate((s) => (document.querySelector(s) as HTMLInputElement | null)?.value ?? null, selector);

/** The text of the first element matching `selector` in the light DOM. */
export const textOf = (tab: Tab, selector: string) => tab.evaluate((s) => document.querySelector(s)?.textContent?.trim() ?? null, selector);

/** The text of `inner` inside the open shadow root of `host`. */
export const shadowText = (tab: Tab, host: string, inner: string) =>
  tab.evaluate(([h, i]) => document.querySelector(h)?.shadowRoot?.querySelector(i)?.textContent?.trim() ?? null, [host, inner] as const);

export const attributeOf = (tab: Tab, selector: string, name: string) =>
  tab.evaluate(([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null, [selector, name] as const);
