// The demo merchant's back end. It owns the cart and the secret key; the browser sends only the buyer's
// details, and the charge goes to the service from here.
import { Hono } from 'hono';
import { ApiError, createClient, PayClientError, type ChargeCreateRequest, type PayClient } from '../src/client/index';
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
    // A posted name such as `__proto__.x` must not reach Object.prototype: such fields are dropped.
    if (path.some((key) => UNSAFE_KEYS.has(key))) continue;
    let target = body;
    for (const key of path.slice(0, -1)) {
      if (!Object.hasOwn(target, key) || !target[key] || typeof target[key] !== 'object') target[key] = {};
      target = target[key] as Json;
    }
    target[path[path.length - 1]] = value;
  }
  return body;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

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

/** The service's reply as the browser should see it: the envelope and its status, errors included. */
async function relay(call: () => Promise<{ status: number; body: unknown }>): Promise<{ status: number; body: unknown }> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.body && typeof error.body === 'object') return { status: error.status, body: error.body };
    const code = error instanceof PayClientError ? error.code : 'INTERNAL_ERROR';
    return { status: 502, body: { success: false, message: 'The payment service could not be reached. Nothing was charged; please try again.', error: code } };
  }
}

export function merchantBackend({ sandboxUrl }: { sandboxUrl: string }): Hono {
  const api = new Hono();
  const clients = new Map<string, PayClient>();
  const clientFor = (merchant: string): PayClient => {
    let client = clients.get(merchant);
    if (!client) clients.set(merchant, (client = createClient({ secretKey: secretKeys[merchant] ?? secretKeys.demo, baseUrl: sandboxUrl })));
    return client;
  };

  api.post('/checkout/:merchant{demo|nohosted|strict}', async (c) => {
    const merchant = c.req.param('merchant');
    const checkout = await readCheckout(c.req.raw);
    const returnUrl = new URL('/return', c.req.url).toString();
    const charge = buildCharge(checkout, returnUrl) as unknown as ChargeCreateRequest;
    const idempotencyKey = c.req.header('idempotency-key');
    const reply = await relay(() => clientFor(merchant).charges.create(charge, idempotencyKey ? { idempotencyKey } : undefined).withResponse());
    // Without JavaScript the browser posted a plain form: send it straight to the hosted page.
    const redirectUrl = asObject(asObject(asObject(reply.body).data).payment_fields).redirect_url;
    if (!c.req.header('content-type')?.includes('application/json') && typeof redirectUrl === 'string') return c.redirect(redirectUrl, 303);
    return c.json(reply.body as Json, reply.status as 200);
  });

  // What the return page and the transparent checkout need to tell the buyer: the status, nothing of the buyer's data
  // or the card (anyone holding a charge id could ask; a real store also ties the read to the buyer's order).
  api.get('/charges/:id', async (c) => {
    const reply = await relay(() => clientFor('demo').charges.retrieve(c.req.param('id')).withResponse());
    const charge = asObject(asObject(reply.body).data);
    const body = reply.status === 200 ? { success: true, data: { id: charge.id, status: charge.status } } : reply.body;
    return c.json(body as Json, reply.status as 200);
  });

  api.post('/echo', async (c) => c.json({ received: await readCheckout(c.req.raw) }));
  return api;
}
