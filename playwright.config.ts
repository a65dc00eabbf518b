import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_SANDBOX_URL, E2E_SITE_URL } from './e2e/ports';

// Debian's Chromium where it exists (this machine cannot download Playwright's own build); Playwright's elsewhere.
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The merchant's site on localhost and the sandbox on 127.0.0.1: two origins, as in production.
    command: 'npx tsx demo/server.ts',
    env: { SITE_PORT: new URL(E2E_SITE_URL).port, SANDBOX_PORT: new URL(E2E_SANDBOX_URL).port, E2E: '1' },
    url: `${E2E_SITE_URL}/healthz`,
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 60_000,
  },
});
