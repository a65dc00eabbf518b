// How the bench tells a slow machine from a broken bench. A wait that runs out (a page, a session id, a server's
// start) gives up on its measurement only: that line is reported as slow and every other line still runs. Anything
// else that throws is a failure of the bench or of the path it measures, and fails the run (docs/budgets.md).
import { errors, type Browser, type BrowserContext } from '@playwright/test';

/** Every wait on a page or a server in the bench: long enough for a loaded 2-core machine, short enough to move on. */
export const WAIT_TIMEOUT_MS = 15_000;

/** A wait that ran out: the machine was too slow for this measurement, which says nothing of its budget. */
export class BenchGaveUp extends Error {
  override readonly name = 'BenchGaveUp';
  readonly code = 'BENCH_GAVE_UP';

  constructor(
    readonly waitedMs: number,
    readonly what: string,
  ) {
    super(`gave up after ${Math.round(waitedMs / 1000)} s waiting for ${what}`);
  }
}

/** A fresh context (empty caches, a buyer's first visit) whose every wait gives up after WAIT_TIMEOUT_MS. */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  context.setDefaultTimeout(WAIT_TIMEOUT_MS);
  return context;
}

/** Playwright's own time-outs (a navigation, a locator) are give-ups too: the page was slow, not wrong. */
export function asGiveUp(error: unknown, what: string, waitedMs = WAIT_TIMEOUT_MS): unknown {
  return error instanceof errors.TimeoutError ? new BenchGaveUp(waitedMs, what) : error;
}

/** One measurement's outcome: its value, or why there is none. */
export type Measured<T> =
  { kind: 'measured'; value: T } | { kind: 'slow'; gaveUp: BenchGaveUp } | { kind: 'failed'; error: Error };

/** Runs one measurement on its own: whatever it throws stays in its outcome. */
export async function isolate<T>(measure: () => Promise<T>, what: string): Promise<Measured<T>> {
  try {
    return { kind: 'measured', value: await measure() };
  } catch (thrown) {
    const error = asGiveUp(thrown, what);
    if (error instanceof BenchGaveUp) return { kind: 'slow', gaveUp: error };
    return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** The runs of a repeated measurement that finished, and the ones that gave up (a failure still throws). */
export interface Runs<T> {
  samples: T[];
  gaveUp: BenchGaveUp[];
}

/** Fewer finished runs than this share of those asked for: the figure would say more about the machine than the code. */
const LEAST_FINISHED_SHARE = 0.5;

/**
 * `count` runs of `run`, one after the other (`what` names their pages for a Playwright time-out); a run that gives up is dropped and the next one still runs. Throws the
 * first give-up when fewer than half the runs finished, so that the line is reported as slow rather than as a figure.
 */
export async function repeatRuns<T>(count: number, what: string, run: (index: number) => Promise<T>): Promise<Runs<T>> {
  const result: Runs<T> = { samples: [], gaveUp: [] };
  for (let index = 0; index < count; index += 1) {
    try {
      result.samples.push(await run(index));
    } catch (thrown) {
      const error = asGiveUp(thrown, what);
      if (!(error instanceof BenchGaveUp)) throw error;
      result.gaveUp.push(error);
    }
  }
  if (result.samples.length >= Math.max(1, count * LEAST_FINISHED_SHARE)) return result;
  const first = result.gaveUp[0];
  throw new BenchGaveUp(first.waitedMs, `${first.what} (${result.gaveUp.length} of ${count} runs gave up)`);
}
