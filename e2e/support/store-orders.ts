/**
 * The demo store's orders as a test reaches them: a hosted order started through the store's own back end (from Node,
 * or from the buyer's browser), paid by posting the hosted card page's form directly (no browser: the buyer's tab is
 * gone), and the store's order record, whose state comes from the service's webhooks only.
 */
import { expect } from '@playwright/test';
import type { Tab } from './engines/tab';
import { E2E_SITE_URL } from './ports';
import { required } from '../../src/interface/test-required';

type Merchant = 'demo' | 'nohosted' | 'strict';

export const APPROVED_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';

/** The return page's outcome, and the page's reads of the store's order. */
export const RETURN_STATUS = '#return-status';
export const ORDER_READS = '/api/orders/';
/** Another browser's charge and an id the store never made: the same neutral sentence, never the outcome. */
export const NOT_SHOWN =
  'We can’t show this payment here. Only the browser that started it can see how it went; check the address, or go back to the checkout.';

const HOSTED_ORDER = {
  customer: { name: 'Ana Souza', email: 'ana@example.com' },
  card_flow: 'hosted',
  payment_details: { installments: 1 },
};
type HostedReply = { data?: { id: string; payment_fields?: { redirect_url?: string } } };

function hostedOrder(status: number, body: HostedReply): { chargeId: string; cardPage: string } {
  expect(status, JSON.stringify(body)).toBe(201);
  const charge = required(body.data, 'the created charge');
  return {
    chargeId: charge.id,
    cardPage: required(charge.payment_fields?.redirect_url, 'the hosted card page’s address'),
  };
}

/** A hosted checkout through the store's back end: the order is `received`; returns its charge id and card page. */
export async function startHostedOrder(
  merchant: Merchant = 'demo',
  site = E2E_SITE_URL,
): Promise<{ chargeId: string; cardPage: string }> {
  const response = await fetch(`${site}/api/checkout/${merchant}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(HOSTED_ORDER),
  });
  return hostedOrder(response.status, (await response.json()) as HostedReply);
}

/**
 * The same checkout sent by the buyer's own browser (`tab`, taken to the store first): the charge is that browser's
 * (its buyer cookie), so the store's pages in it may read the order, as they may only for their own charges.
 */
export async function startHostedOrderIn(
  tab: Tab,
  site = E2E_SITE_URL,
): Promise<{ chargeId: string; cardPage: string }> {
  await tab.goto(`${site}/`);
  const { status, body } = await tab.evaluate(async (order) => {
    const response = await fetch('/api/checkout/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, HOSTED_ORDER);
  return hostedOrder(status, body as HostedReply);
}

/** Submits the hosted card page's form as a browser would, without following its redirect back to the store. */
export async function payHostedPage(cardPage: string, number = APPROVED_CARD): Promise<void> {
  const page = await (await fetch(cardPage)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1].replaceAll('&amp;', '&');
  const response = await fetch(new URL(required(action, 'the hosted card page’s form'), cardPage), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ holder_name: 'ANA SOUZA', number, exp: '12/30', cvv: '123' }),
    redirect: 'manual',
  });
  expect(response.status, 'the card page sends the buyer back (303)').toBe(303);
}

/**
 * The store's order state (`received`, `paid`, `failed`), or `none` when the store has no such order: as the merchant's
 * console reads it (a buyer's page reads only its own orders, with its cookie).
 */
export async function orderState(chargeId: string, merchant: Merchant = 'demo', site = E2E_SITE_URL): Promise<string> {
  const response = await fetch(`${site}/api/console/orders/${merchant}/${encodeURIComponent(chargeId)}`);
  if (response.status === 404) return 'none';
  return ((await response.json()) as { data: { state: string } }).data.state;
}
