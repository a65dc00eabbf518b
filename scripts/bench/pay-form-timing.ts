// <pay-form>'s transparent flow timed inside the page, against a floor page that makes the same two requests by hand.
//   a. click on Pay → the card-token request leaves (valid card, fraud session ready);
//   b. the token's reply arrives → the request to `action` leaves.
// Both pages get the same instrumentation before any of their scripts runs (an init script): a capture listener on
// the window stamps the click before any other listener sees it, and a wrapper around window.fetch stamps each call
// and the moment its promise resolves (the reply's headers are in). Resource Timing and a server's receiving time
// both add the browser's own dispatch and the loopback to what is measured; these stamps hold only page code.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { payFormMarkup } from '../../demo/store/server/pages/checkout';
import { asGiveUp, BenchGaveUp, freshContext, repeatRuns, WAIT_TIMEOUT_MS } from './give-up';

const PAY_FORM_FILE = 'dist/cdn/pay-form.js';
const MERCHANT = 'demo';
const ACTION_PATH = `/api/checkout/${MERCHANT}`;
const TOKEN_PATH = '/v1/card-tokens';
/** What <pay-form> writes in the console when its fraud session fails (src/pay-form/core/console.ts). */
const SESSION_FAILURE = '[pay-form] FRAUD_SESSION_FAILED';
/** The one session failure that is the machine's slowness: its set-up ran out of time. */
const SESSION_TIMED_OUT = /failed: timeout/;

/** Installed before any script of the page: stamps the click and every fetch (call, and reply headers in). */
const INSTRUMENTATION = `(() => {
  const marks = { click: undefined, calls: [], replies: [] };
  window.__payBench = marks;
  addEventListener('click', (event) => {
    const target = event.target;
    if (marks.click === undefined && target instanceof HTMLButtonElement && target.type === 'submit') marks.click = performance.now();
  }, true);
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    marks.calls.push({ url, at: performance.now() });
    const reply = original.call(this, input, init);
    reply.then(() => marks.replies.push({ url, at: performance.now() }), () => {});
    return reply;
  };
})();`;

/**
 * The floor: on submit, the card read from its inputs, the token requested as <pay-form> requests it (same headers,
 * same body), its reply read as text and parsed, then the order posted to the form's action with the token. What a
 * page must do at the least; what <pay-form> adds above it is its own.
 */
const FLOOR_SCRIPT = `(() => {
  const data = document.currentScript.dataset;
  const form = document.querySelector('form');
  const value = (token) => form.querySelector('[autocomplete="' + token + '"]').value.trim();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const card = {
      number: value('cc-number').replace(/\\D/g, ''),
      holder_name: value('cc-name'),
      exp_month: Number(value('cc-exp-month')),
      exp_year: Number(value('cc-exp-year')),
      cvv: value('cc-csc'),
    };
    const tokenReply = await fetch(data.apiBase + '${TOKEN_PATH}', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Basic ' + btoa(data.publicKey + ':') },
      body: JSON.stringify(card),
    });
    const token = JSON.parse(await tokenReply.text()).data.id;
    const order = {
      customer: { name: form.elements['customer.name'].value, email: form.elements['customer.email'].value, type: 'individual' },
      card_flow: 'transparent',
      lang: 'en',
      payment_details: { card_token: token, installments: Number(form.elements['payment_details.installments'].value) },
    };
    await fetch(new URL(form.getAttribute('action'), location.href).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(order),
    });
  });
})();`;

function page(serviceUrl: string, ipLookupUrl: string, measured: boolean): string {
  const script = measured
    ? `<script src="/pay-form.js" data-public-key="pk_test_${MERCHANT}" data-api-base="${serviceUrl}" data-ip-lookup="${ipLookupUrl}"></script>`
    : `<script src="/floor.js" data-public-key="pk_test_${MERCHANT}" data-api-base="${serviceUrl}" defer></script>`;
  const form = payFormMarkup({
    flow: 'transparent',
    merchant: MERCHANT,
    sandboxUrl: serviceUrl,
    fraudRequired: false,
    orderId: `ord_${crypto.randomUUID()}`,
  }).value;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>${script}</head><body>${form}</body></html>`;
}

export interface PageServer {
  origin: string;
  /**
   * The body of the next request the action receives, once it is whole (the page's fetch call is stamped before its
   * body reaches this server: a page closed right after its call may never send it).
   */
  nextActionBody(): Promise<string>;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/**
 * Serves /measured.html (with `payFormFile` as /pay-form.js), /floor.html and the merchant's `action` on 127.0.0.1,
 * opened as localhost: not the service's origin, so the token request is cross-origin as on a merchant's page.
 */
export async function startPageServer(
  serviceUrl: string,
  ipLookupUrl: string,
  payFormFile = PAY_FORM_FILE,
): Promise<PageServer> {
  const files: Record<string, { type: string; body: string | Buffer }> = {
    '/measured.html': { type: 'text/html', body: page(serviceUrl, ipLookupUrl, true) },
    '/floor.html': { type: 'text/html', body: page(serviceUrl, ipLookupUrl, false) },
    '/pay-form.js': { type: 'text/javascript', body: readFileSync(payFormFile) },
    '/floor.js': { type: 'text/javascript', body: FLOOR_SCRIPT },
  };
  const waiting: ((body: string) => void)[] = [];
  const server: Server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url === ACTION_PATH) {
      const body = await readBody(request);
      waiting.shift()?.(body);
      const reply = JSON.stringify({ success: true, data: { id: 'ch_bench', status: 'captured' } });
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(reply);
    }
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    nextActionBody: () =>
      new Promise((resolve, reject) => {
        const deliver = (body: string) => {
          clearTimeout(timer);
          resolve(body);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(deliver), 1);
          reject(new BenchGaveUp(WAIT_TIMEOUT_MS, 'the request to action to arrive'));
        }, WAIT_TIMEOUT_MS);
        waiting.push(deliver);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Stamp {
  url: string;
  at: number;
}
/** What the instrumentation stamped in one page (performance.now() values). */
export interface Marks {
  click?: number;
  calls: Stamp[];
  replies: Stamp[];
}

/** One click's two intervals. */
export interface ClickTiming {
  clickToToken: number;
  tokenReplyToAction: number;
}

/** The two intervals of one click; throws when the click did not go the whole way (a run that must not count). */
export function clickIntervals(marks: Marks): ClickTiming {
  const first = (stamps: Stamp[], path: string) =>
    stamps.find((stamp) => new URL(stamp.url, 'http://x').pathname.endsWith(path))?.at;
  const tokenCall = first(marks.calls, TOKEN_PATH);
  const tokenReply = first(marks.replies, TOKEN_PATH);
  const actionCall = first(marks.calls, ACTION_PATH);
  if (marks.click === undefined || tokenCall === undefined || tokenReply === undefined || actionCall === undefined) {
    throw new Error(
      `the click did not go the whole way (click, token call, token reply, action call): ${JSON.stringify(marks)}`,
    );
  }
  return { clickToToken: tokenCall - marks.click, tokenReplyToAction: actionCall - tokenReply };
}

/** A quiet moment before the click, as a buyer's click comes long after the page settled. */
export const settle = (tab: Page) =>
  tab.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 500 })));

/** The fraud session is ready: its id is in the form. */
export const sessionReady = (tab: Page) =>
  tab.waitForFunction(
    () => document.querySelector<HTMLInputElement>('pay-form input[name="fraud_session_id"]')?.value,
    undefined,
    { timeout: WAIT_TIMEOUT_MS },
  );

/**
 * No session id in time. Slow when the session is still on its way or its set-up ran out of time (a loaded machine);
 * a failure when the session was refused or failed otherwise: the bench's page or the service is wrong, not slow.
 */
export function noSessionId(error: unknown, consoleLines: readonly string[]): unknown {
  const failure = consoleLines.find((line) => line.startsWith(SESSION_FAILURE));
  if (!(asGiveUp(error, 'the fraud session id') instanceof BenchGaveUp)) return error;
  if (failure && !SESSION_TIMED_OUT.test(failure)) return new Error(`<pay-form>'s fraud session failed: ${failure}`);
  return new BenchGaveUp(WAIT_TIMEOUT_MS, `the fraud session id${failure ? ` (${failure})` : ''}`);
}

/** One click's timing, and the body the action received from it. */
interface Click {
  timing: ClickTiming;
  actionBody: string;
}

/**
 * One page in a fresh context (empty caches, a buyer's first click): ready, click Pay, until the action request left
 * and arrived.
 */
async function clickOnce(pages: PageServer, browser: Browser, path: string, measured: boolean): Promise<Click> {
  const context = await freshContext(browser);
  try {
    const tab = await context.newPage();
    const consoleLines: string[] = [];
    tab.on('console', (message) => consoleLines.push(message.text()));
    await tab.addInitScript(INSTRUMENTATION);
    await tab.goto(`${pages.origin}${path}`);
    if (measured) await sessionReady(tab).catch((error: unknown) => Promise.reject(noSessionId(error, consoleLines)));
    await settle(tab);
    const actionBody = pages.nextActionBody();
    // Settled here too, so that a click that never reaches the action leaves no rejection unhandled.
    actionBody.catch(() => undefined);
    await tab.locator('button[type="submit"]').click();
    await tab
      .waitForFunction(
        (path) => (window as unknown as { __payBench: Marks }).__payBench.calls.some((call) => call.url.includes(path)),
        ACTION_PATH,
      )
      .catch((error: unknown) => Promise.reject(asGiveUp(error, 'the request to action')));
    const marks = (await tab.evaluate(() => (window as unknown as { __payBench: Marks }).__payBench)) as Marks;
    return { timing: clickIntervals(marks), actionBody: await actionBody };
  } finally {
    await context.close();
  }
}

export interface PayFormSamples {
  measured: ClickTiming[];
  floor: ClickTiming[];
  /** Pairs dropped because a page gave up (a loaded machine); their waits, for the report. */
  gaveUp: BenchGaveUp[];
}

/**
 * `runs` pairs, alternated: <pay-form> page, floor page, <pay-form> page… A pair in which a page gave up is dropped
 * whole; fewer than half the pairs finished gives the whole measurement up.
 */
export async function timePayFormClick(
  browser: Browser,
  serviceUrl: string,
  ipLookupUrl: string,
  runs: number,
): Promise<PayFormSamples> {
  const pages = await startPageServer(serviceUrl, ipLookupUrl);
  try {
    const pairs = await repeatRuns(runs, 'the <pay-form> pages', async () => {
      const measured = await clickOnce(pages, browser, '/measured.html', true);
      assertTokenOnly(measured.actionBody);
      return { measured: measured.timing, floor: (await clickOnce(pages, browser, '/floor.html', false)).timing };
    });
    return {
      measured: pairs.samples.map((pair) => pair.measured),
      floor: pairs.samples.map((pair) => pair.floor),
      gaveUp: pairs.gaveUp,
    };
  } finally {
    await pages.close();
  }
}

/** The measured run is the flow the budget speaks of only if the back end got a card token and no card. */
function assertTokenOnly(body: string): void {
  const details = (JSON.parse(body) as { payment_details?: Record<string, unknown> }).payment_details;
  if (typeof details?.card_token !== 'string' || body.includes('4111')) {
    throw new Error(`<pay-form> did not post a card token alone to action: ${body}`);
  }
}
