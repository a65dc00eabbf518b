/**
 * The `sandbox` fixture's object: a sandbox's address and one merchant's keys, the typed client with the secret key,
 * and the controls a checkout's tests use most. `openSandbox` reaches (or starts) the sandbox the target names.
 */
import {
  createClient,
  type Charge,
  type FaultsRequest,
  type InstallmentTerms,
  type InstallmentTermsRequest,
  type PayClient,
  type PixCharge,
  type BoletoCharge,
  type SandboxFaults,
  type Customer,
  type CustomerCreateRequest,
  type CustomerSession,
} from '../client/index';
import { TestingKitError } from './errors';
import type { SandboxTarget } from './sandbox-target';

export interface SandboxMerchant {
  publicKey: string;
  secretKey: string;
}

/** The seeded merchant the kit acts as unless the suite names another (`sandboxMerchant` in its config's `use`). */
export const DEMO_MERCHANT: SandboxMerchant = { publicKey: 'pk_test_demo', secretKey: 'sk_test_demo' };

/** The outcome the issuer's page is answered with (contract, section 12). */
export type AuthenticationOutcome = 'succeeded' | 'failed';

export interface SandboxFixture {
  /** The sandbox's origin, e.g. `http://127.0.0.1:4010`: the `api-base` of the pages under test. */
  url: string;
  publicKey: string;
  secretKey: string;
  /** `pay-checkout/client` with the secret key, against this sandbox. */
  client: PayClient;
  /** Moves the sandbox clock forward (Pix and boleto deadlines, session expiry, webhook retries); resolves to its time. */
  advanceClock(seconds: number): Promise<Date>;
  /** Replaces the merchant's faults (contract, section 10); cleared again after the test. */
  setFaults(body: FaultsRequest): Promise<SandboxFaults>;
  clearFaults(): Promise<SandboxFaults>;
  /** Pays a pending Pix or boleto charge as the buyer's bank would. */
  payCharge(id: string): Promise<PixCharge | BoletoCharge>;
  /** Answers a waiting 3-D Secure challenge as the issuer's page would (`POST /sandbox/charges/{id}/authenticate`). */
  authenticate(id: string, outcome: AuthenticationOutcome): Promise<Charge>;
  /**
   * Replaces the merchant's installment terms (an omitted field goes back to its seeded value); the terms in force
   * before the test are put back after it.
   */
  setInstallmentTerms(terms: InstallmentTermsRequest): Promise<InstallmentTerms>;
  /** A customer of the merchant, whom saved cards belong to; a name and e-mail are made up unless given. */
  createCustomer(customer?: Partial<CustomerCreateRequest>): Promise<Customer>;
  /** A customer session, as the merchant's back end makes one: its `client_token` is what the page is given. */
  customerSession(customerId: string): Promise<CustomerSession>;
}

/** The buyer `createCustomer` makes when the test names none. */
const TEST_CUSTOMER = { name: 'Ana Silva', email: 'ana.silva@example.com' } as const;

export interface OpenedSandbox {
  fixture: SandboxFixture;
  /** Whether faults were set since they were last cleared. */
  faultsPending(): boolean;
  /** Puts back the installment terms in force before the first `setInstallmentTerms` since the last restore. */
  restoreInstallmentTerms(): Promise<void>;
  close(): Promise<void>;
}

/** Milliseconds `openSandbox` waits for a running sandbox to answer before saying none does. */
const REACH_TIMEOUT_MS = 5_000;

export async function openSandbox(target: SandboxTarget, merchant: SandboxMerchant): Promise<OpenedSandbox> {
  const { url, close } = target.kind === 'running' ? await reachRunning(target.url) : await startInProcess();
  return { ...handleFor(url, merchant), close };
}

async function reachRunning(url: string): Promise<{ url: string; close: () => Promise<void> }> {
  // One quick request, so that a sandbox that is not there fails the worker with its address, not each test later.
  const reply = await fetch(`${url}/openapi.json`, { signal: AbortSignal.timeout(REACH_TIMEOUT_MS) }).catch(
    (error: unknown) => error as Error,
  );
  if (reply instanceof Error || !reply.ok) {
    const why = reply instanceof Error ? reply.message : `it answered ${reply.status}`;
    throw new TestingKitError('sandbox_unreachable', `No sandbox answers at ${url} (${why}).`);
  }
  await reply.body?.cancel();
  return { url, close: async () => {} };
}

/** A sandbox of the worker's own, on a free port of 127.0.0.1 (loaded only when no running one is named). */
async function startInProcess(): Promise<{ url: string; close: () => Promise<void> }> {
  const { startSandbox } = await import('../sandbox/index');
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
  return { url: sandbox.url, close: () => sandbox.close() };
}

function handleFor(url: string, merchant: SandboxMerchant): Omit<OpenedSandbox, 'close'> {
  const client = createClient({ secretKey: merchant.secretKey, baseUrl: url });
  let faultsSet = false;
  let termsBefore: InstallmentTerms | null = null;
  const fixture: SandboxFixture = {
    url,
    publicKey: merchant.publicKey,
    secretKey: merchant.secretKey,
    client,
    advanceClock: async (seconds) => new Date((await client.sandbox.advanceClock(seconds)).now),
    setFaults: (body) => {
      // Set first: a call that fails half-way may still have set them.
      faultsSet = true;
      return client.sandbox.setFaults(body);
    },
    clearFaults: async () => {
      const cleared = await client.sandbox.clearFaults();
      faultsSet = false;
      return cleared;
    },
    payCharge: (id) => client.sandbox.payCharge(id),
    setInstallmentTerms: async (terms) => {
      termsBefore ??= await client.sandbox.getInstallmentTerms();
      return client.sandbox.setInstallmentTerms(terms);
    },
    createCustomer: (customer = {}) => client.customers.create({ ...TEST_CUSTOMER, ...customer }),
    customerSession: (customerId) => client.customerSessions.create({ customer_id: customerId }),
    authenticate: (id, outcome) =>
      sandboxControl<Charge>(
        url,
        merchant.secretKey,
        'POST',
        `/sandbox/charges/${encodeURIComponent(id)}/authenticate`,
        {
          outcome,
        },
      ),
  };
  const restoreInstallmentTerms = async () => {
    if (termsBefore === null) return;
    await client.sandbox.setInstallmentTerms(termsBefore);
    termsBefore = null;
  };
  return { fixture, faultsPending: () => faultsSet, restoreInstallmentTerms };
}

/** A sandbox control the typed client has no method for; resolves to the reply's `data`. */
export async function sandboxControl<T>(
  url: string,
  secretKey: string,
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const reply = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await reply.json().catch(() => ({}))) as { data?: T; error?: string; message?: string };
  if (!reply.ok) {
    throw new TestingKitError(
      'sandbox_control_failed',
      `${method} ${path} answered ${reply.status} ${envelope.error ?? ''}: ${envelope.message ?? '(no message)'}`,
    );
  }
  return envelope.data as T;
}
