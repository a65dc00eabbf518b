// What the checkout pages' own script says about an accepted charge, in English and Brazilian Portuguese.
import type { Lang } from '../../shared/lang';

const en = {
  confirming: 'Payment received. Confirming…',
  approved: (id: string) => `Payment approved (charge ${id}).`,
  declined: 'Payment declined. No money was taken; you can try another card.',
  received: (id: string) => `Payment received (charge ${id}).`,
  orderConfirmed: (id: string) => `Order confirmed: payment received (charge ${id}).`,
};

export type CheckoutResultText = typeof en;

const ptBR: CheckoutResultText = {
  confirming: 'Pagamento recebido. Confirmando…',
  approved: (id: string) => `Pagamento aprovado (cobrança ${id}).`,
  declined: 'Pagamento recusado. Nada foi cobrado; você pode tentar outro cartão.',
  received: (id: string) => `Pagamento recebido (cobrança ${id}).`,
  orderConfirmed: (id: string) => `Pedido confirmado: pagamento recebido (cobrança ${id}).`,
};

export const checkoutResultText = (lang: Lang): CheckoutResultText => (lang === 'pt-BR' ? ptBR : en);
