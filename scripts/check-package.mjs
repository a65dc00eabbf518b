// Package checks (run by `npm test` after the build): what `npm publish` would ship, and whether
// consumers can resolve it — publint, arethetypeswrong, the packed file list, the manifests.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
const problems = [];

run('npx', ['publint', '--strict']);
run('npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']);

const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
const files = packed.files.map((file) => file.path);
const required = [
  'package.json',
  'README.md',
  'custom-elements.json',
  'dist/index.js',
  'dist/pay-form.js',
  'dist/client.js',
  'dist/sandbox.js',
  'dist/cdn/pay-checkout.js',
  'dist/cdn/pay-form.js',
  'dist/cdn/manifest.json',
  'dist/types/index.d.ts',
  'dist/types/pay-form/index.d.ts',
  'dist/types/client/index.d.ts',
  'dist/types/sandbox/index.d.ts',
];
for (const file of required) if (!files.includes(file)) problems.push(`missing from the package: ${file}`);
for (const file of files) {
  if (/^(src|e2e|demo|scripts|public|docs|\.ci)\//.test(file) || /\.test\.|test-|\/demo\/|\/size\//.test(file)) problems.push(`should not be packed: ${file}`);
}

const manifest = JSON.parse(readFileSync('dist/cdn/manifest.json', 'utf8'));
for (const file of ['pay-checkout.js', 'pay-form.js']) {
  if (!/^sha384-[A-Za-z0-9+/]{64}$/.test(manifest[file]?.integrity ?? '')) problems.push(`no SRI hash for dist/cdn/${file}`);
}
const elements = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
if (!elements.modules?.some((mod) => mod.declarations?.some((d) => d.tagName === 'pay-form'))) problems.push('custom-elements.json does not describe <pay-form>');
if (!existsSync('dist/types/index.d.ts')) problems.push('no type declarations');

console.log(`Packed: ${files.length} files, ${(packed.unpackedSize / 1024).toFixed(0)} KB unpacked`);
if (problems.length) {
  console.error(problems.map((p) => `  - ${p}`).join('\n'));
  process.exit(1);
}
console.log('Package checks: ok');
