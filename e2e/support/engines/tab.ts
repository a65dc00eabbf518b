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
  /** Chooses the option whose value is `value` in the `<select>` matched by `selector`, as the buyer picks it. */
  select(selector: string, value: string): Promise<void>;
  /** Runs a self-contained function in the page (its source is sent, not its closure) and returns its JSON result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** What the viewport shows, as PNG: an element's picture is cut from it (WebDriver cannot reach into shadow roots). */
  screenshot(): Promise<Buffer>;
  /**
   * Makes the page's viewport `width` × `height` CSS px (a phone's, a laptop's) and returns the size it got: an engine
   * whose window has a floor gives the nearest it can (WebKit: `WEBKIT_NARROWEST_VIEWPORT`).
   */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  /**
   * Inside the `<iframe>` matched by `frame` (CSS in the page), even of another origin: the engine's automation reaches
   * it (Playwright's frames, WebDriver's Switch To Frame); scripts of the page cannot.
   */
  fillInFrame(frame: string, selector: string, value: string): Promise<void>;
  clickInFrame(frame: string, selector: string): Promise<void>;
  evaluateInFrame<R, A = undefined>(frame: string, fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /**
   * Keyboard only, to whatever has focus: a key (`Tab`, `Shift+Tab`, `Enter`, `Escape`, the arrows that move in a radio
   * group) or text typed key by key.
   */
  press(key: Key): Promise<void>;
  typeText(text: string): Promise<void>;
  /**
   * The browser's own card autofill on the form holding `selector` in `frame` (all its card inputs in one step), where
   * the engine's automation can ask for it; `undefined` where it cannot.
   */
  autofillCard?: (frame: string, selector: string, card: AutofillCard) => Promise<void>;
}

export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp';

/** A card as a browser's autofill profile holds it. */
export interface AutofillCard {
  number: string;
  name: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

/**
 * Scrolls the element into view and waits until the page has painted it there, as a buyer sees a button before clicking
 * it. Chromium routes a pointer event by the layout it last composited: a click sent right after Playwright's own
 * scroll can land at that point in the layout before the scroll, inside a frame of another origin (the secure card
 * fields) that sat there, and the page never gets it.
 */
async function inViewAndPainted(page: Page, selector: string) {
  const element = page.locator(selector);
  await element.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise<void>((painted) => requestAnimationFrame(() => requestAnimationFrame(() => painted()))),
  );
  return element;
}

export function playwrightTab(page: Page, engine: EngineName): Tab {
  return {
    engine,
    goto: async (url) => {
      try {
        await page.goto(url);
      } catch (error) {
        // Firefox may report its own switch of content process as a second navigation to the very address asked for
        // (microsoft/playwright#41216): that navigation is this one, so wait for its load instead of failing.
        const asked = new URL(url, page.url()).href;
        if (!String(error).includes(`interrupted by another navigation to "${asked}"`)) throw error;
        await page.waitForURL((current) => current.href === asked);
      }
    },
    url: async () => page.url(),
    back: async () => {
      // A page that has just committed (a form's POST reply) may still be moving into its own renderer: Chromium
      // answers history commands sent meanwhile with "Not attached to an active page". Back once it has loaded.
      await page.waitForLoadState('load');
      // A page restored from the back/forward cache fires no load event: wait for the commit only.
      await page.goBack({ waitUntil: 'commit' });
    },
    click: async (selector) => (await inViewAndPainted(page, selector)).click(),
    dblclick: async (selector) => (await inViewAndPainted(page, selector)).dblclick(),
    fill: (selector, value) => page.locator(selector).fill(value),
    select: async (selector, value) => {
      await page.locator(selector).selectOption(value);
    },
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    screenshot: () => page.screenshot(),
    setViewport: async (width, height) => {
      await page.setViewportSize({ width, height });
      return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    },
    fillInFrame: (frame, selector, value) => page.locator(frame).contentFrame().locator(selector).fill(value),
    clickInFrame: (frame, selector) => page.locator(frame).contentFrame().locator(selector).click(),
    evaluateInFrame: async (frame, fn, arg) => {
      const inner = await (await page.locator(frame).elementHandle())?.contentFrame();
      if (!inner) throw new Error(`no frame at ${frame}`);
      return inner.evaluate(fn as (arg: unknown) => never, arg);
    },
    press: (key) => page.keyboard.press(key),
    typeText: (text) => page.keyboard.type(text),
    autofillCard:
      engine === 'chromium' ? (frame, selector, card) => chromiumAutofill(page, frame, selector, card) : undefined,
  };
}

/**
 * Chromium's autofill, asked for over the DevTools protocol (`Autofill.trigger`): the browser fills the card form of the
 * field as it would from a saved card, every card input of that form at once. The frame is of another site, so its
 * document is reached through its own session.
 */
async function chromiumAutofill(page: Page, frame: string, selector: string, card: AutofillCard): Promise<void> {
  const inner = await (await page.locator(frame).elementHandle())?.contentFrame();
  if (!inner) throw new Error(`no frame at ${frame}`);
  const session = await page.context().newCDPSession(inner);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { node } = await session.send('DOM.describeNode', { nodeId });
    const { frameTree } = await session.send('Page.getFrameTree');
    await session.send('Autofill.trigger', { fieldId: node.backendNodeId, frameId: frameTree.frame.id, card });
  } finally {
    await session.detach();
  }
}

// ---- reads, the same in every engine --------------------------------------------------------------------------

/** The value of the first element matching `selector` (null when there is none). */
export const valueOf = (tab: Tab, selector: string) =>
  tab.evaluate((s) => (document.querySelector(s) as HTMLInputElement | null)?.value ?? null, selector);

/** The text of the first element matching `selector` in the light DOM. */
export const textOf = (tab: Tab, selector: string) =>
  tab.evaluate((s) => document.querySelector(s)?.textContent?.trim() ?? null, selector);

/** The text of `inner` inside the open shadow root of `host`. */
export const shadowText = (tab: Tab, host: string, inner: string) =>
  tab.evaluate(([h, i]) => document.querySelector(h)?.shadowRoot?.querySelector(i)?.textContent?.trim() ?? null, [
    host,
    inner,
  ] as const);

export const attributeOf = (tab: Tab, selector: string, name: string) =>
  tab.evaluate(([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null, [selector, name] as const);
