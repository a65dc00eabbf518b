import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { uaParserBrowserOnlyForTests } from './scripts/ua-parser-browser-only.ts';

// Browser code is tested in happy-dom; the sandbox, the client and the interface rules in plain Node.
export default defineConfig({
  // The unit tests classify user agents with the same trimmed parser the script-tag builds ship.
  plugins: [uaParserBrowserOnlyForTests()],
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  // The demo's tests import the package by its public names (tsconfig.json's `paths`).
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 20_000,
    // Nothing else runs beside the unit tests: every core takes files (the default leaves one idle).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'happy-dom',
          include: ['src/fraud/**/*.test.ts', 'src/pay-form/**/*.test.ts', 'src/card-fields/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/sandbox/**/*.test.ts',
            'src/client/**/*.test.ts',
            'src/interface/**/*.test.ts',
            'src/testing/**/*.test.ts',
            'src/*.test.ts',
            'demo/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Every reply a sandbox gives in these tests is checked against its OpenAPI document.
          setupFiles: ['src/sandbox/test-harness/test-setup.ts'],
          // Node files share one module graph per worker: each builds its own sandboxes and servers, and loading the
          // sandbox and its OpenAPI checker once instead of once per file takes a third of the time.
          isolate: false,
        },
      },
    ],
  },
});
