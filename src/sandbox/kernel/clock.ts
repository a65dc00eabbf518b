/**
 * The sandbox clock: real time (or an injected `now`) plus an offset that tests and the
 * `POST /sandbox/clock` control move forward. Every expiry and rate window reads this clock.
 */
export interface SandboxClock {
  now(): Date;
  /** Unix time in seconds. */
  nowSeconds(): number;
  advance(seconds: number): Date;
  /** How far `advance` has moved the clock, in seconds. */
  offsetSeconds(): number;
  /** Back to the source time (a reset sandbox starts clean, clock included). */
  reset(): void;
  /** Calls `listener` after each `advance` (webhook retries that fall due run then); returns its removal. */
  onAdvance(listener: () => void): () => void;
}

export function createClock(source: () => Date = () => new Date()): SandboxClock {
  let offsetMs = 0;
  const advanceListeners = new Set<() => void>();
  const now = () => new Date(source().getTime() + offsetMs);
  return {
    now,
    nowSeconds: () => Math.floor(now().getTime() / 1000),
    advance(seconds: number) {
      if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('the clock only moves forward');
      offsetMs += seconds * 1000;
      for (const listener of advanceListeners) listener();
      return now();
    },
    offsetSeconds: () => offsetMs / 1000,
    reset() {
      offsetMs = 0;
    },
    onAdvance(listener) {
      advanceListeners.add(listener);
      return () => advanceListeners.delete(listener);
    },
  };
}
