// One message per outcome on the demo store's checkout, in every engine: <pay-form> tells the buyer a card was declined
// or approved, and the page's own line (`#checkout-result`) adds only the store's order, never the outcome again.
import type { TypedCard } from '../support/byte-log';
import { attributeOf, shadowText, textOf, valueOf, type Tab } from '../support/engines/tab';
import { CARD_INPUT, expect, PAY_BUTTON, SESSION_INPUT, test, until, UUID } from '../support/journey';

// Test cards of the sandbox (docs/service.md, "Charges"): the first captures, the second fails.
const CAPTURED: TypedCard = {
  number: '4111 1111 1111 1111',
  month: '07',
  year: '2031',
  cvv: '937',
  holder: 'MARIA C PEREIRA',
};
const DECLINED: TypedCard = { ...CAPTURED, number: '4000 0000 0000 0002' };
const ELEMENT_DECLINED = 'Payment declined: the card was refused. Try another card.';
const ELEMENT_APPROVED = 'Payment approved';
const SLOW = 15_000;

async function payWith(tab: Tab, card: TypedCard) {
  await tab.fill(CARD_INPUT.name, card.holder);
  await tab.fill(CARD_INPUT.number, card.number);
  await tab.fill(CARD_INPUT.month, card.month);
  await tab.fill(CARD_INPUT.year, card.year);
  await tab.fill(CARD_INPUT.cvv, card.cvv);
  await tab.click(PAY_BUTTON);
}

/**
 * Every visible text on the page, shadow trees included, that tells a payment's outcome ("Payment approved…",
 * "Payment declined…", in either language): what the buyer reads about how the payment went.
 */
const outcomeSentences = (tab: Tab) =>
  tab.evaluate(() => {
    const OUTCOME = /^(payment (approved|declined)|pagamento (aprovado|recusado))\b/i;
    const found: string[] = [];
    const visible = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const walk = (root: Document | ShadowRoot) => {
      const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (OUTCOME.test(text) && node.parentElement && visible(node.parentElement)) found.push(text);
      }
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    return found;
  });

test('a declined card, then an approved one: each outcome told once, in the element’s words', async ({ tab, rig }) => {
  await tab.goto(`${rig.site}/checkout/transparent?card_fields=inputs`);
  await until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );

  await payWith(tab, DECLINED);
  await until(
    () => attributeOf(tab, '#checkout-result', 'data-status'),
    (status) => status === 'failed',
    SLOW,
  );
  expect(await shadowText(tab, 'pay-form', '[part="status"]')).toBe(ELEMENT_DECLINED);
  expect(await outcomeSentences(tab)).toEqual([ELEMENT_DECLINED]);
  expect(await textOf(tab, '#checkout-result')).toBe('');

  // The declined card's number is masked and its CVV emptied: the buyer types the next card whole.
  await payWith(tab, CAPTURED);
  await until(
    () => attributeOf(tab, '#checkout-result', 'data-status'),
    (status) => status === 'captured',
    SLOW,
  );
  expect(await outcomeSentences(tab)).toEqual([ELEMENT_APPROVED]);
  // The store's own line names the order it placed, and says nothing of the outcome.
  expect(await textOf(tab, '#checkout-result')).toMatch(/^Order placed \(charge [0-9a-f-]{36}\)\.$/);
});
