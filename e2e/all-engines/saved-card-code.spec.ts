// A returning buyer's saved card, in every engine (Chromium, Firefox ESR, WebKitGTK): a merchant's page (localhost)
// mounts the service's secure card fields (127.0.0.1) with the mount API and switches them to the code of a card the
// service keeps for that buyer. The code is typed in the frame, another origin: no script of the page can read it and
// no message the page receives holds it; the token made is that card's, bound to that buyer; a forged customer session
// gets no token. <pay-form>'s own journeys with the frame are in ./secure-card-fields.spec.ts.
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sandboxCall } from '../support/helpers';
import type { Tab } from '../support/engines/tab';
import { expect, SANDBOX, test, until } from '../support/journey';

const MOUNT_ENTRY = fileURLToPath(new URL('../../src/pay-form/secure-fields/mount.ts', import.meta.url));
const FRAME = '#card iframe';
// A sandbox test card that captures (docs/service.md, "Charges"), saved by the charge that pays with it.
const SAVED = { number: '4111111111111111', holder_name: 'ANA SILVA', exp_month: 11, exp_year: 2032, cvv: '123' };
const CODE = '739';

/**
 * The merchant's page: the mount module on `window.mountSecureFields`, and a record of every message the page receives
 * (window and ports), as a script of the page (an analytics tag) could keep one.
 */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<script>
  window.received = [];
  addEventListener('message', (event) => received.push(JSON.stringify(event.data)), true);
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get() { return onmessage.get.call(this); },
    set(handler) {
      onmessage.set.call(this, (event) => { received.push(JSON.stringify(event.data)); return handler.call(this, event); });
    },
  });
</script>
<script src="/mount.js"></script></head>
<body style="margin:0"><form><div id="card"></div><button>Pay</button></form></body></html>`;

let server: Server;
let site: string;

test.beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: `import { mountSecureFields } from ${JSON.stringify(MOUNT_ENTRY)}; window.mountSecureFields = mountSecureFields;`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  const script = bundle.outputFiles[0].text;
  server = createServer((request, response) => {
    const isScript = request.url === '/mount.js';
    response.writeHead(200, { 'Content-Type': isScript ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(isScript ? script : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  site = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface SavedCardChoice {
  id: string;
  brand: string;
  last4: string;
}

/** A buyer with a card saved by a captured charge, and a customer session for the page: what the merchant's back end does. */
async function returningBuyer() {
  const customer = await sandboxCall('/v1/customers', { body: { name: 'Ana Silva', email: 'ana@example.com' } });
  expect(customer.status).toBe(201);
  const customerId: string = customer.body.data.id;
  const charge = await sandboxCall('/v1/charges', {
    body: {
      amount: 2500,
      product_type: 'physical',
      customer: { name: 'Ana Silva', email: 'ana@example.com', type: 'individual' },
      customer_id: customerId,
      items: [{ name: 'T-shirt', quantity: 1, unit_price: 2500, tangible: true }],
      payment_method: 'credit_card',
      payment_details: { card: SAVED, installments: 1, save_card: true },
    },
  });
  expect(charge.status).toBe(201);
  const cards = await until(
    () => sandboxCall(`/v1/customers/${customerId}/cards`),
    (listed) => listed.body.data?.length === 1,
  );
  const saved = cards.body.data[0];
  const session = await sandboxCall('/v1/customer-sessions', { body: { customer_id: customerId } });
  expect(session.status).toBe(201);
  const card: SavedCardChoice = { id: saved.id, brand: saved.brand, last4: saved.last4 };
  return { customerId, card, clientToken: session.body.data.client_token as string };
}

/** Opens the page and mounts the fields; the controller stays on `window.fields`, its last state on `window.lastState`. */
async function mountFields(tab: Tab) {
  await tab.goto(site);
  await tab.evaluate(async (apiBase) => {
    const w = window as any;
    w.fields = w.mountSecureFields(document.getElementById('card'), {
      apiBase,
      publicKey: 'pk_test_demo',
      locale: 'en',
    });
    w.fields.addEventListener('change', (event: CustomEvent) => (w.lastState = event.detail));
    await w.fields.ready;
  }, SANDBOX);
  await until(
    () => tab.evaluateInFrame(FRAME, () => !!document.getElementById('pc-cvv')).catch(() => false),
    (built) => built,
  );
}

/** The frame's inputs (id, value, label, length) and its content height; the page's iframe height. */
const frameView = async (tab: Tab) => ({
  ...(await tab.evaluateInFrame(FRAME, () => ({
    inputs: Array.from(document.querySelectorAll('input')).map((input) => ({
      id: input.id,
      value: input.value,
      label: document.querySelector(`label[for="${input.id}"]`)?.textContent ?? null,
      maxLength: input.maxLength,
    })),
    height: Math.ceil(document.documentElement.getBoundingClientRect().height),
  }))),
  iframeHeight: await tab.evaluate(
    (frame) => Math.round(document.querySelector(frame)?.getBoundingClientRect().height ?? 0),
    FRAME,
  ),
});

const useSavedCard = (tab: Tab, card: SavedCardChoice | null, session?: string) =>
  tab.evaluate(([chosen, token]) => (window as any).fields.useSavedCard(chosen, token ?? undefined), [
    card,
    session ?? null,
  ] as const);

/** Every string and number of the messages, as text (a token id may hold any digits, so whole values are compared). */
function valuesIn(messages: string[]): string[] {
  const values: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number') values.push(String(value));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const message of messages) walk(message === undefined ? undefined : JSON.parse(message));
  return values;
}

/** `tokenize()`'s result as JSON: WebDriver would hand an absent `retryAfter` back as `null`. */
const tokenize = (tab: Tab) =>
  tab.evaluate(async () => JSON.parse(JSON.stringify(await (window as any).fields.tokenize(''))));
const lastState = (tab: Tab) => tab.evaluate(() => (window as any).lastState);

test('a saved card: only its code, typed in the frame; the token is that card’s, for that buyer; the page never sees the code', async ({
  tab,
}) => {
  const buyer = await returningBuyer();
  await mountFields(tab);
  const full = await until(
    () => frameView(tab),
    (view) => Math.abs(view.iframeHeight - view.height) <= 1,
  );
  expect(full.inputs.map((input) => input.id)).toEqual(['pc-number', 'pc-expiry', 'pc-cvv']);
  // Typed before the buyer picks the saved card: it goes with the switch.
  await tab.fillInFrame(FRAME, '#pc-number', '5555 5555 5555 4444');

  await useSavedCard(tab, buyer.card, buyer.clientToken);
  const codeOnly = await until(
    () => frameView(tab),
    (view) => view.inputs.length === 1 && view.height < full.height && Math.abs(view.iframeHeight - view.height) <= 1,
  );
  expect(codeOnly.inputs).toEqual([
    { id: 'pc-cvv', value: '', label: 'Security code for Visa ending in 1111', maxLength: 3 },
  ]);
  await tab.fillInFrame(FRAME, '#pc-cvv', CODE);
  await until(
    () => lastState(tab),
    (state) => state?.complete === true,
  );
  expect(await lastState(tab)).toEqual({ brand: 'visa', complete: true, empty: false, errors: {}, focused: 'cvv' });

  const result = await tokenize(tab);
  expect(result).toEqual({
    kind: 'token',
    token: { id: expect.stringMatching(/^tok_/), brand: 'visa', last4: '1111', exp_month: 11, exp_year: 2032 },
  });
  // The token pays only a charge of the buyer the card is saved under: it is that saved card's.
  const chargeWith = (customerId: string) =>
    sandboxCall('/v1/charges', {
      body: {
        amount: 1500,
        product_type: 'physical',
        customer: { name: 'Ana Silva', email: 'ana@example.com', type: 'individual' },
        customer_id: customerId,
        items: [{ name: 'Cap', quantity: 1, unit_price: 1500, tangible: true }],
        payment_method: 'credit_card',
        payment_details: { card_token: result.token.id, installments: 1 },
      },
    });
  const stranger = await sandboxCall('/v1/customers', { body: { name: 'Bia Lima', email: 'bia@example.com' } });
  const refused = await chargeWith(stranger.body.data.id);
  expect(refused.status).toBe(422);
  expect(refused.body.error).toBe('CARD_TOKEN_INVALID');
  const paid = await chargeWith(buyer.customerId);
  expect(paid.status).toBe(201);

  // A script of the page cannot reach the code, and no message the page received holds it.
  const reach = await tab.evaluate((frame) => {
    const element = document.querySelector(frame) as HTMLIFrameElement;
    try {
      return element.contentWindow?.document ? 'read' : 'nothing';
    } catch (error) {
      return `threw ${(error as Error).name}`;
    }
  }, FRAME);
  expect(reach).toBe('threw SecurityError');
  const received: string[] = await tab.evaluate(() => (window as any).received);
  expect(received.length).toBeGreaterThan(3);
  for (const value of valuesIn(received)) expect(value).not.toBe(CODE);

  // Another card: the three fields again, empty.
  await useSavedCard(tab, null);
  const back = await until(
    () => frameView(tab),
    (view) => view.inputs.length === 3 && Math.abs(view.iframeHeight - view.height) <= 1,
  );
  expect(back.inputs.map(({ id, value, label }) => ({ id, value, label }))).toEqual([
    { id: 'pc-number', value: '', label: 'Card number' },
    { id: 'pc-expiry', value: '', label: 'Expiry date' },
    { id: 'pc-cvv', value: '', label: 'Security code' },
  ]);
});

test('a forged or missing customer session gets no token: the frame says session_expired', async ({ tab }) => {
  const buyer = await returningBuyer();
  // Each on a new page: a frame keeps the last session it was given.
  for (const session of ['cst_forged0123456789', undefined]) {
    await mountFields(tab);
    await useSavedCard(tab, buyer.card, session);
    await until(
      () => frameView(tab),
      (view) => view.inputs.length === 1,
    );
    await tab.fillInFrame(FRAME, '#pc-cvv', CODE);
    expect(await tokenize(tab), session ?? 'no session').toEqual({ kind: 'failed', code: 'session_expired' });
  }
  // The buyer's own session still pays.
  await useSavedCard(tab, buyer.card, buyer.clientToken);
  await until(
    () => frameView(tab),
    (view) => view.inputs.length === 1,
  );
  await tab.fillInFrame(FRAME, '#pc-cvv', CODE);
  expect(await tokenize(tab)).toMatchObject({ kind: 'token', token: { last4: '1111' } });
});
