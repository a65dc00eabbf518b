// The store's pages as a buyer's browser reaches them: the cart's order kept across reloads and tabs, and the return
// page after the hosted card page (a reload, "Cancel and go back", a declined card, a charge the store never made).
import { describe, expect, it } from 'vitest';
import type { ChargeEvent } from 'pay-checkout/client';
import { useSandbox } from '../../test-sandbox';
import { sandboxClients } from './merchants';
import { storeRoutes } from './routes';
import { StoreWebhooks } from './webhooks';

const sandbox = useSandbox();
const STORE_ORIGIN = 'http://localhost:5173';

function openStore() {
  const webhooks = new StoreWebhooks({
    clientFor: sandboxClients(sandbox.current.url).clientFor,
    receiverOrigin: 'http://127.0.0.1:9',
    log: () => undefined,
  });
  const store = storeRoutes({ clients: sandboxClients(sandbox.current.url), storeOrigin: STORE_ORIGIN, webhooks });
  const settle = (chargeId: string, type: ChargeEvent['type']) =>
    webhooks.orders.applyChargeEvent('demo', `msg_${chargeId}_${type}`, {
      type,
      data: { id: chargeId, amount: 14845 },
    } as unknown as ChargeEvent);
  return { browser: () => openBrowser(store), settle };
}

/** A browser of the store, with its own cookie jar: each cookie sent only under its `Path`, as a browser does. */
function openBrowser(store: ReturnType<typeof storeRoutes>) {
  const jar = new Map<string, { value: string; path: string }>();
  const send = async (path: string, init: RequestInit = {}) => {
    const pathname = new URL(path, STORE_ORIGIN).pathname;
    const cookie = [...jar]
      .filter(([, set]) => pathname === set.path || pathname.startsWith(`${set.path.replace(/\/$/, '')}/`))
      .map(([name, set]) => `${name}=${set.value}`)
      .join('; ');
    const reply = await store.request(path, {
      ...init,
      headers: { ...init.headers, ...(cookie ? { Cookie: cookie } : {}) },
    });
    for (const set of reply.headers.getSetCookie()) {
      const [pair, ...attributes] = set.split(';').map((part) => part.trim());
      const [name, value] = pair.split('=');
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice('path='.length) ?? '/';
      jar.set(name, { value, path });
    }
    return reply;
  };
  const get = (path: string) => send(path);
  const orderIdOf = (page: string) => /name="order_id" value="(ord_[0-9a-f-]+)"/.exec(page)?.[1] ?? '';
  const checkout = (orderId: string, lang = 'en') =>
    send('/api/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        customer: { name: 'Ana Souza', email: 'ana@example.com' },
        card_flow: 'hosted',
        order_id: orderId,
        lang,
      }),
    });
  const startHosted = async (orderId: string) =>
    ((await (await checkout(orderId)).json()) as { data: { id: string } }).data.id;
  /** A cookie the browser's user sets by hand (devtools): the store must not take it as proof of anything. */
  const plantCookie = (name: string, value: string) => jar.set(name, { value, path: '/' });
  return { get, orderIdOf, startHosted, checkout, plantCookie };
}

const statusOf = (page: string) =>
  /id="return-status"[^>]*data-state="([a-z_]+)"[^>]*>([^<]*)</.exec(page)?.slice(1) ?? [];
const NOT_SHOWN =
  'We can’t show this payment here. Only the browser that started it can see how it went; check the address, or go back to the checkout.';
const NOT_SHOWN_PT =
  'Não podemos mostrar este pagamento aqui. Só o navegador em que ele foi iniciado pode ver como ficou; confira o endereço ou volte ao checkout.';
const nextLink = (page: string) => /<a id="return-next" href="([^"]*)"[^>]*>([^<]*)</.exec(page)?.slice(1) ?? [];

describe('demo store: one order per cart', () => {
  it('serves the same order on a reload and in a second tab, says when it is paid, and starts a new one on request', async () => {
    const store = openStore();
    const buyer = store.browser();
    const first = buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text());
    expect(first).toMatch(/^ord_/);
    const reload = await (await buyer.get('/checkout/transparent')).text();
    expect(buyer.orderIdOf(reload)).toBe(first);
    expect(reload).not.toContain('id="order-paid"');

    store.settle(await buyer.startHosted(first), 'charge.captured');
    const back = await (await buyer.get('/checkout/hosted?lang=pt-BR')).text();
    expect(back).toContain(`data-order-id="${first}"`);
    expect(back).toContain('Este pedido já está pago. Não é possível pagar de novo.');
    // The notice instead of a form: nothing on the page can pay the order again.
    expect(back).toContain('id="order-paid"');
    expect(back).not.toContain('<pay-form');
    expect(back).not.toContain('type="submit"');
    expect(reload).toContain('<pay-form');

    const fresh = await buyer.get('/checkout/hosted?lang=pt-BR&new_order=1');
    expect(fresh.status).toBe(303);
    expect(fresh.headers.get('location')).toBe('/checkout/hosted?lang=pt-BR');
    expect(buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text())).not.toBe(first);
  });
});

describe('demo store: switching carts', () => {
  it('coming back to a paid cart after another one finds its order, paid: no new order to pay again', async () => {
    const store = openStore();
    const buyer = store.browser();
    const coffee = buyer.orderIdOf(await (await buyer.get('/checkout/transparent')).text());
    store.settle(await buyer.startHosted(coffee), 'charge.captured');
    expect(await (await buyer.get('/checkout/transparent')).text()).toContain('id="order-paid"');

    const espresso = buyer.orderIdOf(await (await buyer.get('/checkout/transparent?cart=espresso')).text());
    expect(espresso).not.toBe(coffee);
    const back = await (await buyer.get('/checkout/transparent')).text();
    expect(buyer.orderIdOf(back) || /data-order-id="(ord_[0-9a-f-]+)"/.exec(back)?.[1]).toBe(coffee);
    expect(back).toContain('id="order-paid"');
    expect(back).not.toContain('<pay-form');
    // The espresso cart kept its own order too.
    expect(buyer.orderIdOf(await (await buyer.get('/checkout/transparent?cart=espresso')).text())).toBe(espresso);
  });
});

describe('demo store: an order belongs to the browser it was served to', () => {
  it('refuses another buyer who posts its id (404, nothing of the order told), even with the id in its own cart cookie', async () => {
    const store = openStore();
    const victim = store.browser();
    const orderId = victim.orderIdOf(await (await victim.get('/checkout/hosted')).text());
    const pending = await (await victim.checkout(orderId)).json();
    expect(pending.data.payment_fields.redirect_url).toContain('token=');

    const attacker = store.browser();
    await attacker.get('/checkout/hosted');
    const refusals = [await attacker.checkout(orderId, 'pt-BR')];
    attacker.plantCookie('order_demo_coffee', orderId);
    refusals.push(await attacker.checkout(orderId, 'pt-BR'));
    // An id the store never made is refused alike: the reply tells nothing of whether the order exists.
    refusals.push(await attacker.checkout('ord_00000000-0000-4000-8000-000000000000', 'pt-BR'));
    for (const refused of refusals) {
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({
        success: false,
        error: 'ORDER_NOT_FOUND',
        message:
          'O pedido deste checkout não foi aberto neste navegador, por isso nada foi cobrado. Recarregue o checkout.',
      });
    }

    // The victim's order is untouched: the same hosted page, and the attacker's checkout page a new order of its own.
    expect((await (await victim.checkout(orderId)).json()).data.id).toBe(pending.data.id);
    expect(attacker.orderIdOf(await (await attacker.get('/checkout/hosted')).text())).not.toBe(orderId);
  });
});

describe('demo store: the return page', () => {
  it('shows the same result after a reload (the address no longer names the charge)', async () => {
    const store = openStore();
    const buyer = store.browser();
    const chargeId = await buyer.startHosted(buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text()));
    store.settle(chargeId, 'charge.captured');
    const arrived = await (await buyer.get(`/return?merchant=demo&charge_id=${chargeId}&status=captured`)).text();
    expect(statusOf(arrived)).toEqual(['paid', `Payment approved (charge ${chargeId}).`]);
    const reloaded = await (await buyer.get('/return?merchant=demo')).text();
    expect(statusOf(reloaded)).toEqual(['paid', `Payment approved (charge ${chargeId}).`]);
    expect(nextLink(reloaded)).toEqual(['/', 'Back to the store']);
  });

  it('says "payment cancelled" after the hosted page’s Cancel link, also on a reload, with the way back to the checkout', async () => {
    const store = openStore();
    const buyer = store.browser();
    const chargeId = await buyer.startHosted(
      buyer.orderIdOf(await (await buyer.get('/checkout/hosted?lang=pt-BR')).text()),
    );
    const cancelled = await (
      await buyer.get(`/return?merchant=demo&lang=pt-BR&charge_id=${chargeId}&status=pending`)
    ).text();
    expect(statusOf(cancelled)).toEqual([
      'cancelled',
      'Pagamento cancelado. Nada foi cobrado; o seu carrinho continua no checkout.',
    ]);
    expect(nextLink(cancelled)).toEqual(['/checkout/hosted?lang=pt-BR', 'Voltar ao checkout']);
    expect(statusOf(await (await buyer.get('/return?merchant=demo&lang=pt-BR')).text())[0]).toBe('cancelled');
  });

  it('offers "try again" at the checkout after a declined payment', async () => {
    const store = openStore();
    const buyer = store.browser();
    const chargeId = await buyer.startHosted(buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text()));
    store.settle(chargeId, 'charge.failed');
    const page = await (await buyer.get(`/return?merchant=demo&charge_id=${chargeId}&status=failed`)).text();
    expect(statusOf(page)[0]).toBe('failed');
    expect(nextLink(page)).toEqual(['/checkout/hosted', 'Try again']);
  });

  it('does not wait for a charge the store never made, and does not believe a forged status', async () => {
    const store = openStore();
    const buyer = store.browser();
    const unknown = await (
      await buyer.get('/return?merchant=demo&charge_id=00000000-0000-4000-8000-000000000000&status=captured')
    ).text();
    expect(statusOf(unknown)).toEqual(['not_shown', NOT_SHOWN]);
    const chargeId = await buyer.startHosted(buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text()));
    expect(
      statusOf(await (await buyer.get(`/return?merchant=demo&charge_id=${chargeId}&status=captured`)).text())[0],
    ).toBe('waiting');
  });

  it('shows a charge’s outcome only in the browser whose checkout made it: elsewhere, the neutral state', async () => {
    const store = openStore();
    const buyerA = store.browser();
    const chargeId = await buyerA.startHosted(buyerA.orderIdOf(await (await buyerA.get('/checkout/hosted')).text()));
    store.settle(chargeId, 'charge.captured');
    const address = `/return?merchant=demo&charge_id=${chargeId}&status=captured`;

    const noCookie = await (await store.browser().get(address)).text();
    expect(statusOf(noCookie)).toEqual(['not_shown', NOT_SHOWN]);
    expect(noCookie).not.toContain(chargeId);
    // Another buyer, with cookies of its own (an order, a buyer id and a charge): just not this charge's.
    const buyerB = store.browser();
    await buyerB.startHosted(buyerB.orderIdOf(await (await buyerB.get('/checkout/hosted?lang=pt-BR')).text()));
    const otherBuyer = await (await buyerB.get(`${address}&lang=pt-BR`)).text();
    expect(statusOf(otherBuyer)).toEqual(['not_shown', NOT_SHOWN_PT]);
    expect(otherBuyer).not.toContain(chargeId);

    expect(statusOf(await (await buyerA.get(address)).text())).toEqual([
      'paid',
      `Payment approved (charge ${chargeId}).`,
    ]);
  });
});

describe('demo store: the home page', () => {
  it('names the test cards: approved, declined, the 3-D Secure challenge and the American Express', async () => {
    const home = await (await openStore().browser().get('/')).text();
    for (const number of ['4111 1111 1111 1111', '4000 0000 0000 0002', '4000 0000 0000 3220', '3782 822463 10005'])
      expect(home).toContain(`<code>${number}</code>`);
  });
});

describe('demo store: the costly item and the service’s installments', () => {
  it('the espresso machine’s checkout offers the service’s quote: até 3× sem juros, até 12× com juros', async () => {
    const buyer = openStore().browser();
    const english = await (await buyer.get('/checkout/hosted?cart=espresso')).text();
    expect(english).toMatch(/<strong>R\$\s1\.000,00<\/strong>/);
    expect(english).toContain(
      '<p class="offer" id="installment-offer">up to 3× interest-free, up to 12× with interest</p>',
    );
    // No amount nor terms of its own: a <pay-form> that quotes fills it from the service.
    expect(english).toContain(
      '<select name="payment_details.installments" data-type="integer" data-installments><option value="1">',
    );
    expect(english).toMatch(
      /<option value="10">10× of R\$\s111,27 with interest \(1\.99 % a month, CET 26\.68 % a year\) — total R\$\s1\.112,70<\/option>/,
    );
    const portuguese = await (await buyer.get('/checkout/hosted?cart=espresso&lang=pt-BR')).text();
    expect(portuguese).toContain('até 3× sem juros, até 12× com juros');
    expect(portuguese).toMatch(/<option value="3">3× de R\$\s333,34 sem juros<\/option>/);
    expect(portuguese).toContain('Máquina de espresso');
  });

  it('another cart is another order: the espresso order is charged R$ 1.000,00 in the count chosen', async () => {
    const buyer = openStore().browser();
    const coffee = buyer.orderIdOf(await (await buyer.get('/checkout/hosted')).text());
    const espresso = buyer.orderIdOf(await (await buyer.get('/checkout/hosted?cart=espresso')).text());
    expect(espresso).not.toBe(coffee);
    const charged = (await (await buyer.checkout(espresso)).json()) as { data: { amount: number; items: unknown[] } };
    expect(charged.data).toMatchObject({ amount: 100000, items: [{ name: 'Espresso machine', unit_price: 100000 }] });
  });
});
