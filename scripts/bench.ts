// `npm run bench`: sizes of the script-tag builds, time to a session id over the network floor, sandbox throughput.
import { measureSizes } from './bench/sizes';
import { measureBrowser, IP_LOOKUP_MS, SERVICE_MS } from './bench/browser';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
let failed = false;

console.log('\nScript-tag builds (gzip -9)');
for (const row of measureSizes()) {
  const ok = row.gzipBytes <= row.budgetBytes;
  failed ||= !ok;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${row.name.padEnd(58)} ${String(row.gzipBytes).padStart(6)} B  ${kb(row.gzipBytes).padStart(9)}  budget ${kb(row.budgetBytes)}`);
}

const RUNS = 9;
console.log(`\nfraud.setup() in Chromium, network injected: IP lookup ${IP_LOOKUP_MS} ms, service ${SERVICE_MS} ms per request (median of ${RUNS})`);
console.log('  floor = the same requests made with plain fetch in the same browser and network, at the same moment of the page load');
const browser = await measureBrowser(RUNS);
for (const row of browser.rows) {
  const over = row.ms - row.floorMs;
  console.log(`  ${row.name.padEnd(58)} ${row.ms.toFixed(1).padStart(7)} ms  floor ${row.floorMs.toFixed(1)} ms  over the floor ${over.toFixed(1)} ms  (${row.note})`);
}
console.log(`  long tasks (> 50 ms) while the page and the script evaluated: ${browser.longTasks}`);
console.log(`\n<pay-form>: click on Pay → request to the merchant's back end, session ready (median of ${RUNS}): ${browser.clickToRequestMs?.toFixed(2)} ms (budget 5 ms)`);

if (failed) {
  console.error('\nA size budget is exceeded.');
  process.exitCode = 1;
}

console.log('\nSandbox, one core (taskset), 32 concurrent keep-alive connections, 3 s each');
const { measureSandbox } = await import('./bench/sandbox-load');
for (const row of await measureSandbox()) {
  console.log(
    `  ${row.name.padEnd(48)} ${row.perSecond.toFixed(0).padStart(6)} req/s  p50 ${row.p50Ms.toFixed(2)} ms  p99 ${row.p99Ms.toFixed(2)} ms  (${row.requests} requests, ${row.errors} unexpected statuses)`,
  );
}
