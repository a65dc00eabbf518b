// Where <pay-form>'s click path spends its time, when `npm run bench` says a budget is near or over:
//   npx tsx scripts/bench/profile-pay-form-click.ts [runs=8] [a|b]
//   a: click on Pay → card-token request (default);  b: token reply → request to action.
// Builds pay-form.js as the script-tag build does but unminified (function names readable), opens the bench's
// measured page over the same injected network, and records each segment with Chromium's sampling profiler, started
// and stopped from the page (console.profile / console.profileEnd in the bench's stamping points).
// The profiler's own cost inflates every figure several times over: read the shares, not the milliseconds. For
// milliseconds, use the bench's rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { startSandbox } from '../../src/sandbox/index';
import { IP_LOOKUP_MS, SERVICE_MS } from './browser';
import { startLatencyProxy } from './latency-proxy';
import { sessionReady, settle, startPageServer } from './pay-form-timing';

const SAMPLING_INTERVAL_US = 50;
const TOP = 25;
const runs = Number(process.argv[2] ?? 8);
const segment = process.argv[3] === 'b' ? 'b' : 'a';

/**
 * The page function that starts the profiler: the profiler's start-up is sampled in it (several ms), so its own
 * samples are counted apart.
 */
const PROFILER_START = 'startProfiler';

/** Starts the profile at the segment's first stamp and ends it at its last. */
const PROFILE_HOOKS = `(() => {
  const segment = ${JSON.stringify(segment)};
  addEventListener('click', function ${PROFILER_START}(event) {
    if (segment === 'a' && event.target instanceof HTMLButtonElement && event.target.type === 'submit') console.profile('segment');
  }, true);
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const isToken = url.includes('/v1/card-tokens');
    const isAction = url.includes('/api/checkout/');
    if ((segment === 'a' && isToken) || (segment === 'b' && isAction)) console.profileEnd('segment');
    const reply = original.call(this, input, init);
    if (segment === 'b' && isToken) reply.then(function ${PROFILER_START}() { console.profile('segment'); });
    if (isAction) window.__actionCalled = true;
    return reply;
  };
})();`;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** pay-form.js built as `vite build --mode cdn-form` builds it, without minifying, into a temporary folder. */
async function buildReadable(): Promise<{ file: string; remove(): void }> {
  const outDir = mkdtempSync(join(tmpdir(), 'pay-form-profile-'));
  await build({
    mode: 'cdn-form',
    logLevel: 'warn',
    build: { outDir, minify: false, sourcemap: false, emptyOutDir: false },
  });
  return { file: join(outDir, 'pay-form.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

const frameName = ({ functionName, url, lineNumber }: CallFrame) =>
  url.endsWith('/pay-form.js')
    ? `${functionName || '(anonymous)'} (pay-form.js:${lineNumber + 1})`
    : `${functionName || '(anonymous)'}${url ? ` ${url}` : ''}`;

/**
 * Adds each sample's time to its own function (self) and once to every function on its stack (inclusive); returns
 * the time sampled, and the part of it that was the profiler starting.
 */
function accumulate(
  profile: Profile,
  self: Map<string, number>,
  inclusive: Map<string, number>,
): { total: number; startUp: number } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  let total = 0;
  let startUp = 0;
  const frameOf = (id: number) => {
    const node = nodes.get(id);
    if (!node) throw new Error(`the profile has no node ${id}`);
    return node.callFrame;
  };
  profile.samples.forEach((id, index) => {
    // timeDeltas[i] is the time before sample i: the time of sample i is the next delta.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (frameOf(id).functionName === PROFILER_START) {
      startUp += ms;
      return;
    }
    total += ms;
    const own = frameName(frameOf(id));
    self.set(own, (self.get(own) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const name = frameName(frameOf(at));
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  return { total, startUp };
}

const profileFinished = (cdp: CDPSession) =>
  new Promise<Profile>((resolve) =>
    cdp.on('Profiler.consoleProfileFinished', (event) => resolve(event.profile as Profile)),
  );

const readable = await buildReadable();
const sandbox = await startSandbox({ port: 0 });
const service = await startLatencyProxy(sandbox.url, SERVICE_MS);
const ipEcho = await startLatencyProxy(sandbox.url, IP_LOOKUP_MS);
const pages = await startPageServer(service.url, `${ipEcho.url}/sandbox/ip`, readable.file);
const browser = await chromium.launch(chromiumLaunchOptions);
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
let startUp = 0;
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.addInitScript(PROFILE_HOOKS);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    const finished = profileFinished(cdp);
    await tab.goto(`${pages.origin}/measured.html`);
    await sessionReady(tab);
    await settle(tab);
    await tab.locator('button[type="submit"]').click();
    const sampled = accumulate(await finished, self, inclusive);
    total += sampled.total;
    startUp += sampled.startUp;
    await tab.waitForFunction(() => (window as { __actionCalled?: boolean }).__actionCalled);
    await context.close();
  }
} finally {
  await browser.close();
  await pages.close();
  await Promise.all([service.close(), ipEcho.close()]);
  await sandbox.close();
  readable.remove();
}

const top = (times: Map<string, number>) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(
      ([name, ms]) =>
        `  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${(ms / runs).toFixed(3).padStart(7)} ms  ${name}`,
    )
    .join('\n');
const what = segment === 'a' ? 'click on Pay → card-token request' : 'token reply → request to action';
console.log(
  `<pay-form> ${what}: ${runs} runs, ${(total / runs).toFixed(2)} ms profiled per run (the profiler inflates it; read shares),` +
    ` not counting the profiler's start-up (${(startUp / runs).toFixed(2)} ms per run)`,
);
console.log(`self time:\n${top(self)}`);
console.log(`inclusive time:\n${top(inclusive)}`);
