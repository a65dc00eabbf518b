// `npm run test:examples`: the example store (examples/merchant-store) tested as a merchant would have it — the
// repository packed with `npm pack`, the tarball installed into a copy of the example beside Playwright (the version
// this repository uses), and the example's own Playwright suite run in Chromium. Prints how long each step took.
// Builds first when dist/ is missing. KEEP_EXAMPLE=1 keeps the scratch folder.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../..');
const EXAMPLE = join(REPO, 'examples/merchant-store');
const PLAYWRIGHT_VERSION = JSON.parse(
  readFileSync(join(REPO, 'node_modules/@playwright/test/package.json'), 'utf8'),
).version;

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const run = (cmd, args, cwd, env = {}) =>
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
const timed = (label, step) => {
  const since = performance.now();
  const value = step();
  console.log(`examples: ${label} in ${seconds(since)}`);
  return value;
};

if (!existsSync(join(REPO, 'dist/testing.js'))) timed('build', () => run('npm', ['run', 'build'], REPO));

const scratch = mkdtempSync(join(tmpdir(), 'pay-checkout-example-'));
try {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
      cwd: REPO,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const store = join(scratch, 'merchant-store');
  cpSync(EXAMPLE, store, {
    recursive: true,
    filter: (path) => !/node_modules|test-results|playwright-report/.test(path),
  });
  timed('install (packed pay-checkout + @playwright/test)', () =>
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        join(scratch, packed.filename),
        `@playwright/test@${PLAYWRIGHT_VERSION}`,
      ],
      store,
    ),
  );
  timed('sandbox start (import + startSandbox on a free port, as each worker does)', () =>
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
  timed('suite', () => run('npx', ['playwright', 'test', '--workers=1'], store, { CI: 'true' }));
} finally {
  if (process.env.KEEP_EXAMPLE) console.log(`examples: kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
