// What the checkout pages' own script adds to <pay-form>'s words, in English and Brazilian Portuguese. The element tells
// the buyer the outcome ("Payment approved", "Payment declined: …", "Payment received"); the store says only what the
// element cannot: the order it placed and its charge reference. A declined card has nothing to add.
import type { Lang } from '../../shared/lang';

const en = {
  placing: 'Placing your order…',
  approved: (id: string) => `Order placed (charge ${id}).`,
  received: (id: string) => `Order received (charge ${id}).`,
  orderConfirmed: (id: string) => `Order confirmed (charge ${id}).`,
};

export type CheckoutResultText = typeof en;

const ptBR: CheckoutResultText = {
  placing: 'Fazendo o seu pedido…',
  approved: (id: string) => `Pedido feito (cobrança ${id}).`,
  received: (id: string) => `Pedido recebido (cobrança ${id}).`,
  orderConfirmed: (id: string) => `Pedido confirmado (cobrança ${id}).`,
};

export const checkoutResultText = (lang: Lang): CheckoutResultText => (lang === 'pt-BR' ? ptBR : en);
