#!/usr/bin/env node
/**
 * Runs npm scripts side by side and reports each one's time: `node scripts/run-steps.mjs typecheck lint format:check`.
 * Each script's output is printed whole when it ends (never interleaved), and the run fails if any of them fails.
 * Checks that each keep one core busy (tsc, ESLint, Prettier) finish in the time of the slowest on a two-core machine
 * instead of the sum of all three.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-steps.mjs <npm script>...');
  process.exit(2);
}

/** Runs one npm script, its output kept until it ends. */
function runScript(name) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({ name, code: code ?? 1, seconds, output: Buffer.concat(output).toString() });
    });
  });
}

const results = await Promise.all(scripts.map(runScript));
for (const { name, code, seconds, output } of results) {
  const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
  console.log(`── ${name}: ${verdict} in ${seconds} s`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
