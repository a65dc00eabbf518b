// What the demo's checkout and return pages say, in English and Brazilian Portuguese (`?lang=pt-BR`).
import type { Lang } from '../../shared/lang';
import { formatBrl } from '../server/cart';

/** The methods the checkout offers, card first (the default). */
export const PAYMENT_METHODS = ['credit_card', 'pix', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The buyer's sample document and billing address the checkout is filled with: a CPF whose check digits are right
 * and a real street, so a Pix or boleto goes through at once.
 */
export const SAMPLE_BUYER = {
  document: '529.982.247-25',
  address: { street: 'Avenida Paulista', number: '1578', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', zip_code: '01310-200' },
} as const;

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
  installment: (count: number, each: number, total: number) =>
    count === 1 ? `1× ${formatBrl(each)}` : `${count}× ${formatBrl(each)} (total ${formatBrl(total)})`,
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
  method: 'Payment method',
  methodNames: { credit_card: 'Card', pix: 'Pix', boleto: 'Boleto' } as Record<PaymentMethod, string>,
  pixHint: 'You will get a Pix QR code to pay in your bank app; this page is updated once it is paid.',
  boletoHint: 'You will get a boleto to pay at a bank or in your bank app; payment may take up to three business days to be confirmed.',
  document: 'CPF or CNPJ',
  address: 'Billing address',
  street: 'Street',
  number: 'Number',
  neighborhood: 'Neighborhood',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code (CEP)',
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
  installment: (count, each, total) => (count === 1 ? `1× ${formatBrl(each)} à vista` : `${count}× ${formatBrl(each)} (total ${formatBrl(total)})`),
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
  method: 'Forma de pagamento',
  methodNames: { credit_card: 'Cartão', pix: 'Pix', boleto: 'Boleto' },
  pixHint: 'Você recebe um QR code Pix para pagar no app do seu banco; esta página é atualizada assim que o pagamento cai.',
  boletoHint: 'Você recebe um boleto para pagar no banco ou no app do seu banco; a confirmação pode levar até três dias úteis.',
  document: 'CPF ou CNPJ',
  address: 'Endereço de cobrança',
  street: 'Rua',
  number: 'Número',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
  zipCode: 'CEP',
};

export const checkoutText = (lang: Lang): CheckoutText => (lang === 'pt-BR' ? ptBR : en);

/** The installment options shown, each with its amount: the last installment absorbs the rounding, as card schemes do. */
export const INSTALLMENT_COUNTS = [1, 2, 3, 6] as const;
export const installmentAmount = (total: number, count: number): number => Math.ceil(total / count);
