// After the hosted card page: read charge_id / status once (a reload must not process it twice),
// then ask the merchant's back end for the charge — the query string alone proves nothing.
import { readHostedReturn } from '../../src/pay-form/hosted-return';

const out = document.getElementById('return-status')!;
const chargesUrl = out.dataset.chargesUrl ?? '/api/charges/demo/';
const hostedReturn = readHostedReturn();

if (!hostedReturn) {
  out.textContent = 'No payment to show.';
} else {
  fetch(`${chargesUrl}${encodeURIComponent(hostedReturn.chargeId)}`, { headers: { Accept: 'application/json' } })
    .then((response) => response.json())
    .then((body: { data?: { status?: string; id?: string } ; message?: string }) => {
      const status = body.data?.status ?? 'unknown';
      out.dataset.status = status;
      out.textContent =
        status === 'captured' ? `Payment approved (charge ${body.data?.id}).` : status === 'failed' ? 'Payment declined. No money was taken; you can try another card.' : `Payment ${status}.`;
    })
    .catch(() => {
      out.textContent = 'We could not confirm your payment yet. Please refresh in a moment.';
    });
}
