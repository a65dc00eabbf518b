// `pay-success` only when paid: a card charge whose outcome the page cannot read at `status-url` — here an address on
// another origin that does not answer CORS, as an API subdomain set up without it — is `pay-pending`, worded as being
// confirmed, never `pay-success`; the demo page then learns the outcome from its own store and calls `settle()`.
// In every engine: how a cross-origin read fails is the engine's own.
import type { TypedCard } from '../support/byte-log';
import { attributeOf, shadowText, valueOf, type Tab } from '../support/engines/tab';
import { CARD_INPUT, expect, PAY_BUTTON, SESSION_INPUT, test, until, UUID } from '../support/journey';

const DECLINED: TypedCard = {
  number: '4000 0000 0000 0002',
  month: '07',
  year: '2031',
  cvv: '937',
  holder: 'MARIA C PEREIRA',
};
const SLOW = 15_000;
const PENDING_TEXT = 'Your payment is being confirmed. Please do not pay again: the store will tell you the outcome.';

/**
 * The checkout, its `status-url` moved to the service's origin (allowed by the page's CSP, so the read is made) on a
 * path that answers without CORS: the engine refuses the reply to the page. Every outcome event and the notice's words
 * at `pay-pending` are kept in the page.
 */
async function openWithUnreadableStatus(tab: Tab, site: string) {
  await tab.goto(`${site}/checkout/transparent?card_fields=inputs`);
  await until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );
  await tab.evaluate(() => {
    const payForm = document.querySelector('pay-form') as HTMLElement;
    const service = new URL(payForm.getAttribute('api-base') ?? '').origin;
    payForm.setAttribute('status-url', `${service}/hosted/no-cors-status`);
    const log: { type: string; detail: unknown; notice?: string | null }[] = ((window as any).__outcomes = []);
    for (const type of ['pay-pending', 'pay-success', 'pay-error']) {
      payForm.addEventListener(type, (event) => {
        const detail = (event as CustomEvent).detail;
        const notice = payForm.shadowRoot?.querySelector('[role="status"]')?.textContent;
        log.push({ type, detail: type === 'pay-pending' ? { reason: detail.reason } : detail, notice });
      });
    }
  });
}

const outcomes = (tab: Tab) =>
  tab.evaluate(() => (window as any).__outcomes as { type: string; detail: any; notice?: string | null }[]);

test('a declined card whose status-url cannot be read: pay-pending "being confirmed", then the page settles it as declined', async ({
  tab,
  rig,
}) => {
  await openWithUnreadableStatus(tab, rig.site);
  await tab.fill(CARD_INPUT.name, DECLINED.holder);
  await tab.fill(CARD_INPUT.number, DECLINED.number);
  await tab.fill(CARD_INPUT.month, DECLINED.month);
  await tab.fill(CARD_INPUT.year, DECLINED.year);
  await tab.fill(CARD_INPUT.cvv, DECLINED.cvv);
  await tab.click(PAY_BUTTON);

  // The demo page asks its own store once the element says pending, and settles it: declined.
  await until(
    () => attributeOf(tab, '#checkout-result', 'data-status'),
    (status) => status === 'failed',
    SLOW,
  );
  const seen = await outcomes(tab);
  expect(seen.map((event) => event.type)).toEqual(['pay-pending', 'pay-error']);
  expect(seen[0]).toMatchObject({ detail: { reason: 'STATUS_UNREADABLE' }, notice: PENDING_TEXT });
  expect(seen[1].detail).toMatchObject({ code: 'CARD_DECLINED' });
  expect(await shadowText(tab, 'pay-form', '[part="status"]')).toBe(
    'Payment declined: the card was refused. Try another card.',
  );
  expect(await tab.evaluate(() => (document.querySelector('pay-form') as HTMLElement & { state: string }).state)).toBe(
    'failed',
  );
});
