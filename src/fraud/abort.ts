/** Settles like `work`, or rejects as soon as `signal` aborts: for work that may ignore its signal (an injected fetch, a custom IP lookup). */
export const untilAborted = <T>(work: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', reject);
    work.then(resolve, reject);
  });

/** Waits `ms`; rejects early, and clears its timer, when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return untilAborted(new Promise<void>((wake) => (timer = setTimeout(wake, ms))), signal).finally(() => clearTimeout(timer));
}
