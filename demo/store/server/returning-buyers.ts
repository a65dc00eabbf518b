// A signed-in returning buyer (docs/demo.md): the store's stand-in for an account is a cookie the "Sign in as a
// returning buyer" toggle sets. For a signed-in browser the back end keeps one customer of the payment service per buyer
// and merchant (made on first need), opens a customer session for each checkout page view (its client_token goes into
// <pay-form customer-session>), and names the customer on the card charges it makes; the card is saved only when the
// page asked (`save_card: true`). The saved cards themselves stay with the service: the store keeps ids only.
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { PayClient } from 'pay-checkout/client';
import { isCardMethod } from './order-payment';
import { asObject } from './service-reply';
import type { Json } from '../../shared/replies';

const SIGNED_IN_COOKIE = 'store_returning';
/** Where the toggle posts. */
export const SIGN_IN_PATH = '/account/returning';
/** Buyers remembered, oldest forgotten first: a long-running demo keeps a steady size. */
export const MAX_RETURNING_BUYERS = 10_000;

/** Whether the browser signed in as a returning buyer. */
export const isSignedIn = (c: Context): boolean => getCookie(c, SIGNED_IN_COOKIE) === '1';

/** Only a path of this site: the toggle's way back never leads elsewhere. */
const ownPath = (value: unknown): string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/';

/** The service's customers of the store's signed-in buyers, by merchant and buyer. */
export class ReturningBuyers {
  private readonly customers = new Map<string, Promise<string>>();

  constructor(private readonly max = MAX_RETURNING_BUYERS) {}

  /**
   * The buyer's customer id with `merchant`, made once: two checkouts at the same moment share the one request, and a
   * failed one is forgotten so that the next checkout asks again.
   */
  customerOf(client: PayClient, merchant: string, buyer: string): Promise<string> {
    const key = `${merchant}:${buyer}`;
    const known = this.customers.get(key);
    if (known) return known;
    const made = client.customers
      .create({ name: 'Ana Souza', email: 'ana@example.com', external_id: buyer })
      .then((customer) => customer.id);
    this.customers.set(key, made);
    made.catch(() => this.customers.delete(key));
    for (const oldest of this.customers.keys()) {
      if (this.customers.size <= this.max) break;
      this.customers.delete(oldest);
    }
    return made;
  }

  /** A customer session for one page view: its client_token, or undefined when the service could not make one. */
  async sessionToken(client: PayClient, merchant: string, buyer: string): Promise<string | undefined> {
    try {
      const customerId = await this.customerOf(client, merchant, buyer);
      return (await client.customerSessions.create({ customer_id: customerId })).client_token;
    } catch {
      // The checkout still works without saved cards: the buyer types the card.
      return undefined;
    }
  }
}

/**
 * The charge for the buyer: a signed-in buyer's card charge names their customer (the hosted page lists the saved
 * cards, a saved card's token pays only for its customer) and asks to save the card only when the page sent
 * `save_card: true`; nobody else's charge carries either.
 */
export function withReturningBuyer(charge: Json, checkout: Json, customerId: string | undefined): Json {
  const { save_card: _asked, ...details } = asObject(charge.payment_details);
  const base = charge.payment_details === undefined ? charge : { ...charge, payment_details: details };
  if (customerId === undefined || !isCardMethod(charge.payment_method)) return base;
  const asked = checkout.save_card === true || asObject(checkout.payment_details).save_card === true;
  return {
    ...base,
    customer_id: customerId,
    ...(asked ? { payment_details: { ...details, save_card: true } } : {}),
  };
}

/** The toggle: `signed_in=1` signs the browser in, anything else out; back to the page it was on. */
export function signInRoute(store: Hono): void {
  store.post(SIGN_IN_PATH, async (c) => {
    const form = await c.req.formData().catch(() => new FormData());
    if (form.get('signed_in') === '1')
      setCookie(c, SIGNED_IN_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'Lax' });
    else deleteCookie(c, SIGNED_IN_COOKIE, { path: '/' });
    return c.redirect(ownPath(form.get('back')), 303);
  });
}
