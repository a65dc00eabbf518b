// The checkout pages' own script. <pay-form> confirms a card charge through the store's status-url, as a Pix:
// `pay-success` means paid, and a declined card ends in `pay-error` (`CARD_DECLINED`), the element ready for another
// card. The element tells the buyer the outcome; the page adds only the store's order and its charge reference, so the
// buyer reads one message per outcome. `data-status` on `#checkout-result` keeps the charge's status for scripts and
// tests. Text only (Trusted Types, strict CSP).
import type { PayForm } from 'pay-checkout/pay-form';
import { pickLang } from '../../shared/lang';
import { checkoutResultText } from '../text/checkout-result';
import { followMethodChoice } from './payment-methods';
import { followPixStep } from './pix-bank-app';

const payForm = document.querySelector<PayForm>('pay-form');
const out = document.getElementById('checkout-result');
const text = checkoutResultText(pickLang({ page: document.documentElement.lang }));

type ChargeReply = { data?: { id?: string; status?: string } };
type OrderReply = { data?: { state?: string } };

/** How long the page waits for the store's own order to be confirmed by the service's webhook (short tries). */
const ORDER_TRIES = 40;
const ORDER_TRY_MS = 500;

/** The store's order as its webhooks left it, once it is settled (`paid`, `failed`, `expired`), else `received`. */
async function settledOrder(ordersUrl: string, id: string): Promise<string> {
  for (let attempt = 0; attempt < ORDER_TRIES; attempt++) {
    const response = await fetch(`${ordersUrl}${encodeURIComponent(id)}`, { headers: { Accept: 'application/json' } });
    const state = response.ok ? ((await response.json()) as OrderReply).data?.state : undefined;
    if (state && state !== 'received') return state;
    await new Promise((resolve) => setTimeout(resolve, ORDER_TRY_MS));
  }
  return 'received';
}

/** The charge as the merchant's back end reads it, once it has left `pending` (a few short tries). */
async function settledStatus(chargesUrl: string, id: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await fetch(`${chargesUrl}${encodeURIComponent(id)}`, { headers: { Accept: 'application/json' } });
    const status = response.ok ? ((await response.json()) as ChargeReply).data?.status : undefined;
    if (status !== 'pending') return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return 'pending';
}

// The brand mark beside the page's own card number input, from what <pay-form> tells as the buyer types (`card-brand` /
// pay-card-brand). The secure fields' frame shows the brand itself: that page has no mark.
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  elo: 'Elo',
  hipercard: 'Hipercard',
};
const brandOut = document.getElementById('card-brand');
const showBrand = (brand: string | null | undefined) => {
  if (!brandOut) return;
  brandOut.textContent = brand ? (BRAND_NAMES[brand] ?? brandOut.dataset.other ?? brand) : '';
};
if (payForm && brandOut) {
  payForm.addEventListener('pay-card-brand', (event) => showBrand(event.detail.brand));
  // The element may be defined after this script ran: then it shows a number already there when it connects.
  void customElements.whenDefined('pay-form').then(() => showBrand(payForm.getAttribute('card-brand')));
}

const form = payForm?.querySelector('form');
if (form) followMethodChoice(form);
const bankAppNote = document.getElementById('pix-bank-app');
if (payForm && bankAppNote) followPixStep(payForm, bankAppNote);

if (payForm && out) {
  /** The Pix charge the element shows (`pay-pix`): its success is the status-url's `captured`, which has no id. */
  let pixCharge = '';
  payForm.addEventListener('pay-submit', () => {
    pixCharge = '';
    out.textContent = '';
    delete out.dataset.status;
    delete out.dataset.order;
  });
  payForm.addEventListener('pay-pix', (event) => {
    pixCharge = event.detail.chargeId ?? '';
  });
  payForm.addEventListener('pay-success', async (event) => {
    if (pixCharge) {
      // Paid in the bank app: the element says so; the order is the store's once the webhook confirms it.
      const id = pixCharge;
      out.textContent = text.placing;
      const ordersUrl = out.dataset.ordersUrl ?? '';
      const state = await settledOrder(ordersUrl, id).catch(() => 'received');
      out.dataset.order = state;
      out.textContent = state === 'paid' ? text.orderConfirmed(id) : text.received(id);
      return;
    }
    const id = ((event as CustomEvent<ChargeReply>).detail?.data?.id ?? '').toString();
    const chargesUrl = out.dataset.chargesUrl;
    if (!id || !chargesUrl) {
      out.textContent = id ? text.received(id) : '';
      return;
    }
    out.textContent = text.placing;
    const status = await settledStatus(chargesUrl, id).catch(() => undefined);
    out.dataset.status = status ?? 'unknown';
    out.textContent = status === 'captured' ? text.approved(id) : text.received(id);
  });
  // The element could not read the outcome at the status-url (the store unreachable for a moment, say): it says the
  // payment is being confirmed. The page asks the store's charge route itself, and settles the element once it knows.
  payForm.addEventListener('pay-pending', async (event) => {
    const id = ((event.detail.reply as ChargeReply).data?.id ?? '').toString();
    const chargesUrl = out.dataset.chargesUrl;
    if (!id || !chargesUrl) return;
    const status = await settledStatus(chargesUrl, id).catch(() => undefined);
    if (status === 'captured' || status === 'failed') payForm.settle(status);
  });
  // Nothing was charged: the element says why, empties the secure fields' CVV and takes another card (the next
  // attempt gets a new fraud session). No order to tell of: the page adds no words, only the charge's status.
  payForm.addEventListener('pay-error', (event) => {
    if (pixCharge || event.detail.code !== 'CARD_DECLINED') return;
    out.dataset.status = 'failed';
    out.textContent = '';
  });
}
