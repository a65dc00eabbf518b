import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Chromium from the system where there is one (Debian's package), else Playwright's own (`npx playwright install`).
const CHROMIUM = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
);

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    // The kit acts as the seeded demo merchant by default; name another here:
    // sandboxMerchant: { publicKey: 'pk_test_strict', secretKey: 'sk_test_strict' },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
