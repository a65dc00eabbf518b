// The store's pages as a buyer's browser reaches them: the cart's order kept across reloads and tabs, and the return
// page after the hosted card page (a reload, "Cancel and go back", a declined card, a charge the store never made).
import { describe, expect, it } from 'vitest';
import type { ChargeEvent } from 'pay-checkout/client';
import { useSandbox } from '../../test-sandbox';
import { merchantClients } from './merchants';
import { storeRoutes } from './routes';
import { StoreWebhooks } from './webhooks';

const sandbox = useSandbox();
const STORE_ORIGIN = 'http://localhost:5173';

function openStore() {
  const webhooks = new StoreWebhooks({
    clientFor: merchantClients(sandbox.current.url),
    receiverOrigin: 'http://127.0.0.1:9',
    log: () => undefined,
  });
  const store = storeRoutes({ sandboxUrl: sandbox.current.url, storeOrigin: STORE_ORIGIN, webhooks });
  /** A browser with one cookie jar. */
  let cookie = '';
  const get = async (path: string) => {
    const reply = await store.request(path, { headers: cookie ? { Cookie: cookie } : {} });
    const set = reply.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    return reply;
  };
  const orderIdOf = (page: string) => /name="order_id" value="(ord_[0-9a-f-]+)"/.exec(page)?.[1] ?? '';
  const startHosted = async (orderId: string) => {
    const reply = await store.request('/api/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({
        customer: { name: 'Ana Souza', email: 'ana@example.com' },
        card_flow: 'hosted',
        order_id: orderId,
      }),
    });
    return ((await reply.json()) as { data: { id: string } }).data.id;
  };
  const settle = (chargeId: string, type: ChargeEvent['type']) =>
    webhooks.orders.applyChargeEvent('demo', `msg_${chargeId}_${type}`, {
      type,
      data: { id: chargeId, amount: 14845 },
    } as unknown as ChargeEvent);
  const statusOf = (page: string) =>
    /id="return-status"[^>]*data-state="([a-z_]+)"[^>]*>([^<]*)</.exec(page)?.slice(1) ?? [];
  const nextLink = (page: string) => /<a id="return-next" href="([^"]*)"[^>]*>([^<]*)</.exec(page)?.slice(1) ?? [];
  return { get, orderIdOf, startHosted, settle, statusOf, nextLink };
}

describe('demo store: one order per cart', () => {
  it('serves the same order on a reload and in a second tab, says when it is paid, and starts a new one on request', async () => {
    const buyer = openStore();
    const first = buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text());
    expect(first).toMatch(/^ord_/);
    const reload = await (await buyer.get('/checkout/transparent')).text();
    expect(buyer.orderIdOf(reload)).toBe(first);
    expect(reload).not.toContain('id="order-paid"');

    buyer.settle(await buyer.startHosted(first), 'charge.captured');
    const back = await (await buyer.get('/checkout/hosted?lang=pt-BR')).text();
    expect(buyer.orderIdOf(back)).toBe(first);
    expect(back).toContain('Este pedido já está pago. Não é possível pagar de novo.');

    const fresh = await buyer.get('/checkout/hosted?lang=pt-BR&new_order=1');
    expect(fresh.status).toBe(303);
    expect(fresh.headers.get('location')).toBe('/checkout/hosted?lang=pt-BR');
    expect(buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text())).not.toBe(first);
  });
});

describe('demo store: the return page', () => {
  it('shows the same result after a reload (the address no longer names the charge)', async () => {
    const buyer = openStore();
    const chargeId = await buyer.startHosted(buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text()));
    buyer.settle(chargeId, 'charge.captured');
    const arrived = await (await buyer.get(`/return?merchant=demo&charge_id=${chargeId}&status=captured`)).text();
    expect(buyer.statusOf(arrived)).toEqual(['paid', `Payment approved (charge ${chargeId}).`]);
    const reloaded = await (await buyer.get('/return?merchant=demo')).text();
    expect(buyer.statusOf(reloaded)).toEqual(['paid', `Payment approved (charge ${chargeId}).`]);
    expect(buyer.nextLink(reloaded)).toEqual(['/', 'Back to the store']);
  });

  it('says "payment cancelled" after the hosted page’s Cancel link, also on a reload, with the way back to the checkout', async () => {
    const buyer = openStore();
    const chargeId = await buyer.startHosted(
      buyer.orderIdOf(await (await buyer.get('/checkout/hosted?lang=pt-BR')).text()),
    );
    const cancelled = await (
      await buyer.get(`/return?merchant=demo&lang=pt-BR&charge_id=${chargeId}&status=pending`)
    ).text();
    expect(buyer.statusOf(cancelled)).toEqual([
      'cancelled',
      'Pagamento cancelado. Nada foi cobrado; o seu carrinho continua no checkout.',
    ]);
    expect(buyer.nextLink(cancelled)).toEqual(['/checkout/hosted?lang=pt-BR', 'Voltar ao checkout']);
    expect(buyer.statusOf(await (await buyer.get('/return?merchant=demo&lang=pt-BR')).text())[0]).toBe('cancelled');
  });

  it('offers "try again" at the checkout after a declined payment', async () => {
    const buyer = openStore();
    const chargeId = await buyer.startHosted(buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text()));
    buyer.settle(chargeId, 'charge.failed');
    const page = await (await buyer.get(`/return?merchant=demo&charge_id=${chargeId}&status=failed`)).text();
    expect(buyer.statusOf(page)[0]).toBe('failed');
    expect(buyer.nextLink(page)).toEqual(['/checkout/hosted', 'Try again']);
  });

  it('does not wait for a charge the store never made, and does not believe a forged status', async () => {
    const buyer = openStore();
    const unknown = await (
      await buyer.get('/return?merchant=demo&charge_id=00000000-0000-4000-8000-000000000000&status=captured')
    ).text();
    expect(buyer.statusOf(unknown)).toEqual([
      'unknown_charge',
      'This store has no payment with that id, so there is nothing to wait for. Check the address, or go back to the checkout.',
    ]);
    const chargeId = await buyer.startHosted(buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text()));
    expect(
      buyer.statusOf(await (await buyer.get(`/return?merchant=demo&charge_id=${chargeId}&status=captured`)).text())[0],
    ).toBe('waiting');
  });
});
