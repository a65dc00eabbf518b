/**
 * `npm run check:contract`: what a merchant's generated client meets, checked against the sandbox itself.
 * 1. Starts the sandbox on a free port and fetches `/openapi.json`.
 * 2. Generates types from it with openapi-typescript and type-checks journey.ts (openapi-fetch, minimal bodies)
 *    against them with `tsc --noEmit --strict`.
 * 3. Runs that journey through Prism's validating proxy (`prism proxy --errors`): a request or reply that breaks the
 *    document is reported (Prism answers it itself, or names it in `sl-violations` and its log).
 * 4. Lints the document with Redocly (`redocly lint`, rules set in redocly.yaml): no errors.
 * Prints one line per check and a last line `N passed, N failed`; exits non-zero when one failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { startSandbox } from '../../src/sandbox/index';
import { OPENAPI_PATH } from '../../src/sandbox/openapi/routes';

/** What journey.ts exports (it is imported from the temporary directory, beside the types it was checked with). */
interface Journey {
  runJourney(baseUrl: string): Promise<{ step: string; status: number; problems: string[] }[]>;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'node_modules/.bin');
/** How long Prism may take to start listening. */
const PRISM_START_MS = 30_000;
const POLL_MS = 200;

interface Outcome {
  name: string;
  ok: boolean;
  detail?: string;
}
const outcomes: Outcome[] = [];
function report(name: string, ok: boolean, detail?: string): void {
  outcomes.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `\n     ${detail.replace(/\n/g, '\n     ')}` : ''}`);
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** Runs a command to its end; its exit code and everything it printed. */
function run(command: string, args: string[], cwd = ROOT): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

async function waitForPort(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + PRISM_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  }
  throw new Error(`Prism did not listen within ${PRISM_START_MS} ms`);
}

async function typeCheckJourney(directory: string, document: unknown): Promise<void> {
  const types = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  writeFileSync(join(directory, 'openapi.d.ts'), types);
  copyFileSync(join(ROOT, 'scripts/contract/journey.ts'), join(directory, 'journey.ts'));
  // tsc resolves openapi-fetch and @types/node from the temporary directory as from the project.
  symlinkSync(join(ROOT, 'node_modules'), join(directory, 'node_modules'), 'dir');
  const flags = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'preserve', '--moduleResolution', 'bundler'];
  const { code, output } = await run(
    join(BIN, 'tsc'),
    [...flags, '--lib', 'es2023,dom', '--types', 'node', 'journey.ts'],
    directory,
  );
  report(
    "generated types accept the journey's minimal requests (openapi-typescript, tsc --strict)",
    code === 0,
    code === 0 ? undefined : output.trim(),
  );
}

async function runThroughPrism(directory: string, documentFile: string, sandboxUrl: string): Promise<void> {
  const { runJourney } = (await import(pathToFileURL(join(directory, 'journey.ts')).href)) as Journey;
  const port = await freePort();
  const prism = spawn(join(BIN, 'prism'), ['proxy', documentFile, sandboxUrl, '--errors', '-p', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  prism.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  prism.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    const prismUrl = `http://127.0.0.1:${port}`;
    await waitForPort(prismUrl, prism);
    for (const step of await runJourney(prismUrl))
      report(`through Prism: ${step.step} (${step.status})`, step.problems.length === 0, step.problems.join('\n'));
    const violations = log.split('\n').filter((line) => /violation/i.test(line));
    report('Prism logged no violation', violations.length === 0, violations.join('\n'));
  } catch (error) {
    report('the journey runs through Prism', false, `${String(error)}\n${log}`);
  } finally {
    prism.kill();
  }
}

async function lint(documentFile: string): Promise<void> {
  const { code, output } = await run(join(BIN, 'redocly'), ['lint', documentFile, '--format', 'stylish']);
  report('Redocly lints the document with no error', code === 0, code === 0 ? undefined : output.trim());
}

async function main(): Promise<void> {
  const started = Date.now();
  const directory = mkdtempSync(join(tmpdir(), 'pay-checkout-contract-'));
  const sandbox = await startSandbox({ port: await freePort() });
  try {
    const document: unknown = await (await fetch(`${sandbox.url}${OPENAPI_PATH}`)).json();
    const documentFile = join(directory, 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(document, null, 2));
    await typeCheckJourney(directory, document);
    await runThroughPrism(directory, documentFile, sandbox.url);
    await lint(documentFile);
  } catch (error) {
    report('the check ran to its end', false, String(error));
  } finally {
    await sandbox.close();
    rmSync(directory, { recursive: true, force: true });
  }
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`${outcomes.length - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
