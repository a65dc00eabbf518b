// `npm run test:examples`: the repository packed with `npm pack` and installed as a merchant installs it, then two
// examples run from that package, each printing how long its steps took:
//   - examples/merchant-store: copied beside Playwright (the version this repository uses), its own suite in Chromium;
//   - the testing page's example (docs/testing.md): its `quickstart:` blocks (a Playwright config and a first test),
//     written beside the README's quick start store (README.md's `quickstart:` blocks), installed with the README's
//     and the page's install lines, run in Chromium and Firefox as written.
// Builds first when dist/ is missing. KEEP_EXAMPLE=1 keeps the scratch folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runMerchantStore } from './merchant-store.mjs';
import { runTestingPage } from './testing-page.mjs';

const REPO = resolve(import.meta.dirname, '../..');

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const run = (cmd, args, cwd, env = {}) =>
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
const timed = async (label, step) => {
  const since = performance.now();
  const value = await step();
  console.log(`examples: ${label} in ${seconds(since)}`);
  return value;
};

if (!existsSync(join(REPO, 'dist/testing.js'))) await timed('build', () => run('npm', ['run', 'build'], REPO));

const scratch = mkdtempSync(join(tmpdir(), 'pay-checkout-example-'));
try {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
      cwd: REPO,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const example = {
    repo: REPO,
    scratch,
    tarball: join(scratch, packed.filename),
    playwrightVersion: JSON.parse(readFileSync(join(REPO, 'node_modules/@playwright/test/package.json'), 'utf8'))
      .version,
    run,
    timed,
  };
  await timed('examples/merchant-store', () => runMerchantStore(example));
  await timed('docs/testing.md on the README quick start', () => runTestingPage(example));
} finally {
  if (process.env.KEEP_EXAMPLE) console.log(`examples: kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
