// What every end-to-end spec shares: the sandbox's address, a page watched for errors and CSP violations, calls a
// merchant back end makes, and the fixture pages' addresses.
import { expect, type Page } from '@playwright/test';
import { E2E_SANDBOX_URL } from './ports';

export const SANDBOX = E2E_SANDBOX_URL;
export const IP_LOOKUP = `${E2E_SANDBOX_URL}/sandbox/ip`;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Records what a merchant would never want to see: uncaught errors, CSP / Trusted Types violations, console errors. */
export async function watchPage(page: Page) {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return {
    pageErrors,
    consoleErrors,
    warnings,
    async expectClean(options: { allowConsoleErrors?: RegExp } = {}) {
      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      expect(violations, 'CSP / Trusted Types violations').toEqual([]);
      expect(pageErrors, 'uncaught errors').toEqual([]);
      const unexpected = consoleErrors.filter(
        (text) => !(options.allowConsoleErrors && options.allowConsoleErrors.test(text)),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
  };
}

const basic = (user: string, password = '') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A merchant back end's call to the sandbox, straight from the test (Node). */
export async function sandboxCall(
  path: string,
  init: { method?: string; body?: unknown; key?: string; base?: string } = {},
) {
  const response = await fetch(`${init.base ?? SANDBOX}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      Authorization: basic(init.key ?? 'sk_test_demo'),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

export function chargeBody(fraudSessionId?: string) {
  return {
    amount: 1990,
    product_type: 'physical',
    payment_method: 'credit_card',
    customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
    items: [{ name: 'Coffee', quantity: 1, unit_price: 1990, tangible: true }],
    payment_details: {
      card: { number: '4111111111111111', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2030, cvv: '123' },
      installments: 1,
    },
    ...(fraudSessionId ? { fraud_session_id: fraudSessionId } : {}),
  };
}

export function scriptTagUrl(params: Record<string, string>): string {
  return `/e2e/script-tag?${new URLSearchParams(params)}`;
}

/**
 * A test run in Chromium only (playwright.config.ts): what it proves beyond what the browser shows is decided by
 * the same script or server in every engine, and another journey already proves its engine-facing part in all three.
 * Each use says which journey that is.
 */
export const ONE_ENGINE = { tag: '@one-engine' };
