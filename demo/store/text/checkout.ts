// What the demo's checkout and return pages say, in English and Brazilian Portuguese (`?lang=pt-BR`).
import type { Lang } from '../../shared/lang';
import { formatBrl } from '../server/cart';

const en = {
  hosted: 'Hosted checkout',
  transparent: 'Transparent checkout',
  cart: 'Cart',
  shipping: 'Shipping',
  total: 'Total',
  payment: 'Payment',
  fullName: 'Full name',
  email: 'E-mail',
  installments: 'Installments',
  /** An option as a page without JavaScript shows it (<pay-form> words them itself): the first part absorbs the rounding. */
  installment: (count: number, first: number, total: number) =>
    count === 1 ? `1× ${formatBrl(first)}` : `${count}× interest-free, first ${formatBrl(first)} (total ${formatBrl(total)})`,
  card: 'Card',
  cardName: 'Name on card',
  cardNumber: 'Card number',
  month: 'Month',
  year: 'Year',
  cvv: 'CVV',
  otherBrand: 'Card',
  hostedHint: 'You will type your card on the payment service’s secure page.',
  cardHint: 'Your card goes from this browser straight to the payment service; the store never receives it.',
  pay: (total: number) => `Pay ${formatBrl(total)}`,
  resultTitle: 'Payment result',
  backToStore: 'Back to the store',
  notStarted: 'The payment could not start',
  notStartedWhy: {
    CARD_FLOW_NOT_SUPPORTED: 'This store cannot take cards on the payment service’s page right now.',
    FRAUD_SESSION_REQUIRED: 'This store checks each payment with a script: turn JavaScript on and try again.',
  } as Record<string, string>,
  notStartedOther: 'Nothing was charged. Please try again in a moment.',
  backToCheckout: 'Back to the checkout',
};

export type CheckoutText = typeof en;

const ptBR: CheckoutText = {
  hosted: 'Checkout hospedado',
  transparent: 'Checkout transparente',
  cart: 'Carrinho',
  shipping: 'Frete',
  total: 'Total',
  payment: 'Pagamento',
  fullName: 'Nome completo',
  email: 'E-mail',
  installments: 'Parcelas',
  installment: (count, first, total) =>
    count === 1 ? `1× de ${formatBrl(first)} à vista` : `${count}× sem juros, 1ª de ${formatBrl(first)} (total ${formatBrl(total)})`,
  card: 'Cartão',
  cardName: 'Nome impresso no cartão',
  cardNumber: 'Número do cartão',
  month: 'Mês',
  year: 'Ano',
  cvv: 'CVV',
  otherBrand: 'Cartão',
  hostedHint: 'Você vai digitar o cartão na página segura do serviço de pagamento.',
  cardHint: 'O cartão vai deste navegador direto para o serviço de pagamento; a loja nunca o recebe.',
  pay: (total) => `Pagar ${formatBrl(total)}`,
  resultTitle: 'Resultado do pagamento',
  backToStore: 'Voltar à loja',
  notStarted: 'Não foi possível iniciar o pagamento',
  notStartedWhy: {
    CARD_FLOW_NOT_SUPPORTED: 'Esta loja não pode receber cartões na página do serviço de pagamento agora.',
    FRAUD_SESSION_REQUIRED: 'Esta loja verifica cada pagamento com um script: ative o JavaScript e tente de novo.',
  },
  notStartedOther: 'Nada foi cobrado. Tente de novo em instantes.',
  backToCheckout: 'Voltar ao checkout',
};

export const checkoutText = (lang: Lang): CheckoutText => (lang === 'pt-BR' ? ptBR : en);

/** The store's installment terms, as <pay-form> reads them from the select (`data-installments-max`, `data-installment-min`). */
export const INSTALLMENTS_MAX = 6;
export const INSTALLMENT_MIN_CENTS = 1000;
