// A switch that makes the store's webhook receiver answer 500 for a while, to watch the service retry (and to try
// one's own handler against a sender that retries). Either the next N deliveries, or every delivery until a time.
export const MAX_FORCED_FAILURES = 100;
export const MAX_FAILURE_MINUTES = 60;

export interface ReceiverFailureSettings {
  /** Deliveries still to be answered 500 (0: none by count). */
  remaining: number;
  /** Until when every delivery is answered 500 (ISO 8601, store clock), or null. */
  until: string | null;
}

export class ReceiverFailureError extends Error {
  readonly code = 'VALIDATION_ERROR';
  constructor(
    readonly field: 'count' | 'minutes',
    message: string,
  ) {
    super(message);
  }
}

const wholeNumber = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max;

export class ReceiverFailures {
  private remaining = 0;
  private untilMs: number | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** Fail the next `count` deliveries (1–100). */
  failNext(count: unknown): void {
    if (!wholeNumber(count, MAX_FORCED_FAILURES))
      throw new ReceiverFailureError('count', `must be a whole number from 1 to ${MAX_FORCED_FAILURES}`);
    this.remaining = count;
    this.untilMs = null;
  }

  /** Fail every delivery for `minutes` (1–60) from now. */
  failFor(minutes: unknown): void {
    if (!wholeNumber(minutes, MAX_FAILURE_MINUTES))
      throw new ReceiverFailureError('minutes', `must be a whole number from 1 to ${MAX_FAILURE_MINUTES}`);
    this.untilMs = this.now() + minutes * 60_000;
    this.remaining = 0;
  }

  clear(): void {
    this.remaining = 0;
    this.untilMs = null;
  }

  /** Whether this delivery is to be answered 500; a delivery failed by count uses up one. */
  takeFailure(): boolean {
    if (this.untilMs !== null && this.now() < this.untilMs) return true;
    if (this.remaining > 0) {
      this.remaining -= 1;
      return true;
    }
    return false;
  }

  settings(): ReceiverFailureSettings {
    const active = this.untilMs !== null && this.now() < this.untilMs;
    return { remaining: this.remaining, until: active ? new Date(this.untilMs as number).toISOString() : null };
  }
}
