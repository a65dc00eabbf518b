// The testing page's example as a merchant follows it: the README's quick start store (its `quickstart:` blocks) in a
// project of its own, the packed package installed with the README's line, Playwright with the testing page's line
// (`npm install -D @playwright/test`, pinned here to this repository's version), then the page's `quickstart:` blocks
// (the config and the first test) written beside it and run as written, in Chromium and Firefox.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { quickstartFiles } from './quickstart-blocks.mjs';

const STORE_FILES = ['checkout.html', 'hosted.html', 'result.html', 'server.mjs'];
const TEST_FILES = ['playwright.config.ts', 'tests/checkout.spec.ts'];
// The page's first test, once per project of its config.
const ENGINES = ['chromium', 'firefox'];
const NPM_QUIET = ['--no-audit', '--no-fund', '--prefer-offline'];

export class ExampleError extends Error {
  code = 'example_failed';
}

/** Writes a page's `quickstart:` blocks into `project`, checking they are exactly the files expected. */
function writeBlocks(repo, page, project, expected) {
  const files = quickstartFiles(readFileSync(join(repo, page), 'utf8'), page);
  const names = Object.keys(files).sort();
  if (names.join() !== [...expected].sort().join()) {
    throw new ExampleError(`${page}: quickstart blocks ${names.join(', ')}; expected ${expected.join(', ')}`);
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(project, name)), { recursive: true });
    writeFileSync(join(project, name), text);
  }
}

/** `count` ports nothing listens on right now (held together, so they differ), for the servers the config starts. */
async function freePorts(count) {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(servers.map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const ports = servers.map((server) => String(server.address().port));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** The project of each test in a Playwright JSON report, at any depth of describe blocks. */
const projectsRun = (suites = []) =>
  suites.flatMap((suite) => [
    ...suite.specs.flatMap((spec) => spec.tests.map((test) => test.projectName)),
    ...projectsRun(suite.suites),
  ]);

/** `example`: what run.mjs prepared (see there). */
export async function runTestingPage({ repo, scratch, tarball, playwrightVersion, run, timed }) {
  const project = join(scratch, 'quickstart-store');
  mkdirSync(project);
  writeBlocks(repo, 'README.md', project, STORE_FILES);
  await timed('install (npm init, the README line, the testing page line)', () => {
    execFileSync('npm', ['init', '-y'], { cwd: project, stdio: 'ignore' }); // a package.json as npm makes it
    run('npm', ['install', ...NPM_QUIET, tarball], project);
    run('npm', ['install', ...NPM_QUIET, '-D', `@playwright/test@${playwrightVersion}`], project);
  });
  const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
  if (!manifest.dependencies?.['pay-checkout'] || !manifest.devDependencies?.['@playwright/test']) {
    throw new ExampleError(
      `after the install lines, pay-checkout must be a dependency and @playwright/test a devDependency: ${JSON.stringify(manifest)}`,
    );
  }
  writeBlocks(repo, 'docs/testing.md', project, TEST_FILES);

  const report = join(scratch, 'testing-page-report.json');
  await timed(`suite (${ENGINES.join(', ')})`, async () => {
    const [STORE_PORT, SANDBOX_PORT] = await freePorts(2);
    run('npx', ['playwright', 'test', '--reporter=list,json'], project, {
      STORE_PORT,
      SANDBOX_PORT,
      CI: 'true',
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
  });
  // Every engine ran the test: a project that found no browser would have failed, one that ran nothing would not.
  const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
  const ran = projectsRun(suites);
  if (stats.unexpected !== 0 || ran.sort().join() !== ENGINES.join()) {
    throw new ExampleError(`the testing page's example ran in ${ran.join(', ') || 'nothing'}; expected ${ENGINES}`);
  }
}
