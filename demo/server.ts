// `npm run demo`: the sandbox on 127.0.0.1 and the demo site on localhost — two origins, as in production. The site
// serves both apps: the store (demo/store) and the merchant console (demo/console).
import { startSandbox } from 'pay-checkout/sandbox';
import { DEFAULT_SITE_PORT, StoreConfigError, storeAddressFromEnv } from './config';
import { listenStore } from './listen';

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const sitePort = Number(process.env.SITE_PORT ?? DEFAULT_SITE_PORT);

// Under the end-to-end run every test page opens fraud sessions on the same seeded merchants, faster than a real
// checkout would: the limits are raised there so that tests do not trip over each other. Rate-limit behaviour has
// tests of its own, on sandboxes of their own.
const rateLimits = process.env.E2E ? { transactions: 10_000, queries: 10_000, default: 10_000 } : undefined;
// A taken port is the usual reason not to start: say which one and how to choose another, then stop.
const refuse = (what: string, port: number, variable: string) => (error: NodeJS.ErrnoException) => {
  const why =
    error.code === 'EADDRINUSE' ? `port ${port} is already in use (set ${variable} to use another)` : error.message;
  console.error(`The demo could not start the ${what}: ${why}.`);
  process.exit(1);
};

// A wrong SITE_ORIGIN stops the demo before anything listens.
try {
  storeAddressFromEnv(process.env, sitePort);
} catch (error) {
  if (!(error instanceof StoreConfigError)) throw error;
  console.error(`The demo could not start: ${error.message}`);
  process.exit(1);
}

const sandbox = await startSandbox({ port: sandboxPort, host: '127.0.0.1', rateLimits }).catch(
  refuse('sandbox', sandboxPort, 'SANDBOX_PORT'),
);
// The end-to-end run's fixture pages live with the tests (e2e/fixtures/pages); the demo itself serves none.
const testPages = process.env.E2E ? (await import('../e2e/fixtures/pages/routes')).testPages(sandbox.url) : undefined;
const site = await listenStore({ sandboxUrl: sandbox.url, port: sitePort, hostname: 'localhost', testPages }).catch(
  refuse('store', sitePort, 'SITE_PORT'),
);

console.log(`Sandbox:    ${sandbox.url}`);
console.log(`Demo store: ${site.url}`);
const receiver = site.webhooks.registration('demo');
// The store's webhook receiver, registered on the sandbox for each merchant with a secret it made (kept in memory).
console.log(
  `Webhooks:   ${receiver ? receiver.url.replace(/\/demo$/, '/{demo|nohosted|strict}') : 'not registered yet (retried at the next checkout)'}`,
);

const stop = async () => {
  site.close();
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
