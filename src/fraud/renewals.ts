import { isRefusal, MIN_RENEWAL_GAP_MS, pauseAfterFailure, renewalDelay, type Failure } from './session-lifetime';

/** When the automatic renewals of one fraud session run: its renewal, pause and wake-up rules, and its one timer. */
export interface Renewals {
  /** `setup()` was called: from then on a session is kept at hand. Before that nothing is renewed. */
  want(): void;
  /** Whether an automatic renewal may run now: one was wanted, and no pause holds. */
  mayRun(): boolean;
  /** A session with `msLeft` to live is now held (NaN or ≤ 0: none): plans its renewal, replacing any planned. */
  planFor(msLeft: number): void;
  /** A new session came from the service: pauses end, and wake-ups leave it alone for the minimum gap. */
  received(): void;
  /**
   * A request failed. After a refusal automatic renewals stop for good; after anything else they pause, then renew
   * once the pause ends (unless `stopped`: torn down). The session held keeps its place until its expiry.
   */
  failed(failure: Failure, stopped: boolean): void;
  /**
   * Ends a pause at once (back from the back/forward cache, a request given up is sent anew), unless the service asked
   * for it: a refusal stops renewals for good, and a `Retry-After` is waited out.
   */
  resume(): void;
  /** Wake-up rule: renew when no session is held (`msLeft` undefined), or when it is near its end and not fresh. */
  wakeUpWantsRenewal(msLeft: number | undefined): boolean;
  /** Clears the timer (teardown). */
  stop(): void;
}

/** The renewal schedule of a session renewed `renewBeforeMs` ahead of its expiry; `renew` asks the service anew. */
export function renewalSchedule(renewBeforeMs: number, renew: () => void): Renewals {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wanted = false;
  // After a failure, automatic renewals wait until then (for good after a refusal).
  let pausedUntil = 0;
  // Whether the service itself asked for the pause (a refusal, a Retry-After): resume() leaves such a pause alone.
  let serviceAsked = false;
  // A wake-up does not renew a session that came before then.
  let freshUntil = 0;

  const renewAfterPause = () => {
    // The timer is the pause's own end: it renews even when it fires a hair before `pausedUntil`.
    pausedUntil = 0;
    renew();
  };

  return {
    want() {
      wanted = true;
    },
    mayRun: () => wanted && Date.now() >= pausedUntil,
    planFor(msLeft) {
      clearTimeout(timer);
      if (msLeft > 0) timer = setTimeout(renew, renewalDelay(msLeft, renewBeforeMs));
    },
    received() {
      pausedUntil = 0;
      serviceAsked = false;
      freshUntil = Date.now() + MIN_RENEWAL_GAP_MS;
    },
    failed(failure, stopped) {
      clearTimeout(timer);
      serviceAsked = isRefusal(failure) || Boolean(failure.retryAfterMs);
      if (isRefusal(failure)) {
        pausedUntil = Infinity;
        return;
      }
      const pause = pauseAfterFailure(failure, renewBeforeMs);
      pausedUntil = Date.now() + pause;
      if (!stopped) timer = setTimeout(renewAfterPause, pause);
    },
    resume() {
      if (!serviceAsked) pausedUntil = 0;
    },
    wakeUpWantsRenewal: (msLeft) => msLeft === undefined || (msLeft <= renewBeforeMs && Date.now() >= freshUntil),
    stop() {
      clearTimeout(timer);
    },
  };
}
