// examples/merchant-store copied into the scratch folder, the packed package and Playwright installed into it, the
// sandbox's start timed as each worker does it, then the example's own suite in Chromium.
import { cpSync } from 'node:fs';
import { join } from 'node:path';

/** `example`: what run.mjs prepared (see there). */
export async function runMerchantStore({ repo, scratch, tarball, playwrightVersion, run, timed }) {
  const store = join(scratch, 'merchant-store');
  cpSync(join(repo, 'examples/merchant-store'), store, {
    recursive: true,
    filter: (path) => !/node_modules|test-results|playwright-report/.test(path),
  });
  await timed('install (packed pay-checkout + @playwright/test)', () =>
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, `@playwright/test@${playwrightVersion}`],
      store,
    ),
  );
  await timed('sandbox start (import + startSandbox on a free port, as each worker does)', () =>
    run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const t = performance.now();
         const { startSandbox } = await import('pay-checkout/sandbox');
         const imported = performance.now();
         const sandbox = await startSandbox({ port: 0 });
         console.log('examples: sandbox imported in ' + (imported - t).toFixed(0) + ' ms, listening after ' + (performance.now() - t).toFixed(0) + ' ms');
         await sandbox.close();`,
      ],
      store,
    ),
  );
  await timed('suite', () => run('npx', ['playwright', 'test', '--workers=1'], store, { CI: 'true' }));
}
