/**
 * Waits for a Pix or boleto charge's outcome without the buyer doing anything (docs/service.md, "Pix and boleto"):
 * asks the merchant's back end `GET {status-url}?charge_id={id}`, reads `status` or `data.status`, and stops on
 * `captured`, `expired` or `failed`. Polls back off (2 s growing to 15 s, jittered so many open pages do not ask in
 * step), follow a 429's Retry-After, skip while the page is hidden and ask once more when it is shown again.
 */
export type ChargeOutcome = 'captured' | 'expired' | 'failed';
const OUTCOMES: ReadonlySet<string> = new Set<ChargeOutcome>(['captured', 'expired', 'failed']);

export class StatusPollerError extends Error {
  override readonly name = 'StatusPollerError';
  readonly code = 'STATUS_URL_NOT_ALLOWED';
  constructor() {
    super('status-url must be an http(s) address on the page’s own origin.');
  }
}

export interface StatusPollerOptions {
  /** The element's `status-url` attribute (relative to the page, or absolute on the page's origin). */
  statusUrl: string;
  chargeId: string;
  document: Document;
  onOutcome(outcome: ChargeOutcome): void;
  /** Each status read, final ones included (before `onOutcome`), with the reply it came in. */
  onStatus?(status: string, reply: Record<string, unknown>): void;
  /** Defaults to the page's fetch. */
  fetch?: typeof fetch;
  /** 0 ≤ n < 1; defaults to Math.random (tests pin it). */
  random?: () => number;
}

export const FIRST_DELAY_MS = 2000;
export const MAX_DELAY_MS = 15_000;
const GROWTH = 1.5;
/** Each wait is its delay ± 20 %. */
const JITTER = 0.2;
/** A Retry-After longer than this is read as this: the buyer is still waiting on the page. */
const MAX_RETRY_AFTER_MS = 120_000;

/** The status URL for `chargeId`, or a StatusPollerError when it is not on the page's origin. */
export function statusRequestUrl(statusUrl: string, chargeId: string, document: Document): string {
  let url: URL;
  try {
    url = new URL(statusUrl, document.baseURI);
  } catch {
    throw new StatusPollerError();
  }
  const pageOrigin = document.defaultView?.location.origin;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !pageOrigin || url.origin !== pageOrigin)
    throw new StatusPollerError();
  url.searchParams.set('charge_id', chargeId);
  return url.href;
}

/** Retry-After in ms (seconds or an HTTP date), or undefined when absent or unreadable. */
function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(seconds) ? Math.min(Math.max(0, seconds), MAX_RETRY_AFTER_MS) : undefined;
}

function statusOf(body: unknown): string | undefined {
  if (!isReply(body)) return undefined;
  const record = body as { status?: unknown; data?: { status?: unknown } | null };
  const status =
    record.status ?? (typeof record.data === 'object' && record.data !== null ? record.data.status : undefined);
  return typeof status === 'string' ? status : undefined;
}

const isReply = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null;

/** Starts polling; returns the function that stops it (aborting any request in flight). Throws StatusPollerError. */
export function pollChargeStatus(options: StatusPollerOptions): () => void {
  const { document } = options;
  const url = statusRequestUrl(options.statusUrl, options.chargeId, document);
  const view = document.defaultView;
  const doFetch = options.fetch ?? view?.fetch.bind(view);
  const random = options.random ?? Math.random;
  const controller = new AbortController();
  let delay = FIRST_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;

  const stop = () => {
    controller.abort();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };

  const schedule = (waitMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void poll(), waitMs * (1 - JITTER + 2 * JITTER * random()));
  };

  async function poll(): Promise<void> {
    if (controller.signal.aborted || inFlight || !doFetch) return;
    // Hidden: no polls (no reschedule either) until the page is shown again.
    if (document.hidden) return;
    inFlight = true;
    delay = Math.min(delay * GROWTH, MAX_DELAY_MS);
    let waitMs = delay;
    try {
      const response = await doFetch(url, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 429)
        waitMs = Math.max(delay, retryAfterMs(response.headers.get('Retry-After'), Date.now()) ?? delay);
      else if (response.ok) {
        const body: unknown = await response.json();
        const status = statusOf(body);
        if (status && isReply(body)) options.onStatus?.(status, body);
        if (status && OUTCOMES.has(status)) {
          stop();
          options.onOutcome(status as ChargeOutcome);
          return;
        }
      }
    } catch {
      // No answer or not JSON: the charge is still what it was; ask again later.
    } finally {
      inFlight = false;
    }
    if (!controller.signal.aborted) schedule(waitMs);
  }

  function onVisibility(): void {
    if (document.hidden) return;
    clearTimeout(timer);
    void poll();
  }

  document.addEventListener('visibilitychange', onVisibility);
  schedule(delay);
  return stop;
}
