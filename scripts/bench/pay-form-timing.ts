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

const PAY_FORM_FILE = 'dist/cdn/pay-form.js';
const MERCHANT = 'demo';
const ACTION_PATH = `/api/checkout/${MERCHANT}`;
const TOKEN_PATH = '/v1/card-tokens';
/** How long each page may take to reach the action request before the run is called failed. */
const RUN_TIMEOUT_MS = 15_000;

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
  /** Bodies the action received, to prove the measured runs went the whole way with a token. */
  actionBodies: string[];
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
  const actionBodies: string[] = [];
  const server: Server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url === ACTION_PATH) {
      actionBodies.push(await readBody(request));
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
    actionBodies,
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
    { timeout: RUN_TIMEOUT_MS },
  );

/** One page in a fresh context (empty caches, a buyer's first click): ready, click Pay, until the action request left. */
async function clickOnce(browser: Browser, url: string, measured: boolean): Promise<ClickTiming> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.addInitScript(INSTRUMENTATION);
    await tab.goto(url);
    if (measured) await sessionReady(tab);
    await settle(tab);
    await tab.locator('button[type="submit"]').click();
    await tab.waitForFunction(
      (path) => (window as unknown as { __payBench: Marks }).__payBench.calls.some((call) => call.url.includes(path)),
      ACTION_PATH,
      { timeout: RUN_TIMEOUT_MS },
    );
    return clickIntervals((await tab.evaluate(() => (window as unknown as { __payBench: Marks }).__payBench)) as Marks);
  } finally {
    await context.close();
  }
}

export interface PayFormSamples {
  measured: ClickTiming[];
  floor: ClickTiming[];
}

/** `runs` pairs, alternated: <pay-form> page, floor page, <pay-form> page… */
export async function timePayFormClick(
  browser: Browser,
  serviceUrl: string,
  ipLookupUrl: string,
  runs: number,
): Promise<PayFormSamples> {
  const pages = await startPageServer(serviceUrl, ipLookupUrl);
  const samples: PayFormSamples = { measured: [], floor: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      samples.measured.push(await clickOnce(browser, `${pages.origin}/measured.html`, true));
      assertTokenOnly(pages.actionBodies.at(-1));
      samples.floor.push(await clickOnce(browser, `${pages.origin}/floor.html`, false));
    }
  } finally {
    await pages.close();
  }
  return samples;
}

/** The measured run is the flow the budget speaks of only if the back end got a card token and no card. */
function assertTokenOnly(body: string | undefined): void {
  const details = body
    ? (JSON.parse(body) as { payment_details?: Record<string, unknown> }).payment_details
    : undefined;
  if (typeof details?.card_token !== 'string' || body?.includes('4111')) {
    throw new Error(`<pay-form> did not post a card token alone to action: ${body}`);
  }
}
