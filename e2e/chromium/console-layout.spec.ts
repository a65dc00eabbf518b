// The merchant console from a 360 px phone to a 1280 px laptop, in English and in Portuguese: no view scrolls sideways
// in any state — also a company (pj) with partners, documents and an address submitted for review. A wide table scrolls
// inside its own box, which the keyboard can reach (tabindex=0, a name) and which says so ("scroll →"). A back-office
// tool: checked once, in Chromium.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';

const WIDTHS = [360, 390, 1280] as const;
const NARROWEST = WIDTHS[0];
const VIEWPORT_HEIGHT = 800;
const LANGS = ['en', 'pt-BR'] as const;

/** Elements whose right edge passes the viewport's, named, when the page is wider than the screen. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const extra = document.documentElement.scrollWidth - width;
    // Inside a box that scrolls sideways, an element may pass the edge: the box scrolls, not the page.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 0.5)
          return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}`,
      );
    return { extra, wide };
  });

/** Checked at every width in turn (the same page, the window resized), back at the narrowest after. */
async function expectFits(page: Page, state: string): Promise<void> {
  for (const width of [...WIDTHS, NARROWEST]) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    const { extra, wide } = await overflow(page);
    expect({ extra: Math.max(extra, 0), wide }, `${state} at ${width} px`).toEqual({ extra: 0, wide: [] });
  }
}

/** Every table of the console is in a box of its own that scrolls, that the keyboard reaches, named, with its hint. */
async function expectScrollBoxes(page: Page, state: string): Promise<void> {
  const tables = await page.locator('.console-table').evaluateAll((all) =>
    all.map((table) => {
      const box = table.closest('.table-wrap');
      const hint = box?.previousElementSibling?.matches('.scroll-hint') ? box.previousElementSibling : null;
      const overflows = box ? box.scrollWidth > box.clientWidth : false;
      return {
        inBox: Boolean(box),
        tabindex: box?.getAttribute('tabindex'),
        named: Boolean(box?.getAttribute('aria-label')),
        hintShown:
          !overflows || (hint instanceof HTMLElement && hint.offsetParent !== null && /→/.test(hint.textContent ?? '')),
      };
    }),
  );
  for (const table of tables)
    expect(table, state).toEqual({ inBox: true, tabindex: '0', named: true, hintShown: true });
}

const submit = (page: Page, panel: string) => page.locator(`${panel} form button[type="submit"]`).first().click();

for (const lang of LANGS) {
  test.describe(`console from a phone to a laptop, ${lang}`, () => {
    test.use({ viewport: { width: NARROWEST, height: VIEWPORT_HEIGHT } });

    test('a pj with partners, documents and an address, submitted for review: nothing scrolls sideways', async ({
      page,
    }) => {
      await page.goto(`/console?lang=${lang}#/submerchants/new`);
      await expectFits(page, 'new submerchant');
      await submit(page, 'pc-submerchant-create');
      await expect(page).toHaveURL(/#\/submerchants\/[0-9a-f-]{36}$/);
      await submit(page, 'pc-partners-panel');
      await expect(page.locator('pc-partners-panel .console-table tbody tr')).toHaveCount(1);
      await page.locator('pc-documents-panel button.secondary').first().click();
      await expect(page.locator('pc-documents-panel .console-table tbody tr').first()).toBeVisible();
      await submit(page, 'pc-addresses-panel');
      await expect(page.locator('pc-addresses-panel .address')).toHaveCount(1);
      await expectFits(page, 'detail with partners, documents, address');
      await expectScrollBoxes(page, 'detail');
      await page.locator('pc-review-panel button').first().click();
      await expect(page.locator('.badge-pending_review').first()).toBeVisible();
      await expectFits(page, 'submitted for review');
      await page.goto(`/console?lang=${lang}#/submerchants`);
      await expect(page.locator('pc-submerchant-list .console-table')).toBeVisible();
      await expectFits(page, 'submerchant list');
      await expectScrollBoxes(page, 'submerchant list');
    });

    test('charges and webhooks, with rows: nothing scrolls sideways, every table scrolls in its own box', async ({
      page,
    }) => {
      await page.goto(`/console?lang=${lang}#/charges`);
      await page.locator('pc-charges .inline-grid button[type="submit"]').click();
      await expect(page.locator('pc-charges .console-table tbody tr').first()).toBeVisible();
      await expectFits(page, 'charges');
      await expectScrollBoxes(page, 'charges');
      await page.goto(`/console?lang=${lang}#/webhooks`);
      await expect(page.locator('pc-webhook-deliveries .console-table tbody tr').first()).toBeVisible({
        timeout: 15_000,
      });
      await expectFits(page, 'webhooks');
      await expectScrollBoxes(page, 'webhooks');
      await page.locator('pc-webhook-deliveries .console-table button').first().click();
      await expect(page.locator('pc-webhook-deliveries .console-status')).not.toBeEmpty();
      await expectFits(page, 'webhooks after Redeliver');
    });
  });
}
