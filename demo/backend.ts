// The demo merchant's back end. It owns the cart and the secret key; the browser sends only the buyer's
// details, and the charge goes to the service from here.
import { Hono } from 'hono';
import { cartTotal, demoCart, demoShipping } from './cart';

const secretKeys: Record<string, string> = { demo: 'sk_test_demo', nohosted: 'sk_test_nohosted', strict: 'sk_test_strict' };

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** Reads the browser's JSON (from <pay-form>) or a plain form post (no JavaScript) into one shape. */
async function readCheckout(request: Request): Promise<Json> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return asObject(await request.json().catch(() => ({})));
  const form = await request.formData();
  const body: Json = {};
  for (const [name, value] of form) {
    const path = name.split('.');
    let target = body;
    path.slice(0, -1).forEach((key) => (target = asObject((target[key] ??= {}))));
    target[path[path.length - 1]] = value;
  }
  return body;
}

export function buildCharge(checkout: Json, returnUrl: string): Json {
  const customer = asObject(checkout.customer);
  const hosted = checkout.card_flow === 'hosted';
  const details = asObject(checkout.payment_details);
  const installments = details.installments === undefined ? undefined : Number(details.installments);
  return {
    amount: cartTotal(),
    shipping_amount: demoShipping,
    product_type: 'physical',
    payment_method: 'credit_card',
    customer: { name: customer.name, email: customer.email, type: customer.type ?? 'individual' },
    items: demoCart,
    ...(hosted
      ? { card_flow: 'hosted', return_url: returnUrl, ...(installments ? { payment_details: { installments } } : {}) }
      : { payment_details: { ...details, installments } }),
    ...(typeof checkout.fraud_session_id === 'string' && checkout.fraud_session_id ? { fraud_session_id: checkout.fraud_session_id } : {}),
  };
}

export function merchantBackend({ sandboxUrl }: { sandboxUrl: string }): Hono {
  const api = new Hono();
  const call = (merchant: string, method: string, path: string, body?: Json, idempotencyKey?: string) =>
    fetch(`${sandboxUrl}${path}`, {
      method,
      headers: {
        Authorization: `Basic ${Buffer.from(`${secretKeys[merchant] ?? secretKeys.demo}:`).toString('base64')}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  api.post('/checkout/:merchant{demo|nohosted|strict}', async (c) => {
    const merchant = c.req.param('merchant');
    const checkout = await readCheckout(c.req.raw);
    const returnUrl = new URL('/return', c.req.url).toString();
    const reply = await call(merchant, 'POST', '/v1/charges', buildCharge(checkout, returnUrl), c.req.header('idempotency-key'));
    const body = await reply.json().catch(() => ({ success: false, message: 'The payment service sent an unreadable reply.', error: 'BAD_GATEWAY' }));
    // Without JavaScript the browser posted a plain form: send it straight to the hosted page.
    const redirectUrl = asObject(asObject(asObject(body).data).payment_fields).redirect_url;
    if (!c.req.header('content-type')?.includes('application/json') && typeof redirectUrl === 'string') return c.redirect(redirectUrl, 303);
    return c.json(body, reply.status as 200);
  });

  api.get('/charges/:id', async (c) => {
    const reply = await call('demo', 'GET', `/v1/charges/${encodeURIComponent(c.req.param('id'))}`);
    return c.json(await reply.json(), reply.status as 200);
  });

  api.post('/echo', async (c) => c.json({ received: await readCheckout(c.req.raw) }));
  return api;
}
