/**
 * Waits for a Pix or boleto charge's outcome without the buyer doing anything (docs/service.md, "Pix and boleto"):
 * asks the merchant's back end `GET {status-url}?charge_id={id}`, reads `status` or `data.status`, and stops on
 * `captured`, `expired` or `failed`. While the page is visible it asks every 2 s, so a payment made at any moment shows
 * within about 3 s (the buyer watches the page while a phone pays); it backs off only when a read fails (no answer, an
 * error status, not JSON; 2 s doubling up to 15 s) or is refused with 429 (its Retry-After), asks nothing while the
 * page is hidden and asks at once when it is shown again. The cost for the merchant's back end is in docs/pay-form.md.
 */
import { isRecord } from '../../interface/plain-object';
import { parseRetryAfterMs } from '../../interface/retry-after';
import { chargeStatusOf } from './reply';

export type FinalChargeStatus = 'captured' | 'expired' | 'failed';
const OUTCOMES: ReadonlySet<string> = new Set<FinalChargeStatus>(['captured', 'expired', 'failed']);

export class StatusPollerError extends Error {
  override readonly name = 'StatusPollerError';
  readonly code = 'STATUS_URL_NOT_ALLOWED';
  constructor() {
    super('status-url must be an http(s) address.');
  }
}

export interface StatusPollerOptions {
  /**
   * The element's `status-url` attribute: relative to the page, or absolute, on another origin of the merchant's too
   * (which must then answer CORS; it gets no cookies, as `action` does not).
   */
  statusUrl: string;
  chargeId: string;
  document: Document;
  onOutcome(outcome: FinalChargeStatus): void;
  /** Each read that told nothing: no answer in time, refused (CORS, an error status but 429), not JSON, no `status`. */
  onFailure?(): void;
  /** Each status read, final ones included (before `onOutcome`), with the reply it came in. */
  onStatus?(status: string, reply: Record<string, unknown>): void;
  /** The first read at once, not after POLL_INTERVAL_MS: a card charge has just moved (a Pix's buyer has yet to pay). */
  readAtOnce?: boolean;
  /** Defaults to the page's fetch. */
  fetch?: typeof fetch;
  /** 0 ≤ n < 1; defaults to Math.random (tests pin it). */
  random?: () => number;
}

/** The wait between two reads while all goes well: a payment shows within about this long plus one request. */
export const POLL_INTERVAL_MS = 2000;
/** The longest wait after failed reads: the wait doubles from POLL_INTERVAL_MS up to this. */
export const MAX_ERROR_DELAY_MS = 15_000;
const ERROR_GROWTH = 2;
/** Each wait is its delay ± 10 %: pages opened together do not keep asking in step, and none waits past 2.2 s. */
const JITTER = 0.1;
/** A read not answered within this is a failed read (its request is aborted): a peer that never answers is told. */
export const READ_TIMEOUT_MS = 10_000;
/** A Retry-After longer than this is read as this: the buyer is still waiting on the page. */
const MAX_RETRY_AFTER_MS = 120_000;

/** The status URL for `chargeId`, or a StatusPollerError when it is not an http(s) address. */
export function statusRequestUrl(statusUrl: string, chargeId: string, document: Document): string {
  let url: URL;
  try {
    url = new URL(statusUrl, document.baseURI);
  } catch {
    throw new StatusPollerError();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new StatusPollerError();
  url.searchParams.set('charge_id', chargeId);
  return url.href;
}

/** The charge's status a status read tells, read as any reply's charge (./reply.ts). */
function statusOf(body: unknown): string | undefined {
  const status = isRecord(body) ? chargeStatusOf(body) : undefined;
  return typeof status === 'string' ? status : undefined;
}

/** Starts polling; returns the function that stops it (aborting any request in flight). Throws StatusPollerError. */
export function pollChargeStatus(options: StatusPollerOptions): () => void {
  const { document } = options;
  const url = statusRequestUrl(options.statusUrl, options.chargeId, document);
  const view = document.defaultView;
  const doFetch = options.fetch ?? view?.fetch.bind(view);
  const random = options.random ?? Math.random;
  const controller = new AbortController();
  let read: AbortController | undefined;
  // The wait after the last read: POLL_INTERVAL_MS after a good one, growing while reads fail.
  let errorDelay = POLL_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;

  const stop = () => {
    controller.abort();
    read?.abort();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };

  /** The next read after about `waitMs`, never before `notBeforeMs` (a Retry-After is a floor, not a guess). */
  const schedule = (waitMs: number, notBeforeMs = 0) => {
    clearTimeout(timer);
    const jittered = waitMs * (1 - JITTER + 2 * JITTER * random());
    timer = setTimeout(() => void poll(), Math.max(jittered, notBeforeMs));
  };

  /** A failed read: the next wait is the current error delay (or a longer Retry-After), and the delay grows. */
  const afterFailure = (retryAfter?: number): number => {
    // A 429 is an answer: the page is told only of reads that told nothing.
    if (retryAfter === undefined) options.onFailure?.();
    const wait = Math.max(errorDelay, retryAfter ?? 0);
    errorDelay = Math.min(errorDelay * ERROR_GROWTH, MAX_ERROR_DELAY_MS);
    return wait;
  };

  async function poll(): Promise<void> {
    if (controller.signal.aborted || inFlight || !doFetch) return;
    // Hidden: no polls (no reschedule either) until the page is shown again.
    if (document.hidden) return;
    inFlight = true;
    let waitMs: number;
    let notBeforeMs = 0;
    const thisRead = (read = new AbortController());
    const deadline = setTimeout(() => thisRead.abort(), READ_TIMEOUT_MS);
    try {
      const response = await doFetch(url, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: thisRead.signal,
      });
      if (response.status === 429) {
        notBeforeMs = Math.min(parseRetryAfterMs(response.headers.get('Retry-After')) ?? 0, MAX_RETRY_AFTER_MS);
        waitMs = afterFailure(notBeforeMs);
      } else if (!response.ok) waitMs = afterFailure();
      else {
        const body: unknown = await response.json();
        const status = statusOf(body);
        if (!status) waitMs = afterFailure();
        else {
          // A status was read: the body is an object (statusOf).
          options.onStatus?.(status, body as Record<string, unknown>);
          if (OUTCOMES.has(status)) {
            stop();
            options.onOutcome(status as FinalChargeStatus);
            return;
          }
          errorDelay = POLL_INTERVAL_MS;
          waitMs = POLL_INTERVAL_MS;
        }
      }
    } catch {
      // Stopped meanwhile: nobody waits for this read.
      if (controller.signal.aborted) return;
      // No answer (in time) or not JSON: the charge is still what it was; ask again, a little later.
      waitMs = afterFailure();
    } finally {
      clearTimeout(deadline);
      inFlight = false;
    }
    if (!controller.signal.aborted) schedule(waitMs, notBeforeMs);
  }

  function onVisibility(): void {
    if (document.hidden) return;
    clearTimeout(timer);
    void poll();
  }

  document.addEventListener('visibilitychange', onVisibility);
  if (options.readAtOnce) void poll();
  else schedule(POLL_INTERVAL_MS);
  return stop;
}
