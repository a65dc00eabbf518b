// No page of the demo store, nor the sandbox's hosted card page, scrolls sideways: from a 360 px phone to a laptop.
// The merchant console, a back-office tool, is checked once, in Chromium: e2e/chromium/console-layout.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { chargeBody, ONE_ENGINE, sandboxCall } from '../support/helpers';

/** Phone widths first: a page is loaded at the narrowest, then the same page is checked as the window widens. */
const WIDTHS = [360, 390, 1280] as const;
const NARROWEST = WIDTHS[0];
const VIEWPORT_HEIGHT = 800;

/** The page's width beyond the viewport, in CSS pixels (0 when nothing spills). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Elements whose right edge passes the viewport's, to name the culprit when the check fails. */
const spilling = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}`,
      );
  });

/** Runs `check` at every width, narrowest first, and leaves the page at the narrowest width again. */
async function atEveryWidth(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await check(width);
  }
  await page.setViewportSize({ width: NARROWEST, height: VIEWPORT_HEIGHT });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await atEveryWidth(page, async (width) => {
    const overflow = await sidewaysOverflow(page);
    expect(
      overflow,
      `at ${width} px, wider than the viewport by ${overflow}px: ${(await spilling(page)).join(', ')}`,
    ).toBeLessThanOrEqual(0);
  });
}

/** The hosted page's expiry and security code inputs: one beside the other, their tops and heights equal. */
async function expectLevel(page: Page): Promise<void> {
  await atEveryWidth(page, () => expectLevelNow(page));
}

async function expectLevelNow(page: Page): Promise<void> {
  const exp = await page.locator('#cc-exp').boundingBox();
  const cvv = await page.locator('#cc-csc').boundingBox();
  expect(exp && cvv && cvv.x > exp.x + exp.width, 'the security code to the right of the expiry').toBe(true);
  expect(Math.abs((exp?.y ?? 0) - (cvv?.y ?? -100)), 'tops of the expiry and security code inputs').toBeLessThanOrEqual(
    1,
  );
  expect(Math.abs((exp?.height ?? 0) - (cvv?.height ?? -100)), 'heights of the two inputs').toBeLessThanOrEqual(1);
}

/** Every page, with what shows that it has rendered. */
const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void>; firefox?: true }[] = [
  { name: 'home', path: '/', ready: (page) => expect(page.locator('.cards')).toBeVisible() },
  {
    name: 'script tag',
    path: '/script-tag',
    ready: (page) => expect(page.locator('#browser-data dd').first()).toBeVisible(),
  },
  { name: 'SPA', path: '/spa', ready: (page) => expect(page.locator('#browser-data dd').first()).toBeVisible() },
  {
    name: 'hosted checkout',
    path: '/checkout/hosted',
    ready: (page) => expect(page.locator('pay-form button[type=submit]')).toBeVisible(),
  },
  {
    name: 'transparent checkout',
    path: '/checkout/transparent',
    firefox: true,
    ready: (page) => expect(page.frameLocator('pay-form [data-card-fields] iframe').locator('#pc-cvv')).toBeVisible(),
  },
  {
    name: 'transparent checkout, in-page inputs',
    path: '/checkout/transparent?card_fields=inputs',
    firefox: true,
    ready: (page) => expect(page.locator('pay-form [autocomplete="cc-csc"]')).toBeVisible(),
  },
  {
    name: 'transparent checkout, pt-BR',
    path: '/checkout/transparent?lang=pt-BR&card_fields=inputs',
    ready: (page) => expect(page.locator('pay-form [autocomplete="cc-csc"]')).toBeVisible(),
  },
  { name: 'home, pt-BR', path: '/?lang=pt-BR', ready: (page) => expect(page.locator('.cards')).toBeVisible() },
  {
    name: 'script tag, pt-BR',
    path: '/script-tag?lang=pt-BR',
    ready: (page) => expect(page.locator('#browser-data dd').first()).toBeVisible(),
  },
  {
    name: 'hosted checkout, pt-BR',
    path: '/checkout/hosted?lang=pt-BR',
    ready: (page) => expect(page.locator('pay-form button[type=submit]')).toBeVisible(),
  },
];

test.describe('from a 360 px phone to a laptop', () => {
  test.use({ viewport: { width: NARROWEST, height: VIEWPORT_HEIGHT } });

  for (const { name, path, ready, firefox } of PAGES) {
    test(`${name} does not scroll sideways`, firefox ? {} : ONE_ENGINE, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      await expectNoSidewaysScroll(page);
    });
  }

  test('transparent checkout: the card row stays inside the card box', async ({ page }) => {
    await page.goto('/checkout/transparent?card_fields=inputs');
    await atEveryWidth(page, async (width) => {
      const box = await page.locator('fieldset.card').boundingBox();
      for (const token of ['cc-exp-month', 'cc-exp-year', 'cc-csc']) {
        const input = await page.locator(`fieldset.card [autocomplete="${token}"]`).boundingBox();
        expect(input && box && input.x + input.width <= box.x + box.width, `${token} at ${width} px`).toBe(true);
      }
    });
  });

  test('return page after the hosted card page does not scroll sideways', ONE_ENGINE, async ({ page }) => {
    const created = await sandboxCall('/v1/charges', { body: chargeBody() });
    await page.goto(`/return?merchant=demo&charge_id=${created.body.data.id}&status=captured`);
    await expect(page.locator('#return-status[data-status]')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('script-tag page’s order result does not scroll sideways', ONE_ENGINE, async ({ page }) => {
    await page.goto('/script-tag');
    await expect(page.locator('input[name="fraud_session_id"]')).toHaveValue(/./);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order received' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  for (const { method, part, lang } of [
    { method: 'pix', part: 'pix-qr', lang: '' },
    { method: 'boleto', part: 'boleto-line', lang: '' },
    { method: 'boleto', part: 'boleto-line', lang: '?lang=pt-BR' },
  ]) {
    test(
      `transparent checkout${lang ? ', pt-BR' : ''}: the ${method} choice and its step do not scroll sideways`,
      lang ? ONE_ENGINE : {},
      async ({ page }) => {
        await page.goto(`/checkout/transparent${lang}`);
        await expect(page.locator('pay-form input[name="fraud_session_id"]')).toHaveValue(/./);
        await page.locator(`pay-form input[name="payment_method"][value="${method}"]`).check();
        await expectNoSidewaysScroll(page);
        // The buyer's CPF: the checkout asks for it with Pix and boleto.
        await page.locator('pay-form input[name="customer.document"]').fill('529.982.247-25');
        await page.locator('pay-form button[type=submit]').click();
        // Playwright's CSS reaches into the element's open shadow root.
        await expect(page.locator(`pay-form [part~="${part}"]`)).toBeVisible({ timeout: 15_000 });
        await expectNoSidewaysScroll(page);
      },
    );
  }

  for (const lang of ['en', 'pt-BR'] as const) {
    test(
      `the sandbox’s hosted card page (${lang}): expiry and security code sit side by side, level`,
      lang === 'en' ? {} : ONE_ENGINE,
      async ({ page }) => {
        const { card: _card, ...details } = chargeBody().payment_details;
        const created = await sandboxCall('/v1/charges', {
          body: {
            ...chargeBody(),
            card_flow: 'hosted',
            return_url: `http://localhost:1/return?lang=${lang}`,
            payment_details: details,
          },
        });
        await page.goto(created.body.data.payment_fields.redirect_url);
        await expectLevel(page);
        // An error under one of the two moves neither input.
        await page.locator('#cc-name').fill('ANA SOUZA');
        await page.locator('#cc-number').fill('4111 1111 1111 1111');
        await page.locator('#cc-exp').fill('01/20');
        await page.locator('#cc-csc').fill('123');
        await page.locator('button[type=submit]').click();
        await expect(page.getByRole('alert')).toBeVisible();
        await expectLevel(page);
      },
    );
  }

  test(
    'the sandbox’s hosted card page, with its field errors, does not scroll sideways',
    ONE_ENGINE,
    async ({ page }) => {
      const { card: _card, ...details } = chargeBody().payment_details;
      const created = await sandboxCall('/v1/charges', {
        body: {
          ...chargeBody(),
          card_flow: 'hosted',
          return_url: 'http://localhost:1/return',
          payment_details: details,
        },
      });
      await page.goto(created.body.data.payment_fields.redirect_url);
      await expect(page.locator('#cc-csc')).toBeVisible();
      await expectNoSidewaysScroll(page);
      // Every field filled (they are required), two of them wrong: the page comes back with its error summary.
      await page.locator('#cc-name').fill('ANA SOUZA');
      await page.locator('#cc-number').fill('4111 1111 1111 1112');
      await page.locator('#cc-exp').fill('01/20');
      await page.locator('#cc-csc').fill('123');
      await page.getByRole('button', { name: /^Pay/ }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSidewaysScroll(page);
    },
  );
});
