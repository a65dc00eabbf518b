import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SANDBOX, watchPage } from '../support/helpers';
import {
  CHECKOUT_ROUTE,
  expect,
  failedResource,
  fulfillJson,
  openCheckout,
  payButton,
  statusRegion,
  test,
} from '../support/pay-form';

/** axe-core over the whole page, shadow roots included: no violations of WCAG 2.x A/AA or best practice. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

test.describe('<pay-form> accessibility (axe-core)', () => {
  test('/checkout/hosted, idle', async ({ page }) => {
    const watch = await watchPage(page);
    await openCheckout(page, 'hosted');
    await expectNoAxeViolations(page);
    await watch.expectClean();
  });

  test("/checkout/transparent, idle and with errors shown: the summary in the live region, a field's problem beside it", async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.route(CHECKOUT_ROUTE, (route) =>
      fulfillJson(route, 422, {
        success: false,
        error: 'VALIDATION_ERROR',
        message: 'The request has invalid fields.',
        details: [{ field: 'customer.email', message: 'customer.email must be an e-mail address' }],
      }),
    );
    await openCheckout(page, 'transparent', { merchant: 'nohosted' });
    await expectNoAxeViolations(page);
    await payButton(page).click();
    await expect(statusRegion(page)).toHaveText('Some details need correcting.');
    const email = page.locator('pay-form input[name="customer.email"]');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // A rule the element does not know: the back end's own sentence, without the icon beside it.
    await expect(email).toHaveAccessibleDescription('customer.email must be an e-mail address');
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);
    await watch.expectClean({ allowConsoleErrors: failedResource('422') });
  });

  test('the sandbox hosted card page, and /return after it', async ({ page }) => {
    const watch = await watchPage(page);
    await openCheckout(page, 'hosted');
    await payButton(page).click();
    await page.waitForURL((url) => url.origin === SANDBOX && url.pathname.startsWith('/hosted/charges/'));
    await expectNoAxeViolations(page);

    await page.locator('input[autocomplete="cc-name"]').fill('ANA SOUZA');
    await page.locator('input[autocomplete="cc-number"]').fill('4111111111111111');
    await page.locator('input[autocomplete="cc-exp"]').fill('12/30');
    await page.locator('input[autocomplete="cc-csc"]').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((url) => url.pathname === '/return');
    // The store's order is settled by the service's webhook, delivered asynchronously: the page polls until it is.
    await expect(page.locator('#return-status')).toHaveAttribute('data-status', 'captured', { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await watch.expectClean();
  });

  // Fails today: src/sandbox/hosted/card-form.ts + styles.ts, see the report (target-size, WCAG 2.2 2.5.8).
  test('the sandbox hosted card page with field errors', async ({ page }) => {
    const watch = await watchPage(page);
    await hostedPageWithFieldErrors(page);
    await expectNoAxeViolations(page);
    await watch.expectClean({ allowConsoleErrors: failedResource('422') });
  });
});

test.describe('<pay-form> accessibility, dark color scheme', () => {
  test.use({ colorScheme: 'dark' });

  // axe-core cannot judge this one: it takes an unpainted root for white, while `color-scheme: light dark`
  // paints the hosted page dark. So the contrast is measured against the page's real canvas color.
  // Fails today: src/sandbox/kernel/page-styles.ts `.error { color: #b3261e }` on the dark canvas, see the report.
  test('the sandbox hosted card page: field error texts keep a 4.5:1 contrast in dark mode', async ({ page }) => {
    const watch = await watchPage(page);
    await hostedPageWithFieldErrors(page);
    const measured = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'Canvas';
      document.body.append(probe);
      const canvas = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {
        canvas,
        errors: Array.from(document.querySelectorAll('.error'), (element) => getComputedStyle(element).color),
      };
    });
    expect(measured.errors.length).toBeGreaterThan(0);
    for (const color of measured.errors) {
      expect(contrast(color, measured.canvas), `${color} on ${measured.canvas}`).toBeGreaterThanOrEqual(4.5);
    }
    await watch.expectClean({ allowConsoleErrors: failedResource('422') });
  });
});

/** The sandbox's hosted card page, submitted with a bad card number, expiry and security code. */
async function hostedPageWithFieldErrors(page: Page) {
  await openCheckout(page, 'hosted');
  await payButton(page).click();
  await page.waitForURL((url) => url.origin === SANDBOX && url.pathname.startsWith('/hosted/charges/'));
  await page.locator('input[autocomplete="cc-name"]').fill('ANA SOUZA');
  await page.locator('input[autocomplete="cc-number"]').fill('4111111111111112');
  await page.locator('input[autocomplete="cc-exp"]').fill('13/30');
  await page.locator('input[autocomplete="cc-csc"]').fill('12');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('alert')).toContainText('Please check the card details');
}

/** WCAG contrast ratio of two opaque `rgb(r, g, b)` colors. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
