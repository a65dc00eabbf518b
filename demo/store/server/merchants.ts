// The seeded merchants the demo store sells for, and its back end's client for each (the secret key stays here).
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

export const isMerchant = (value: string): value is Merchant => (MERCHANTS as readonly string[]).includes(value);

/** One client per merchant, made on first use. */
export function merchantClients(sandboxUrl: string): (merchant: string) => PayClient {
  const clients = new Map<Merchant, PayClient>();
  return (name) => {
    const merchant = isMerchant(name) ? name : 'demo';
    let client = clients.get(merchant);
    if (!client)
      clients.set(merchant, (client = createClient({ secretKey: SECRET_KEYS[merchant], baseUrl: sandboxUrl })));
    return client;
  };
}
