import type { ReactiveController } from '@lit/reactive-element';
import type { SubmissionState } from './state-machine';
import type { CountdownView, StatusView } from './status';

/** Longest Retry-After counted down for the buyer; beyond it, no automatic retry and Pay is back after this wait. */
export const MAX_WAIT_SECONDS = 60;
const TICK_MS = 1000;

/** The fraud session as the countdown sees it: an abandoned attempt spends its id. */
export interface SessionRenewal {
  renew(consume: boolean): void;
}

/**
 * A 429's wait: the buyer sees the seconds left, then the attempt is sent again by itself (its one automatic retry),
 * or Pay is usable again. The wait's own end moves the state (`retry`, `expire`): it is no conclusion of the attempt.
 */
export class RetryCountdown implements ReactiveController {
  private ticker?: ReturnType<typeof setInterval>;
  private view?: CountdownView;

  constructor(
    private readonly machine: SubmissionState,
    private readonly status: StatusView,
    private readonly session: SessionRenewal,
  ) {}

  /** No automatic retry for a form that left the page. */
  hostDisconnected(): void {
    this.abandon();
    this.machine.enter('expire');
  }

  /**
   * Counts `seconds` down (the attempt is `rate-limited`: ./conclusion); then `retry` runs (the same attempt again) when
   * given, else the form is usable again.
   */
  start(seconds: number, retry?: () => void): void {
    this.show({ seconds, retrying: !!retry });
    this.ticker = setInterval(() => {
      const left = (this.view?.seconds ?? 0) - 1;
      if (left > 0) {
        this.show({ seconds: left, retrying: !!retry });
        return;
      }
      this.stop();
      this.status.clear();
      if (retry && this.machine.enter('retry')) retry();
      else this.machine.enter('expire');
    }, TICK_MS);
  }

  stop(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
    this.show(undefined);
  }

  /** Drops a pending countdown; an attempt that will not be retried is over, so its session id is spent. */
  abandon(): void {
    if (this.view?.retrying) this.session.renew(true);
    this.stop();
  }

  private show(view: CountdownView | undefined): void {
    this.view = view;
    this.status.showCountdown(view);
  }
}
