import { ConfigurationError } from './errors';

/** The longest delay timers hold (2³¹ − 1 ms, about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A timeout option as given: `false`, or a positive number of milliseconds that a timer can hold. */
export function checkTimeoutMs(value: number | false): number | false {
  if (value === false || (Number.isFinite(value) && value > 0 && value <= MAX_TIMER_MS)) return value;
  throw new ConfigurationError(
    'INVALID_ARGUMENT',
    `timeoutMs must be false or a positive number up to ${MAX_TIMER_MS}, got ${String(value)}.`,
  );
}

/**
 * Settles with `promise`, or rejects with the signal's reason as soon as it aborts — also when the
 * work behind `promise` ignores the signal (an injected fetch that does not support it).
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The work was started and is abandoned: its own failure must not surface as an unhandled rejection.
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
