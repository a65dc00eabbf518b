import { isDocumentHidden, listenToDocument } from '../interface/browser/dom';

/**
 * Calls `wakeUp` when the page shows again: timers sleep with a hidden tab, so they may be late. `backFromCache` is
 * true for a page back from the back/forward cache: only then can other pages of the tab have used or replaced the
 * session meanwhile. A tab turning hidden is no wake-up, nor is the `pageshow` of a plain load (the session has just
 * read the tab's storage). Listens until `signal` aborts.
 */
export function onWakeUp(wakeUp: (backFromCache: boolean) => void, signal: AbortSignal): void {
  const check = (event: Event) => {
    const backFromCache = !!(event as PageTransitionEvent).persisted;
    const plainLoad = event.type === 'pageshow' && !backFromCache;
    if (isDocumentHidden() || plainLoad) return;
    wakeUp(backFromCache);
  };
  listenToDocument('visibilitychange', check, { signal });
  addEventListener('pageshow', check, { signal });
}
