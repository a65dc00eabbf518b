// Time to a fraud session id in Chromium over an injected network, minus the network itself.
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { listenStore } from '../../demo/listen';
import { testPages } from '../../e2e/fixtures/pages/routes';
import { startSandbox } from '../../src/sandbox/index';
import { startLatencyProxy } from './latency-proxy';
import { freshContext, isolate, repeatRuns, type BenchGaveUp, type Measured } from './give-up';
import { pairedStats, type PairedStats } from './paired';
import { timePayFormClick, type PayFormSamples } from './pay-form-timing';
import { timeScriptTag, type ScriptTagSamples } from './script-tag-timing';

export const IP_LOOKUP_MS = 100;
export const SERVICE_MS = 150;
/**
 * Budgets for <pay-form>'s transparent flow, page code only: judged on the median excess over the floor page, which
 * makes the same requests by hand (the browser's own part, and the network, are not in them).
 */
export const CLICK_TO_TOKEN_BUDGET_MS = 5;
export const TOKEN_TO_ACTION_BUDGET_MS = 2;
/** Millisecond-scale timings swing by a few ms with the machine's load: more pairs (about 2 s each) steady the median. */
export const PAY_FORM_RUNS = 11;

export interface TimingRow {
  name: string;
  /** The measured runs against their floor runs, paired in the order they ran; or why there are none. */
  outcome: Measured<PairedStats>;
  /** Runs dropped because a page gave up on a loaded machine (the figure comes from the others). */
  dropped: BenchGaveUp[];
  note: string;
  /** A budget for the median excess over the floor (page code only), where the product has one. */
  budgetMs?: number;
}

/** How many pairs each kind of timing runs. */
export interface BrowserRuns {
  /** Script tag and setup() pages. */
  runs: number;
  /** <pay-form> clicks. */
  payFormRuns: number;
}

/** The rows one measurement gives, each with its paired samples; a measurement that gave up or failed gives them all so. */
function rowsOf<T extends { gaveUp: BenchGaveUp[] }>(
  outcome: Measured<T>,
  rows: { name: string; note: string; budgetMs?: number; stats: (value: T) => PairedStats }[],
): TimingRow[] {
  return rows.map(({ stats, ...row }) => ({
    ...row,
    outcome: outcome.kind === 'measured' ? { kind: 'measured', value: stats(outcome.value) } : outcome,
    dropped: outcome.kind === 'measured' ? outcome.value.gaveUp : [],
  }));
}

// The bench measures code, not the sandbox's rate limiter: its 100 calls a minute per merchant would refuse the
// fraud sessions and card tokens of a fast run (and a refused session is no id for a whole minute).
const NO_RATE_LIMIT = { transactions: 1_000_000, queries: 1_000_000, default: 1_000_000 };

/** The script tag's row: from requesting pay-checkout.js to its session event. */
const scriptTagRows = (scriptTag: Measured<ScriptTagSamples>) =>
  rowsOf(scriptTag, [
    {
      name: 'script tag: pay-checkout.js requested → session event',
      stats: (samples) => pairedStats(samples.sdk, samples.floor),
      note: `injected ${IP_LOOKUP_MS + 2 * SERVICE_MS} ms; floor: a script tag making the same requests by hand`,
    },
  ]);

/** setup()'s rows: a first visit, a first request with the IP known, and a renewal. */
const setupRows = (setup: Measured<SetupSamples>) =>
  rowsOf(setup, [
    {
      name: 'setup() first visit: IP lookup + CORS preflight + POST',
      stats: (samples) => pairedStats(samples.cold, samples.rawFirstVisit),
      note: `injected ${IP_LOOKUP_MS + 2 * SERVICE_MS} ms`,
    },
    {
      name: 'setup() IP known, first request (preflight + POST)',
      stats: (samples) => pairedStats(samples.coldKnownIp, samples.rawColdKnownIp),
      note: `injected ${2 * SERVICE_MS} ms`,
    },
    {
      name: 'setup() IP known, preflight cached (renewal)',
      stats: (samples) => pairedStats(samples.warmKnownIp, samples.rawWarm),
      note: `injected ${SERVICE_MS} ms: 1 service round trip`,
    },
  ]);

/** <pay-form>'s rows: the click to the card-token request, and the token's reply to the request to `action`. */
const payFormRows = (payForm: Measured<PayFormSamples>) =>
  rowsOf(payForm, [
    {
      name: '<pay-form>: click on Pay → card-token request leaves',
      stats: (samples) =>
        pairedStats(
          samples.measured.map((run) => run.clickToToken),
          samples.floor.map((run) => run.clickToToken),
        ),
      note: 'valid card, session ready, first click of a fresh page; floor: the same page posting the same requests by hand',
      budgetMs: CLICK_TO_TOKEN_BUDGET_MS,
    },
    {
      name: '<pay-form>: token reply in → request to action leaves',
      stats: (samples) =>
        pairedStats(
          samples.measured.map((run) => run.tokenReplyToAction),
          samples.floor.map((run) => run.tokenReplyToAction),
        ),
      note: 'from the token fetch resolving (headers in): body read, token checked, pay-submit, payload; same floor',
      budgetMs: TOKEN_TO_ACTION_BUDGET_MS,
    },
  ]);

/**
 * Chromium's timings, each measurement on its own: one whose pages give up is reported as slow and the others still
 * run. Starting the browser or the servers may throw (the caller reports the whole part as failed).
 */
export async function measureBrowser({ runs, payFormRuns }: BrowserRuns): Promise<{
  rows: TimingRow[];
  longTasks?: number;
}> {
  const sandbox = await startSandbox({ port: 0, rateLimits: NO_RATE_LIMIT });
  const service = await startLatencyProxy(sandbox.url, SERVICE_MS);
  const ipEcho = await startLatencyProxy(sandbox.url, IP_LOOKUP_MS);
  const site = await listenStore({
    sandboxUrl: service.url,
    port: 0,
    hostname: '127.0.0.1',
    env: {},
    testPages: testPages(service.url),
  });
  let browser: Browser | undefined;
  try {
    const launched = await chromium.launch(chromiumLaunchOptions);
    browser = launched;
    const ipLookup = `${ipEcho.url}/sandbox/ip`;
    const setup = await isolate(() => timeSetup(launched, site.url, service.url, ipEcho.url, runs), 'setup() pages');
    const scriptTag = await isolate(() => timeScriptTag(launched, service.url, ipLookup, runs), 'script-tag pages');
    const payForm = await isolate(
      () => timePayFormClick(launched, service.url, ipLookup, payFormRuns),
      '<pay-form> pages',
    );
    const rows = [...scriptTagRows(scriptTag), ...setupRows(setup), ...payFormRows(payForm)];
    return { rows, longTasks: setup.kind === 'measured' ? setup.value.longTasks : undefined };
  } finally {
    await browser?.close();
    site.close();
    await Promise.all([service.close(), ipEcho.close()]);
    await sandbox.close();
  }
}

/** The setup() timings of one run, each beside the floor that makes the same requests by hand. */
interface SetupRun {
  cold: number;
  coldKnownIp: number;
  warmKnownIp: number;
  rawFirstVisit: number;
  rawColdKnownIp: number;
  rawWarm: number;
  longTasks: number;
}

/** The setup() samples of `runs` runs, by kind (a run in which a page gave up is dropped whole). */
interface SetupSamples extends Record<Exclude<keyof SetupRun, 'longTasks'>, number[]> {
  longTasks: number;
  gaveUp: BenchGaveUp[];
}

/**
 * A buyer's first visit to the ESM page at `url` (a new context: empty caches, preflight included), its long tasks,
 * then a renewal on the same page (address known, preflight cached).
 */
async function timeFirstVisitAndRenewal(browser: Browser, url: string) {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as any).__longTasks = 0;
    new PerformanceObserver((list) => ((window as any).__longTasks += list.getEntries().length)).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await page.goto(url);
  await page.locator('#result[data-state="ready"]').waitFor();
  const cold = Number(await page.locator('#result').getAttribute('data-ms'));
  const longTasks = await page.evaluate(() => (window as any).__longTasks as number);
  // Same page, address known, preflight cached: a renewal or the next attempt.
  const warmKnownIp = await page.evaluate(async () => {
    const fraud = (window as any).fraud;
    fraud.consume();
    const started = performance.now();
    await fraud.setup();
    return performance.now() - started;
  });
  await context.close();
  return { cold, longTasks, warmKnownIp };
}

/** A first visit to the ESM page at `url` in a new context, with the IP address already known. */
async function timeKnownIpVisit(browser: Browser, url: string): Promise<number> {
  const fresh = await freshContext(browser);
  const knownIpPage = await fresh.newPage();
  await knownIpPage.goto(url);
  await knownIpPage.locator('#result[data-state="ready"]').waitFor();
  const coldKnownIp = Number(await knownIpPage.locator('#result').getAttribute('data-ms'));
  await fresh.close();
  return coldKnownIp;
}

async function timeSetup(
  browser: Browser,
  siteUrl: string,
  serviceUrl: string,
  ipEchoUrl: string,
  runs: number,
): Promise<SetupSamples> {
  const esmUrl = (ip: string) =>
    `${siteUrl}/e2e/esm?key=pk_test_demo&api=${encodeURIComponent(serviceUrl)}&ip=${encodeURIComponent(ip)}`;
  const { samples, gaveUp } = await repeatRuns(runs, 'the setup() pages', async (): Promise<SetupRun> => ({
    ...(await timeFirstVisitAndRenewal(browser, esmUrl(`${ipEchoUrl}/sandbox/ip`))),
    coldKnownIp: await timeKnownIpVisit(browser, esmUrl('false')),
    // The same requests made by hand (fetch, no SDK), in the same conditions: the network floor as this browser
    // and this loopback "network" really deliver it, so "over the floor" is what our code adds. The cold floors
    // load the same page, which makes the same requests by hand at the same moment of its load.
    rawFirstVisit: await timePageLoad(browser, `${esmUrl(`${ipEchoUrl}/sandbox/ip`)}&raw`),
    rawColdKnownIp: await timePageLoad(browser, `${esmUrl('false')}&raw`),
    rawWarm: await measureRawWarm(browser, siteUrl, serviceUrl, ipEchoUrl),
  }));
  const all = (key: Exclude<keyof SetupRun, 'longTasks'>) => samples.map((run) => run[key]);
  return {
    cold: all('cold'),
    coldKnownIp: all('coldKnownIp'),
    warmKnownIp: all('warmKnownIp'),
    rawFirstVisit: all('rawFirstVisit'),
    rawColdKnownIp: all('rawColdKnownIp'),
    rawWarm: all('rawWarm'),
    longTasks: samples.reduce((sum, run) => sum + run.longTasks, 0),
    gaveUp,
  };
}

/** Loads the ESM fixture in a fresh context (empty caches) and reads the time it reports. */
async function timePageLoad(browser: Browser, url: string): Promise<number> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('#result[data-state="ready"]').waitFor({ state: 'attached' });
  const ms = Number(await page.locator('#result').getAttribute('data-ms'));
  await context.close();
  return ms;
}

/** The same requests with plain fetch in a loaded page: a lookup, a preflighted POST, then the timed POST whose preflight is cached. */
async function measureRawWarm(browser: Browser, siteUrl: string, serviceUrl: string, ipEchoUrl: string) {
  // The fixture page with a key it refuses at once: same origin and CSP as the measured page, and no request of its own.
  const blank = `${siteUrl}/e2e/esm?key=none`;
  // Page code as text: the TypeScript runner would otherwise wrap its inner functions in a helper the page lacks.
  const script = `async ({ service, ipEcho, withLookup }) => {
    const init = {
      method: 'POST',
      headers: { Authorization: 'Basic ' + btoa('pk_test_demo:'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'Chrome', host_name: location.hostname, cookies_accepted: true, user_agent: navigator.userAgent }),
    };
    let started = performance.now();
    if (withLookup) await (await fetch(ipEcho + '/sandbox/ip')).json();
    await (await fetch(service + '/v1/fraud-sessions', init)).json();
    const first = performance.now() - started;
    started = performance.now();
    await (await fetch(service + '/v1/fraud-sessions', init)).json();
    return { first, warm: performance.now() - started };
  }`;
  const run = async (withLookup: boolean) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto(blank);
    const result = (await page.evaluate(
      `(${script})(${JSON.stringify({ service: serviceUrl, ipEcho: ipEchoUrl, withLookup })})`,
    )) as { first: number; warm: number };
    await context.close();
    return result;
  };
  return (await run(true)).warm;
}
