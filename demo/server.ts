// `npm run demo`: the sandbox on 127.0.0.1 and the demo store on localhost — two origins, as in production.
import { serve } from '@hono/node-server';
import { startSandbox } from '../src/sandbox/index';
import { createMerchantSite } from './site';

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const sitePort = Number(process.env.SITE_PORT ?? 5173);

const sandbox = await startSandbox({ port: sandboxPort, host: '127.0.0.1' });
const site = serve({ fetch: createMerchantSite({ sandboxUrl: sandbox.url }).fetch, port: sitePort, hostname: 'localhost' });

console.log(`Sandbox:    ${sandbox.url}`);
console.log(`Demo store: http://localhost:${sitePort}`);

const stop = async () => {
  site.close();
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
