// After the hosted card page: read charge_id / status once (a reload must not process it twice),
// then ask the merchant's back end for the charge — the query string alone proves nothing.
import { readHostedReturn } from '../../src/pay-form/hosted-return';

const texts = {
  en: {
    none: 'No payment to show.',
    approved: (id: string) => `Payment approved (charge ${id}).`,
    declined: 'Payment declined. No money was taken; you can try another card.',
    other: (status: string) => `Payment ${status}.`,
    unconfirmed: 'We could not confirm your payment yet. Please refresh in a moment.',
  },
  'pt-BR': {
    none: 'Nenhum pagamento para mostrar.',
    approved: (id: string) => `Pagamento aprovado (cobrança ${id}).`,
    declined: 'Pagamento recusado. Nada foi cobrado; você pode tentar outro cartão.',
    other: (status: string) => `Pagamento: ${status}.`,
    unconfirmed: 'Ainda não conseguimos confirmar o seu pagamento. Atualize a página em instantes.',
  },
};

const out = document.getElementById('return-status')!;
const text = texts[/^pt\b/i.test(document.documentElement.lang) ? 'pt-BR' : 'en'];
const chargesUrl = out.dataset.chargesUrl ?? '/api/charges/demo/';
const hostedReturn = readHostedReturn();

if (!hostedReturn) {
  out.textContent = text.none;
} else {
  fetch(`${chargesUrl}${encodeURIComponent(hostedReturn.chargeId)}`, { headers: { Accept: 'application/json' } })
    .then((response) => response.json())
    .then((body: { data?: { status?: string; id?: string }; message?: string }) => {
      const status = body.data?.status ?? 'unknown';
      out.dataset.status = status;
      out.textContent = status === 'captured' ? text.approved(String(body.data?.id)) : status === 'failed' ? text.declined : text.other(status);
    })
    .catch(() => {
      out.textContent = text.unconfirmed;
    });
}
