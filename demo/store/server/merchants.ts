// The seeded merchants the demo sells for, and the demo's clients of the sandbox: made once when the demo starts
// (listen.ts) and handed to the store's and the console's routes. The secret keys stay in this file.
import { createClient, type PayClient } from 'pay-checkout/client';
import { oneOf } from '../../shared/route-param';

export const MERCHANTS = ['demo', 'nohosted', 'strict'] as const;
export type Merchant = (typeof MERCHANTS)[number];
/** A route's `:merchant`, one of the store's merchants exactly. */
export const MERCHANT = oneOf('merchant', MERCHANTS);

const SECRET_KEYS: Record<Merchant, string> = {
  demo: 'sk_test_demo',
  nohosted: 'sk_test_nohosted',
  strict: 'sk_test_strict',
};
/** The merchant the console manages, and the one an unknown name falls back to. */
export const CONSOLE_MERCHANT: Merchant = 'demo';

export const isMerchant = (value: string): value is Merchant => (MERCHANTS as readonly string[]).includes(value);

/** What every server route of the demo needs of the sandbox: where it is, and a client per merchant. */
export interface SandboxClients {
  /** Where the sandbox listens, as the browser reaches it (the pages name it to the element and the scripts). */
  readonly sandboxUrl: string;
  /** The merchant's client, with its secret key; an unknown name gets the demo merchant's. */
  clientFor(merchant: string): PayClient;
  /** The sandbox clock now, as its route answers (the client only moves the clock). */
  readClock(): Promise<Response>;
}

/** The clients, one per merchant, made here once. */
export function sandboxClients(sandboxUrl: string): SandboxClients {
  const clients = {} as Record<Merchant, PayClient>;
  for (const merchant of MERCHANTS)
    clients[merchant] = createClient({ secretKey: SECRET_KEYS[merchant], baseUrl: sandboxUrl });
  const basicAuth = `Basic ${btoa(`${SECRET_KEYS[CONSOLE_MERCHANT]}:`)}`;
  return {
    sandboxUrl,
    clientFor: (name) => clients[isMerchant(name) ? name : CONSOLE_MERCHANT],
    readClock: () => fetch(new URL('/sandbox/clock', sandboxUrl), { headers: { Authorization: basicAuth } }),
  };
}
