// The issuer's 3-D Secure page as a buyer sees it in <pay-form>'s dialog, on a phone and on a laptop, in every engine:
// the bank's answers drawn whole inside the viewport and inside the frame's visible box with nothing scrolled, the
// page no wider than its frame, and the element's own Cancel the shop's: outside the bank's page, away from the bank's
// answers, and smaller than them.
import { WEBKIT_NARROWEST_VIEWPORT } from '../support/engines/webkit';
import {
  around,
  awaitIssuerPage,
  CHALLENGE_CARD,
  challengeLayout,
  openCardCheckout,
  overlaps,
  payWithCard,
  within,
  type Box,
} from '../support/card-challenge';
import { expect, test } from '../support/journey';

/** A phone, the narrowest phone (in Portuguese, the longer words), a laptop. */
const VIEWPORTS = [
  { width: 360, height: 640, lang: undefined },
  { width: 320, height: 568, lang: 'pt-BR' as const },
  { width: 1280, height: 800, lang: undefined },
];

const heightOf = (box: Box) => box.bottom - box.top;
/** `box` grown by `margin` on every side. */
const grown = (box: Box, margin: number): Box => ({
  left: box.left - margin,
  top: box.top - margin,
  right: box.right + margin,
  bottom: box.bottom + margin,
});

test.describe('<pay-form> card authentication: the issuer’s page fits the screen', () => {
  test.use({ bareWindow: true });

  for (const { width, height, lang } of VIEWPORTS) {
    test(`${width}×${height}${lang ? ` (${lang})` : ''}: the bank’s answers in view unscrolled, Cancel apart from them`, async ({
      tab,
      rig,
    }) => {
      const viewport = await tab.setViewport(width, height);
      expect(viewport).toEqual({
        width: tab.engine === 'webkit' ? Math.max(width, WEBKIT_NARROWEST_VIEWPORT) : width,
        height,
      });
      await openCardCheckout(tab, rig.site, lang);
      await payWithCard(tab, CHALLENGE_CARD);
      await awaitIssuerPage(tab);

      const layout = await challengeLayout(tab);
      expect(layout.dialogOverflows).toBe(false);
      expect(layout.frameOverflowsSideways).toBe(false);
      expect(layout.answers).toHaveLength(2);
      const screen: Box = { left: 0, top: 0, right: layout.viewport.width, bottom: layout.viewport.height };
      for (const answer of layout.answers) {
        expect(within(answer, screen), `answer ${JSON.stringify(answer)} inside the viewport`).toBe(true);
        expect(
          within(answer, layout.frameVisible),
          `answer ${JSON.stringify(answer)} inside the frame's visible box ${JSON.stringify(layout.frameVisible)}`,
        ).toBe(true);
      }

      // Cancel is the shop's: in view, outside the bank's page, at least an answer's height away from the answers,
      // and not drawn as one of them (less tall).
      const answers = around(layout.answers);
      const { cancel } = layout;
      expect(within(cancel, screen)).toBe(true);
      expect(overlaps(cancel, layout.frameVisible), 'Cancel outside the bank’s page').toBe(false);
      expect(overlaps(cancel, grown(answers, heightOf(layout.answers[0]))), 'Cancel away from the answers').toBe(false);
      expect(heightOf(cancel)).toBeLessThan(heightOf(layout.answers[0]));
    });
  }
});
