// What the demo's checkout and return pages say, in English and Brazilian Portuguese (`?lang=pt-BR`).
import type { Lang } from '../../shared/lang';
import type { InstallmentOption } from 'pay-checkout/client';
import { formatBrl } from '../server/cart';

/** A rate with 2 decimals in the page's language (`1.99`, `1,99`). */
const percent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** The methods the checkout offers, card first (the default). */
export const PAYMENT_METHODS = ['credit_card', 'debit_card', 'pix', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The buyer's sample billing address the checkout is filled with: a real street, so a boleto goes through once the
 * buyer typed a CPF or CNPJ.
 */
export const SAMPLE_BUYER = {
  address: {
    street: 'Avenida Paulista',
    number: '1578',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    zip_code: '01310-200',
  },
} as const;

const en = {
  hosted: 'Hosted checkout',
  transparent: 'Transparent checkout',
  cart: 'Cart',
  /** A cart line's name as the page shows it (the cart itself, sent to the service, keeps the store's names). */
  itemName: (name: string) => name,
  shipping: 'Shipping',
  total: 'Total',
  payment: 'Payment',
  fullName: 'Full name',
  email: 'E-mail',
  installments: 'Installments',
  /** An option of the service's quote, worded with what the law asks an offer to show (as <pay-form> words them). */
  installment: (option: InstallmentOption) =>
    option.installments === 1
      ? `1× of ${formatBrl(option.total_amount)}, paid at once`
      : option.interest_free
        ? `${option.installments}× of ${formatBrl(option.installment_amount)} interest-free`
        : `${option.installments}× of ${formatBrl(option.installment_amount)} with interest (${percent(option.monthly_rate, 'en')} % a month, CET ${percent(option.cet_annual, 'en')} % a year) — total ${formatBrl(option.total_amount)}`,
  /** The offer beside the price: the most installments sem juros, then with interest. */
  offer: (free: number, max: number) =>
    max > 0 ? `up to ${free}× interest-free, up to ${max}× with interest` : `up to ${free}× interest-free`,
  card: 'Card',
  cardName: 'Name on card',
  cardNumber: 'Card number',
  month: 'Month',
  year: 'Year',
  cvv: 'CVV',
  otherBrand: 'Card',
  hostedHint: 'You will type your card on the payment service’s secure page.',
  cardHint: 'Your card goes from this browser straight to the payment service; the store never receives it.',
  secureHint:
    'The card number, expiry and security code are typed in the payment service’s secure fields: neither this page nor the store ever sees them.',
  useInputs: 'Type the card in this page instead (in-page inputs)',
  useSecureFields: 'Use the payment service’s secure card fields',
  signIn: 'Sign in as a returning buyer',
  signOut: 'Sign out',
  signedIn: 'Signed in as a returning buyer: your saved cards are offered at payment.',
  pay: (total: number) => `Pay ${formatBrl(total)}`,
  resultTitle: 'Payment result',
  notStarted: 'The payment could not start',
  notStartedWhy: {
    CARD_FLOW_NOT_SUPPORTED: 'This store cannot take cards on the payment service’s page right now.',
    FRAUD_SESSION_REQUIRED: 'This store checks each payment with a script: turn JavaScript on and try again.',
    ORDER_ALREADY_PAID: 'This order is already paid, so it was not charged again.',
    ORDER_PAYMENT_IN_PROGRESS:
      'A payment for this order is already under way in another tab or window; nothing more was charged.',
    ORDER_PAYMENT_PENDING:
      'This order already has a payment waiting to be completed (its Pix, its boleto or the card page), so nothing more was charged. Complete that one, or start a new order.',
    ORDER_NOT_FOUND:
      'This checkout’s order was not opened in this browser, so nothing was charged. Reload the checkout.',
    ORDER_PAYMENT_UNANSWERED:
      'An earlier payment of this order got no answer and may have gone through, so nothing more was charged. Pay again with the same card and details, or check your statement before starting a new order.',
    NETWORK_ERROR:
      'The payment service did not answer, so the payment may have gone through. Trying again with the same order is safe: it will not be charged twice.',
    TIMEOUT:
      'The payment service did not answer, so the payment may have gone through. Trying again with the same order is safe: it will not be charged twice.',
    INSTALLMENTS_NOT_OFFERED:
      'This number of installments is not offered for this order and card: choose one of the options shown. Nothing was charged.',
    INSTALLMENT_TOTAL_MISMATCH:
      'The installment total shown differs from the payment service’s (the terms may have changed): reload the checkout to see them again. Nothing was charged.',
  } as Record<string, string>,
  orderPaid: 'This order is already paid. Paying again is not possible.',
  newOrder: 'Start a new order',
  notStartedOther: 'Nothing was charged. Please try again in a moment.',
  method: 'Payment method',
  methodNames: { credit_card: 'Credit card', debit_card: 'Debit card', pix: 'Pix', boleto: 'Boleto' } as Record<
    PaymentMethod,
    string
  >,
  pixHint: 'You will get a Pix QR code to pay in your bank app; this page is updated once it is paid.',
  pixBankAppNote: 'Demo only: no real bank app pays the sandbox’s codes.',
  pixBankApp: 'Pay this Pix in the sandbox’s bank app (new tab)',
  boletoHint:
    'You will get a boleto to pay at a bank or in your bank app; payment may take up to three business days to be confirmed.',
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

const ITEM_NAMES_PT_BR: Record<string, string> = {
  'Coffee beans 1 kg': 'Café em grãos 1 kg',
  'Pour-over filter': 'Filtro para café coado',
  'Espresso machine': 'Máquina de espresso',
};

const ptBR: CheckoutText = {
  hosted: 'Checkout hospedado',
  transparent: 'Checkout transparente',
  cart: 'Carrinho',
  itemName: (name) => ITEM_NAMES_PT_BR[name] ?? name,
  shipping: 'Frete',
  total: 'Total',
  payment: 'Pagamento',
  fullName: 'Nome completo',
  email: 'E-mail',
  installments: 'Parcelas',
  installment: (option) =>
    option.installments === 1
      ? `1× de ${formatBrl(option.total_amount)} à vista`
      : option.interest_free
        ? `${option.installments}× de ${formatBrl(option.installment_amount)} sem juros`
        : `${option.installments}× de ${formatBrl(option.installment_amount)} com juros (${percent(option.monthly_rate, 'pt-BR')} % a.m., CET ${percent(option.cet_annual, 'pt-BR')} % a.a.) — total ${formatBrl(option.total_amount)}`,
  offer: (free, max) => (max > 0 ? `até ${free}× sem juros, até ${max}× com juros` : `até ${free}× sem juros`),
  card: 'Cartão',
  cardName: 'Nome impresso no cartão',
  cardNumber: 'Número do cartão',
  month: 'Mês',
  year: 'Ano',
  cvv: 'CVV',
  otherBrand: 'Cartão',
  hostedHint: 'Você vai digitar o cartão na página segura do serviço de pagamento.',
  cardHint: 'O cartão vai deste navegador direto para o serviço de pagamento; a loja nunca o recebe.',
  secureHint:
    'O número, a validade e o código de segurança são digitados nos campos seguros do serviço de pagamento: nem esta página nem a loja os veem.',
  useInputs: 'Digitar o cartão nesta página (campos da própria página)',
  useSecureFields: 'Usar os campos seguros do serviço de pagamento',
  signIn: 'Entrar como cliente que já comprou aqui',
  signOut: 'Sair',
  signedIn: 'Você entrou como cliente que já comprou aqui: seus cartões salvos aparecem no pagamento.',
  pay: (total) => `Pagar ${formatBrl(total)}`,
  resultTitle: 'Resultado do pagamento',
  notStarted: 'Não foi possível iniciar o pagamento',
  notStartedWhy: {
    CARD_FLOW_NOT_SUPPORTED: 'Esta loja não pode receber cartões na página do serviço de pagamento agora.',
    FRAUD_SESSION_REQUIRED: 'Esta loja verifica cada pagamento com um script: ative o JavaScript e tente de novo.',
    ORDER_ALREADY_PAID: 'Este pedido já está pago, por isso não foi cobrado de novo.',
    ORDER_PAYMENT_IN_PROGRESS:
      'Já há um pagamento deste pedido em andamento em outra aba ou janela; nada mais foi cobrado.',
    ORDER_PAYMENT_PENDING:
      'Este pedido já tem um pagamento esperando para ser concluído (o Pix, o boleto ou a página do cartão), por isso nada mais foi cobrado. Conclua esse pagamento ou comece um novo pedido.',
    ORDER_NOT_FOUND:
      'O pedido deste checkout não foi aberto neste navegador, por isso nada foi cobrado. Recarregue o checkout.',
    ORDER_PAYMENT_UNANSWERED:
      'Um pagamento anterior deste pedido ficou sem resposta e pode ter sido feito, por isso nada mais foi cobrado. Pague de novo com o mesmo cartão e os mesmos dados, ou confira seu extrato antes de começar um novo pedido.',
    NETWORK_ERROR:
      'O serviço de pagamento não respondeu, então o pagamento pode ter sido feito. Tentar de novo com o mesmo pedido é seguro: ele não será cobrado duas vezes.',
    TIMEOUT:
      'O serviço de pagamento não respondeu, então o pagamento pode ter sido feito. Tentar de novo com o mesmo pedido é seguro: ele não será cobrado duas vezes.',
    INSTALLMENTS_NOT_OFFERED:
      'Este número de parcelas não é oferecido para este pedido e cartão: escolha uma das opções mostradas. Nada foi cobrado.',
    INSTALLMENT_TOTAL_MISMATCH:
      'O total parcelado mostrado difere do total do serviço de pagamento (as condições podem ter mudado): recarregue o checkout para vê-las de novo. Nada foi cobrado.',
  },
  orderPaid: 'Este pedido já está pago. Não é possível pagar de novo.',
  newOrder: 'Começar um novo pedido',
  notStartedOther: 'Nada foi cobrado. Tente de novo em instantes.',
  method: 'Forma de pagamento',
  methodNames: { credit_card: 'Cartão de crédito', debit_card: 'Cartão de débito', pix: 'Pix', boleto: 'Boleto' },
  pixBankAppNote: 'Só na demonstração: nenhum app de banco de verdade paga os códigos do sandbox.',
  pixBankApp: 'Pagar este Pix no app de banco do sandbox (nova aba)',
  pixHint:
    'Você recebe um QR code Pix para pagar no app do seu banco; esta página é atualizada assim que o pagamento cai.',
  boletoHint:
    'Você recebe um boleto para pagar no banco ou no app do seu banco; a confirmação pode levar até três dias úteis.',
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
