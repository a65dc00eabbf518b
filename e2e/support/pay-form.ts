// Helpers of the <pay-form> end-to-end tests: the demo checkout pages, driven in a real Chromium.
import { test, expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { UUID } from './helpers';

export { test, expect, UUID };

/** The merchant back end's checkout route (POST /api/checkout/:merchant), as `page.route` matches it. */
export const CHECKOUT_ROUTE = '**/api/checkout/**';

/** The console line Chromium prints for a reply it considers failed, for `expectClean({ allowConsoleErrors })`. */
export const failedResource = (what: string) =>
  new RegExp(`^Failed to load resource: (the server responded with a status of ${what}|${what})`);

/** `card_fields`: the transparent checkout's card in the page's own inputs (the default here) or the service's frame. */
export type CheckoutQuery = {
  merchant?: 'demo' | 'nohosted' | 'strict';
  fraud_required?: boolean;
  lang?: 'pt-BR';
  card_fields?: 'inputs' | 'secure';
};

export function checkoutUrl(flow: 'hosted' | 'transparent', query: CheckoutQuery = {}): string {
  const params = new URLSearchParams();
  if (query.merchant) params.set('merchant', query.merchant);
  if (query.fraud_required) params.set('fraud_required', '');
  if (query.lang) params.set('lang', query.lang);
  if (flow === 'transparent' && query.card_fields !== 'secure') params.set('card_fields', 'inputs');
  const search = params.toString();
  return `/checkout/${flow}${search ? `?${search}` : ''}`;
}

export const payForm = (page: Page): Locator => page.locator('pay-form');
/** The element's live region (its `status` part, in its open shadow root). */
export const statusRegion = (page: Page): Locator => page.locator('pay-form [part="status"]');
export const countdown = (page: Page): Locator => page.locator('pay-form [part="countdown"]');
export const payButton = (page: Page): Locator => page.locator('pay-form form button[type="submit"]');
/** What the demo page's own script says about an accepted charge (demo/store/browser/checkout.ts). */
export const checkoutResult = (page: Page): Locator => page.locator('#checkout-result');
export const sessionInput = (page: Page): Locator => page.locator('pay-form input[name="fraud_session_id"]');

export const formState = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.querySelector('pay-form');
    if (!element) throw new Error('the page has no <pay-form>');
    return element.state;
  });

/** Opens a checkout page and waits until its fraud session id is in the form; returns that id. */
export async function openCheckout(
  page: Page,
  flow: 'hosted' | 'transparent',
  query: CheckoutQuery = {},
): Promise<string> {
  await page.goto(checkoutUrl(flow, query));
  await expect(sessionInput(page)).toHaveValue(UUID);
  return sessionInput(page).inputValue();
}

/** Every POST the page sends to the merchant back end's checkout route, in order (also those a route fulfils). */
export function recordCheckoutRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/checkout/')) seen.push(request);
  });
  return seen;
}

export interface PayEvent {
  type: string;
  detail: any;
  url: string;
}

/**
 * Records the element's events in the test, across navigations (a binding, not a page variable: the
 * hosted flow leaves the page). Call before `goto`.
 */
export async function recordPayEvents(page: Page): Promise<PayEvent[]> {
  const events: PayEvent[] = [];
  await page.exposeFunction('__recordPayEvent', (type: string, detail: string, url: string) => {
    events.push({ type, detail: detail === undefined ? undefined : JSON.parse(detail), url });
  });
  await page.addInitScript(() => {
    for (const type of ['pay-session', 'pay-submit', 'pay-success', 'pay-redirect', 'pay-error']) {
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent).detail;
        (window as any).__recordPayEvent(
          type,
          detail === undefined ? undefined : JSON.stringify(detail),
          location.href,
        );
      });
    }
  });
  return events;
}

export const eventsOf = (events: PayEvent[], type: string) => events.filter((event) => event.type === type);

/** The card inputs of the demo checkout: they have no `name`, <pay-form> finds them by their autofill tokens. */
export const cardInput = (
  page: Page,
  token: 'cc-number' | 'cc-name' | 'cc-exp-month' | 'cc-exp-year' | 'cc-csc',
): Locator => page.locator(`pay-form [autocomplete="${token}"]`);

/** Every card-token request the page sends to the service (`POST {api-base}/v1/card-tokens`), in order. */
export function recordCardTokenRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/card-tokens') seen.push(request);
  });
  return seen;
}

export const CARD_TOKEN = /^tok_/;

/**
 * Asserts that a request to the merchant's back end carries no card data: no card number's digits (spaces or dashes
 * between them or not), and no key that names card data (`card`, `number`, `cvv`, `exp_month`…), at any depth.
 */
export function expectNoCardData(request: Request, cardNumbers: string[]): void {
  const raw = request.postData() ?? '';
  const digits = raw.replace(/\D/g, '');
  for (const number of cardNumbers)
    expect(digits, `card number ${number} sent to ${request.url()}`).not.toContain(number);
  const keys: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      keys.push(key);
      collect(child);
    }
  };
  collect(JSON.parse(raw));
  expect(
    keys.filter((key) => /^(card|number|holder_name|cvv|cvc|csc|exp|exp_month|exp_year)$/.test(key)),
    'card fields',
  ).toEqual([]);
}

/** Name → value of the buyer's inputs (the fraud session id, which the element manages, left out). */
export function inputValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const form = document.querySelector('pay-form form') as HTMLFormElement;
    const values: Record<string, string> = {};
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (element.name && element.name !== 'fraud_session_id') values[element.name] = element.value;
    }
    return values;
  });
}

/**
 * Asserts the outcome every failure must have: the message as text in the focused live region, the
 * element `failed` and no longer busy, the button usable again, the buyer's inputs as they were.
 */
export async function expectFailureShown(
  page: Page,
  message: string | RegExp,
  inputsBefore: Record<string, string>,
): Promise<void> {
  const status = statusRegion(page);
  await expect(status).toHaveText(message);
  await expect(status).toHaveAttribute('role', 'alert');
  await expect(status).toBeFocused();
  await expect.poll(() => formState(page)).toBe('failed');
  await expect(payForm(page)).not.toHaveAttribute('aria-busy', /.*/);
  await expect(payButton(page)).toBeEnabled();
  expect(await inputValues(page)).toEqual(inputsBefore);
}

/** Holds checkout requests until `release()`: the window in which a buyer double-clicks or hammers Enter. */
export async function holdCheckout(page: Page): Promise<{ held: Route[]; release: () => Promise<void> }> {
  const held: Route[] = [];
  let open = false;
  await page.route(CHECKOUT_ROUTE, (route) => (open ? route.fallback() : void held.push(route)));
  return {
    held,
    async release() {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
  };
}

/** Fulfils a checkout request with a JSON body (a back end answering whatever a test needs). */
export function fulfillJson(
  route: Route,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<void> {
  return route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });
}

/** The sandbox's hosted card page: fills the card through the standard autofill tokens and submits. */
export async function payOnHostedPage(
  page: Page,
  card: { number: string; name?: string; exp?: string; csc?: string },
): Promise<void> {
  await page.locator('input[autocomplete="cc-name"]').fill(card.name ?? 'ANA SOUZA');
  await page.locator('input[autocomplete="cc-number"]').fill(card.number);
  await page.locator('input[autocomplete="cc-exp"]').fill(card.exp ?? '12/30');
  await page.locator('input[autocomplete="cc-csc"]').fill(card.csc ?? '123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}
