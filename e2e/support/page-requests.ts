/**
 * Bounds for "the page did not ask": instead of waiting a fixed time, wait for a request the page starts afterwards
 * (a marker) to come back, then look at what the page had asked before it. Reads go through the tab, so every engine
 * can run them (Resource Timing lists the page's fetches once they finished).
 */
import type { Tab } from './engines/tab';

/** A request to the site that the page can make at any time and that changes nothing. */
export const MARKER_PATH = '/healthz';

/** How many requests to a path under `pathPrefix` the page has finished. */
export const finishedRequestsTo = (tab: Tab, pathPrefix: string): Promise<number> =>
  tab.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name, location.href).pathname.startsWith(prefix)).length,
    pathPrefix,
  );

/** The page's scripts have run (load), and a request the page started after that has come back. */
export async function afterMarkerRequest(tab: Tab): Promise<void> {
  await tab.evaluate(async (path) => {
    if (document.readyState !== 'complete')
      await new Promise((loaded) => addEventListener('load', loaded, { once: true }));
    await (await fetch(path, { cache: 'no-store' })).text();
  }, MARKER_PATH);
}
