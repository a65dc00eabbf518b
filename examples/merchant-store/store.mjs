// A tiny store: a checkout page with <pay-form> (card, Pix), a hosted-card checkout, a result page, and a back end
// that creates the charges with pay-checkout/client, one order one charge (orders.mjs). `node store.mjs` runs it beside a sandbox
// (`npx pay-checkout-sandbox`); its tests start one per Playwright worker with `startStore`.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ApiError, createClient } from 'pay-checkout/client';
import { orderBook } from './orders.mjs';

const CART = [{ name: 'Coffee beans, 1 kg', quantity: 2, unit_price: 6990, tangible: true }];
const AMOUNT = CART.reduce((sum, item) => sum + item.quantity * item.unit_price, 0);
// A lost reply or a 5xx is tried again, with the same Idempotency-Key: the service then answers the first charge.
const RETRIES = 2;
// Every card payment asks the issuer for 3-D Secure where the card is enrolled (the fraud liability then moves to the
// issuer); a credit card that is not enrolled still pays. A debit card is always authenticated: the same value does.
const AUTHENTICATION = 'if_available';

// Where the card is typed on each checkout page: the service's secure fields, or the page's own inputs.
const CARD_ENTRY = {
  secure: {
    attributes: 'card-fields="secure"',
    markup: '<label>Name on card <input autocomplete="cc-name"></label><div data-card-fields></div>',
  },
  inputs: {
    attributes: '',
    markup: `<label>Card number <input autocomplete="cc-number" inputmode="numeric"></label>
        <label>Name on card <input autocomplete="cc-name"></label>
        <label>Expiry <input autocomplete="cc-exp" placeholder="MM/YY"></label>
        <label>Security code <input autocomplete="cc-csc" inputmode="numeric"></label>`,
  },
};
const PAGES = {
  '/': ['checkout.html', CARD_ENTRY.secure],
  '/inputs': ['checkout.html', CARD_ENTRY.inputs],
  '/hosted': ['hosted.html'],
  '/result': ['result.html'],
};
// pay-form.js and the modules it loads beside itself when needed: the Pix step, the card's code after a reply (the 3-D
// Secure dialog, the outcome at status-url) and the number's groups, the installments, the CPF/CNPJ check, the saved cards.
const SCRIPTS = [
  '/pay-form.js',
  '/pay-form-steps.js',
  '/pay-form-card.js',
  '/pay-form-installments.js',
  '/pay-form-document.js',
  '/pay-form-saved-cards.js',
];

/** The JSON object `raw` holds, else undefined. */
function parseJson(raw) {
  try {
    const body = JSON.parse(raw);
    return body && typeof body === 'object' && !Array.isArray(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the store. `apiBase`: the service (a sandbox); `port` 0 picks a free one; `timeoutMs`, how long the back end
 * waits on the service (the client's default when unset). Resolves to `{ url, close }`.
 */
export async function startStore({ apiBase, publicKey, secretKey, port = 0, host = '127.0.0.1', timeoutMs }) {
  const pay = createClient({ secretKey, baseUrl: apiBase, retry: RETRIES, timeoutMs });
  const orders = orderBook(pay, new URL(apiBase).origin);
  let origin = '';

  /** The charge for the cart, from what the page sent: the amount is the store's, never the browser's. */
  function chargeRequest(body) {
    const method = body.payment_method ?? 'credit_card';
    const card =
      body.card_flow === 'hosted'
        ? { card_flow: 'hosted', return_url: `${origin}/result`, payment_details: { installments: 1 } }
        : { payment_details: { card_token: body.payment_details?.card_token, installments: 1 } };
    card.payment_details.authentication = AUTHENTICATION;
    return {
      amount: AMOUNT,
      product_type: 'physical',
      items: CART,
      payment_method: method,
      customer: { type: 'individual', ...body.customer },
      fraud_session_id: body.fraud_session_id,
      ...((method === 'credit_card' || method === 'debit_card') && card),
    };
  }

  async function chargeStatus(buyer, chargeId) {
    // Only a charge of this browser's orders: the id alone, which anyone can type, tells nothing.
    if (!orders.isBuyers(buyer, chargeId))
      return [404, { success: false, error: 'NOT_FOUND', message: 'No such payment.' }];
    // The failure's reason lets <pay-form> word it (a refused authentication, a declined card).
    const { id, status, payment_method, failure_reason } = await pay.charges.retrieve(chargeId);
    return [200, { success: true, data: { id, status, payment_method, failure_reason } }];
  }

  const page = async (file, entry, orderId) =>
    (await readFile(new URL(`pages/${file}`, import.meta.url), 'utf8'))
      .replaceAll('{{ORDER_ID}}', orderId)
      .replaceAll('{{PAY_PUBLIC_KEY}}', publicKey)
      .replaceAll('{{PAY_API_BASE}}', apiBase)
      .replaceAll('{{CARD_ATTRIBUTES}}', entry?.attributes ?? '')
      .replaceAll('{{CARD_ENTRY}}', entry?.markup ?? '');
  const script = (path) => readFile(createRequire(import.meta.url).resolve(`pay-checkout/cdn${path}`));

  const server = createServer(async (request, response) => {
    // The browser's buyer id, in an HttpOnly cookie: its orders and charges are its own.
    const buyer = /(?:^|;\s*)buyer=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1] ?? randomUUID();
    const send = (status, body, type = 'application/json') => {
      response.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'set-cookie': `buyer=${buyer}; Path=/; HttpOnly; SameSite=Lax`,
      });
      response.end(type === 'application/json' ? JSON.stringify(body) : body);
    };
    try {
      const { pathname, searchParams } = new URL(request.url, origin);
      if (request.method === 'POST' && pathname === '/api/checkout') {
        let raw = '';
        for await (const chunk of request) raw += chunk;
        const body = parseJson(raw);
        if (!body) return send(400, { success: false, error: 'INVALID_JSON', message: 'The body is not valid JSON.' });
        return send(...(await orders.checkout(buyer, body.order_id, chargeRequest(body))));
      }
      if (pathname === '/api/charge-status') return send(...(await chargeStatus(buyer, searchParams.get('charge_id'))));
      if (SCRIPTS.includes(pathname)) return send(200, await script(pathname), 'text/javascript');
      const [file, entry] = PAGES[pathname] ?? [];
      if (file) return send(200, await page(file, entry, orders.open(buyer)), 'text/html; charset=utf-8');
      send(404, { success: false, error: 'NOT_FOUND', message: 'Not found.' });
    } catch (error) {
      if (error instanceof ApiError) return send(error.status, error.body);
      console.error(error);
      send(500, { success: false, error: 'INTERNAL_ERROR', message: 'Something went wrong.' });
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  // localhost, while the sandbox is on 127.0.0.1: two origins, as the store and the service are in production.
  origin = `http://localhost:${server.address().port}`;
  return {
    url: origin,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const store = await startStore({
    apiBase: process.env.PAY_API_BASE ?? 'http://127.0.0.1:4010',
    publicKey: process.env.PAY_PUBLIC_KEY ?? 'pk_test_demo',
    secretKey: process.env.PAY_SECRET_KEY ?? 'sk_test_demo',
    port: Number(process.env.PORT ?? 3000),
  });
  console.log(`Store on ${store.url}`);
}
