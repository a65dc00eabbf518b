// The demo store's server decides what its return page may say, whatever the browser: an order is settled by the
// service's webhook even with the tab closed; a forged address shows the real state, and a charge of another browser
// or one the store never made shows a neutral sentence, never an outcome. Engine-neutral, so checked once, in Chromium;
// the page that follows a payment live is a journey of every engine (e2e/all-engines/webhook-orders.spec.ts).
import { attributeOf, textOf, valueOf } from '../support/engines/tab';
import {
  DECLINED_CARD,
  NOT_SHOWN,
  ORDER_READS,
  orderState,
  payHostedPage,
  RETURN_STATUS as STATUS,
  startHostedOrder,
  startHostedOrderIn,
} from '../support/store-orders';
import { expect, SANDBOX, test, until, UUID } from '../support/journey';
import { afterMarkerRequest, finishedRequestsTo } from '../support/page-requests';

test.describe('demo store: what the return page may say', () => {
  test('a closed tab still gets the order paid: the webhook does it, no page needed', async ({ tab, rig }) => {
    await tab.goto(`${rig.site}/checkout/hosted`);
    await until(
      () => valueOf(tab, 'pay-form input[name="fraud_session_id"]'),
      (id) => !!id && UUID.test(id),
    );
    await tab.click('pay-form form button[type="submit"]');
    const cardPage = await until(
      () => tab.url(),
      (url) => url.startsWith(`${SANDBOX}/hosted/charges/`),
    );
    const chargeId = new URL(cardPage).pathname.split('/').at(-1) ?? '';
    expect(await orderState(chargeId)).toBe('received');

    // The buyer's tab goes away; the card form's post, the last thing it sent, still reaches the service, and the
    // redirect back to the store is never followed.
    await tab.goto('about:blank');
    await payHostedPage(cardPage);
    await until(
      () => orderState(chargeId),
      (state) => state === 'paid',
    );
  });

  test('a forged status=captured for a declined payment shows the real state: declined', async ({ tab, rig }) => {
    const { chargeId, cardPage } = await startHostedOrderIn(tab, rig.site);
    await payHostedPage(cardPage, DECLINED_CARD);
    await until(
      () => orderState(chargeId),
      (state) => state === 'failed',
    );
    await tab.goto(`${rig.site}/return?merchant=demo&charge_id=${chargeId}&status=captured&lang=pt-BR`);
    await until(
      () => textOf(tab, STATUS),
      (text) => text === 'Pagamento recusado. Nada foi cobrado; você pode tentar outro cartão.',
    );
  });

  test('a made-up charge id with status=captured never shows approved, and is not waited for', async ({ tab, rig }) => {
    await tab.goto(`${rig.site}/return?merchant=demo&charge_id=00000000-0000-4000-8000-000000000000&status=captured`);
    expect(await textOf(tab, STATUS)).toBe(NOT_SHOWN);
    // Not waited for: once the page's script has run, and a request started after it has come back, no order was read.
    await afterMarkerRequest(tab);
    expect(await finishedRequestsTo(tab, ORDER_READS)).toBe(0);
    expect(await textOf(tab, STATUS)).toBe(NOT_SHOWN);
  });

  test('another browser’s paid charge: its address shows the neutral state here, never the outcome', async ({
    tab,
    rig,
  }) => {
    // Checked out and paid by another browser (no cookie of this tab's): the webhook settles it all the same.
    const { chargeId, cardPage } = await startHostedOrder();
    await payHostedPage(cardPage);
    await until(
      () => orderState(chargeId),
      (state) => state === 'paid',
    );
    await tab.goto(`${rig.site}/return?merchant=demo&charge_id=${chargeId}&status=captured`);
    expect(await textOf(tab, STATUS)).toBe(NOT_SHOWN);
    expect(await attributeOf(tab, STATUS, 'data-state')).toBe('not_shown');
    await afterMarkerRequest(tab);
    expect(await finishedRequestsTo(tab, ORDER_READS)).toBe(0);
    expect(await textOf(tab, STATUS)).toBe(NOT_SHOWN);
  });
});
