// The checkout pages' own script. <pay-form> reports that the back end accepted a charge; in the
// transparent flow the charge settles right after that reply, so the buyer is told what became of it —
// approved, or declined with the form re-armed for another card. Text only (Trusted Types, strict CSP).
import type { PayForm } from 'pay-checkout/pay-form';
import { pickLang } from '../../shared/lang';
import { checkoutResultText } from '../text/checkout-result';

const payForm = document.querySelector<PayForm>('pay-form');
const out = document.getElementById('checkout-result');
const text = checkoutResultText(pickLang({ page: document.documentElement.lang }));

type ChargeReply = { data?: { id?: string; status?: string } };

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

// The brand mark beside the card number, from what <pay-form> tells as the buyer types (`card-brand` / pay-card-brand).
const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'Amex', elo: 'Elo', hipercard: 'Hipercard' };
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

if (payForm && out) {
  payForm.addEventListener('pay-submit', () => {
    out.textContent = '';
    delete out.dataset.status;
  });
  payForm.addEventListener('pay-success', async (event) => {
    const id = ((event as CustomEvent<ChargeReply>).detail?.data?.id ?? '').toString();
    const chargesUrl = out.dataset.chargesUrl;
    if (!id || !chargesUrl) {
      out.textContent = id ? text.received(id) : text.confirming;
      return;
    }
    out.textContent = text.confirming;
    const status = await settledStatus(chargesUrl, id).catch(() => undefined);
    out.dataset.status = status ?? 'unknown';
    if (status === 'captured') {
      out.textContent = text.approved(id);
    } else if (status === 'failed') {
      out.textContent = text.declined;
      // Nothing was charged: let the buyer try another card (the next attempt gets a new fraud session).
      payForm.reset();
    } else {
      out.textContent = text.received(id);
    }
  });
}
