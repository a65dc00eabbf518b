// The demo store's return page shows what the service's webhooks said about the order, never what the return
// address says: waiting until the signed event arrives, then the confirmed state — in every engine. What the store's
// server decides alone (a closed tab, forged or foreign addresses) is checked once: e2e/chromium/demo-return-page.spec.ts.
import { attributeOf, textOf, valueOf, type Tab } from '../support/engines/tab';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  ORDER_READS,
  orderState,
  payHostedPage,
  RETURN_STATUS as STATUS,
  startHostedOrderIn,
} from '../support/store-orders';
import { expect, SANDBOX, test, until, UUID } from '../support/journey';
import { finishedRequestsTo } from '../support/page-requests';

const WAITING = 'Waiting for confirmation from the payment service…';
const approved = (chargeId: string) => `Payment approved (charge ${chargeId}).`;

/** Checkout (hosted) → the sandbox's card page → the card typed and sent → back on the store's return page. */
async function payThroughHostedPage(tab: Tab, site: string, query: string, card: string) {
  await tab.goto(`${site}/checkout/hosted${query}`);
  await until(
    () => valueOf(tab, 'pay-form input[name="fraud_session_id"]'),
    (id) => !!id && UUID.test(id),
  );
  await tab.click('pay-form form button[type="submit"]');
  await until(
    () => tab.url(),
    (url) => url.startsWith(`${SANDBOX}/hosted/charges/`),
  );
  await tab.fill('input[autocomplete="cc-name"]', 'ANA SOUZA');
  await tab.fill('input[autocomplete="cc-number"]', card);
  await tab.fill('input[autocomplete="cc-exp"]', '12/30');
  await tab.fill('input[autocomplete="cc-csc"]', '123');
  await tab.click('button[type="submit"]');
  await until(
    () => tab.url(),
    (url) => new URL(url).pathname === '/return',
  );
}

test.describe('demo store: orders confirmed by webhooks', () => {
  test('hosted round trip: the webhook marks the order paid, and the return page shows it', async ({ tab, rig }) => {
    await payThroughHostedPage(tab, rig.site, '', APPROVED_CARD);
    const shown = await until(
      () => textOf(tab, STATUS),
      (text) => !!text && /^Payment approved \(charge [0-9a-f-]{36}\)\.$/.test(text),
    );
    const chargeId = /charge ([0-9a-f-]{36})/.exec(shown ?? '')?.[1] ?? '';
    expect(await orderState(chargeId)).toBe('paid');
    expect(await attributeOf(tab, STATUS, 'data-state')).toBe('paid');
  });

  // In every engine: no other journey shows the hosted card page and the return page in Portuguese.
  test('in pt-BR, a declined card: the webhook marks the order failed, and the page says so in Portuguese', async ({
    tab,
    rig,
  }) => {
    await payThroughHostedPage(tab, rig.site, '?lang=pt-BR', DECLINED_CARD);
    await until(
      () => textOf(tab, STATUS),
      (text) => text === 'Pagamento recusado. Nada foi cobrado; você pode tentar outro cartão.',
    );
    expect(await attributeOf(tab, STATUS, 'data-state')).toBe('failed');
  });

  // In every engine: the one journey whose open return page follows the order live, from "waiting" to the outcome.
  test('a forged status=captured shows "waiting" until the real payment’s webhook, then the confirmed state', async ({
    tab,
    rig,
  }) => {
    // Started from this browser: the store's pages read only the browser's own orders.
    const { chargeId, cardPage } = await startHostedOrderIn(tab, rig.site);
    await tab.goto(`${rig.site}/return?merchant=demo&charge_id=${chargeId}&status=captured`);
    expect(await textOf(tab, STATUS)).toBe(WAITING);
    // Still waiting after the page has read the store's order twice more: no webhook has settled it.
    const reads = await finishedRequestsTo(tab, ORDER_READS);
    await until(
      () => finishedRequestsTo(tab, ORDER_READS),
      (count) => count >= reads + 2,
    );
    expect(await textOf(tab, STATUS)).toBe(WAITING);
    expect(await attributeOf(tab, STATUS, 'data-status')).toBe('waiting');

    // The buyer pays after all (elsewhere): the signed event settles the order, and the open page follows.
    await payHostedPage(cardPage);
    await until(
      () => textOf(tab, STATUS),
      (text) => text === approved(chargeId),
      15_000,
    );
  });
});
