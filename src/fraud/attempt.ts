import { FraudSessionError } from './errors';
import type { StoredSession } from './request';

/** Why an attempt was cut short from outside the request. */
export type StopCode = 'timeout' | 'torn_down' | 'network';

/**
 * Runs `request` within `timeoutMs`, whatever the network does. `settle` is called exactly once, synchronously: with
 * the session, or with the failure (the request's own, `timeout`, or the code `stop` was given). The request's signal
 * aborts as soon as the attempt settles, so nothing is sent afterwards. Returns `stop`.
 */
export function boundedAttempt(
  request: (signal: AbortSignal) => Promise<StoredSession | undefined>,
  timeoutMs: number,
  settle: (outcome: { session: StoredSession } | { failure: FraudSessionError }) => void,
): (code: StopCode) => void {
  const run = new AbortController();
  const finish = (outcome: Parameters<typeof settle>[0]) => {
    if (run.signal.aborted) return; // settled already
    run.abort();
    clearTimeout(budget);
    settle(outcome);
  };
  const stop = (code: StopCode) => finish({ failure: new FraudSessionError(code) });
  const budget = setTimeout(stop, timeoutMs, 'timeout');
  request(run.signal).then(
    // No session only once the attempt was stopped: it has settled already.
    (session) => session && finish({ session }),
    (failure: FraudSessionError) => finish({ failure }),
  );
  return stop;
}
