/** Shared helpers of the sandbox tests: a listening sandbox, credentials, requests and valid payloads. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { submerchantCreateSchema } from '../../interface/submerchant';
import type { SubmerchantStatus } from '../../interface/submerchant-state';
import { startSandbox, type Sandbox, type SandboxOptions } from '../index';
import { pjRegistration } from '../submerchants/test-payloads';

export const KEYS = {
  demo: { pk: 'pk_test_demo', sk: 'sk_test_demo' },
  nohosted: { pk: 'pk_test_nohosted', sk: 'sk_test_nohosted' },
  strict: { pk: 'pk_test_strict', sk: 'sk_test_strict' },
} as const;

export const basic = (user: string, password = '') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
export const secretAuth = (merchant: keyof typeof KEYS = 'demo') => basic(KEYS[merchant].sk);
export const publicAuth = (merchant: keyof typeof KEYS = 'demo') => basic(KEYS[merchant].pk);

/** One sandbox per test file, on any free port, reset before each test. */
export function useSandbox(options: SandboxOptions = {}): { readonly current: Sandbox } {
  let started: Sandbox | undefined;
  beforeAll(async () => {
    started = await startSandbox({ port: 0, ...options });
  });
  beforeEach(() => started?.reset());
  afterAll(async () => {
    await started?.close();
  });
  return {
    get current(): Sandbox {
      if (started === undefined) throw new Error('The sandbox starts in beforeAll: read it inside a test.');
      return started;
    },
  };
}

export interface CallOptions {
  auth?: string | null;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function call<T = any>(
  sandbox: Pick<Sandbox, 'url'>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.auth) headers.authorization = options.auth;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${sandbox.url}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export const browserData = (overrides: Record<string, unknown> = {}) => ({
  ip_address: '203.0.113.7',
  type: 'Chrome',
  host_name: 'shop.example',
  cookies_accepted: true,
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
  ...overrides,
});

export async function createFraudSession(sandbox: Sandbox, merchant: keyof typeof KEYS = 'demo'): Promise<string> {
  const result = await call(sandbox, 'POST', '/v1/fraud-sessions', { auth: publicAuth(merchant), json: browserData() });
  if (result.status !== 201) throw new Error(`fraud session: ${result.status} ${result.text}`);
  return result.body.data.session_id as string;
}

export const VALID_CPF = '529.982.247-25';
export const VALID_CNPJ = '11.222.333/0001-81';

export const card = (overrides: Record<string, unknown> = {}) => ({
  number: '4111111111111111',
  holder_name: 'ANA SILVA',
  exp_month: 12,
  exp_year: 2099,
  cvv: '123',
  ...overrides,
});

export const chargeBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 2500,
  product_type: 'physical',
  customer: { name: 'Ana Silva', email: 'ana@example.com', type: 'individual' },
  items: [{ name: 'T-shirt', quantity: 1, unit_price: 2500, tangible: true }],
  payment_method: 'credit_card',
  payment_details: { card: card(), installments: 1 },
  ...overrides,
});

/** A debit card charge: the card fields of a credit card charge, one installment. */
export const debitChargeBody = (overrides: Record<string, unknown> = {}) =>
  chargeBody({ payment_method: 'debit_card', ...overrides });

export const hostedChargeBody = (overrides: Record<string, unknown> = {}) =>
  chargeBody({
    card_flow: 'hosted',
    payment_details: { installments: 1 },
    return_url: 'https://shop.example/return',
    ...overrides,
  });

export async function createCharge(
  sandbox: Sandbox,
  body: unknown = chargeBody(),
  merchant: keyof typeof KEYS = 'demo',
) {
  const result = await call(sandbox, 'POST', '/v1/charges', { auth: secretAuth(merchant), json: body });
  if (result.status !== 201) throw new Error(`charge: ${result.status} ${result.text}`);
  return result.body.data;
}

/** Puts an active submerchant straight into the store (the submerchant routes are tested on their own). */
export function seedSubmerchant(sandbox: Sandbox, merchantId: string, status: SubmerchantStatus = 'active'): string {
  const id = crypto.randomUUID();
  const now = sandbox.state.clock.now().toISOString();
  const registration = submerchantCreateSchema.parse(pjRegistration());
  sandbox.state.submerchants.set(id, {
    ...registration,
    id,
    merchant_id: merchantId,
    status,
    rejection_reason: null,
    created_at: now,
    updated_at: now,
  });
  return id;
}

export function merchantId(sandbox: Sandbox, publicKey: string): string {
  const merchant = sandbox.state.merchants.find((candidate) => candidate.publicKey === publicKey);
  if (merchant === undefined) throw new Error(`No seeded merchant has the key ${publicKey}.`);
  return merchant.id;
}

export interface SlowRequest {
  /** Sends the rest of the body and resolves with the reply. */
  finish(): Promise<{ status: number; body: any }>;
  /** Destroys the socket before the body ends (a client that went away mid-upload). */
  abort(): void;
}

/**
 * A request over real HTTP whose body arrives slowly: the headers and the first half of the body are sent at
 * once, the rest on `finish()`. Resolves once the server has begun the request (the first half was written and
 * a short pause let the server start its handler), so the caller can fire a competing request in between.
 */
export async function slowRequest(
  sandbox: Pick<Sandbox, 'url'>,
  method: string,
  path: string,
  auth: string,
  json: unknown,
): Promise<SlowRequest> {
  const { request } = await import('node:http');
  const payload = Buffer.from(JSON.stringify(json));
  const half = Math.floor(payload.length / 2);
  const req = request(`${sandbox.url}${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json', 'content-length': String(payload.length) },
  });
  const reply = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
  });
  reply.catch(() => undefined);
  req.flushHeaders();
  await new Promise<void>((resolve) => req.write(payload.subarray(0, half), () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    finish: () => {
      req.end(payload.subarray(half));
      return reply;
    },
    abort: () => req.destroy(),
  };
}
