// The demo store as a browser or an attacker reaches it over HTTP: which hosts it answers, where it sends the buyer
// back to, and what bodies it reads.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from './test-sandbox';
import { MAX_STORE_BODY_BYTES } from './shared/guards';
import { listenStore, type RunningStore } from './listen';

const sandbox = useSandbox();
const STORE_ORIGIN = 'https://shop.example';
let store: RunningStore;

beforeAll(async () => {
  store = await listenStore({
    sandboxUrl: sandbox.current.url,
    port: 0,
    hostname: '127.0.0.1',
    env: { SITE_ORIGIN: STORE_ORIGIN, SITE_HOSTS: 'devbox.lan' },
  });
});
afterAll(() => store.close());

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request with exactly these headers (Host included); `chunks` are sent chunked, with no Content-Length. */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; chunks?: Buffer[] } = {},
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: store.port,
        path,
        method: options.method ?? 'GET',
        headers: { Host: `localhost:${store.port}`, ...options.headers },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(parts).toString('utf8'),
          }),
        );
      },
    );
    // The store may answer and close before a large body is all written: the reply is what matters.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (options.chunks) {
      for (const chunk of options.chunks) req.write(chunk);
      req.end();
    } else {
      req.end(options.body);
    }
  });
}

const checkout = JSON.stringify({
  customer: { name: 'Ana Souza', email: 'ana@example.com' },
  card_flow: 'hosted',
});
const json = { 'Content-Type': 'application/json' };

describe('demo store: host names', () => {
  it('answers 421 with a clear message to a host it was not configured for, on pages and APIs alike', async () => {
    const page = await send('/', { headers: { Host: 'rebind.example:5173' } });
    expect(page.status).toBe(421);
    expect(page.text).toMatch(/does not answer to the host "rebind\.example:5173"/);

    // The DNS-rebinding attack: a page on rebind.example posting to "its own" origin, which is this store.
    const write = await send('/api/console/submerchants', {
      method: 'POST',
      headers: { Host: `rebind.example:${store.port}`, Origin: `http://rebind.example:${store.port}`, ...json },
      body: JSON.stringify({ entity_type: 'pf', legal_name: 'Planted' }),
    });
    expect(write.status).toBe(421);
    expect(JSON.parse(write.text)).toMatchObject({ success: false, error: 'MISDIRECTED_REQUEST' });
    expect(sandbox.current.state.submerchants.size).toBe(0);

    expect(
      (await send('/api/checkout/demo', { method: 'POST', headers: { Host: 'evil.example', ...json }, body: checkout }))
        .status,
    ).toBe(421);
  });

  it('answers its loopback names at its port, its configured origin and SITE_HOSTS', async () => {
    for (const host of [
      `localhost:${store.port}`,
      `127.0.0.1:${store.port}`,
      `[::1]:${store.port}`,
      'shop.example',
      'devbox.lan',
      `devbox.lan:${store.port}`,
    ]) {
      expect((await send('/healthz', { headers: { Host: host } })).status, host).toBe(200);
    }
    expect((await send('/healthz', { headers: { Host: 'localhost:1' } })).status).toBe(421);
  });
});

describe('demo store: the buyer is sent back to the configured origin only', () => {
  it('builds return_url and the hosted page’s form-action from SITE_ORIGIN, whatever Host the request named', async () => {
    const reply = await send('/api/checkout/demo', {
      method: 'POST',
      headers: { Host: `127.0.0.1:${store.port}`, ...json },
      body: checkout,
    });
    expect(reply.status).toBe(201);
    const { data } = JSON.parse(reply.text);
    expect(sandbox.current.state.charges.get(data.id)?.return_url).toBe(`${STORE_ORIGIN}/return?merchant=demo`);

    const hosted = new URL(data.payment_fields.redirect_url);
    const page = await fetch(hosted);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${STORE_ORIGIN};`);
  });
});

describe('demo store: request bodies', () => {
  it('answers 413 at once for a declared length over the cap, with the failure envelope on API routes', async () => {
    const big = 'x'.repeat(MAX_STORE_BODY_BYTES + 1);
    const reply = await send('/api/checkout/demo', { method: 'POST', headers: json, body: big });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toEqual({
      success: false,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than 64 KB, the most this store accepts.',
    });
    expect(sandbox.current.state.charges.size).toBe(0);
  });

  it('answers 413 for a chunked body once it streams past the cap, without reading it all', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const chunks = Array.from({ length: 64 }, () => chunk); // 1 MiB, no Content-Length
    const reply = await send('/api/console/webhook-endpoints', {
      method: 'POST',
      headers: { ...json, Origin: `http://localhost:${store.port}` },
      chunks,
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
  });

  it('still reads a chunked body under the cap', async () => {
    const body = Buffer.from(checkout);
    const reply = await send('/api/checkout/demo', {
      method: 'POST',
      headers: json,
      chunks: [body.subarray(0, 10), body.subarray(10)],
    });
    expect(reply.status).toBe(201);
  });

  it('answers 415 with a clear message for a body that is neither JSON nor a form', async () => {
    const reply = await send('/api/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: checkout,
    });
    expect(reply.status).toBe(415);
    expect(JSON.parse(reply.text)).toMatchObject({
      success: false,
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('application/json'),
    });
    const untyped = await send('/api/echo', { method: 'POST', body: 'name=x' });
    expect(untyped.status).toBe(415);
    // A body-less POST (the console's actions) is not refused for its missing type.
    const empty = await send('/api/console/submerchants/00000000-0000-4000-8000-000000000000/submit-for-review', {
      method: 'POST',
      headers: { 'Content-Length': '0' },
    });
    expect(empty.status).toBe(404);
  });

  it('reads a multipart form post as well as an urlencoded one', async () => {
    const boundary = 'demo-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="customer.name"',
      '',
      'Ana',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const reply = await send('/api/echo', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(JSON.parse(reply.text)).toMatchObject({ received: { customer: { name: 'Ana' } } });
  });

  it('answers invalid JSON with 400, not a server error', async () => {
    const reply = await send('/api/checkout/demo', { method: 'POST', headers: json, body: '{"customer":' });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toMatchObject({ success: false, error: 'INVALID_JSON' });
  });
});

describe('script-tag page order form', () => {
  it('shows what the back end received as a page, not raw JSON', async () => {
    const form = new URLSearchParams({
      'customer.name': 'Ana <b>Souza</b>',
      'customer.email': 'ana@example.com',
      fraud_session_id: 'abc-123',
    });
    const reply = await send('/order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.text).toContain('<h1>Order received</h1>');
    expect(reply.text).toContain('Ana &lt;b&gt;Souza&lt;/b&gt;');
    expect(reply.text).toContain('<dd id="received-session-id">abc-123</dd>');
  });
});

const MANIFEST = 'dist/cdn/manifest.json';

describe('demo store: the modules loaded on demand pinned under the strict CSP', () => {
  it('gives the checkout an import map with the Pix/boleto steps’ and the authentication dialog’s integrity, and allows exactly that inline script by its hash', async () => {
    const page = await send('/checkout/transparent');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("require-trusted-types-for 'script'");
    // Unit tests may run before a build: then there is nothing to pin, and no inline script is allowed.
    if (!existsSync(MANIFEST)) {
      expect(page.text).not.toContain('type="importmap"');
      expect(csp).toContain("script-src 'self';");
      return;
    }
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { integrity: string }>;
    const map = /<script type="importmap">([^<]*)<\/script>/.exec(page.text)?.[1] ?? '';
    expect(JSON.parse(map)).toEqual({
      integrity: {
        '/cdn/pay-form-steps.js': manifest['pay-form-steps.js'].integrity,
        '/cdn/pay-form-authentication.js': manifest['pay-form-authentication.js'].integrity,
        '/cdn/pay-form-installments.js': manifest['pay-form-installments.js'].integrity,
        '/cdn/pay-form-saved-cards.js': manifest['pay-form-saved-cards.js'].integrity,
      },
    });
    // Before the script tag that loads the steps.
    expect(page.text.indexOf('type="importmap"')).toBeLessThan(page.text.indexOf('src="/cdn/pay-form.js"'));
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(map).digest('base64')}';`);
  });
});
