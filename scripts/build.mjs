// Builds dist/: ESM entries, the secure card fields' frame script (before the sandbox, which carries it), the Node sandbox, the testing kit, CommonJS copies of the client and the sandbox, the script-tag files (with the Pix and boleto steps' module, the card authentication dialog's, the installment options' and the saved cards' beside pay-form.js), type declarations, the SRI manifest and the OpenAPI document.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
rmSync('dist', { recursive: true, force: true });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'card-fields', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'sandbox', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'testing', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'cjs', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'cdn-fraud', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'cdn-form', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'cdn-steps', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'cdn-authentication', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'cdn-installments', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'cdn-saved-cards', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn']);
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
run('node', ['scripts/dts-extensions.mjs']);
run('node', ['scripts/dts-cjs.mjs']);
run('node', ['scripts/sri-manifest.mjs']);
run('npx', ['tsx', 'scripts/openapi/write-document.ts', 'dist/openapi.json']);
