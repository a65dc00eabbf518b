/**
 * The retry schedule (docs/service.md, "Webhooks"): after a failed attempt, the next one falls due this long after that
 * attempt, by the sandbox clock; after the last, the delivery is given up.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Delay before retry n (index 0 = the wait after the first attempt). */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

/** The first attempt plus one per retry delay. */
export const MAX_SCHEDULED_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** An attempt that starts later than this after it fell due was held up by a clock move (or a backlog). */
export const CATCH_UP_SLACK_MS = 1000;

/**
 * When the next scheduled attempt falls due (epoch ms, sandbox clock) after `attemptsMade` scheduled attempts
 * failed, the last of them due at `lastDueAtMs` and started at `lastStartedAtMs`; null when the schedule is used up.
 *
 * Counted from the start, not the end, of the failed attempt: a clock move made while the receiver is still
 * answering already counts (a test that answers 500 then moves the clock 5 s gets its retry at once). An attempt
 * that started late, because the clock was moved past it, counts from when it was due instead: so one big move
 * runs, one after the other, every attempt that fell due in the time it skipped.
 */
export function nextAttemptAt(
  attemptsMade: number,
  lastStartedAtMs: number,
  lastDueAtMs: number = lastStartedAtMs,
): number | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1)
    throw new RangeError('attemptsMade must be a whole number ≥ 1');
  const delay = RETRY_DELAYS_MS[attemptsMade - 1];
  if (delay === undefined) return null;
  const base = lastStartedAtMs - lastDueAtMs > CATCH_UP_SLACK_MS ? lastDueAtMs : lastStartedAtMs;
  return base + delay;
}
