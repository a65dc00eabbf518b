/**
 * The secure card fields' page–frame protocol, checked once in Chromium with the mount module alone (no <pay-form>): a
 * merchant page on one origin (localhost) frames the sandbox's fields on another (127.0.0.1), and each side talks only
 * to the other's origin. The buyer's journeys through <pay-form card-fields="secure">, in every engine, are in
 * e2e/all-engines/secure-card-fields.spec.ts (tokens, no card value in any message the page receives, refusals).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startSandbox, type Sandbox } from '../../src/sandbox/index';

const CARD = { number: '4111111111111111', typed: '4111 1111 1111 1111', expiry: '12/34', cvv: '987' };
const MOUNT_ENTRY = fileURLToPath(new URL('../../src/pay-form/secure-fields/mount.ts', import.meta.url));

let sandbox: Sandbox;
let site: Server;
let siteUrl: string;

/** The merchant's page: the mount module, and a record of every message the page receives (window and ports). */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<script>
  window.received = [];
  addEventListener('message', (event) => received.push({ via: 'window', origin: event.origin, data: JSON.stringify(event.data) }), true);
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get() { return onmessage.get.call(this); },
    set(handler) {
      onmessage.set.call(this, (event) => { received.push({ via: 'port', data: JSON.stringify(event.data) }); return handler.call(this, event); });
    },
  });
</script>
<script src="/mount.js"></script></head>
<body><form><label>Name <input autocomplete="cc-name" value="Ana Souza"></label><div id="card"></div><button>Pay</button></form></body></html>`;

/**
 * A page of another origin framed beside the fields (an ad, a widget): it finds the fields' window through its parent
 * and posts them every command, each on its own and with a port of a channel it made.
 */
const FORGER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget</title></head><body><script>
  const fields = parent.frames[0];
  const commands = [
    { v: 1, type: 'style', style: { fontSize: '30px', base: { color: '#ff0000' } } },
    { v: 1, type: 'clear' },
    { v: 1, type: 'focus', field: 'cvv' },
    { v: 1, type: 'tokenize', id: 1, holderName: 'Ana Souza' },
    { v: 1, type: 'saved-card', card: { id: 'card_1a2b3c', brand: 'visa', last4: '4242' }, session: 'cst_forged' },
  ];
  for (const command of commands) fields.postMessage(command, '*');
  const channel = new MessageChannel();
  fields.postMessage({ v: 1, type: 'ready' }, '*', [channel.port2]);
  for (const command of commands) channel.port1.postMessage(command);
</script></body></html>`;

test.beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
  const bundle = await build({
    stdin: {
      contents: `import { mountSecureFields } from ${JSON.stringify(MOUNT_ENTRY)}; window.mountSecureFields = mountSecureFields;`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  const script = bundle.outputFiles[0].text;
  site = createServer((request, response) => {
    const isScript = request.url === '/mount.js';
    response.writeHead(200, { 'Content-Type': isScript ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(isScript ? script : request.url === '/forger' ? FORGER : PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  site?.close();
  await sandbox?.close();
});

/** Mounts the fields into #card and waits for the handshake; the controller stays on `window.fields`. */
async function mount(page: Page) {
  await page.goto(siteUrl);
  await page.evaluate(async (apiBase) => {
    const w = window as any;
    w.readyCount = 0;
    w.fields = w.mountSecureFields(document.getElementById('card'), {
      apiBase,
      publicKey: 'pk_test_demo',
      locale: 'en',
    });
    w.fields.addEventListener('ready', () => (w.readyCount += 1));
    w.fields.addEventListener('change', (event: CustomEvent) => (w.lastState = event.detail));
    await w.fields.ready;
  }, sandbox.url);
  return page.frameLocator('#card iframe');
}

test('a refused card comes back as field codes, focus goes into the frame, and the iframe follows the frame height', async ({
  page,
}) => {
  const frame = await mount(page);
  await frame.getByLabel('Card number').pressSequentially('4111111111111112');
  const result = await page.evaluate(() => (window as any).fields.tokenize(''));
  expect(result).toEqual({
    kind: 'refused',
    fields: { number: 'luhn', holder_name: 'required', expiry: 'required', cvv: 'required' },
  });
  await expect(frame.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  // The page moves focus into the frame, to the first refused field; Enter there asks the page to submit.
  await page.evaluate(() => (window as any).fields.focusField('expiry'));
  await expect(frame.getByLabel('Expiry date')).toBeFocused();
  await page.evaluate(() =>
    (window as any).fields.addEventListener('submit', () => ((window as any).submitted = true)),
  );
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (window as any).submitted)).toBe(true);
  const [frameHeight, iframeHeight] = await Promise.all([
    frame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height)),
    page.locator('#card iframe').evaluate((iframe) => iframe.getBoundingClientRect().height),
  ]);
  expect(iframeHeight).toBe(frameHeight);
});

test('messages from any other source are ignored', async ({ page }) => {
  const frame = await mount(page);
  await page.evaluate(
    (fieldsUrl) => {
      // A "ready" from the page itself, with a port of its own…
      const channel = new MessageChannel();
      window.postMessage({ v: 1, type: 'ready' }, '*', [channel.port2]);
      channel.port1.postMessage({
        v: 1,
        type: 'token',
        id: 1,
        token: { id: 'tok_forged', brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 },
      });
      // …and a second, genuine frame of the service that is not this controller's.
      const other = document.createElement('iframe');
      other.src = fieldsUrl;
      document.body.append(other);
    },
    `${sandbox.url}/elements/card-fields?key=pk_test_demo&origin=${encodeURIComponent(siteUrl)}`,
  );
  await expect(page.frameLocator('body > iframe').getByLabel('Card number')).toBeVisible();

  await frame.getByLabel('Card number').pressSequentially(CARD.number);
  await frame.getByLabel('Expiry date').pressSequentially('1234');
  await frame.getByLabel('Security code').pressSequentially(CARD.cvv);
  const result = await page.evaluate(() => (window as any).fields.tokenize('Ana Souza'));
  expect(result.kind).toBe('token');
  expect(result.token.id).not.toBe('tok_forged');
  // One handshake, from its own frame: the forged and the foreign ones were not taken.
  expect(await page.evaluate(() => (window as any).readyCount)).toBe(1);
});

test('a frame given another origin never talks to this page, even when the service would let it be framed', async ({
  page,
}) => {
  // Without frame-ancestors (which already refuses to be framed here, below), the frame's own rule is what is left.
  await page.route(`${sandbox.url}/elements/card-fields?*`, async (route) => {
    const response = await route.fetch();
    const csp = (response.headers()['content-security-policy'] ?? '').replace(
      /frame-ancestors [^;]+/,
      'frame-ancestors *',
    );
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
  });
  await page.goto(siteUrl);
  const otherOrigin = siteUrl.replace('localhost', '127.0.0.1');
  await page.evaluate(
    (src) => {
      const iframe = document.createElement('iframe');
      iframe.src = src;
      document.body.append(iframe);
    },
    `${sandbox.url}/elements/card-fields?key=pk_test_demo&origin=${encodeURIComponent(otherOrigin)}`,
  );
  // The frame ran (its inputs are there), but its "ready" was addressed to the other origin: the browser dropped it.
  await expect(page.frameLocator('iframe').getByLabel('Card number')).toBeVisible();
  // A message the frame posts after its "ready", to any origin: once it came, the "ready" would have come before it.
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${sandbox.url}/elements/`));
  await frame?.evaluate(() => parent.postMessage('marker', '*'));
  await expect.poll(() => page.evaluate(() => (window as any).received.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as any).received)).toEqual([
    { via: 'window', origin: sandbox.url, data: '"marker"' },
  ]);
});

test('the service refuses to be framed by a page of another origin than the one given', async ({ page }) => {
  await page.goto(siteUrl);
  const otherOrigin = siteUrl.replace('localhost', '127.0.0.1');
  // Resolved on the frame's load: a refused frame loads too, as the browser's error page.
  await page.evaluate(
    (src) =>
      new Promise((loaded) => {
        const iframe = document.createElement('iframe');
        iframe.addEventListener('load', loaded, { once: true });
        iframe.src = src;
        document.body.append(iframe);
      }),
    `${sandbox.url}/elements/card-fields?key=pk_test_demo&origin=${encodeURIComponent(otherOrigin)}`,
  );
  await expect(page.frameLocator('iframe').getByLabel('Card number')).toHaveCount(0);
  expect(await page.evaluate(() => (window as any).received)).toEqual([]);
});

test('Pay pressed on the page with the fields untouched: focus goes to the first refused field', async ({ page }) => {
  const frame = await mount(page);
  await page.evaluate(() => {
    const w = window as any;
    document.querySelector('form')?.addEventListener('submit', async (event) => {
      event.preventDefault();
      const result = await w.fields.tokenize('Ana Souza');
      if (result.kind === 'refused') w.fields.focusField(Object.keys(result.fields)[0]);
    });
  });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(frame.getByLabel('Card number')).toBeFocused();
  await expect(frame.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
});

test('commands posted to the frame from another origin, another window or off its port change nothing', async ({
  page,
}) => {
  const frame = await mount(page);
  await frame.getByLabel('Card number').pressSequentially(CARD.number);
  await frame.getByLabel('Expiry date').pressSequentially('1234');
  await frame.getByLabel('Security code').pressSequentially(CARD.cvv);
  await page.locator('input[autocomplete="cc-name"]').focus();
  const fields = page.frames().find((candidate) => candidate.url().includes('/elements/card-fields'));
  if (!fields) throw new Error('no fields frame');
  const look = () =>
    fields.evaluate(() => {
      const input = document.getElementById('pc-number') as HTMLInputElement;
      return {
        values: ['pc-number', 'pc-expiry', 'pc-cvv'].map(
          (id) => (document.getElementById(id) as HTMLInputElement).value,
        ),
        fontSize: getComputedStyle(input).fontSize,
        color: getComputedStyle(input).color,
        focused: document.activeElement?.id ?? null,
        tokenRequests: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/v1/card-tokens')).length,
      };
    });
  const before = await look();
  expect(before.values).toEqual([CARD.typed, CARD.expiry, CARD.cvv]);
  // Every message the fields' frame receives, on its window and on any port it is handed (started here, so that its
  // messages are delivered at all). Once all the forged ones have been dispatched there, whatever the frame's own
  // code does with them is done: the moment to look.
  await fields.evaluate(() => {
    const heard: { via: string; origin: string }[] = ((window as any).__heard = []);
    addEventListener('message', (event) => {
      heard.push({ via: 'window', origin: event.origin });
      for (const port of event.ports) {
        port.addEventListener('message', () => heard.push({ via: 'port', origin: event.origin }));
        port.start();
      }
    });
  });
  const heardInFrame = (via: string, origin: string) =>
    fields.evaluate(
      ({ via, origin }) =>
        ((window as any).__heard as { via: string; origin: string }[]).filter(
          (message) => message.via === via && message.origin === origin,
        ).length,
      { via, origin },
    );

  // The merchant's page itself, the frame's rightful parent, posting to the frame's window rather than on the port…
  await page.evaluate(() => {
    const fieldsWindow = (document.querySelector('#card iframe') as HTMLIFrameElement).contentWindow as Window;
    for (const command of [
      { v: 1, type: 'clear' },
      { v: 1, type: 'focus', field: 'cvv' },
      { v: 1, type: 'style', style: { fontSize: '30px' } },
      { v: 1, type: 'tokenize', id: 9, holderName: 'Ana Souza' },
      { v: 1, type: 'saved-card', card: { id: 'card_1a2b3c', brand: 'visa', last4: '4242' }, session: 'cst_page' },
    ])
      fieldsWindow.postMessage(command, '*');
  });
  // …and a page of another origin in another frame beside it.
  const forgerUrl = `${siteUrl.replace('localhost', '127.0.0.1')}/forger`;
  await page.evaluate((src) => {
    const widget = document.createElement('iframe');
    widget.src = src;
    document.body.append(widget);
  }, forgerUrl);
  const forgerOrigin = new URL(forgerUrl).origin;
  // The page's five commands; the widget's five, its "ready", and the five it sent on its own port.
  await expect.poll(() => heardInFrame('window', siteUrl)).toBe(5);
  await expect.poll(() => heardInFrame('window', forgerOrigin)).toBe(6);
  await expect.poll(() => heardInFrame('port', forgerOrigin)).toBe(5);

  expect(await look()).toEqual(before);
  // The page heard nothing from the frame but its state: no token, no refusal.
  const fromFrame = await page.evaluate(() =>
    (window as any).received
      .filter((m: { via: string }) => m.via === 'port')
      .map((m: { data: string }) => JSON.parse(m.data).type),
  );
  expect(fromFrame.filter((type: string) => type !== 'state' && type !== 'resize')).toEqual([]);
  // The frame still obeys its page over the port.
  await page.evaluate(() => (window as any).fields.clear(['cvv']));
  await expect(frame.getByLabel('Security code')).toHaveValue('');
  await expect(frame.getByLabel('Card number')).toHaveValue(CARD.typed);
});
