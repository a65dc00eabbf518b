import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/main/e2e/chromium';
const [url, out, action] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url);
await page.waitForTimeout(1500);
if (action === 'pay') { await page.getByRole('button', { name: /Pay/ }).click(); await page.waitForTimeout(2500); console.log('url now', page.url()); }
await page.screenshot({ path: out, fullPage: true });
await browser.close();
