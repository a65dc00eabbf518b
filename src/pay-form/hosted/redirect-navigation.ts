import type { ReactiveController } from '@lit/reactive-element';
import { isDocumentHidden } from '../../interface/browser/dom';
import type { Conclude } from '../core/conclusion';
import type { SubmissionState } from '../core/state-machine';

/**
 * The one place the element leaves the page. An object, not a bare function, so tests can spy on
 * `assign` without navigating. Merchants who navigate themselves cancel `pay-redirect` instead.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** How long a redirect may leave the page unchanged before the form says the payment page did not open. */
const REDIRECT_STALL_MS = 15_000;

/**
 * Leaving for the hosted card page (once `pay-redirect` was not canceled: ../core/conclusion): the navigation, and a
 * watch for a navigation that never happens; while the element is on the page, the page's `pagehide` and `pageshow`
 * say whether the navigation happened.
 */
export class HostedRedirect implements ReactiveController {
  private watch?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly machine: Pick<SubmissionState, 'current'>,
    private readonly conclude: Conclude,
  ) {}

  hostConnected(): void {
    addEventListener('pagehide', this.stopWatching);
    addEventListener('pageshow', this.onPageShow);
  }

  hostDisconnected(): void {
    removeEventListener('pagehide', this.stopWatching);
    removeEventListener('pageshow', this.onPageShow);
    this.stopWatching();
  }

  /** Opens `url` (checked against `redirect-origins`, in the element's language: ../submission). */
  leave(url: string): void {
    pageNavigation.assign(url);
    this.stopWatching();
    // A navigation the buyer stopped (Esc), or that the page answered with 204, leaves this page as it was: after a
    // while the form says so and can be used again (the hosted charge stays unpaid: its card was never entered).
    this.watch = setTimeout(() => {
      if (this.machine.current === 'redirecting' && !isDocumentHidden())
        this.conclude({ kind: 'failed', code: 'REDIRECT_STALLED' });
    }, REDIRECT_STALL_MS);
  }

  /** The page is going away (or the element left it): the navigation happened, nothing to watch. */
  stopWatching = (): void => {
    clearTimeout(this.watch);
  };

  /** Back from the hosted page through the back/forward cache: the page still says "redirecting". */
  private onPageShow = (event: Event): void => {
    if ((event as PageTransitionEvent).persisted && this.machine.current === 'redirecting')
      this.conclude({ kind: 'cancelled' });
  };
}
