// dist/cdn/pay-checkout.js timed as a buyer's page meets it: from the request of the script file to the
// `pay-checkout:session` event. The floor is the same page whose script tag loads a few lines that make the same
// requests by hand (IP lookup, then the fraud-session POST) and fire the same event.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { asGiveUp, freshContext, repeatRuns, type BenchGaveUp } from './give-up';

const SDK_FILE = 'dist/cdn/pay-checkout.js';
const SESSION_EVENT = 'pay-checkout:session';

/** The floor's script: what the SDK does on the wire, and nothing else. */
const FLOOR_SCRIPT = `(async () => {
  const data = document.currentScript.dataset;
  const ip = (await (await fetch(data.ipLookup)).json()).ip;
  const reply = await fetch(data.apiBase + '/v1/fraud-sessions', {
    method: 'POST',
    headers: { Authorization: 'Basic ' + btoa(data.publicKey + ':'), 'Content-Type': 'application/json' },
    body: JSON.stringify({ ip_address: ip, type: 'Chrome', host_name: location.hostname, cookies_accepted: navigator.cookieEnabled, user_agent: navigator.userAgent }),
  });
  const { data: session } = await reply.json();
  document.dispatchEvent(new CustomEvent('${SESSION_EVENT}', { detail: { sessionId: session.session_id } }));
})();`;

interface PageServer {
  origin: string;
  close(): Promise<void>;
}

function page(scriptPath: string, serviceUrl: string, ipLookupUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>
<script>document.addEventListener('${SESSION_EVENT}', (event) => { window.__sessionAt = performance.now(); window.__sessionId = event.detail.sessionId; });</script>
</head><body><form><input name="fraud_session_id" type="hidden"></form>
<script src="${scriptPath}" data-public-key="pk_test_demo" data-api-base="${serviceUrl}" data-ip-lookup="${ipLookupUrl}"></script>
</body></html>`;
}

/** Serves /sdk.html, /floor.html and their scripts on 127.0.0.1 (opened as http://localhost: another origin than the service). */
async function startPageServer(serviceUrl: string, ipLookupUrl: string): Promise<PageServer> {
  const files: Record<string, { type: string; body: string | Buffer }> = {
    '/sdk.html': { type: 'text/html', body: page('/pay-checkout.js', serviceUrl, ipLookupUrl) },
    '/floor.html': { type: 'text/html', body: page('/floor.js', serviceUrl, ipLookupUrl) },
    '/pay-checkout.js': { type: 'text/javascript', body: readFileSync(SDK_FILE) },
    '/floor.js': { type: 'text/javascript', body: FLOOR_SCRIPT },
  };
  const server: Server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Loads one page in a fresh context (empty caches) and reads script request start → session event. */
async function timeOnce(browser: Browser, url: string, scriptPath: string): Promise<number> {
  const context = await freshContext(browser);
  try {
    const tab = await context.newPage();
    await tab.goto(url);
    await tab
      .waitForFunction(() => (window as { __sessionId?: string }).__sessionId)
      .catch((error: unknown) => Promise.reject(asGiveUp(error, `the session event of ${scriptPath}`)));
    const timing = await tab.evaluate(`(() => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith(${JSON.stringify(scriptPath)}));
      return window.__sessionAt - entry.startTime;
    })()`);
    return timing as number;
  } finally {
    await context.close();
  }
}

export interface ScriptTagSamples {
  sdk: number[];
  floor: number[];
  /** Pairs dropped because a page gave up (a loaded machine). */
  gaveUp: BenchGaveUp[];
}

/** `runs` pairs, alternated: SDK page, floor page, SDK page… A pair in which a page gave up is dropped whole. */
export async function timeScriptTag(
  browser: Browser,
  serviceUrl: string,
  ipLookupUrl: string,
  runs: number,
): Promise<ScriptTagSamples> {
  const pages = await startPageServer(serviceUrl, ipLookupUrl);
  try {
    const pairs = await repeatRuns(runs, 'the script-tag pages', async () => ({
      sdk: await timeOnce(browser, `${pages.origin}/sdk.html`, '/pay-checkout.js'),
      floor: await timeOnce(browser, `${pages.origin}/floor.html`, '/floor.js'),
    }));
    return {
      sdk: pairs.samples.map((pair) => pair.sdk),
      floor: pairs.samples.map((pair) => pair.floor),
      gaveUp: pairs.gaveUp,
    };
  } finally {
    await pages.close();
  }
}
