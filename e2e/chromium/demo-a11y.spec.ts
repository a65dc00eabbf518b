// The demo home page on a phone: its merchants table scrolls inside its own box, which the keyboard reaches and a
// screen reader names (axe `scrollable-region-focusable`), in both languages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/settled-page';

const PHONE = { width: 360, height: 740 };
const TABLE_NAMES = { en: 'Seeded merchants', 'pt-BR': 'Lojistas de exemplo' };

test.use({ viewport: PHONE });

for (const [lang, name] of Object.entries(TABLE_NAMES)) {
  test(`home page in ${lang} on a phone: the scrolling table is a named region the keyboard reaches, and axe finds nothing`, async ({
    page,
  }) => {
    await page.goto(lang === 'en' ? '/' : `/?lang=${lang}`);
    // The rule only applies to a box that does scroll: on this screen it must.
    const box = page.locator('.table-scroll');
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);

    const region = page.getByRole('region', { name });
    await expect(region).toBeVisible();
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  });
}
