// Package checks (run by `npm test` after the build): what `npm publish` would ship, and whether
// consumers can resolve it — publint, arethetypeswrong on every resolution mode, the packed file list, the manifests,
// a CommonJS TypeScript project that requires the packed client and sandbox, type-checks and runs, and the testing kit's
// imports of the client and the sandbox by the package's name.
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const run = (cmd, args, options = {}) => execFileSync(cmd, args, { stdio: 'inherit', ...options });
const problems = [];

/** Scratch space inside the repository, so the fixture finds the package's dependencies in ./node_modules. */
const WORK_DIR = resolve('node_modules/.cache/pay-checkout-package-check');
rmSync(WORK_DIR, { recursive: true, force: true });
mkdirSync(WORK_DIR, { recursive: true });

const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', WORK_DIR], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
);
const tarball = join(WORK_DIR, packed.filename);

run('npx', ['publint', '--strict']);
checkTypeResolutions(tarball);
checkPackedFiles(packed);
checkManifests();
checkTestingKitImports();
checkCommonJsConsumer(tarball);
await checkOpenApiDocument();

console.log(`Packed: ${packed.files.length} files, ${(packed.unpackedSize / 1024).toFixed(0)} KB unpacked`);
if (problems.length) {
  console.error(problems.map((p) => `  - ${p}`).join('\n'));
  process.exit(1);
}
console.log('Package checks: ok');

/**
 * arethetypeswrong in every mode (node10, node16 from CommonJS and from ESM, bundler). The browser entries and the
 * testing kit (Playwright suites load ES modules) are ESM only on purpose: a `require` of them resolving to ESM is the
 * one problem accepted, and only for them.
 */
function checkTypeResolutions(file) {
  const ESM_ONLY_ENTRIES = new Set(['.', './pay-form', './testing']);
  const accepted = (problem) => problem.kind === 'CJSResolvesToESM' && ESM_ONLY_ENTRIES.has(problem.entrypoint);
  // Into a file, not a pipe: attw exits with problems found before a long report has drained through a pipe.
  const reportFile = join(WORK_DIR, 'attw.json');
  const output = openSync(reportFile, 'w');
  const result = spawnSync('npx', ['attw', file, '--format', 'json'], { stdio: ['ignore', output, 'inherit'] });
  closeSync(output);
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    problems.push(`attw gave no report (exit ${result.status})`);
    return;
  }
  const found = report.analysis?.problems ?? [];
  const refused = found.filter((problem) => !accepted(problem));
  if (refused.length === 0) {
    console.log(
      `attw: ok in node10, node16 (CJS and ESM) and bundler; ESM only, as intended: ${[...ESM_ONLY_ENTRIES].join(', ')}`,
    );
    return;
  }
  run('npx', ['attw', file, '--format', 'table-flipped'], { stdio: 'inherit' });
  for (const problem of refused)
    problems.push(`attw: ${problem.kind} at ${problem.entrypoint ?? '?'} (${problem.resolutionKind ?? 'any mode'})`);
}

function checkPackedFiles({ files: entries }) {
  const files = entries.map((entry) => entry.path);
  const required = [
    'package.json',
    'README.md',
    'custom-elements.json',
    'dist/index.js',
    'dist/pay-form.js',
    'dist/client.js',
    'dist/client.cjs',
    'dist/sandbox.js',
    'dist/sandbox.cjs',
    'dist/testing.js',
    'dist/cdn/pay-checkout.js',
    'dist/cdn/pay-form.js',
    'dist/cdn/pay-form-steps.js',
    'dist/cdn/pay-form-installments.js',
    'dist/cdn/pay-form-saved-cards.js',
    'dist/cdn/manifest.json',
    'dist/types/index.d.ts',
    'dist/types/pay-form/index.d.ts',
    'dist/types/client/index.d.ts',
    'dist/types/client/index.d.cts',
    'dist/types/sandbox/index.d.ts',
    'dist/types/sandbox/index.d.cts',
    'dist/types/testing/index.d.ts',
    'dist/openapi.json',
  ];
  for (const file of required) if (!files.includes(file)) problems.push(`missing from the package: ${file}`);
  // `test-*` files are test helpers (tsconfig.build.json leaves them out).
  for (const file of files) {
    const testOnly = /\.test\.|(^|\/)test-[^/]*$/.test(file);
    if (/^(src|e2e|demo|scripts|public|docs|\.ci)\//.test(file) || testOnly || /\/demo\/|\/size\//.test(file))
      problems.push(`should not be packed: ${file}`);
  }
}

function checkManifests() {
  const manifest = JSON.parse(readFileSync('dist/cdn/manifest.json', 'utf8'));
  for (const file of ['pay-checkout.js', 'pay-form.js', 'pay-form-steps.js']) {
    if (!/^sha384-[A-Za-z0-9+/]{64}$/.test(manifest[file]?.integrity ?? ''))
      problems.push(`no SRI hash for dist/cdn/${file}`);
  }
  const elements = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  if (!elements.modules?.some((mod) => mod.declarations?.some((d) => d.tagName === 'pay-form')))
    problems.push('custom-elements.json does not describe <pay-form>');
  if (!existsSync('dist/types/index.d.ts')) problems.push('no type declarations');
}

/**
 * pay-checkout/testing imports the client and the sandbox by the package's name, never a copy of its own: a suite then
 * has one client (its errors are the ones `instanceof` checks in the suite know) and loads the sandbox only to start one.
 */
function checkTestingKitImports() {
  const kit = readFileSync('dist/testing.js', 'utf8');
  for (const entry of ['pay-checkout/client', 'pay-checkout/sandbox']) {
    if (!kit.includes(`"${entry}"`)) problems.push(`dist/testing.js does not import ${entry} by name`);
  }
  if (/function createClient|function startSandbox/.test(kit))
    problems.push('dist/testing.js carries its own copy of the client or the sandbox');
}

/**
 * scripts/package-fixtures/cjs-consumer, a merchant back end on CommonJS, against the packed tarball: it must
 * type-check with `moduleResolution` node (node10) and node16, and its compiled `require`s must run.
 */
function checkCommonJsConsumer(file) {
  const project = join(WORK_DIR, 'cjs-consumer');
  cpSync('scripts/package-fixtures/cjs-consumer', project, { recursive: true });
  const installed = join(project, 'node_modules', 'pay-checkout');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', file, '-C', installed, '--strip-components=1']);

  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  for (const mode of ['node10', 'node16']) {
    const compiled = spawnSync(process.execPath, [tsc, '-p', `tsconfig.${mode}.json`], {
      cwd: project,
      encoding: 'utf8',
    });
    if (compiled.status !== 0) {
      problems.push(
        `CommonJS consumer (moduleResolution ${mode}) does not type-check:\n${compiled.stdout}${compiled.stderr}`,
      );
      continue;
    }
    const output = join('out', mode, 'main.js');
    if (!readFileSync(join(project, output), 'utf8').includes('require("pay-checkout/client")')) {
      problems.push(`CommonJS consumer (${mode}): the compiled output does not require pay-checkout/client`);
    }
    const ran = spawnSync(process.execPath, [output], { cwd: project, encoding: 'utf8', timeout: 30_000 });
    const reply = ran.stdout.trim();
    if (ran.status !== 0 || !reply.includes('"loadedBy":"require"')) {
      problems.push(`CommonJS consumer (${mode}) failed to run (exit ${ran.status}):\n${ran.stdout}${ran.stderr}`);
    } else {
      console.log(`CommonJS consumer (moduleResolution ${mode}): type-checks and runs ${reply}`);
    }
  }
}

/**
 * `pay-checkout/openapi.json`, resolved through the packed package's `exports` as a consumer would, must be a valid
 * OpenAPI 3.1 document (checked against the official OpenAPI 3.1 JSON Schema).
 */
async function checkOpenApiDocument() {
  const consumer = createRequire(join(WORK_DIR, 'cjs-consumer', 'package.json'));
  let file;
  try {
    file = consumer.resolve('pay-checkout/openapi.json');
  } catch (error) {
    problems.push(`pay-checkout/openapi.json does not resolve from the packed package: ${error.message}`);
    return;
  }
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const document = JSON.parse(readFileSync(file, 'utf8'));
  const result = await new Validator().validate(document);
  if (!result.valid || !String(document.openapi).startsWith('3.1.')) {
    problems.push(
      `pay-checkout/openapi.json is not a valid OpenAPI 3.1 document: ${JSON.stringify(result.errors).slice(0, 2000)}`,
    );
    return;
  }
  console.log(
    `pay-checkout/openapi.json: valid OpenAPI ${document.openapi}, ${Object.keys(document.paths).length} paths, ${Object.keys(document.webhooks ?? {}).length} webhooks`,
  );
}
