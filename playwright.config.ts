import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';
import { E2E_SANDBOX_URL, E2E_SITE_URL } from './e2e/ports';

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
    launchOptions: chromiumLaunchOptions,
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
